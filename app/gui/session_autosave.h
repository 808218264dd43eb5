#pragma once
// Crash-safe sessions: the scenario being edited (with every injected event) and the run state are
// written atomically (QSaveFile: write, then rename) at intervals into the user's data directory. A
// lock file marks a running session; if it is still there at the next start, the previous run did
// not exit cleanly and the user is offered the autosaved session. The run state is a checkpoint
// file: restoring it continues the run where it was saved (a replay to the saved time is the
// fallback when the checkpoint cannot be read).

#include <QObject>
#include <QString>
#include <QTimer>
#include <optional>

namespace podtwin::gui {

class MainWindow;

class SessionAutosave : public QObject {
  Q_OBJECT

 public:
  /// What an autosave holds.
  struct Saved {
    QString podSpec;       ///< "builtin:default" or a path
    QString scenarioJson;  ///< the scenario as edited, injected events included
    double timeS = 0.0;    ///< simulated time reached
    qint64 savedAtMs = 0;  ///< wall clock of the save (ms since epoch)
    int eventCount = 0;
    QString checkpointPath;  ///< the run's checkpoint file, empty in autosaves without one
  };

  /// Starts autosaving `window` into `dir` every `intervalMs`. Takes the lock; remembers whether a
  /// previous session left its lock behind (a crash or a kill).
  SessionAutosave(MainWindow* window, QString dir, int intervalMs = 30000);
  /// A clean exit releases the lock (the last save runs on QCoreApplication::aboutToQuit).
  ~SessionAutosave() override;

  bool previousSessionCrashed() const { return m_crashed; }
  /// The autosave on disk, if any and readable.
  std::optional<Saved> readSaved() const;
  /// Loads the saved pod and scenario into the window and restores the saved run state.
  bool restore(const Saved& saved, QString* error = nullptr);
  /// Writes the autosave now (atomically). Returns false if nothing could be written.
  bool saveNow();
  /// Asks the user whether to restore (after a crash) and does it through restoreOrSetAside(),
  /// showing its message when the restore fails. Returns true if restored.
  bool offerRestore(QWidget* parent);
  /// Moves the autosave into a folder of its own (dir/not-restored-TIME), then restores from
  /// there. On success the folder is removed; on failure it is kept for the user, the window
  /// starts clean (its pod at t = 0) and `message` says what failed and where the files are.
  /// Either way the autosave is gone from its place, so a restore that fails — or crashes — is
  /// never offered again.
  bool restoreOrSetAside(const Saved& saved, QString* message = nullptr);

  /// The latest simulated time a restore accepts (a year): a later saved time is a damaged file.
  static constexpr double kMaxRestoreTimeS = 365.0 * 86400.0;

  QString sessionFile() const;
  QString lockFile() const;
  QString scenarioFile() const;
  QString checkpointFile() const;

 private:
  MainWindow* m_window;
  QString m_dir;
  QTimer m_timer;
  bool m_crashed = false;
};

}  // namespace podtwin::gui
