#include "gui/sweep_controller.h"

#include <spdlog/spdlog.h>

#include <QDir>
#include <QSaveFile>
#include <cmath>
#include <exception>
#include <limits>

#include "core/builtin.h"
#include "core/config_error.h"
#include "study/sweep_pool.h"

namespace podtwin::gui {

namespace {
bool writeText(const QString& path, const std::string& text, QString* error) {
  QSaveFile f(path);
  if (!f.open(QIODevice::WriteOnly) ||
      f.write(text.data(), static_cast<qint64>(text.size())) != static_cast<qint64>(text.size()) ||
      !f.commit()) {
    if (error) *error = SweepController::tr("Cannot write %1: %2").arg(path, f.errorString());
    return false;
  }
  return true;
}
}  // namespace

SweepController::SweepController(QObject* parent) : QObject(parent) {
  // Workers only queue results; the GUI thread turns them into rows.
  connect(this, &SweepController::resultsQueued, this, &SweepController::drain,
          Qt::QueuedConnection);
}

SweepController::~SweepController() {
  stopAndWait();
}

study::SweepSpec SweepController::loadSpec(const QString& ref) {
  return study::loadSweepSpec(ref.toStdString(), readSource);
}

bool SweepController::start(study::SweepSpec spec, int threads, const QString& outDir) {
  if (isRunning()) return false;
  if (m_thread.joinable()) m_thread.join();  // the previous sweep's thread has already returned
  m_spec = std::move(spec);
  m_threads = study::resolveThreads(threads, m_spec.caseCount());
  m_outDir = outDir;
  m_error.clear();
  m_rows.clear();
  m_results.clear();
  m_queue.clear();
  m_workersDone = false;
  m_workerError.clear();
  m_stop = false;
  m_state = State::Running;
  m_start = std::chrono::steady_clock::now();
  m_end = m_start;
  spdlog::info("sweep '{}' started: {} cases on {} threads", m_spec.fileName, m_spec.caseCount(),
               m_threads);
  m_thread = std::jthread([this] {
    std::vector<std::size_t> indices(m_spec.caseCount());
    for (std::size_t i = 0; i < indices.size(); ++i) indices[i] = i;
    study::PoolOptions options;
    options.threads = m_threads;
    options.stop = &m_stop;
    QString error;
    try {
      study::runCases(m_spec, indices, options, [this](const study::CaseResult& r) {
        {
          std::lock_guard lock(m_queueMutex);
          m_queue.push_back(r);
        }
        emit resultsQueued();
      });
    } catch (const std::exception& e) {
      error = QString::fromUtf8(e.what());
    }
    {
      std::lock_guard lock(m_queueMutex);
      m_workersDone = true;
      m_workerError = error;
    }
    emit resultsQueued();
  });
  emit progress(0, static_cast<int>(total()), -1.0);
  return true;
}

void SweepController::cancel() {
  if (isRunning()) m_stop = true;
}

void SweepController::stopAndWait() {
  m_stop = true;
  if (m_thread.joinable()) m_thread.join();
}

double SweepController::elapsedS() const {
  const auto end = isRunning() ? std::chrono::steady_clock::now() : m_end;
  return std::chrono::duration<double>(end - m_start).count();
}

double SweepController::etaS() const {
  const std::size_t n = done();
  const double t = elapsedS();
  if (n == 0 || t <= 0.0) return -1.0;
  return static_cast<double>(total() - n) * t / static_cast<double>(n);
}

QStringList SweepController::columns(const study::SweepSpec& spec) {
  QStringList c{QStringLiteral("case"), QStringLiteral("grid_point"), QStringLiteral("sample")};
  for (const auto& a : spec.grid) c << QString::fromStdString(a.key);
  for (const auto& k : spec.kpis) c << QString::fromStdString(k);
  return c;
}

std::vector<double> SweepController::tableRow(const study::SweepSpec& spec,
                                              const study::CaseResult& r) {
  std::vector<double> row;
  row.reserve(3 + spec.grid.size() + r.kpis.size());
  row.push_back(static_cast<double>(r.def.index));
  row.push_back(static_cast<double>(r.def.gridPoint));
  row.push_back(static_cast<double>(r.def.sample));
  for (std::size_t a = 0; a < spec.grid.size(); ++a) {
    const std::size_t vi = a < r.def.valueIndex.size() ? r.def.valueIndex[a] : 0;
    const nlohmann::json& v = spec.grid[a].values.at(vi);
    row.push_back(v.is_number() ? v.get<double>() : static_cast<double>(vi));
  }
  for (double k : r.kpis) row.push_back(r.status == study::CaseStatus::Ok ? k : NAN);
  return row;
}

void SweepController::drain() {
  std::vector<study::CaseResult> batch;
  bool workersDone = false;
  QString workerError;
  {
    std::lock_guard lock(m_queueMutex);
    batch.swap(m_queue);
    workersDone = m_workersDone;
    workerError = m_workerError;
  }
  if (m_state != State::Running) return;  // a late queued signal after the sweep ended
  for (auto& r : batch) {
    m_rows[r.def.index] = study::casesCsvRow(m_spec, r);
    const std::vector<double> row = tableRow(m_spec, r);
    m_results.push_back(std::move(r));
    emit caseFinished(row);
  }
  if (!batch.empty()) emit progress(static_cast<int>(done()), static_cast<int>(total()), etaS());
  if (workersDone) {
    m_error = workerError;
    onWorkersDone();
  }
}

void SweepController::onWorkersDone() {
  if (m_thread.joinable()) m_thread.join();
  m_end = std::chrono::steady_clock::now();
  const bool cancelled = m_error.isEmpty() && done() < total();
  m_state = !m_error.isEmpty() ? State::Failed : cancelled ? State::Cancelled : State::Finished;
  spdlog::info("sweep '{}' {}: {} of {} cases in {:.1f} s", m_spec.fileName,
               m_state == State::Failed      ? "failed"
               : m_state == State::Cancelled ? "cancelled"
                                             : "finished",
               done(), total(), elapsedS());
  if (!m_outDir.isEmpty() && m_state != State::Failed) writeOutput(m_outDir);
  emit progress(static_cast<int>(done()), static_cast<int>(total()), 0.0);
  emit finished(cancelled);
}

bool SweepController::writeOutput(const QString& dir) {
  if (!QDir().mkpath(dir)) {
    m_error = tr("Cannot create the folder %1").arg(dir);
    spdlog::error("{}", m_error.toStdString());
    return false;
  }
  const QDir d(dir);
  const std::string cases = study::casesCsvText(m_spec, m_rows);
  const std::string summary = study::summaryJson(m_spec, m_rows).dump(2) + "\n";
  QString error;
  if (!writeText(d.filePath(QStringLiteral("cases.csv")), cases, &error) ||
      !writeText(d.filePath(QStringLiteral("summary.json")), summary, &error)) {
    m_error = error;
    spdlog::error("{}", error.toStdString());
    return false;
  }
  spdlog::info("sweep results written to {}", dir.toStdString());
  return true;
}

bool SweepController::exportCsv(const QString& path) {
  QString error;
  if (!writeText(path, study::casesCsvText(m_spec, m_rows), &error)) {
    m_error = error;
    spdlog::error("{}", error.toStdString());
    return false;
  }
  return true;
}

}  // namespace podtwin::gui
