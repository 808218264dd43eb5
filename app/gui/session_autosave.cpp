#include "gui/session_autosave.h"

#include <spdlog/spdlog.h>

#include <unistd.h>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QSaveFile>
#include <optional>

#include "config/pod_config.h"
#include "gui/main_window.h"
#include "gui/sim_controller.h"
#include "scenario/scenario.h"
#include "sim/checkpoint_file.h"

namespace podtwin::gui {

namespace {

bool writeAtomically(const QString& path, const QByteArray& bytes) {
  QSaveFile f(path);  // writes a temporary file and renames it over `path` on commit
  if (!f.open(QIODevice::WriteOnly)) return false;
  if (f.write(bytes) != bytes.size()) {
    f.cancelWriting();
    return false;
  }
  return f.commit();
}

// A lock left by a process that is still alive belongs to another running PodTwin, not to a crash.
bool lockHolderAlive(const QString& lockPath) {
  QFile f(lockPath);
  if (!f.open(QIODevice::ReadOnly)) return false;
  const qint64 pid = f.readAll().trimmed().toLongLong();
  if (pid <= 0 || pid == QCoreApplication::applicationPid()) return false;
  return QFileInfo::exists(QStringLiteral("/proc/%1").arg(pid));
}

}  // namespace

SessionAutosave::SessionAutosave(MainWindow* window, QString dir, int intervalMs)
    : QObject(window), m_window(window), m_dir(std::move(dir)) {
  QDir().mkpath(m_dir);
  m_crashed = QFileInfo::exists(lockFile()) && QFileInfo::exists(sessionFile()) &&
              !lockHolderAlive(lockFile());
  if (m_crashed)
    spdlog::warn("previous PodTwin session did not exit cleanly (lock {} left behind)",
                 lockFile().toStdString());
  writeAtomically(lockFile(), QByteArray::number(QCoreApplication::applicationPid()));
  m_timer.setInterval(intervalMs);
  connect(&m_timer, &QTimer::timeout, this, &SessionAutosave::saveNow);
  m_timer.start();
  // The last save happens while the window and its controller still exist.
  connect(qApp, &QCoreApplication::aboutToQuit, this, [this] {
    m_timer.stop();
    saveNow();
  });
}

SessionAutosave::~SessionAutosave() {
  m_timer.stop();
  QFile::remove(lockFile());  // a clean exit: nothing to offer next time
}

QString SessionAutosave::sessionFile() const {
  return m_dir + QStringLiteral("/session.json");
}
QString SessionAutosave::lockFile() const {
  return m_dir + QStringLiteral("/running.lock");
}
QString SessionAutosave::checkpointFile() const {
  return m_dir + QStringLiteral("/checkpoint.ckpt");
}
QString SessionAutosave::scenarioFile() const {
  return m_dir + QStringLiteral("/scenario.json");
}

bool SessionAutosave::saveNow() {
  SimController* ctl = m_window->controller();
  if (ctl == nullptr || !ctl->hasSession()) return false;
  // The run's state first: restoring it is a restore, not a replay from t = 0.
  const CheckpointFile checkpoint = ctl->checkpointFile();
  const std::string checkpointBytes = encodeCheckpoint(checkpoint);
  const Scenario& scenario = ctl->scenario();
  const QByteArray scenarioJson = QByteArray::fromStdString(scenarioToJson(scenario));
  QJsonObject o;
  o[QStringLiteral("schema_version")] = 1;
  o[QStringLiteral("pod")] = m_window->currentPodSpec();
  o[QStringLiteral("time_s")] = checkpoint.state.timeS;
  o[QStringLiteral("checkpoint")] = QStringLiteral("checkpoint.ckpt");
  o[QStringLiteral("saved_at_ms")] = QDateTime::currentMSecsSinceEpoch();
  o[QStringLiteral("events")] = static_cast<int>(scenario.events.size());
  // Checkpoint and scenario first: a session file always points at complete files.
  const bool ok = writeAtomically(checkpointFile(),
                                  QByteArray(checkpointBytes.data(),
                                             static_cast<qsizetype>(checkpointBytes.size()))) &&
                  writeAtomically(scenarioFile(), scenarioJson) &&
                  writeAtomically(sessionFile(), QJsonDocument(o).toJson());
  if (!ok) spdlog::warn("autosave to {} failed", m_dir.toStdString());
  return ok;
}

std::optional<SessionAutosave::Saved> SessionAutosave::readSaved() const {
  QFile f(sessionFile());
  QFile s(scenarioFile());
  if (!f.open(QIODevice::ReadOnly) || !s.open(QIODevice::ReadOnly)) return std::nullopt;
  const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
  if (o.value(QStringLiteral("schema_version")).toInt() != 1) return std::nullopt;
  Saved saved;
  saved.podSpec = o.value(QStringLiteral("pod")).toString();
  saved.timeS = o.value(QStringLiteral("time_s")).toDouble();
  saved.savedAtMs = static_cast<qint64>(o.value(QStringLiteral("saved_at_ms")).toDouble());
  saved.eventCount = o.value(QStringLiteral("events")).toInt();
  saved.scenarioJson = QString::fromUtf8(s.readAll());
  saved.checkpointPath = o.contains(QStringLiteral("checkpoint")) ? checkpointFile() : QString();
  if (saved.podSpec.isEmpty()) return std::nullopt;
  return saved;
}

bool SessionAutosave::restore(const Saved& saved, QString* error) {
  // A saved time the run could not have reached (negative, not a number, or beyond
  // kMaxRestoreTimeS) is a damaged file: replaying to it would keep a core busy for days.
  if (!(saved.timeS >= 0.0 && saved.timeS <= kMaxRestoreTimeS)) {
    if (error) {
      *error = tr("the saved simulated time %1 s is not a time a session reaches (at most %2 s)")
                   .arg(saved.timeS)
                   .arg(kMaxRestoreTimeS);
    }
    return false;
  }
  // Copy the saved scenario aside: the running session will overwrite scenario.json as it
  // autosaves.
  const QString copy = m_dir + QStringLiteral("/restored_scenario.json");
  if (!writeAtomically(copy, saved.scenarioJson.toUtf8())) {
    if (error) *error = tr("cannot write %1").arg(copy);
    return false;
  }
  // The reasons go into the one "could not restore" message, not into dialogs of their own.
  // The pod comes from the checkpoint when it reads: the checkpoint holds the pod's own text, so a
  // design applied from the editor and never saved to a file restores as well as a pod file.
  std::optional<CheckpointFile> checkpoint;
  std::optional<PodConfig> checkpointPod;
  QString why;
  if (!saved.checkpointPath.isEmpty()) {
    try {
      checkpoint = readCheckpointFile(saved.checkpointPath.toStdString());
      checkpointPod =
          rebuildPod(checkpoint->podText, checkpoint->podFile, checkpoint->scaledToRacks);
    } catch (const std::exception& e) {
      why = QString::fromStdString(e.what());
      checkpoint.reset();
    }
  }
  const bool quiet = m_window->quietErrors;
  m_window->quietErrors = true;
  const bool opened = (checkpointPod ? m_window->openPodConfig(*checkpointPod, saved.podSpec, error)
                                     : m_window->openPod(saved.podSpec, error)) &&
                      m_window->openScenario(copy, error);
  m_window->quietErrors = quiet;
  if (!opened) return false;
  if (saved.timeS <= 0.0) return true;
  // Restore the saved state; replay from t = 0 only when the checkpoint cannot be used.
  if (checkpoint) {
    if (m_window->controller()->resumeCheckpoint(*checkpoint, &why)) {
      spdlog::info("restored autosaved session from its checkpoint: pod {}, {} events, t = {} s",
                   saved.podSpec.toStdString(), saved.eventCount, checkpoint->state.timeS);
      return true;
    }
  }
  if (!saved.checkpointPath.isEmpty()) {
    spdlog::warn("autosaved checkpoint not used ({}); replaying to t = {} s", why.toStdString(),
                 saved.timeS);
  }
  m_window->controller()->jumpTo(saved.timeS);
  spdlog::info("restored autosaved session by replay: pod {}, {} events, t = {} s",
               saved.podSpec.toStdString(), saved.eventCount, saved.timeS);
  return true;
}

bool SessionAutosave::offerRestore(QWidget* parent) {
  if (!m_crashed) return false;
  const auto saved = readSaved();
  if (!saved) return false;
  const QString when =
      QDateTime::fromMSecsSinceEpoch(saved->savedAtMs).toString(QStringLiteral("yyyy-MM-dd HH:mm"));
  const auto answer = QMessageBox::question(
      parent, tr("Restore session"),
      tr("PodTwin did not close normally last time.\n\nRestore the session autosaved at %1 "
         "(pod %2, %3 scenario events, simulated time %4)?")
          .arg(when, saved->podSpec)
          .arg(saved->eventCount)
          .arg(MainWindow::formatSimTime(saved->timeS)),
      QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
  if (answer != QMessageBox::Yes) return false;
  QString message;
  if (restoreOrSetAside(*saved, &message)) return true;
  if (!m_window->quietErrors) {
    QMessageBox box(QMessageBox::Warning, tr("Restore session"), message, QMessageBox::Ok, parent);
    box.setObjectName(QStringLiteral("restoreFailedBox"));
    box.setTextInteractionFlags(Qt::TextSelectableByMouse);
    box.exec();
  }
  return false;
}

bool SessionAutosave::restoreOrSetAside(const Saved& saved, QString* message) {
  m_crashed = false;
  // The autosave moves into a folder of its own before anything is loaded from it: should the
  // restore itself crash, the next start finds no autosave to offer and cannot loop.
  const QString aside =
      m_dir + QStringLiteral("/not-restored-") +
      QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz"));
  QDir().mkpath(aside);
  Saved moved = saved;
  for (const QString& f : {sessionFile(), scenarioFile(), checkpointFile()}) {
    if (!QFile::exists(f)) continue;
    const QString target = aside + QLatin1Char('/') + QFileInfo(f).fileName();
    if (!QFile::rename(f, target)) QFile::remove(f);
    if (f == saved.checkpointPath) moved.checkpointPath = target;
  }
  const QString before = m_window->currentPodSpec();
  QString error;
  if (restore(moved, &error)) {
    QDir(aside).removeRecursively();  // restored: the running session autosaves afresh
    return true;
  }
  spdlog::warn("autosaved session not restored ({}); its files are in {}", error.toStdString(),
               aside.toStdString());
  // Start clean: the pod the window opened with, a new run at t = 0.
  const bool quiet = m_window->quietErrors;
  m_window->quietErrors = true;
  if (before.isEmpty() || !m_window->openPod(before)) {
    m_window->openPod(QStringLiteral("builtin:default"));
  }
  m_window->quietErrors = quiet;
  if (message != nullptr) {
    *message = tr("The autosaved session could not be restored:\n\n%1\n\nIts files are kept in "
                  "%2. PodTwin starts with a new session.")
                   .arg(error, QDir::toNativeSeparators(aside));
  }
  return false;
}

}  // namespace podtwin::gui
