// Checkpoint files against the broken and the older files a user may hand the runner: each broken
// file is made here from a checkpoint of this build (so a new state field needs no regenerated
// binary file) and must give exactly its one sentence "file: reason" (what podtwin-sim resume
// prints); a file of an earlier state schema, lacking a field, loads with that field at its start
// value; the state schema text is pinned to CheckpointFile::kStateSchemaVersion.
#include <QtTest>
#include "support/test_main.h"

#include <cstring>
#include <string>

#include <spdlog/fmt/fmt.h>

#include "config/pod_config.h"
#include "core/named_state.h"
#include "core/state_archive.h"
#include "model/scenarios/scenario_harness.h"
#include "sim/checkpoint_file.h"
#include "sim/simulation.h"

namespace checkpoint_file_test {

using namespace podtwin;

namespace {

/// A checkpoint of the default pod (seed 1) after `seconds` of `scenario`, with the events of
/// `alsoFrom` too (shifted to t = 1 s).
CheckpointFile checkpointAfter(const std::string& scenario, double seconds,
                               const std::string& alsoFrom = "") {
  const PodConfig pod = loadPodConfig("builtin:default");
  Scenario s = scenario.empty() ? Scenario{} : scenariotest::loadBuiltinScenario(scenario, pod);
  if (!alsoFrom.empty()) {
    for (Event e : scenariotest::loadBuiltinScenario(alsoFrom, pod).events) {
      e.t_s = 1.0;
      e.index = static_cast<int>(s.events.size());
      s.events.insert(s.events.begin(), e);
    }
    for (std::size_t i = 0; i < s.events.size(); ++i) s.events[i].index = static_cast<int>(i);
  }
  Simulation sim(pod, std::move(s), 1);
  sim.runUntil(seconds);
  return makeCheckpoint(sim);
}

/// The error resuming `bytes` gives, as podtwin-sim resume prints it.
std::string errorOf(const std::string& bytes, const std::string& name) {
  try {
    resumeFromCheckpoint(decodeCheckpoint(bytes, name), name);
  } catch (const CheckpointError& e) {
    return e.what();
  }
  return "<loaded without error>";
}

/// The named state without the record at `path` (as an earlier schema that lacked it wrote it).
std::vector<std::uint8_t> without(const std::vector<std::uint8_t>& fields,
                                  const std::string& path) {
  std::vector<std::uint8_t> out;
  const FieldTable t(fields);
  for (const FieldRecord& r : t.records()) {
    if (r.path != path)
      appendFieldRecord(out, r.path, r.kind, r.elementBytes, r.shape, r.count, r.data);
  }
  return out;
}

/// A record the build does not know, appended.
std::vector<std::uint8_t> withExtra(std::vector<std::uint8_t> fields, const std::string& path) {
  const double v = 1.5;
  appendFieldRecord(fields, path, FieldKind::Float, sizeof v, FieldShape::Scalar, 1, &v);
  return fields;
}

/// One objects record claiming `count` objects, and nothing after it.
std::vector<std::uint8_t> objectsRecord(const std::string& path, std::uint64_t count) {
  std::vector<std::uint8_t> out;
  appendFieldRecord(out, path, FieldKind::Objects, 0, FieldShape::Vector, count, nullptr);
  return out;
}

}  // namespace

class CheckpointFileTest : public QObject {
  Q_OBJECT

 private slots:
  void brokenFilesGiveOneSentenceEach();
  void aFieldTheFileLacksStartsAtItsStartValue();
  void theSchemaTextIsPinnedToItsVersion();
  void everyFieldIsNamed();
};

void CheckpointFileTest::brokenFilesGiveOneSentenceEach() {
  const CheckpointFile base = checkpointAfter("", 1.0);
  const std::string good = encodeCheckpoint(base);
  QCOMPARE(errorOf(good, "good.ckpt"), std::string("<loaded without error>"));
  const std::string size = std::to_string(good.size());

  auto edited = [&](auto edit) {
    CheckpointFile f = base;
    edit(f);
    return encodeCheckpoint(f);
  };
  auto withVersion = [&](std::uint32_t v) {
    std::string b = good;
    std::memcpy(b.data() + 8, &v, sizeof v);
    return b;
  };
  std::string flipped = good;
  flipped[flipped.size() / 2] = static_cast<char>(flipped[flipped.size() / 2] ^ 0x10);
  std::string otherOrder = good;
  const std::uint32_t swapped = 0x04030201u;
  std::memcpy(otherOrder.data() + 12, &swapped, sizeof swapped);

  const std::pair<std::string, std::string> cases[] = {
      {"", "not a PodTwin checkpoint (no PODTWCKP signature)"},
      {"{\"schema_version\": 1}\n", "not a PodTwin checkpoint (no PODTWCKP signature)"},
      {good.substr(0, 20), "truncated: 20 bytes, shorter than the header"},
      {good.substr(0, 4096), "truncated: 4096 of " + size + " bytes"},
      {flipped, "corrupted: the checksum does not match its contents"},
      {good + std::string(7, '\0'), "7 unexpected bytes after the checkpoint's end"},
      {withVersion(3),
       "written by a newer PodTwin (checkpoint format 3; this build reads format 2)"},
      {withVersion(1),
       "checkpoint format 1 stores the state without field names, which this build (format 2) "
       "cannot map; run the scenario again to make a new checkpoint"},
      {otherOrder, "written on a machine with another byte order"},
      {edited([](CheckpointFile& f) { f.stateHash ^= 1; }),
       "corrupted: the state's hash does not match"},
      {edited([](CheckpointFile& f) { f.state.podHash ^= 1; }),
       fmt::format("corrupted: the pod hash {:016x} does not match the state's {:016x}",
                   base.state.podHash, base.state.podHash ^ 1)},
      {edited([](CheckpointFile& f) { f.scenarioJson += " "; }),
       "corrupted: the scenario's hash does not match"},
      {edited([](CheckpointFile& f) { f.state.timeS = -1.0; }),
       "corrupted: a negative time or rack count"},
      {edited([](CheckpointFile& f) { f.scaledToRacks = 2000000000; }),
       "corrupted: a rack count of 2000000000 (a pod has at most 100000)"},
      {edited([](CheckpointFile& f) {
         const auto at = f.podText.find("\"racks\"");
         f.podText.replace(at, 7, "\"rackz\"");
       }),
       "its pod or scenario no longer loads: builtin:default:6: /rackz: unknown field (check the "
       "spelling)"},
      {edited([](CheckpointFile& f) { f.stateFields.resize(f.stateFields.size() - 3); }),
       "the state does not fit this build: the state's field table ends inside a field's type"},
      // A forged count is refused before anything is allocated for it (found by the fuzzer).
      {edited(
           [](CheckpointFile& f) { f.stateFields = objectsRecord("log.all", 1000000000000ull); }),
       "the state does not fit this build: field log.all holds more objects than the state has "
       "fields"},
      {edited([](CheckpointFile& f) { f.stateFields = withExtra(f.stateFields, "power.flux"); }),
       "the state does not fit this build: field power.flux is not part of this build's state"},
      {edited([](CheckpointFile& f) {
         f.stateSchemaVersion = 1;
         f.stateFields = withExtra(f.stateFields, "power.flux");
       }),
       "the state does not fit this build (its state schema 1, this build's 2): field power.flux "
       "is not part of this build's state"},
  };
  int i = 0;
  for (const auto& [bytes, reason] : cases) {
    const std::string name = "case" + std::to_string(++i) + ".ckpt";
    QCOMPARE(errorOf(bytes, name), name + ": " + reason);
  }
}

void CheckpointFileTest::aFieldTheFileLacksStartsAtItsStartValue() {
  // An earlier schema without the battery's state of charge: the file loads, the field keeps the
  // value a new run starts with, and the reader names it.
  CheckpointFile f = checkpointAfter("genset_trip", 40.0);
  const FieldTable full(f.stateFields);
  const FieldRecord* soc = full.find("power.battery.soc");
  QVERIFY(soc != nullptr);
  double savedSoc = 0.0;
  std::memcpy(&savedSoc, soc->data, sizeof savedSoc);
  f.stateFields = without(f.stateFields, "power.battery.soc");
  f.stateSchemaVersion = 1;
  const std::string name = "older.ckpt";
  auto sim = resumeFromCheckpoint(decodeCheckpoint(encodeCheckpoint(f), name), name);
  QCOMPARE(sim->tick(), f.state.tick);
  const PodConfig pod = loadPodConfig("builtin:default");
  Simulation fresh(pod, Scenario{}, 1);
  const FieldTable now(sim->namedState());
  const FieldTable start(fresh.namedState());
  double restoredSoc = 0.0;
  double startSoc = 0.0;
  std::memcpy(&restoredSoc, now.find("power.battery.soc")->data, sizeof restoredSoc);
  std::memcpy(&startSoc, start.find("power.battery.soc")->data, sizeof startSoc);
  QCOMPARE(restoredSoc, startSoc);
  QVERIFY(savedSoc < startSoc);  // the genset trip drew on the battery: the file's value differed

  Simulation direct(pod, Scenario{}, 1);
  const std::vector<std::string> missing = direct.restoreNamed(f.state, FieldTable(f.stateFields));
  QCOMPARE(missing, std::vector<std::string>{"power.battery.soc"});
}

void CheckpointFileTest::theSchemaTextIsPinnedToItsVersion() {
  // A run whose log has entries with parameters and whose ambient has a heat wave, so that the
  // fields of every kind of object appear. A change of this hash without a raised
  // kStateSchemaVersion fails: raise the version and record the new hash here.
  const CheckpointFile f = checkpointAfter("cdu_trip", 65.0, "heat_wave");
  QVERIFY(FieldTable(f.stateFields).find("thermal.ambient.waves[0].deltaC") != nullptr);
  const std::string schema = stateSchemaText(FieldTable(f.stateFields));
  const std::uint64_t hash = fnv1a64(schema.data(), schema.size());
  QCOMPARE(CheckpointFile::kStateSchemaVersion, std::uint32_t{2});
  const QString pinned = QStringLiteral("fd2dcabaeaccfa0f");
  const QString actual = QString::fromStdString(fmt::format("{:016x}", hash));
  if (actual != pinned) qInfo("state schema:\n%s", schema.c_str());
  QCOMPARE(actual, pinned);
}

void CheckpointFileTest::everyFieldIsNamed() {
  // Paths are the members' names without m_, nested with dots and indexed with brackets.
  const CheckpointFile f = checkpointAfter("cdu_trip", 65.0);
  const FieldTable t(f.stateFields);
  QVERIFY(t.records().size() > 300);
  for (const char* path :
       {"power.battery.soc", "thermal.cdus[0].pumps[1].speed", "log.all", "log.all[0].code",
        "sensors.rng.s", "buf.power.rackItPowerW", "rackClock", "pending"}) {
    QVERIFY2(t.find(path) != nullptr, path);
  }
  for (const FieldRecord& r : t.records()) {
    QVERIFY2(r.path.find("m_") == std::string::npos && r.path.find('*') == std::string::npos &&
                 r.path.find(' ') == std::string::npos,
             r.path.c_str());
  }
}

PODTWIN_TEST_APPLESS_MAIN(CheckpointFileTest)
}  // namespace checkpoint_file_test
#include "checkpoint_file_test.moc"
