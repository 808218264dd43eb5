#include "gui/instructor_station.h"

#include "gui/ui_helpers.h"

#include <spdlog/spdlog.h>

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMainWindow>
#include <QMenu>
#include <QPushButton>
#include <QScrollArea>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/builtin.h"
#include "core/checked_file.h"
#include "core/config_error.h"
#include "gui/main_window.h"
#include "gui/sim_controller.h"
#include "panels/drill_score_view.h"
#include "panels/event_text.h"
#include "panels/source_badge.h"
#include "sim/checkpoint_file.h"

namespace podtwin::gui {

using views::EventText;

namespace {

/// A drill's times from `nowS` on: entries with a time before it are dropped, later ones moved
/// back by it (a window is cut at 0).
void shiftTimes(nlohmann::ordered_json& list, double nowS) {
  if (!list.is_array()) return;
  nlohmann::ordered_json kept = nlohmann::ordered_json::array();
  for (auto& e : list) {
    if (e.contains("t_s") && e["t_s"].is_number()) {
      const double t = e["t_s"].get<double>() - nowS;
      if (t < 0.0) continue;
      e["t_s"] = t;
    }
    if (e.contains("window_s") && e["window_s"].is_array() && e["window_s"].size() == 2) {
      const double b = e["window_s"][1].get<double>() - nowS;
      if (b < 0.0) continue;
      e["window_s"] = {std::max(0.0, e["window_s"][0].get<double>() - nowS), b};
    }
    kept.push_back(e);
  }
  list = kept;
}
/// The critical tasks a drill saved at drill time `nowS` keeps: a task not yet cued as it was; a
/// task cued and still open with `cued_at_s`, its cue time from the new start (<= 0), so its
/// clock runs on; a task already decided (met, missed past its deadline, or a GPU throttled with
/// `before_throttle`) is left out, as its outcome belongs to the session played so far.
/// `sofar` is the session scored up to `nowS`, its tasks in the drill's order. Returns the names
/// of the tasks left out.
std::vector<std::string> keepOpenTasks(nlohmann::ordered_json& list,
                                       const drill::DrillResult& sofar, double nowS) {
  std::vector<std::string> dropped;
  if (!list.is_array() || list.size() != sofar.tasks.size()) return dropped;
  nlohmann::ordered_json kept = nlohmann::ordered_json::array();
  for (std::size_t k = 0; k < list.size(); ++k) {
    const drill::TaskResult& t = sofar.tasks[k];
    if (!t.cued) {
      kept.push_back(list[k]);
      continue;
    }
    const bool decided = !std::isnan(t.standardMetS) || t.cueS + t.deadlineS < nowS ||
                         (list[k].value("before_throttle", false) && !std::isnan(t.throttleS));
    if (decided) {
      dropped.push_back(t.name);
      continue;
    }
    list[k]["cued_at_s"] = t.cueS - nowS;
    kept.push_back(list[k]);
  }
  list = kept;
  return dropped;
}

/// Drops the reference actions that answer one of the `tasks` left out (`after_cue`): the expert's
/// response to a task whose outcome the session already decided.
void dropAnswers(nlohmann::ordered_json& reference, const std::vector<std::string>& tasks) {
  if (!reference.is_array() || tasks.empty()) return;
  nlohmann::ordered_json kept = nlohmann::ordered_json::array();
  for (auto& a : reference) {
    const auto cue = a.find("after_cue");
    if (cue != a.end() && cue->is_string() &&
        std::find(tasks.begin(), tasks.end(), cue->get<std::string>()) != tasks.end()) {
      continue;
    }
    kept.push_back(a);
  }
  reference = kept;
}

/// The drill's malfunctions still to come: those already applied (firedS[i] a time) are in the
/// saved state and are dropped whatever their kind (a time, a window, a trigger), so that the new
/// initial condition does not apply them a second time.
void dropFired(nlohmann::ordered_json& list, const std::vector<double>& firedS) {
  if (!list.is_array()) return;
  nlohmann::ordered_json kept = nlohmann::ordered_json::array();
  for (std::size_t i = 0; i < list.size(); ++i) {
    if (i < firedS.size() && !std::isnan(firedS[i])) continue;
    kept.push_back(list[i]);
  }
  list = kept;
}
}  // namespace

InstructorStation::InstructorStation(QMainWindow* window, SimController* ctl)
    : QObject(window), m_window(window), m_ctl(ctl) {
  m_open = namedAction(this, "open_drill", QKeySequence(Qt::CTRL | Qt::Key_D));
  m_score = namedAction(this, "drill_score", QKeySequence(Qt::CTRL | Qt::Key_G));
  m_save =
      namedAction(this, "save_initial_condition", QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_S));
  m_back = namedAction(this, "backtrack_previous", QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Z));
  m_traineeAction =
      namedAction(this, "trainee_mode", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
  m_traineeAction->setCheckable(true);
  connect(m_open, &QAction::triggered, this, &InstructorStation::openDialog);
  connect(m_score, &QAction::triggered, this, [this] { showScore(); });
  connect(m_save, &QAction::triggered, this, &InstructorStation::saveDialog);
  connect(m_back, &QAction::triggered, this, [this] {
    // The newest checkpoint more than a second before now (a second back from one jumps past it).
    const double now = m_ctl->snapshot().timeS;
    double best = -1.0;
    for (const auto& c : m_ctl->checkpoints()) {
      if (c.timeS < now - 1.0) best = c.timeS;
    }
    if (best >= 0.0) backtrackTo(best);
  });
  connect(m_traineeAction, &QAction::toggled, this, &InstructorStation::setTraineeMode);

  m_menu = new QMenu(window);
  m_menu->setObjectName(QStringLiteral("menu_training"));
  m_menu->addAction(m_open);
  m_builtinMenu = m_menu->addMenu(QString());
  m_builtinMenu->setObjectName(QStringLiteral("menu_builtin_drills"));
  m_menu->addSeparator();
  m_menu->addAction(m_back);
  m_menu->addAction(m_save);
  m_menu->addAction(m_score);
  m_menu->addSeparator();
  m_menu->addAction(m_traineeAction);
  rebuildBuiltinMenu();

  // The Instructor dock.
  auto* panel = new QWidget(window);
  panel->setObjectName(QStringLiteral("instructorPanel"));
  m_title = new QLabel(panel);
  m_title->setWordWrap(true);
  m_clock = new QLabel(panel);
  m_clock->setObjectName(QStringLiteral("drillClock"));
  m_freeze = new QPushButton(panel);
  m_freeze->setObjectName(QStringLiteral("instructorFreeze"));
  m_speed = new QComboBox(panel);
  m_speed->setObjectName(QStringLiteral("instructorSpeed"));
  for (double s : SimController::kSpeedSteps) m_speed->addItem(QString(), s);
  m_scheduleLabel = new QLabel(panel);
  m_schedule = new QTreeWidget(panel);
  m_schedule->setObjectName(QStringLiteral("malfunctionSchedule"));
  m_schedule->setColumnCount(4);
  m_schedule->setRootIsDecorated(false);
  m_schedule->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
  m_checkpointLabel = new QLabel(panel);
  m_checkpoints = new QListWidget(panel);
  m_checkpoints->setObjectName(QStringLiteral("checkpointList"));
  m_backtrack = new QPushButton(panel);
  m_backtrack->setObjectName(QStringLiteral("instructorBacktrack"));
  m_insert = new QPushButton(panel);
  m_insert->setObjectName(QStringLiteral("instructorInsert"));
  m_insert->setIcon(views::SourceBadge::icon(EventSource::Failure));
  m_saveButton = new QPushButton(panel);
  m_saveButton->setObjectName(QStringLiteral("instructorSaveIc"));
  m_scoreButton = new QPushButton(panel);
  m_scoreButton->setObjectName(QStringLiteral("instructorScore"));

  auto* runRow = new QHBoxLayout;
  runRow->addWidget(m_freeze);
  runRow->addWidget(m_speed);
  runRow->addStretch(1);
  auto* backRow = new QHBoxLayout;
  backRow->addWidget(m_backtrack);
  backRow->addStretch(1);
  auto* actRow = new QHBoxLayout;
  actRow->addWidget(m_insert);
  actRow->addWidget(m_saveButton);
  actRow->addWidget(m_scoreButton);
  actRow->addStretch(1);
  auto* v = new QVBoxLayout(panel);
  v->setContentsMargins(4, 4, 4, 4);
  v->addWidget(m_title);
  v->addWidget(m_clock);
  v->addLayout(runRow);
  v->addWidget(m_scheduleLabel);
  v->addWidget(m_schedule, 2);
  v->addWidget(m_checkpointLabel);
  v->addWidget(m_checkpoints, 1);
  v->addLayout(backRow);
  v->addLayout(actRow);
  m_dock = new QDockWidget(window);
  m_dock->setObjectName(QStringLiteral("dock_instructor"));
  // Scrolled: the station never makes the window taller than a 1000-pixel screen.
  auto* scroll = new QScrollArea(m_dock);
  scroll->setWidgetResizable(true);
  scroll->setFrameShape(QFrame::NoFrame);
  scroll->setWidget(panel);
  m_dock->setWidget(scroll);

  connect(m_freeze, &QPushButton::clicked, m_ctl, &SimController::togglePlay);
  connect(m_speed, &QComboBox::activated, this,
          [this](int i) { m_ctl->setSpeed(m_speed->itemData(i).toDouble()); });
  connect(m_backtrack, &QPushButton::clicked, this, [this] {
    const QListWidgetItem* item = m_checkpoints->currentItem();
    if (item) backtrackTo(item->data(Qt::UserRole).toDouble());
  });
  connect(m_checkpoints, &QListWidget::itemActivated, this,
          [this](QListWidgetItem* item) { backtrackTo(item->data(Qt::UserRole).toDouble()); });
  connect(m_insert, &QPushButton::clicked, this, &InstructorStation::insertMalfunctionRequested);
  connect(m_saveButton, &QPushButton::clicked, this, &InstructorStation::saveDialog);
  connect(m_scoreButton, &QPushButton::clicked, this, [this] { showScore(); });
  // Only the Freeze/Run button follows the run: retranslating the menus here would relayout the
  // menu bar, and so compose the window, at every step.
  connect(m_ctl, &SimController::runningChanged, this, &InstructorStation::refresh);
  connect(m_ctl, &SimController::speedChanged, this, [this](double s) {
    const int i = m_speed->findData(s);
    if (i >= 0) m_speed->setCurrentIndex(i);
  });
  connect(m_ctl, &SimController::drillEnded, this, &InstructorStation::onDrillEnded);
  connect(m_ctl, &SimController::sessionLoaded, this, [this] {
    if (!m_ctl->hasDrill()) m_spec.clear();
    refresh();
  });
  connect(m_ctl, &SimController::scenarioChanged, this, &InstructorStation::refresh);
  connect(m_dock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
    if (visible) refresh();
  });
  retranslate();
}

QList<QAction*> InstructorStation::actions() const {
  return {m_open, m_score, m_save, m_back, m_traineeAction};
}

QAction* InstructorStation::action(const QString& name) const {
  for (QAction* a : actions()) {
    if (a->objectName() == name) return a;
  }
  return nullptr;
}

void InstructorStation::rebuildBuiltinMenu() {
  m_builtinMenu->clear();
  for (const auto& name : builtinNames("drill")) {
    const QString spec = QStringLiteral("builtin:") + QString::fromStdString(name);
    m_builtinMenu->addAction(QString::fromStdString(name), this, [this, spec] { openDrill(spec); });
  }
}

bool InstructorStation::openDrill(const QString& spec, std::optional<std::uint64_t> seed,
                                  QString* error) {
  QString why;
  try {
    const std::string s = spec.toStdString();
    const drill::Drill d = drill::loadDrill(s);
    const PodConfig pod = drill::loadDrillPod(d);
    const std::uint64_t runSeed = seed.value_or(d.seed);
    m_ctl->loadDrill(d, pod, runSeed);
    m_spec = spec;
    m_seed = runSeed;
    m_text = QString::fromStdString(readSource("drill", s).first);
    spdlog::info("drill {} opened (seed {}), starting at t = {} s", s, runSeed,
                 m_ctl->drillStartS());
    emit drillOpened(d.initialCheckpoint ? QString::fromStdString(d.initialCheckpointPath)
                                         : QString::fromStdString(d.pod));
    emit statusMessage(tr("Drill %1 opened: %2")
                           .arg(QString::fromStdString(d.name), QString::fromStdString(d.briefing)),
                       8000);
    refresh();
    return true;
  } catch (const ConfigError& e) {
    why = configErrorText(e);
  } catch (const std::exception& e) {
    why = QString::fromStdString(e.what());
  }
  if (error) *error = why;
  emit errorRaised(tr("Cannot open drill"), why);
  return false;
}

void InstructorStation::openDialog() {
  const QString path = QFileDialog::getOpenFileName(m_window, tr("Open drill"), QString(),
                                                    tr("Drill files (*.json);;All files (*)"));
  if (!path.isEmpty()) openDrill(path);
}

void InstructorStation::setTraineeMode(bool on) {
  if (m_trainee == on && m_traineeAction->isChecked() == on) return;
  m_trainee = on;
  {
    const QSignalBlocker block(m_traineeAction);
    m_traineeAction->setChecked(on);
  }
  m_dock->setVisible(!on);
  m_dock->toggleViewAction()->setEnabled(!on);
  for (QAction* a : {m_save, m_back, m_open}) a->setEnabled(!on);
  m_builtinMenu->setEnabled(!on);
  emit traineeModeChanged(on);
}

drill::DrillResult InstructorStation::showScore() {
  if (!m_ctl->hasDrill()) {
    emit statusMessage(tr("No drill is running: open one with Training → Open drill."), 5000);
    return {};
  }
  const DrillPlayed played = m_ctl->drillPlayed();
  drill::Drill d = *m_ctl->drill();
  for (const auto& m : played.inserted) d.malfunctions.push_back(m);
  QApplication::setOverrideCursor(Qt::WaitCursor);
  drill::DrillResult r;
  try {
    r = drill::runDrill(d, m_ctl->pod(), m_seed, played.actions);
  } catch (const std::exception& e) {
    QApplication::restoreOverrideCursor();
    emit errorRaised(tr("Cannot score the drill"), QString::fromStdString(e.what()));
    return {};
  }
  QApplication::restoreOverrideCursor();
  spdlog::info("drill {} scored {:.1f} / {:.0f} ({} actions, {} inserted malfunctions)", r.drill,
               r.score, r.maxScore, played.actions.size(), played.inserted.size());
  if (!m_scoreDialog) {
    auto* dlg = new QDialog(m_window);
    dlg->setObjectName(QStringLiteral("drillScoreDialog"));
    dlg->setModal(false);
    m_scoreView = new views::DrillScoreView(dlg);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dlg);
    connect(buttons, &QDialogButtonBox::rejected, dlg, &QDialog::close);
    auto* v = new QVBoxLayout(dlg);
    v->addWidget(m_scoreView, 1);
    v->addWidget(buttons);
    dlg->resize(900, 420);
    m_scoreDialog = dlg;
  }
  m_scoreDialog->setWindowTitle(tr("Drill score: %1").arg(QString::fromStdString(r.drill)));
  m_scoreView->setResult(r);
  m_scoreDialog->show();
  m_scoreDialog->raise();
  return r;
}

void InstructorStation::onDrillEnded() {
  emit statusMessage(tr("The drill is over."), 6000);
  showScore();
}

void InstructorStation::backtrackTo(double tS) {
  m_ctl->backtrackTo(tS);
  emit statusMessage(tr("Back to %1: the actions after it are undone.")
                         .arg(MainWindow::formatSimTime(m_ctl->snapshot().timeS)),
                     5000);
  refresh();
}

bool InstructorStation::saveInitialCondition(const QString& checkpointPath, QString* error) {
  try {
    const CheckpointFile f = m_ctl->checkpointFile();
    writeCheckpointFile(checkpointPath.toStdString(), f);
    spdlog::info("initial condition saved to {} at t = {} s", checkpointPath.toStdString(),
                 f.state.timeS);
    if (m_ctl->hasDrill() && !m_text.isEmpty()) {
      auto j = nlohmann::ordered_json::parse(m_text.toStdString());
      const double now = m_ctl->drillTimeS();
      for (const char* key : {"pod", "warmup_s", "initial_events", "manual_protections"}) {
        j.erase(key);
      }
      const QFileInfo ckpt(checkpointPath);
      j["initial_condition"] = {{"checkpoint", ckpt.fileName().toStdString()}};
      const std::string name = j.value("name", std::string("drill"));
      j["name"] = name + "_at_" + std::to_string(static_cast<long long>(std::floor(now))) + "s";
      if (j.contains("duration_s") && j["duration_s"].is_number()) {
        j["duration_s"] = std::max(1.0, j["duration_s"].get<double>() - now);
      }
      const DrillPlayed played = m_ctl->drillPlayed();
      if (now > 0.0) {
        // The session so far, scored as the debrief would score it, says which tasks are open.
        drill::Drill sofar = *m_ctl->drill();
        for (const auto& m : played.inserted) sofar.malfunctions.push_back(m);
        sofar.durationS = now;
        dropAnswers(
            j["reference"],
            keepOpenTasks(j["critical_tasks"],
                          drill::runDrill(sofar, m_ctl->pod(), m_seed, played.actions), now));
      }
      dropFired(j["malfunctions"], played.firedS);
      shiftTimes(j["malfunctions"], now);
      shiftTimes(j["reference"], now);
      if (j["reference"].empty()) j.erase("reference");
      QString base = checkpointPath;
      if (base.endsWith(QStringLiteral(".ckpt"))) base.chop(5);
      writeFileChecked((base + QStringLiteral(".drill.json")).toStdString(), j.dump(2) + "\n");
    }
    emit statusMessage(tr("Initial condition saved: %1").arg(checkpointPath), 5000);
    return true;
  } catch (const std::exception& e) {
    if (error) *error = QString::fromStdString(e.what());
    emit errorRaised(tr("Cannot save the initial condition"), QString::fromStdString(e.what()));
    return false;
  }
}

void InstructorStation::saveDialog() {
  const QString path =
      QFileDialog::getSaveFileName(m_window, tr("Save the state as an initial condition"),
                                   QStringLiteral("initial.ckpt"), tr("Checkpoints (*.ckpt)"));
  if (!path.isEmpty()) saveInitialCondition(path);
}

void InstructorStation::setScheduleRows(const QList<QStringList>& rows) {
  // Rebuilt only when a row changed: a rebuild relayouts the panel, and composes the window.
  if (rows == m_scheduleRows && m_schedule->topLevelItemCount() == rows.size()) return;
  m_scheduleRows = rows;
  m_schedule->clear();
  for (const QStringList& row : rows) {
    auto* item = new QTreeWidgetItem(m_schedule, row);
    item->setIcon(1, views::SourceBadge::icon(EventSource::Failure));
  }
  m_schedule->doItemsLayout();
}

void InstructorStation::refresh() {
  // A hidden panel is brought up to date when it is shown (visibilityChanged): refreshing it
  // meanwhile would only queue layouts, and composes, of the window.
  if (!m_dock->isVisible()) return;
  m_freeze->setText(m_ctl->isRunning() ? tr("Freeze") : tr("Run"));
  const bool drill = m_ctl->hasDrill();
  if (drill) {
    const drill::Drill& d = *m_ctl->drill();
    m_title->setText(tr("<b>%1</b> (seed %2)<br>%3")
                         .arg(QString::fromStdString(d.name))
                         .arg(m_seed)
                         .arg(QString::fromStdString(d.briefing).toHtmlEscaped()));
    m_clock->setText(tr("Drill time %1 of %2")
                         .arg(MainWindow::formatSimTime(std::max(0.0, m_ctl->drillTimeS())),
                              MainWindow::formatSimTime(d.durationS)));
    // The schedule: each malfunction, when it is due, and whether the run applied it.
    QList<QStringList> rows;
    const double t0 = m_ctl->drillStartS();
    std::vector<std::uint8_t> used;
    const auto& events = m_ctl->scenario().events;
    used.assign(events.size(), 0);
    for (const auto& m : d.malfunctions) {
      QString when;
      if (m.atS) {
        when = tr("at %1 s").arg(*m.atS, 0, 'f', 0);
      } else if (m.windowS) {
        when = tr("between %1 and %2 s")
                   .arg(m.windowS->first, 0, 'f', 0)
                   .arg(m.windowS->second, 0, 'f', 0);
      } else {
        QStringList conds;
        for (const auto& c : m.when) conds << QString::fromStdString(c.text());
        when = tr("when %1").arg(conds.join(QStringLiteral(" and ")));
      }
      QString status = tr("pending");
      for (std::size_t k = 0; k < events.size(); ++k) {
        const Event& e = events[k];
        if (!used[k] && e.injected() && e.source == EventSource::Failure &&
            e.type == m.event.type && e.target == m.event.target && e.t_s >= t0 - 1e-9) {
          used[k] = 1;
          status = tr("applied at %1 s").arg(e.t_s - t0, 0, 'f', 1);
          break;
        }
      }
      rows << QStringList{when, EventText::typeName(m.event.type),
                          EventText::objectName(QString::fromStdString(m.event.target.toString())),
                          status};
    }
    setScheduleRows(rows);
  } else {
    m_title->setText(tr("No drill: open one with Training → Open drill (Ctrl+D)."));
    m_clock->setText(QString());  // (clear() would relayout even when empty)
    setScheduleRows({});
  }
  // The checkpoints to go back to, newest first; rebuilt only when they changed.
  const auto marks = m_ctl->checkpoints();
  if (m_checkpoints->count() != static_cast<int>(marks.size()) ||
      (m_checkpoints->count() > 0 &&
       m_checkpoints->item(0)->data(Qt::UserRole).toDouble() != marks.back().timeS)) {
    m_checkpoints->clear();
    const double t0 = drill ? m_ctl->drillStartS() : 0.0;
    // Newest first (by index: clang-tidy 14 cannot parse libstdc++ 12's views::reverse).
    for (std::size_t k = marks.size(); k-- > 0;) {
      const CheckpointMark& m = marks[k];
      QString text = MainWindow::formatSimTime(m.timeS);
      if (drill) text += tr("  (drill %1 s)").arg(m.timeS - t0, 0, 'f', 0);
      auto* item = new QListWidgetItem(text, m_checkpoints);
      item->setData(Qt::UserRole, m.timeS);
    }
    // Laid out now, within the snapshot's compose, rather than by the view's own timer later.
    m_checkpoints->doItemsLayout();
  }
  m_backtrack->setEnabled(m_ctl->hasSession());
  m_insert->setEnabled(m_ctl->hasSession());
  m_saveButton->setEnabled(m_ctl->hasSession());
  m_scoreButton->setEnabled(drill);
  m_score->setEnabled(drill);
}

void InstructorStation::retranslate() {
  m_menu->setTitle(tr("T&raining"));
  m_builtinMenu->setTitle(tr("Built-in &drills"));
  m_open->setText(tr("Open &drill…"));
  m_score->setText(tr("Show the &score"));
  m_save->setText(tr("Save state as &initial condition…"));
  m_back->setText(tr("&Backtrack to the previous checkpoint"));
  m_traineeAction->setText(tr("&Trainee mode"));
  m_traineeAction->setToolTip(
      tr("Hide the instructor's station, the malfunction schedule and the ground truth"));
  m_dock->setWindowTitle(tr("Instructor"));
  m_freeze->setText(m_ctl->isRunning() ? tr("Freeze") : tr("Run"));
  const QString speeds[] = {tr("1×"), tr("10×"), tr("100×"), tr("max")};
  for (int i = 0; i < 4; ++i) m_speed->setItemText(i, speeds[i]);
  m_schedule->setHeaderLabels({tr("When"), tr("Malfunction"), tr("Object"), tr("Status")});
  m_scheduleLabel->setText(tr("Malfunction schedule (hidden from the trainee):"));
  m_checkpointLabel->setText(tr("Checkpoints of this run:"));
  m_backtrack->setText(tr("Backtrack to the selected checkpoint"));
  m_insert->setText(tr("Insert malfunction…"));
  m_saveButton->setText(tr("Save as initial condition…"));
  m_scoreButton->setText(tr("Score now"));
  refresh();
}

}  // namespace podtwin::gui
