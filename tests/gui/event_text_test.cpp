// Tests for views/panels/event_text: every EventType has a human display name, and the German and
// Japanese catalogues translate each of them; every log entry the built-in scenarios write has a
// sentence of its own in each language, with numbers in the language's locale.
#include <QtTest>
#include "support/test_main.h"

#include <algorithm>

#include "config/pod_config.h"
#include "core/builtin.h"
#include "gui/language.h"
#include "panels/event_text.h"
#include "scenario/event_types.h"
#include "scenario/scenario.h"
#include "sim/simulation.h"

namespace event_text_test {

using namespace podtwin;
using podtwin::gui::Language;
using podtwin::views::EventText;

class EventTextTest : public QObject {
  Q_OBJECT

 private slots:
  void cleanup() { Language::apply(QStringLiteral("en")); }

  void everyTypeHasAnEnglishName() {
    QSet<QString> seen;
    for (std::size_t i = 0; i < eventCatalogue().size(); ++i) {
      const auto t = static_cast<EventType>(i);
      const QString id = QString::fromStdString(eventTypeName(t));
      const QString name = EventText::typeName(t);
      QVERIFY2(!name.isEmpty(), qPrintable(id));
      QVERIFY2(name != id, qPrintable(id));              // a display name, not the file spelling
      QVERIFY2(!seen.contains(name), qPrintable(name));  // two types never share a name
      seen.insert(name);
    }
  }

  void everyTypeNameIsTranslated_data() {
    QTest::addColumn<QString>("code");
    QTest::newRow("de") << QStringLiteral("de");
    QTest::newRow("ja") << QStringLiteral("ja");
  }

  void everyTypeNameIsTranslated() {
    QFETCH(QString, code);
    std::vector<QString> english;
    for (std::size_t i = 0; i < eventCatalogue().size(); ++i) {
      english.push_back(EventText::typeName(static_cast<EventType>(i)));
    }
    QVERIFY(Language::apply(code));
    for (std::size_t i = 0; i < eventCatalogue().size(); ++i) {
      const auto t = static_cast<EventType>(i);
      const QString id = QString::fromStdString(eventTypeName(t));
      const QString name = EventText::typeName(t);
      QVERIFY2(!name.isEmpty(), qPrintable(id));
      QVERIFY2(name != id, qPrintable(id));
      QVERIFY2(name != english[i], qPrintable(id + QStringLiteral(": ") + name));
    }
  }

  void logSentencesUseTheLocaleAndFallBackToEnglish() {
    LogEntry leak{60.0,  Severity::Info,     "rack3", "leak", "leak of 2.5 L/min",
                  false, {{"rate_lpm", 2.5}}};
    QCOMPARE(EventText::logMessage(leak), QStringLiteral("Leak of 2.5 L/min"));
    QCOMPARE(EventText::logObject("cdu1/pump2"), QStringLiteral("CDU 1, pump 2"));
    // A code the catalogue does not know shows the model's English sentence.
    const LogEntry unknown{1.0, Severity::Info, "grid", "no_such_code", "as the model says", false,
                           {}};
    QCOMPARE(EventText::logMessage(unknown), QStringLiteral("as the model says"));
    QVERIFY(Language::apply(QStringLiteral("de")));
    QCOMPARE(EventText::logMessage(leak), QStringLiteral("Leck mit 2,5 L/min"));
    QCOMPARE(EventText::logObject("cdu1/pump2"), QStringLiteral("CDU 1, Pumpe 2"));
    QCOMPARE(EventText::logMessage(unknown), QStringLiteral("as the model says"));
  }

  // Every entry of every built-in scenario (up to 20 simulated minutes each) reads differently in
  // German and Japanese than in English, and no parameter its sentence needs is missing ("—").
  void everyBuiltinScenarioEntryHasATranslatedSentence() {
    const PodConfig pod = loadPodConfig("builtin:default");
    const PodCounts counts = Simulation::countsFor(pod);
    std::vector<LogEntry> entries;
    QSet<QString> codes;
    // The built-in scenarios, and the operator's actions the drills use (a refused start on a
    // failed pump and on a tripped CDU, the standby stopped and started again, a battery reserve,
    // island and back).
    std::vector<std::pair<std::string, std::string>> sources;
    for (const std::string& name : builtinNames("scenario")) {
      sources.push_back(readSource("scenario", "builtin:" + name));
    }
    sources.emplace_back(R"({"schema_version": 1, "name": "operator", "duration_s": 120, "events": [
      {"t_s": 10, "type": "pump_fail", "target": "cdu1/pump1"},
      {"t_s": 20, "type": "pump_start", "target": "cdu1/pump1"},
      {"t_s": 25, "type": "pump_stop", "target": "cdu1/pump3"},
      {"t_s": 40, "type": "pump_start", "target": "cdu1/pump3"},
      {"t_s": 50, "type": "battery_reserve", "target": "bess", "soc_pct": 50},
      {"t_s": 60, "type": "grid_transfer", "target": "grid", "mode": "island"},
      {"t_s": 70, "type": "grid_transfer", "target": "grid", "mode": "grid"},
      {"t_s": 80, "type": "cdu_trip", "target": "cdu2"},
      {"t_s": 85, "type": "pump_start", "target": "cdu2/pump1"}]})",
                         "operator.json");
    for (const auto& [text, display] : sources) {
      const Scenario scenario = parseScenario(text, display, &counts);
      Simulation sim(pod, scenario, 1);
      const double endS = std::min(scenario.durationS.value_or(600.0), 1200.0);
      while (sim.timeS() < endS) sim.step();
      for (const LogEntry& e : sim.log().all()) {
        entries.push_back(e);
        codes.insert(QString::fromStdString(e.code));
      }
    }
    QVERIFY2(codes.size() >= 30, qPrintable(QString::number(codes.size())));
    for (const char* code : {"pump_start_refused", "pump_running", "pump_stopped",
                             "battery_reserve", "grid_transfer"}) {
      QVERIFY2(codes.contains(QLatin1String(code)), code);
    }
    std::vector<QString> english;
    for (const LogEntry& e : entries) english.push_back(EventText::logMessage(e));
    for (const QString& lang : {QStringLiteral("de"), QStringLiteral("ja")}) {
      QVERIFY(Language::apply(lang));
      QStringList missing;
      for (std::size_t i = 0; i < entries.size(); ++i) {
        const LogEntry& e = entries[i];
        const QString shown = EventText::logMessage(e);
        if (shown == english[i] || shown.contains(QStringLiteral("—")) ||
            shown == QString::fromStdString(e.message))
          missing << QString::fromStdString(e.code) + QStringLiteral(": ") + shown;
      }
      missing.removeDuplicates();
      QVERIFY2(missing.isEmpty(),
               qPrintable(lang + QLatin1Char('\n') + missing.join(QLatin1Char('\n'))));
    }
  }
};

PODTWIN_TEST_MAIN(EventTextTest)
}  // namespace event_text_test
#include "event_text_test.moc"
