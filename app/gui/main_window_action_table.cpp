// MainWindow: the table of its actions. Every action of the menus, the toolbar and the keyboard is
// one row here; buildActions() makes the QActions from it and retranslate() names them from it.

#include <QKeySequence>

#include "gui/action_row.h"
#include "gui/language.h"
#include "gui/main_window.h"
#include "panels/alarm_list_view.h"
#include "panels/event_text.h"
#include "scenario/event_types.h"

namespace podtwin::gui {

namespace {

/// Modifier + the n-th digit key from 1 (n counts from 0).
QKeySequence digitKey(Qt::Modifiers modifiers, int n) {
  return QKeySequence(modifiers.toInt() | (Qt::Key_1 + n));
}

}  // namespace

std::vector<ActionRow> MainWindow::fileActionRows() {
  using K = QKeySequence;
  return {
      {.name = QStringLiteral("new_pod"),
       .text = QT_TR_NOOP("&New pod from a template…"),
       .key = platformKey(K::New, K(Qt::CTRL | Qt::Key_N)),
       .icon = IconId::OpenPod,
       .onTriggered = [this](bool) { newPodFromTemplate(); }},
      {.name = QStringLiteral("open_pod"),
       .text = QT_TR_NOOP("Open &pod…"),
       .key = K(Qt::CTRL | Qt::SHIFT | Qt::Key_O),
       .icon = IconId::OpenPod,
       .onTriggered = [this](bool) { openPodDialog(); }},
      {.name = QStringLiteral("open_scenario"),
       .text = QT_TR_NOOP("&Open scenario…"),
       .key = platformKey(K::Open, K(Qt::CTRL | Qt::Key_O)),
       .icon = IconId::OpenScenario,
       .onTriggered = [this](bool) { openScenarioDialog(); }},
      {.name = QStringLiteral("save_scenario"),
       .text = QT_TR_NOOP("&Save scenario"),
       .key = platformKey(K::Save, K(Qt::CTRL | Qt::Key_S)),
       .icon = IconId::Save,
       .needsSession = true,
       .onTriggered = [this](bool) { saveScenario(false); }},
      {.name = QStringLiteral("save_scenario_as"),
       .text = QT_TR_NOOP("Save scenario &as…"),
       .key = platformKey(K::SaveAs, K(Qt::CTRL | Qt::SHIFT | Qt::Key_S)),
       .needsSession = true,
       .onTriggered = [this](bool) { saveScenario(true); }},
      {.name = QStringLiteral("export_csv"),
       .text = QT_TR_NOOP("&Export run CSV…"),
       .key = K(Qt::CTRL | Qt::Key_E),
       .needsSession = true,
       .onTriggered = [this](bool) { exportRunCsv(); }},
      {.name = QStringLiteral("export_report"),
       .text = QT_TR_NOOP("Export &report (PDF)…"),
       .tip = QT_TR_NOOP(
           "A PDF of the design and this run so far: figures, KPIs, charts, the 3D view, events"),
       .key = K(Qt::CTRL | Qt::Key_P),
       .needsSession = true,
       .onTriggered = [this](bool) { exportReportDialog(); }},
      {.name = QStringLiteral("screenshot"),
       .text = QT_TR_NOOP("Save scree&nshot…"),
       .key = K(Qt::Key_F12),
       .icon = IconId::Screenshot,
       .onTriggered = [this](bool) { saveScreenshotDialog(); }},
      {.name = QStringLiteral("quit"),
       .text = QT_TR_NOOP("&Quit"),
       .key = platformKey(K::Quit, K(Qt::CTRL | Qt::Key_Q)),
       .onTriggered = [this](bool) { close(); }},
  };
}

std::vector<ActionRow> MainWindow::runActionRows() {
  using K = QKeySequence;
  // Run has no text here: updateRunActions() names it Run or Pause by the run's state.
  std::vector<ActionRow> rows = {
      {.name = QStringLiteral("run"),
       .key = K(Qt::Key_Space),
       .icon = IconId::Play,
       .needsSession = true,
       .onTriggered = [this](bool) { m_ctl->togglePlay(); }},
      {.name = QStringLiteral("step"),
       .text = QT_TR_NOOP("S&tep"),
       .tip = QT_TR_NOOP("Advance one control tick"),
       .key = K(Qt::Key_F10),
       .icon = IconId::Step,
       .needsSession = true,
       .onTriggered = [this](bool) { m_ctl->stepOnce(); }},
      {.name = QStringLiteral("reset"),
       .text = QT_TR_NOOP("&Reset"),
       .tip = QT_TR_NOOP("Back to t = 0, keeping the scenario and injected events"),
       .key = K(Qt::CTRL | Qt::Key_R),
       .icon = IconId::Reset,
       .needsSession = true,
       .onTriggered = [this](bool) { m_ctl->reset(); }},
      {.name = QStringLiteral("jump"),
       .text = QT_TR_NOOP("&Jump to time…"),
       .tip = QT_TR_NOOP(
           "Fast-forward, or go back to the nearest checkpoint and replay, to a simulated time"),
       .key = K(Qt::CTRL | Qt::Key_J),
       .icon = IconId::Jump,
       .needsSession = true,
       .onTriggered = [this](bool) { jumpToTimeDialog(); }},
  };
  const char* const speedNames[] = {"speed_1", "speed_10", "speed_100", "speed_max"};
  const char* const speedTexts[] = {QT_TR_NOOP("Real time (1×)"), QT_TR_NOOP("10×"),
                                    QT_TR_NOOP("100×"), QT_TR_NOOP("As fast as possible")};
  for (int i = 0; i < 4; ++i) {
    const double speed = SimController::kSpeedSteps[i];
    rows.push_back({.name = QString::fromLatin1(speedNames[i]),
                    .text = speedTexts[i],
                    .key = digitKey(Qt::CTRL, i),
                    .group = m_menus.speedGroup,
                    .checkable = true,
                    .data = speed,
                    .onTriggered = [this, speed](bool) { setSpeedFromUi(speed); }});
  }
  return rows;
}

std::vector<ActionRow> MainWindow::injectActionRows() {
  std::vector<ActionRow> rows;
  for (const auto& spec : eventCatalogue()) {
    const EventType type = spec.id;
    rows.push_back(
        {.name = QStringLiteral("inject_") + QString::fromStdString(spec.name),
         .textOf = [type] { return views::EventText::typeName(type) + QStringLiteral("…"); },
         .tipOf = [type] { return views::EventText::description(type); },
         .onTriggered = [this, type](bool) { injectDialog(type, {}); }});
  }
  // power_cap with 0 kW on the pod removes every rack's cap: offered by name beside "Power cap".
  rows.push_back({.name = QStringLiteral("inject_power_cap_release"),
                  .text = QT_TR_NOOP("Release all power caps"),
                  .onTriggered = [this](bool) {
                    injectEvent(EventType::PowerCap, "pod", {{"cap_kw", 0.0}});
                  }});
  return rows;
}

std::vector<ActionRow> MainWindow::viewActionRows() {
  using K = QKeySequence;
  std::vector<ActionRow> rows;
  const char* const colorNames[] = {"color_power", "color_gpu_temp", "color_throttling",
                                    "color_delta_t", "color_link_load"};
  const char* const colorTexts[] = {QT_TR_NOOP("Rack power"), QT_TR_NOOP("GPU temperature"),
                                    QT_TR_NOOP("Throttling"), QT_TR_NOOP("Coolant ΔT"),
                                    QT_TR_NOOP("Link load")};
  for (int i = 0; i < 5; ++i) {
    rows.push_back({.name = QString::fromLatin1(colorNames[i]),
                    .text = colorTexts[i],
                    .key = digitKey(Qt::ALT, i),
                    .group = m_menus.colorGroup,
                    .checkable = true,
                    .onTriggered = [this, i](bool) { setColorByIndex(i); }});
  }
  const char* const cameraNames[] = {"camera_overview", "camera_top", "camera_aisle"};
  const char* const cameraTexts[] = {QT_TR_NOOP("&Overview"), QT_TR_NOOP("&Top"),
                                     QT_TR_NOOP("&Aisle")};
  const char* const cameraTips[] = {QT_TR_NOOP("Camera: overview"), QT_TR_NOOP("Camera: top"),
                                    QT_TR_NOOP("Camera: aisle")};
  const IconId cameraIcons[] = {IconId::CameraOverview, IconId::CameraTop, IconId::CameraAisle};
  for (int i = 0; i < 3; ++i) {
    rows.push_back({.name = QString::fromLatin1(cameraNames[i]),
                    .text = cameraTexts[i],
                    .tip = cameraTips[i],
                    .key = K(Qt::Key_F5 + i),
                    .icon = cameraIcons[i],
                    .onTriggered = [this, i](bool) { setCameraPreset(i); }});
  }
  rows.push_back({.name = QStringLiteral("presenter"),
                  .text = QT_TR_NOOP("&Presenter mode"),
                  .tip = QT_TR_NOOP("Full screen with big KPIs and a comparison"),
                  .key = K(Qt::Key_F11),
                  .icon = IconId::Presenter,
                  .checkable = true,
                  .onTriggered = [this](bool on) { setPresenterMode(on); }});
  return rows;
}

std::vector<ActionRow> MainWindow::settingsActionRows() {
  using K = QKeySequence;
  std::vector<ActionRow> rows;
  // Ctrl+Alt+ the language code's first letter: E(nglish), D(eutsch), J(apanese). A language is
  // always named in itself.
  for (const QString& code : Language::codes()) {
    rows.push_back({.name = QStringLiteral("lang_") + code,
                    .textOf = [code] { return Language::nativeName(code); },
                    .key = K(QStringLiteral("Ctrl+Alt+") + code.left(1).toUpper()),
                    .group = m_menus.langGroup,
                    .checkable = true,
                    .onTriggered = [this, code](bool) { setLanguage(code); }});
  }
  const char* const mapKeys[] = {"thermal", "viridis", "coolwarm", "greyscale"};
  const char* const mapTexts[] = {QT_TR_NOOP("Thermal (blue–red)"),
                                  QT_TR_NOOP("Viridis (colour-blind safe)"),
                                  QT_TR_NOOP("Cool–warm (diverging)"), QT_TR_NOOP("Greyscale")};
  for (int i = 0; i < 4; ++i) {
    const QString key = QString::fromLatin1(mapKeys[i]);
    rows.push_back({.name = QStringLiteral("colormap_") + key,
                    .text = mapTexts[i],
                    .key = digitKey(Qt::CTRL | Qt::ALT, i),
                    .group = m_menus.colorMapGroup,
                    .checkable = true,
                    .onTriggered = [this, key](bool) { setColorMapKey(key); }});
  }
  rows.push_back(
      {.name = QStringLiteral("backtrack_settings"),
       .text = QT_TR_NOOP("&Backtrack…"),
       .tip = QT_TR_NOOP(
           "How often the run keeps a checkpoint to jump back to, and how much memory they use"),
       .key = K(Qt::CTRL | Qt::ALT | Qt::Key_B),
       .onTriggered = [this](bool) { backtrackDialog(); }});
  rows.push_back({.name = QStringLiteral("about"),
                  .text = QT_TR_NOOP("&About PodTwin"),
                  .key = platformKey(K::HelpContents, K(Qt::Key_F1)),
                  .onTriggered = [this](bool) { about(); }});
  // The operator's acknowledgement from anywhere in the window, as a control-room keyboard has it.
  rows.push_back(
      {.name = QStringLiteral("alarm_ack_all"),
       .text = QT_TR_NOOP("&Acknowledge all alarms"),
       .tip = QT_TR_NOOP(
           "Acknowledge every alarm shown in the alarm list (shelved alarms stay as they are)"),
       .key = K(Qt::CTRL | Qt::SHIFT | Qt::Key_A),
       .onTriggered = [this](bool) { m_docks.alarms->acknowledgeAll(); }});
  // The Inject menu as a pop-up: reachable in presenter mode too, where the menu bar is hidden.
  // Its tool tip is the Inject tool button's (retranslate()).
  rows.push_back({.name = QStringLiteral("inject_menu"),
                  .key = K(Qt::CTRL | Qt::Key_I),
                  .onTriggered = [this](bool) { popupInjectMenu(); }});
  return rows;
}

std::vector<ActionRow> MainWindow::actionTable() {
  std::vector<ActionRow> table;
  for (auto part :
       {&MainWindow::fileActionRows, &MainWindow::runActionRows, &MainWindow::injectActionRows,
        &MainWindow::viewActionRows, &MainWindow::settingsActionRows}) {
    for (ActionRow& row : (this->*part)()) table.push_back(std::move(row));
  }
  return table;
}

}  // namespace podtwin::gui
