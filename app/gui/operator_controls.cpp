#include "gui/operator_controls.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <map>

#include "panels/source_badge.h"

namespace podtwin::gui {

namespace {
/// Beyond this many objects of a kind (a campus's racks) the menu offers one entry per action,
/// whose dialog asks for the object, instead of a submenu per object; the dock lists them all.
constexpr int kMaxObjectMenus = 32;
}  // namespace

OperatorControls::OperatorControls(QMainWindow* window, Apply apply, Apply ask)
    : QObject(window), m_window(window), m_apply(std::move(apply)), m_ask(std::move(ask)) {
  m_view = new views::ControlsView(window);
  m_dock = new QDockWidget(window);
  m_dock->setObjectName(QStringLiteral("dock_controls"));
  m_dock->setWidget(m_view);
  m_menu = new QMenu(window);
  m_menu->setObjectName(QStringLiteral("menu_controls"));
  m_popup = new QAction(this);
  m_popup->setObjectName(QStringLiteral("controls_menu"));
  m_popup->setShortcut(QKeySequence(Qt::Key_F9));
  connect(m_popup, &QAction::triggered, this,
          [this] { m_menu->popup(m_window->mapToGlobal(m_window->rect().center())); });
  connect(m_view, &views::ControlsView::actionRequested, this, &OperatorControls::run);
}

void OperatorControls::run(const views::ControlAction& a) {
  if (a.needsValue) {
    m_ask(a);
  } else {
    m_apply(a);
  }
}

QAction* OperatorControls::action(const std::string& id) const {
  return m_menu->findChild<QAction*>(QString::fromStdString(id));
}

void OperatorControls::setPodCounts(const PodCounts& counts) {
  m_view->setPodCounts(counts);
  rebuildMenu();
}

void OperatorControls::rebuildMenu() {
  m_menu->clear();
  for (QAction* old : m_menu->findChildren<QAction*>(QString(), Qt::FindDirectChildrenOnly)) {
    if (old != m_menu->menuAction()) delete old;
  }
  for (QMenu* old : m_menu->findChildren<QMenu*>(QString(), Qt::FindDirectChildrenOnly)) delete old;
  const auto& actions = m_view->actions();
  std::map<std::string, int> objectsOfKind;
  std::string last;
  for (const auto& a : actions) {
    if (a.group != last) {
      std::string kind = a.group;
      while (!kind.empty() && std::isdigit(static_cast<unsigned char>(kind.back())))
        kind.pop_back();
      ++objectsOfKind[kind];
      last = a.group;
    }
  }
  QMenu* groupMenu = nullptr;
  std::string groupName;
  std::map<std::string, QMenu*> kindMenus;
  for (const auto& a : actions) {
    std::string kind = a.group;
    while (!kind.empty() && std::isdigit(static_cast<unsigned char>(kind.back()))) kind.pop_back();
    QMenu* into = nullptr;
    views::ControlAction entry = a;
    if (objectsOfKind[kind] > kMaxObjectMenus) {
      // One entry per action of the kind; its dialog asks which object.
      QMenu*& km = kindMenus[kind];
      if (!km) km = m_menu->addMenu(views::controlGroupText(kind));
      const QString name =
          QStringLiteral("control_%1_%2")
              .arg(QString::fromStdString(eventTypeName(a.type)), QString::fromStdString(kind));
      if (km->findChild<QAction*>(name)) continue;
      entry.needsValue = true;
      into = km;
      QAction* act = into->addAction(views::controlActionText(entry));
      act->setObjectName(name);
      act->setIcon(views::SourceBadge::icon(EventSource::Operator));
      connect(act, &QAction::triggered, this, [this, entry] { m_ask(entry); });
      continue;
    }
    if (!groupMenu || a.group != groupName) {
      groupName = a.group;
      groupMenu = m_menu->addMenu(views::controlGroupText(a.group));
      groupMenu->setObjectName(QString::fromStdString("menu_controls_" + a.group));
    }
    QAction* act = groupMenu->addAction(views::controlActionText(a));
    act->setObjectName(QString::fromStdString(a.id()));
    act->setToolTip(views::controlActionText(a));
    connect(act, &QAction::triggered, this, [this, entry] { run(entry); });
  }
}

void OperatorControls::retranslate() {
  m_menu->setTitle(tr("&Controls"));
  m_dock->setWindowTitle(tr("Operator controls"));
  m_popup->setText(tr("Controls menu"));
  rebuildMenu();
}

}  // namespace podtwin::gui
