// Tests for model/core/json_reader: every error names the file, the line, the JSON path and what is
// allowed.
#include <QtTest>
#include "support/test_main.h"

#include "core/json_reader.h"
#include "core/rng.h"

namespace json_reader_test {

using namespace podtwin;

class JsonReaderTest : public QObject {
  Q_OBJECT

 private slots:
  void syntaxErrorNamesLine() {
    const std::string text = "{\n  \"a\": 1,\n  \"b\": [1, 2,\n}\n";
    try {
      JsonDocument::parse(text, "pod.json");
      QFAIL("expected a ConfigError");
    } catch (const ConfigError& e) {
      QCOMPARE(e.issues().size(), std::size_t(1));
      QCOMPARE(e.issues()[0].file, std::string("pod.json"));
      QCOMPARE(e.issues()[0].line, 4);  // the stray '}' is on line 4
      QVERIFY(e.issues()[0].message.find("invalid JSON") != std::string::npos);
    }
  }

  void valueErrorsCarryPathLineAndRange() {
    const std::string text =
        "{\n  \"power\": {\n    \"battery\": {\n      \"capacity_kwh\": -5,\n      \"kind\": "
        "\"nimh\"\n    }\n  }\n}\n";
    auto doc = JsonDocument::parse(text, "f.json");
    IssueList issues;
    JsonReader root = JsonReader::root(doc, issues);
    JsonReader power = root.object("power");
    JsonReader battery = power.object("battery");
    double cap = battery.number("capacity_kwh", 1000.0, Range::positive());
    std::string kind = battery.string("kind", "lfp", {"lfp", "nmc"});
    QCOMPARE(cap, 1000.0);  // the default is kept when the value is rejected
    QCOMPARE(kind, std::string("lfp"));
    QCOMPARE(issues.issues().size(), std::size_t(2));
    const auto& a = issues.issues()[0];
    QCOMPARE(a.path, std::string("/power/battery/capacity_kwh"));
    QCOMPARE(a.line, 4);
    QCOMPARE(a.toString(),
             std::string("f.json:4: /power/battery/capacity_kwh: -5 is not allowed (must be > 0)"));
    QCOMPARE(issues.issues()[1].line, 5);
    QVERIFY(issues.issues()[1].message.find("\"lfp\", \"nmc\"") != std::string::npos);
  }

  void unknownKeysAreFlagged() {
    auto doc = JsonDocument::parse("{\"count\": 3, \"cuont\": 4}", "x.json");
    IssueList issues;
    JsonReader r = JsonReader::root(doc, issues);
    QCOMPARE(r.integer("count", 1, 1, 10), 3);
    r.finish();
    QCOMPARE(issues.issues().size(), std::size_t(1));
    QCOMPARE(issues.issues()[0].path, std::string("/cuont"));
  }

  void rejectsNonFiniteAndNonIntegers() {
    // 1e999 overflows a double: the parser's overflow must become a ConfigError naming the line.
    try {
      JsonDocument::parse("{\n\"a\":\n 1e999}", "x.json");
      QFAIL("expected ConfigError");
    } catch (const ConfigError& e) {
      QCOMPARE(e.issues()[0].line, 3);
      QVERIFY(e.issues()[0].message.find("1e999") != std::string::npos);
    }
    auto doc = JsonDocument::parse("{\"n\": 2.5, \"m\": 1e12}", "x.json");
    IssueList issues;
    JsonReader r = JsonReader::root(doc, issues);
    QCOMPARE(r.integer("n", 1, 0, 10), 1);
    QCOMPARE(r.integer("m", 1, 0, 100000), 1);
    QCOMPARE(issues.issues().size(), std::size_t(2));
    QVERIFY(!Range{}.contains(std::numeric_limits<double>::quiet_NaN()));
    QVERIFY(!Range{}.contains(std::numeric_limits<double>::infinity()));
  }

  void typeMismatchMessage() {
    auto doc = JsonDocument::parse("{\"x\": {\"y\": true}}", "t.json");
    IssueList issues;
    JsonReader r = JsonReader::root(doc, issues);
    JsonReader x = r.object("x");
    x.number("y", 1.0);
    QCOMPARE(issues.issues()[0].toString(),
             std::string("t.json:1: /x/y: must be a number, found a boolean true"));
  }

  void rngIsDeterministicAndUniform() {
    Rng a(42);
    Rng b(42);
    for (int i = 0; i < 1000; ++i) QCOMPARE(a.next(), b.next());
    // Mean of 100k uniforms: standard error 1/sqrt(12·1e5) ≈ 9.1e-4, so 0.5 ± 0.004 is a > 4σ band.
    Rng c(7);
    double sum = 0;
    const int n = 100000;
    for (int i = 0; i < n; ++i) sum += c.uniform();
    QVERIFY(std::abs(sum / n - 0.5) < 0.004);
    // Distinct streams from one seed differ.
    QVERIFY(Rng::stream(1, 1).next() != Rng::stream(1, 2).next());
  }
};

PODTWIN_TEST_APPLESS_MAIN(JsonReaderTest)
}  // namespace json_reader_test
#include "json_reader_test.moc"
