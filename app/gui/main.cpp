// podtwin: the desktop application. Parses the command line, sets the OpenGL surface format VTK
// needs (before QApplication), installs logging and the UI language, and opens the main window.

#include <spdlog/spdlog.h>

#include <QApplication>
#include <QCommandLineParser>
#include <QSettings>
#include <QStandardPaths>
#include <QSurfaceFormat>
#include <QTimer>
#include <cmath>
#include <cstdio>

#include "core/config_error.h"
#include "gui/app_style.h"
#include "gui/design_report.h"
#include "gui/drill_debrief.h"
#include "gui/frame_memory.h"
#include "gui/instructor_station.h"
#include "gui/language.h"
#include "gui/logging.h"
#include "gui/main_window.h"
#include "gui/session_autosave.h"
#include "gui/sweep_study.h"
#include "sim/run_limits.h"

namespace {
/// OpenGL 3.2 core, depth 24, alpha 8, no multisampling (VTK's needs, see the Qt 6/VTK bridge
/// note).
void setSurfaceFormat() {
  QSurfaceFormat f;
  f.setRenderableType(QSurfaceFormat::OpenGL);
  f.setVersion(3, 2);
  f.setProfile(QSurfaceFormat::CoreProfile);
  f.setDepthBufferSize(24);
  f.setAlphaBufferSize(8);
  f.setStencilBufferSize(8);
  f.setSamples(0);
  QSurfaceFormat::setDefaultFormat(f);
}

/// `podtwin --help` and `--version` only print text, so they must work in a terminal without a
/// display (over ssh, in a container): there, Qt's offscreen platform stands in for X11/Wayland,
/// which would otherwise abort before the text is printed.
void allowTextOnlyRunsWithoutDisplay(int argc, char** argv) {
  if (qEnvironmentVariableIsSet("DISPLAY") || qEnvironmentVariableIsSet("WAYLAND_DISPLAY") ||
      qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
    return;
  for (int i = 1; i < argc; ++i) {
    const QByteArray a(argv[i]);
    // A report renders without a window; only its 3D picture needs a display (left out then).
    if (a == "-h" || a == "--help" || a == "--help-all" || a == "-v" || a == "--version" ||
        a == "--report" || a.startsWith("--report=") || a == "--debrief" ||
        a.startsWith("--debrief=")) {
      qputenv("QT_QPA_PLATFORM", "offscreen");
      return;
    }
  }
}

/// The --lang value in the raw arguments ("--lang de" or "--lang=de"). Read before the command line
/// is described, so that the option texts (and --help) are already in the chosen language.
QString languageArgument(const QStringList& args) {
  for (qsizetype i = 1; i < args.size(); ++i) {
    const QString& a = args[i];
    if (a == QLatin1String("--")) break;
    if (a.startsWith(QLatin1String("--lang="))) return a.mid(7);
    if (a == QLatin1String("--lang") && i + 1 < args.size()) return args[i + 1];
  }
  return {};
}
}  // namespace

int main(int argc, char** argv) {
  podtwin::gui::keepFrameBuffersInHeap();
  setSurfaceFormat();
  allowTextOnlyRunsWithoutDisplay(argc, argv);
  QGuiApplication::setHighDpiScaleFactorRoundingPolicy(
      Qt::HighDpiScaleFactorRoundingPolicy::PassThrough);
  QApplication app(argc, argv);
  QCoreApplication::setOrganizationName(QStringLiteral("PodTwin"));
  QCoreApplication::setApplicationName(QStringLiteral("PodTwin"));
  QCoreApplication::setApplicationVersion(QStringLiteral(PODTWIN_VERSION));
  // The menu entry's id (org.podtwin.PodTwin.desktop): lets Wayland compositors and docks match the
  // window to its launcher and icon.
  QGuiApplication::setDesktopFileName(QStringLiteral("org.podtwin.PodTwin"));

  // The UI language first (--lang, else the saved choice, else the system's), so that the option
  // texts below are translated. Logging starts once the command line is parsed (its level is an
  // option): until then spdlog is silent, so --help and --version print only their text, and the
  // language is logged afterwards.
  spdlog::default_logger_raw()->set_level(spdlog::level::off);
  QString lang = languageArgument(QCoreApplication::arguments());
  if (lang.isEmpty()) {
    lang = QSettings()
               .value(QStringLiteral("ui/language"), podtwin::gui::Language::systemDefault())
               .toString();
  }
  const bool langApplied = podtwin::gui::Language::apply(lang);

  QCommandLineParser cli;
  cli.setApplicationDescription(
      QCoreApplication::translate("main", "PodTwin: digital twin of an AI training pod"));
  cli.addHelpOption();
  cli.addVersionOption();
  const QCommandLineOption podOpt(QStringLiteral("pod"),
                                  QCoreApplication::translate("main", "Pod file or builtin:NAME."),
                                  QStringLiteral("spec"), QStringLiteral("builtin:default"));
  const QCommandLineOption scenarioOpt(
      QStringLiteral("scenario"),
      QCoreApplication::translate("main", "Scenario file or builtin:NAME."),
      QStringLiteral("spec"));
  const QCommandLineOption logOpt(
      QStringLiteral("log-level"),
      QCoreApplication::translate("main", "trace, debug, info, warn or error."),
      QStringLiteral("level"), QStringLiteral("info"));
  const QCommandLineOption langOpt(QStringLiteral("lang"),
                                   QCoreApplication::translate("main", "UI language: en, de, ja."),
                                   QStringLiteral("code"));
  const QCommandLineOption shotOpt(
      QStringLiteral("screenshot"),
      QCoreApplication::translate("main", "Save a PNG of the window before quitting."),
      QStringLiteral("out.png"));
  const QCommandLineOption quitOpt(
      QStringLiteral("quit-after"),
      QCoreApplication::translate("main", "Quit after this many wall-clock seconds."),
      QStringLiteral("seconds"));
  const QCommandLineOption runOpt(QStringLiteral("run"),
                                  QCoreApplication::translate("main", "Start running at once."));
  const QCommandLineOption speedOpt(
      QStringLiteral("speed"),
      QCoreApplication::translate("main", "Requested speed (simulated s per s; 0 = max)."),
      QStringLiteral("x"));
  const QCommandLineOption jumpOpt(
      QStringLiteral("jump-to"),
      QCoreApplication::translate("main", "Fast-forward to this simulated time first."),
      QStringLiteral("seconds"));
  const QCommandLineOption presenterOpt(QStringLiteral("presenter"),
                                        QCoreApplication::translate("main", "Presenter mode."));
  const QCommandLineOption selectOpt(
      QStringLiteral("select"), QCoreApplication::translate("main", "Select an object (rack5)."),
      QStringLiteral("target"));
  const QCommandLineOption sweepOpt(
      QStringLiteral("sweep"),
      QCoreApplication::translate("main",
                                  "Start a sweep (spec file or builtin:NAME) at once; with "
                                  "--report, run it and add its KPIs "
                                  "(mean, p5, p50, p95) to the report."),
      QStringLiteral("spec"));
  const QCommandLineOption reportOpt(
      QStringLiteral("report"),
      QCoreApplication::translate("main",
                                  "Write a PDF design report of --pod and --scenario run for "
                                  "--duration, then exit (no window opens)."),
      QStringLiteral("out.pdf"));
  const QCommandLineOption durationOpt(
      QStringLiteral("duration"),
      QCoreApplication::translate("main", "Simulated seconds the report runs (default 3600)."),
      QStringLiteral("seconds"), QStringLiteral("3600"));
  const QCommandLineOption compareOpt(
      QStringLiteral("compare"),
      QCoreApplication::translate("main",
                                  "The report's B: a pod (file or builtin:NAME) on the same "
                                  "scenario, or a scenario on the same pod."),
      QStringLiteral("spec"));
  const QCommandLineOption debriefOpt(
      QStringLiteral("debrief"),
      QCoreApplication::translate("main",
                                  "Play --drill with --actions and write its PDF debrief, then "
                                  "exit (no window opens)."),
      QStringLiteral("out.pdf"));
  const QCommandLineOption drillOpt(
      QStringLiteral("drill"),
      QCoreApplication::translate(
          "main",
          "Open a training drill (file or builtin:NAME); with --debrief, the "
          "drill to play."),
      QStringLiteral("spec"));
  const QCommandLineOption actionsOpt(
      QStringLiteral("actions"),
      QCoreApplication::translate("main",
                                  "The debrief's actions: reference, none or a session file."),
      QStringLiteral("spec"), QStringLiteral("none"));
  const QCommandLineOption seedOpt(
      QStringLiteral("seed"),
      QCoreApplication::translate("main", "The debrief's seed (default: the drill's)."),
      QStringLiteral("n"));
  const QCommandLineOption traineeOpt(
      QStringLiteral("trainee"),
      QCoreApplication::translate("main",
                                  "Trainee mode: no instructor station, malfunction schedule or "
                                  "ground truth."));
  cli.addOptions({podOpt,     scenarioOpt, logOpt,     langOpt,     shotOpt,
                  quitOpt,    runOpt,      speedOpt,   jumpOpt,     presenterOpt,
                  selectOpt,  sweepOpt,    reportOpt,  durationOpt, compareOpt,
                  debriefOpt, drillOpt,    actionsOpt, seedOpt,     traineeOpt});
  cli.process(app);

  const auto level = podtwin::gui::parseLogLevel(cli.value(logOpt));
  const QString logFile = podtwin::gui::setupLogging(level.value_or(spdlog::level::info));
  if (!level) spdlog::warn("unknown --log-level '{}', using info", cli.value(logOpt).toStdString());
  spdlog::info("PodTwin {} starting; log file {}", PODTWIN_VERSION, logFile.toStdString());

  const QString catalogue = podtwin::gui::Language::catalogue();
  const std::string langNow = podtwin::gui::Language::current().toStdString();
  if (!langApplied)
    spdlog::warn("language '{}' unknown or without a catalogue; using {}", lang.toStdString(),
                 langNow);
  if (catalogue.isEmpty())
    spdlog::info("language: {}", langNow);
  else
    spdlog::info("language: {} (catalogue {})", langNow, catalogue.toStdString());

  podtwin::gui::applyAppStyle(app);

  if (cli.isSet(debriefOpt)) {
    // A debrief run: no window, like a report.
    std::int64_t seed = -1;
    if (cli.isSet(seedOpt)) {
      bool ok = false;
      seed = cli.value(seedOpt).toLongLong(&ok);
      if (!ok || seed < 0 || seed > 2147483647) {
        std::fprintf(stderr, "podtwin: --seed %s: must be a whole number from 0 to 2147483647\n",
                     qPrintable(cli.value(seedOpt)));
        return 2;
      }
    }
    QString error;
    try {
      if (!podtwin::gui::DrillDebrief::play(cli.value(drillOpt), cli.value(actionsOpt), seed,
                                            cli.value(debriefOpt), &error)) {
        std::fprintf(stderr, "podtwin: %s\n", qPrintable(error));
        return 1;
      }
    } catch (const podtwin::ConfigError& e) {
      for (const auto& issue : e.issues()) std::fprintf(stderr, "%s\n", issue.toString().c_str());
      if (e.issues().empty()) std::fprintf(stderr, "%s\n", e.what());
      return 2;
    } catch (const std::exception& e) {
      std::fprintf(stderr, "podtwin: %s\n", e.what());
      return 2;
    }
    return 0;
  }

  if (cli.isSet(reportOpt)) {
    // A report run: no window, the outcome on stderr and in the exit code (2 = bad input).
    bool ok = false;
    const double duration = cli.value(durationOpt).toDouble(&ok);
    if (!ok || !(duration > 0.0) || duration > 366.0 * 86400.0) {
      std::fprintf(stderr, "podtwin: --duration %s: must be a number of seconds above 0\n",
                   qPrintable(cli.value(durationOpt)));
      return 2;
    }
    podtwin::gui::DesignReportRequest request;
    try {
      request = podtwin::gui::DesignReport::fromSpecs(cli.value(podOpt), cli.value(scenarioOpt),
                                                      duration, cli.value(compareOpt));
      if (cli.isSet(sweepOpt))
        request.sweep = podtwin::gui::DesignReport::runSweep(cli.value(sweepOpt));
    } catch (const podtwin::ConfigError& e) {
      for (const auto& issue : e.issues()) std::fprintf(stderr, "%s\n", issue.toString().c_str());
      if (e.issues().empty()) std::fprintf(stderr, "%s\n", e.what());
      return 2;
    } catch (const std::exception& e) {
      std::fprintf(stderr, "podtwin: %s\n", e.what());
      return 2;
    }
    QString error;
    if (!podtwin::gui::DesignReport::write(request, cli.value(reportOpt), &error)) {
      std::fprintf(stderr, "podtwin: %s\n", qPrintable(error));
      return 1;
    }
    return 0;
  }

  // The simulated time to jump to, checked before any window opens: a run reaches at most
  // kMaxRunS (366 days), as podtwin-sim's --duration.
  double jumpToS = -1.0;
  if (cli.isSet(jumpOpt)) {
    bool ok = false;
    jumpToS = cli.value(jumpOpt).toDouble(&ok);
    if (!ok || !std::isfinite(jumpToS) || jumpToS < 0.0 || jumpToS > podtwin::kMaxRunS) {
      std::fprintf(stderr,
                   "podtwin: --jump-to %s: must be a number of seconds from 0 to %.0f (366 "
                   "days)\n",
                   qPrintable(cli.value(jumpOpt)), podtwin::kMaxRunS);
      return 2;
    }
  }

  podtwin::gui::MainWindow w;
  const bool screenshot = cli.isSet(shotOpt);
  w.quietErrors = screenshot;  // documentation runs must not block on a dialog
  if (!w.openPod(cli.value(podOpt)) && cli.value(podOpt) != QLatin1String("builtin:default")) {
    w.openPod(QStringLiteral("builtin:default"));
  }
  if (cli.isSet(scenarioOpt)) w.openScenario(cli.value(scenarioOpt));
  if (cli.isSet(drillOpt)) w.instructor()->openDrill(cli.value(drillOpt));
  if (cli.isSet(traineeOpt)) w.setTraineeMode(true);
  if (cli.isSet(speedOpt)) {
    bool ok = false;
    const double s = cli.value(speedOpt).toDouble(&ok);
    if (ok && s >= 0.0) w.controller()->setSpeed(s);
  }
  w.show();
  // Crash-safe sessions (not for documentation runs, which must never block on a question).
  if (!screenshot) {
    auto* autosave = new podtwin::gui::SessionAutosave(
        &w, QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                QStringLiteral("/autosave"));
    autosave->offerRestore(&w);
  }
  if (jumpToS >= 0.0) w.controller()->jumpTo(jumpToS);
  if (cli.isSet(selectOpt)) {
    QTimer::singleShot(300, &w, [&w, t = cli.value(selectOpt)] { w.flyTo(t); });
  }
  if (cli.isSet(presenterOpt)) w.setPresenterMode(true);
  if (cli.isSet(runOpt)) w.controller()->play();
  if (cli.isSet(sweepOpt)) w.sweeps()->start(cli.value(sweepOpt));
  if (cli.isSet(quitOpt)) {
    const double s = cli.value(quitOpt).toDouble();
    QTimer::singleShot(static_cast<int>(std::max(0.0, s) * 1000.0), &w, [&w, &cli, &shotOpt] {
      if (cli.isSet(shotOpt)) {
        const QString out = cli.value(shotOpt);
        if (w.grabImage().save(out, "PNG"))
          spdlog::info("screenshot written to {}", out.toStdString());
        else
          spdlog::error("cannot write screenshot {}", out.toStdString());
      }
      w.close();
      QCoreApplication::quit();
    });
  }
  const int rc = QApplication::exec();
  spdlog::info("PodTwin exiting ({})", rc);
  spdlog::shutdown();
  return rc;
}
