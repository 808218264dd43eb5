#include "gui/design_workbench.h"

#include <spdlog/spdlog.h>

#include <algorithm>

#include <QAction>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QSaveFile>
#include <QTimer>
#include <QToolBar>
#include <QUndoCommand>
#include <QUndoStack>

#include "gui/main_window.h"
#include "panels/design_editor_view.h"
#include "sim/design_figures.h"

namespace podtwin::gui {

/// One edit of the design: the whole document before and after (a pod file is a few KiB).
class DesignEditCommand : public QUndoCommand {
 public:
  DesignEditCommand(DesignWorkbench* bench, nlohmann::ordered_json before,
                    nlohmann::ordered_json after, const QString& text)
      : QUndoCommand(text),
        m_bench(bench),
        m_before(std::move(before)),
        m_after(std::move(after)) {}
  void undo() override { m_bench->setDocument(m_before); }
  void redo() override { m_bench->setDocument(m_after); }

 private:
  DesignWorkbench* m_bench;
  nlohmann::ordered_json m_before;
  nlohmann::ordered_json m_after;
};

DesignWorkbench::DesignWorkbench(QMainWindow* window, QDockWidget* besideDock)
    : QObject(window), m_window(window) {
  m_view = new views::DesignEditorView(window);
  m_dock = new QDockWidget(window);
  m_dock->setObjectName(QStringLiteral("dock_design"));
  m_dock->setWidget(m_view);
  m_dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable |
                      QDockWidget::DockWidgetClosable);
  window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
  if (besideDock != nullptr) window->tabifyDockWidget(besideDock, m_dock);
  m_dock->hide();

  m_undo = new QUndoStack(this);
  // Plain actions rather than QUndoStack's own, whose text grows with the edit's description.
  m_undoAction = new QAction(this);
  m_redoAction = new QAction(this);
  connect(m_undoAction, &QAction::triggered, m_undo, &QUndoStack::undo);
  connect(m_redoAction, &QAction::triggered, m_undo, &QUndoStack::redo);
  connect(m_undo, &QUndoStack::canUndoChanged, m_undoAction, &QAction::setEnabled);
  connect(m_undo, &QUndoStack::canRedoChanged, m_redoAction, &QAction::setEnabled);
  m_undoAction->setEnabled(false);
  m_redoAction->setEnabled(false);
  // The table's six columns need room: the first time the dock opens in a narrow column it takes
  // about half the window's width.
  connect(m_dock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
    if (!visible || m_dock->isFloating() || m_dock->width() >= 600) return;
    m_window->resizeDocks({m_dock}, {std::max(600, m_window->width() / 2)}, Qt::Horizontal);
  });
  m_save = new QAction(this);
  m_saveAs = new QAction(this);
  m_apply = new QAction(this);
  const std::pair<QAction*, const char*> names[] = {{m_undoAction, "design_undo"},
                                                    {m_redoAction, "design_redo"},
                                                    {m_save, "design_save"},
                                                    {m_saveAs, "design_save_as"},
                                                    {m_apply, "design_apply"}};
  for (const auto& [a, name] : names) {
    a->setObjectName(QString::fromLatin1(name));
    // Inside the dock only. Undo, redo and save have no keys here: the window's Ctrl+Z and
    // Ctrl+S belong to the scenario, and a second binding of one key would make both ambiguous.
    a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_view->addAction(a);
  }
  m_undoAction->setShortcut(QKeySequence());
  m_redoAction->setShortcut(QKeySequence());
  m_apply->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
  QToolBar* bar = m_view->toolBar();
  bar->addAction(m_undoAction);
  bar->addAction(m_redoAction);
  bar->addSeparator();
  bar->addAction(m_save);
  bar->addAction(m_saveAs);
  bar->addSeparator();
  bar->addAction(m_apply);

  m_figuresTimer = new QTimer(this);
  m_figuresTimer->setSingleShot(true);
  m_figuresTimer->setInterval(120);  // coalesces fast typing into one model build
  connect(m_figuresTimer, &QTimer::timeout, this, &DesignWorkbench::updateFigures);
  connect(m_view, &views::DesignEditorView::valueEdited, this,
          [this](const QString& key, const QString& text) { setValue(key, text); });
  connect(m_save, &QAction::triggered, this, &DesignWorkbench::save);
  connect(m_saveAs, &QAction::triggered, this, &DesignWorkbench::saveAsDialog);
  connect(m_apply, &QAction::triggered, this, [this] {
    QString error;
    if (!apply(&error)) emit errorRaised(tr("Cannot apply the design"), error);
  });
  connect(m_undo, &QUndoStack::cleanChanged, this, &DesignWorkbench::updateActions);
  retranslate();
  updateActions();
}

QList<QAction*> DesignWorkbench::actions() const {
  return {m_undoAction, m_redoAction, m_save, m_saveAs, m_apply};
}

void DesignWorkbench::retranslate() {
  m_dock->setWindowTitle(tr("Design editor"));
  m_undoAction->setText(tr("Undo"));
  m_redoAction->setText(tr("Redo"));
  m_save->setText(tr("Save"));
  m_saveAs->setText(tr("Save as…"));
  m_apply->setText(tr("Apply"));
  m_undoAction->setToolTip(
      MainWindow::withShortcut(tr("Undo the last edit of the design"), m_undoAction->shortcut()));
  m_redoAction->setToolTip(
      MainWindow::withShortcut(tr("Redo the edit undone last"), m_redoAction->shortcut()));
  m_save->setToolTip(
      MainWindow::withShortcut(tr("Write the design to its pod file"), m_save->shortcut()));
  m_saveAs->setToolTip(
      MainWindow::withShortcut(tr("Write the design to a new pod file"), m_saveAs->shortcut()));
  m_apply->setToolTip(MainWindow::withShortcut(
      tr("Restart the run from t = 0 with the edited design"), m_apply->shortcut()));
  QAction* toggle = m_dock->toggleViewAction();
  toggle->setText(tr("Design editor"));
  toggle->setToolTip(MainWindow::withShortcut(tr("Show or hide: %1").arg(tr("Design editor")),
                                              toggle->shortcut()));
  m_view->retranslate();
  refresh();
}

void DesignWorkbench::setPod(const PodConfig& pod) {
  if (m_appliedHash != 0 && podHash(pod) == m_appliedHash) return;  // our own Apply coming back
  m_appliedHash = 0;
  m_design = PodDesign(pod);
  const QString file = QString::fromStdString(pod.sourceFile);
  // A built-in pod has no file to save over; a pod file is saved where it was opened.
  m_path = file.startsWith(QLatin1String("builtin:")) || pod.scaledToRacks > 0 ? QString() : file;
  m_podSpec = file;
  m_undo->clear();
  refresh();
}

bool DesignWorkbench::setValue(const QString& key, const QString& text) {
  const PodKey* k = findPodKey(key.toStdString());
  if (k == nullptr) return false;
  PodDesign edited = m_design;
  edited.set(*k, PodDesign::parseValue(*k, text.toStdString()));
  if (edited.document() == m_design.document()) {
    refresh();  // shows the stored value again (e.g. "1000.0" typed over 1000)
    return true;
  }
  m_undo->push(new DesignEditCommand(this, m_design.document(), edited.document(),
                                     tr("%1 = %2").arg(key, text)));
  return true;
}

void DesignWorkbench::setDocument(const nlohmann::ordered_json& doc) {
  m_design.setDocument(doc);
  refresh();
  emit designChanged();
}

void DesignWorkbench::refresh() {
  m_issues = m_design.issues();
  m_view->setDesign(m_design);
  m_view->setIssues(m_issues);
  if (m_issues.empty()) {
    m_figuresTimer->start();
  } else {
    m_figuresTimer->stop();
    m_view->setFiguresUnavailable(tr("The design does not load; fix the values marked red."));
  }
  updateActions();
}

void DesignWorkbench::updateFigures() {
  try {
    m_view->setFigures(designFigures(m_design.build()));
  } catch (const std::exception& e) {
    m_view->setFiguresUnavailable(QString::fromUtf8(e.what()));
  }
}

void DesignWorkbench::updateActions() {
  const bool ok = m_issues.empty();
  m_save->setEnabled(ok);
  m_saveAs->setEnabled(ok);
  m_apply->setEnabled(ok);
  m_dock->setWindowTitle(m_undo->isClean() ? tr("Design editor") : tr("Design editor *"));
}

std::optional<PodConfig> DesignWorkbench::currentConfig() const {
  if (!m_issues.empty()) return std::nullopt;
  try {
    return m_design.build();
  } catch (const ConfigError&) {
    return std::nullopt;
  }
}

QString DesignWorkbench::currentJson() const {
  return QString::fromStdString(m_design.text());
}

QString DesignWorkbench::issuesText() const {
  QStringList lines;
  for (const ConfigIssue& i : m_issues) lines << QString::fromStdString(i.toString());
  return lines.join(QLatin1Char('\n'));
}

bool DesignWorkbench::saveAs(const QString& path, QString* error) {
  auto fail = [&](const QString& text) {
    if (error) *error = text;
    return false;
  };
  if (!m_issues.empty()) return fail(issuesText());
  // The messages of the saved file name the file, as they would when it is opened.
  PodDesign saved = m_design;
  saved.setFileName(path.toStdString());
  QSaveFile f(path);
  const std::string text = saved.text();
  if (!f.open(QIODevice::WriteOnly) ||
      f.write(text.data(), static_cast<qint64>(text.size())) != static_cast<qint64>(text.size()) ||
      !f.commit()) {
    return fail(tr("Cannot write %1: %2").arg(path, f.errorString()));
  }
  m_design = saved;
  m_path = path;
  m_undo->setClean();
  spdlog::info("design saved to {}", path.toStdString());
  return true;
}

bool DesignWorkbench::save() {
  if (m_path.isEmpty()) {
    saveAsDialog();
    return !m_path.isEmpty() && m_undo->isClean();
  }
  QString error;
  if (!saveAs(m_path, &error)) {
    emit errorRaised(tr("Cannot save the design"), error);
    return false;
  }
  return true;
}

void DesignWorkbench::saveAsDialog() {
  const QString path = QFileDialog::getSaveFileName(
      m_window, tr("Save the design as a pod file"),
      m_path.isEmpty() ? QStringLiteral("pod.json") : m_path, tr("Pod files (*.json)"));
  if (path.isEmpty()) return;
  QString error;
  if (!saveAs(path, &error)) emit errorRaised(tr("Cannot save the design"), error);
}

bool DesignWorkbench::apply(QString* error) {
  if (!m_issues.empty()) {
    if (error) *error = issuesText();
    return false;
  }
  PodConfig pod;
  try {
    pod = m_design.build();
  } catch (const ConfigError& e) {
    if (error) *error = configErrorText(e);
    return false;
  }
  m_appliedHash = podHash(pod);
  const QString label =
      m_undo->isClean() && !m_path.isEmpty() ? m_path : tr("%1 (edited)").arg(m_podSpec);
  emit applyRequested(pod, label);
  return true;
}

}  // namespace podtwin::gui
