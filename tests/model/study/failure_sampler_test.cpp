// Tests for model/study/failure_sampler: reproducible histories, the right failure rate, valid
// alternating events, and per-component streams.
#include <QtTest>
#include "support/test_main.h"

#include <cmath>
#include <map>

#include "study/failure_sampler.h"

namespace failure_sampler_test {

using namespace podtwin;
using namespace podtwin::study;

namespace {

PodCounts counts() {
  PodCounts c;
  c.racks = 4;
  c.cdus = 2;
  c.pumpsPerCdu = 3;
  c.gensets = 3;
  c.dryCoolers = 2;
  c.leaves = 2;
  c.spines = 2;
  c.nicsPerRack = 4;
  return c;
}

// Expected failures in [0, T] of a component that starts up, fails at rate l and is repaired at
// rate m: the integral of l * P(up at t), with P(up) = m/(l+m) + l/(l+m) exp(-(l+m) t).
double expectedFailures(double mtbfS, double mttrS, double T) {
  const double l = 1.0 / mtbfS;
  const double m = 1.0 / mttrS;
  return l * m / (l + m) * T + l * l / ((l + m) * (l + m)) * (1.0 - std::exp(-(l + m) * T));
}

}  // namespace

class FailureSamplerTest : public QObject {
  Q_OBJECT

 private slots:
  void sameSeedSameEvents() {
    const std::vector<FailureMode> modes = {{"pump", 3600.0, 600.0}, {"genset", 7200.0, 900.0}};
    const auto a = sampleFailures(modes, counts(), 36000.0, 11);
    const auto b = sampleFailures(modes, counts(), 36000.0, 11);
    const auto c = sampleFailures(modes, counts(), 36000.0, 12);
    QVERIFY(a.failures > 0);
    QCOMPARE(a.failures, b.failures);
    QVERIFY(a.events == b.events);
    QVERIFY(!(a.events == c.events));
  }

  void meanFailureCountMatchesTheRates() {
    // Nearly instant repairs: failures are a Poisson process, mean T/MTBF per component.
    // 6 pumps x 10 h / 1 h = 60 per case; over 2,000 cases the mean's standard error is
    // sqrt(60 / 2000) = 0.17, so 4 sigma = 0.7 (a false alarm about once in 16,000 runs).
    const double T = 36000.0;
    const int n = 2000;
    double sum = 0.0;
    double sumSq = 0.0;
    for (int k = 0; k < n; ++k) {
      const auto f = sampleFailures({{"pump", 3600.0, 1e-3}}, counts(), T, 1000 + k);
      sum += f.failures;
      sumSq += double(f.failures) * f.failures;
    }
    const double mean = sum / n;
    const double expected = 6 * expectedFailures(3600.0, 1e-3, T);
    QVERIFY2(std::abs(expected - 60.0) < 1e-3, "Poisson limit of the formula");
    QVERIFY2(std::abs(mean - expected) < 4.0 * std::sqrt(expected / n),
             std::to_string(mean).c_str());
    // Poisson: variance equals the mean. The sample variance of 2,000 draws has a relative standard
    // error of about sqrt(2 / n) ~ 3 %; 15 % leaves room without letting a wrong process pass.
    const double var = sumSq / n - mean * mean;
    QVERIFY2(std::abs(var / mean - 1.0) < 0.15, std::to_string(var).c_str());
  }

  void repairTimeLowersTheFailureCount() {
    // MTTR = MTBF: a component is down half the time, so it fails about half as often.
    // Alternating renewal counts vary less than Poisson ones, so sqrt(mean / n) is a safe bound.
    const double T = 36000.0;
    const int n = 2000;
    double sum = 0.0;
    for (int k = 0; k < n; ++k) {
      sum += sampleFailures({{"genset", 3600.0, 3600.0}}, counts(), T, 5000 + k).failures;
    }
    const double mean = sum / n;
    const double expected = 3 * expectedFailures(3600.0, 3600.0, T);
    QVERIFY(expected > 3 * 5.0 && expected < 3 * 5.5);  // 5 per genset plus the start-up term
    QVERIFY2(std::abs(mean - expected) < 4.0 * std::sqrt(expected / n),
             std::to_string(mean).c_str());
  }

  void eventsAlternateAndStayInsideTheRun() {
    const double T = 20000.0;
    const auto f = sampleFailures(
        {{"pump", 2000.0, 500.0}, {"link", 3000.0, 300.0}, {"nic", 5000.0, 100.0}}, counts(), T, 3);
    std::map<std::string, std::string> last;  // target -> last event type
    int fails = 0;
    double prev = 0.0;
    for (const auto& e : f.events) {
      QVERIFY(e.t_s >= prev);  // sorted
      QVERIFY(e.t_s > 0.0 && e.t_s < T);
      prev = e.t_s;
      const std::string target = e.target.toString();
      const bool isFail = e.type == EventType::PumpFail || e.type == EventType::LinkDown ||
                          e.type == EventType::NicDown;
      if (isFail) {
        ++fails;
        QVERIFY(last[target] != e.typeName());  // never two failures without a repair between
      } else {
        QVERIFY(!last[target].empty());  // a restore follows a failure
      }
      last[target] = e.typeName();
    }
    QCOMPARE(fails, f.failures);
    QVERIFY(last.count("cdu2/pump3") || last.count("leaf2/spine2") || last.count("rack4/nic4"));
  }

  void aComponentsHistoryDoesNotDependOnHowManyThereAre() {
    PodCounts three = counts();
    PodCounts four = counts();
    four.gensets = 4;
    const std::vector<FailureMode> modes = {{"genset", 3600.0, 600.0}};
    auto only = [](const SampledFailures& f, const std::string& target) {
      std::vector<double> t;
      for (const auto& e : f.events) {
        if (e.target.toString() == target) t.push_back(e.t_s);
      }
      return t;
    };
    const auto a = sampleFailures(modes, three, 36000.0, 9);
    const auto b = sampleFailures(modes, four, 36000.0, 9);
    QVERIFY(!only(a, "genset3").empty());
    QCOMPARE(only(a, "genset3"), only(b, "genset3"));
    QVERIFY(!only(b, "genset4").empty());
  }

  void targetsCoverEveryObject() {
    QCOMPARE(failureTargets("pump", counts()).size(), std::size_t(6));
    QCOMPARE(failureTargets("pump", counts()).back(), std::string("cdu2/pump3"));
    QCOMPARE(failureTargets("link", counts()).size(), std::size_t(4));
    QCOMPARE(failureTargets("nic", counts()).size(), std::size_t(16));
    QCOMPARE(failureTargets("grid", counts()), std::vector<std::string>{"grid"});
    PodCounts none;
    QVERIFY(failureTargets("link", none).empty());  // a pod without a fabric model: nothing to fail
    for (const auto& k : failureKinds()) {
      QVERIFY(k.failEvent != k.restoreEvent);
      QVERIFY(eventSpec(k.failEvent).domain == eventSpec(k.restoreEvent).domain);
    }
  }

  void historyIsEmptyForNonsenseRates() {
    Rng r(1);
    QVERIFY(sampleHistory(0.0, 1.0, 100.0, r).failS.empty());
    QVERIFY(sampleHistory(1.0, std::nan(""), 100.0, r).failS.empty());
  }
};

PODTWIN_TEST_APPLESS_MAIN(FailureSamplerTest)
}  // namespace failure_sampler_test
#include "failure_sampler_test.moc"
