// The design editor: an edit of the battery capacity, saved and applied, restarts the run with the
// edited pod, and the run's battery columns equal a headless run of the saved file; a value the
// loader refuses shows the loader's own message and changes neither the run nor the saved file.
#include <QAction>
#include <QDockWidget>
#include <QFile>
#include <QLocale>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>
#include <sstream>
#include "support/test_main.h"

#include "config/pod_keys.h"
#include "gui/design_workbench.h"
#include "gui/main_window.h"
#include "gui/sim_controller.h"
#include "panels/design_editor_view.h"
#include "sim/run_table.h"
#include "sim/simulation.h"

namespace design_workbench_test {

using namespace podtwin;
using namespace podtwin::gui;

namespace {

const QString kCapacity = QStringLiteral("power.battery.capacity_kwh");

/// CSV text → header names and rows of numbers.
struct Table {
  std::vector<std::string> names;
  std::vector<std::vector<double>> rows;
};

Table parseCsv(const std::string& csv) {
  Table t;
  std::istringstream in(csv);
  std::string line;
  bool header = true;
  while (std::getline(in, line)) {
    std::vector<std::string> cells;
    std::stringstream ls(line);
    std::string c;
    while (std::getline(ls, c, ',')) cells.push_back(c);
    if (header) {
      t.names = cells;
      header = false;
      continue;
    }
    std::vector<double> row;
    // Every cell is a number (formatCsvValue); anything else reads as NaN and fails the compare.
    for (const auto& v : cells) row.push_back(std::strtod(v.c_str(), nullptr));
    t.rows.push_back(row);
  }
  return t;
}

/// The headless runner's CSV of `pod` on `scenario`: one row per simulated second up to `endS`.
std::string headlessCsv(const PodConfig& pod, const Scenario& scenario, std::uint64_t seed,
                        double endS) {
  Simulation sim(pod, scenario, seed);
  const auto cols = runColumns(pod);
  std::string out = csvHeader(cols) + "\n";
  Snapshot s;
  for (int t = 0; t <= static_cast<int>(endS); ++t) {
    sim.runUntil(t);
    sim.fillSnapshot(s, false);
    out += csvRow(cols, s) + "\n";
  }
  return out;
}

}  // namespace

class DesignWorkbenchTest : public QObject {
  Q_OBJECT

 private slots:
  void init() {
    m_w = std::make_unique<MainWindow>();
    m_w->quietErrors = true;
    m_w->resize(1500, 950);
    m_w->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_w.get()));
    QVERIFY(m_w->openPod(QStringLiteral("builtin:default")));
    QVERIFY(m_dir.isValid());
  }
  void cleanup() { m_w.reset(); }

  void menuTogglesTheDock() {
    QDockWidget* dock = m_w->design()->dock();
    QAction* toggle = dock->toggleViewAction();
    QCOMPARE(toggle->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    QVERIFY(dock->isHidden());
    toggle->trigger();
    QVERIFY(dock->isVisible());
    // Every key of the pod file is a row, with the run's value.
    auto* view = m_w->design()->view();
    for (const PodKey& k : podKeyCatalog()) {
      QVERIFY2(
          !view->valueText(QString::fromStdString(k.key)).isNull() || k.read.defaultValue.is_null(),
          k.key.c_str());
    }
    QCOMPARE(view->valueText(kCapacity), QStringLiteral("1000"));
  }

  void editedBatteryRunsLikeTheSavedFile() {
    DesignWorkbench* bench = m_w->design();
    auto* view = bench->view();
    m_w->design()->dock()->show();
    QVERIFY(view->editValue(kCapacity, QStringLiteral("3000")));
    QCOMPARE(bench->issuesText(), QString());
    QCOMPARE(view->valueText(kCapacity), QStringLiteral("3000"));
    // The derived figures follow: 3,000 kWh is 14 strings of 224 kWh as the model builds them.
    const QString kwh = QLocale().toString(14 * 224.0, 'f', 0) + QStringLiteral(" kWh");
    QTRY_VERIFY2(view->figuresText().contains(kwh), qPrintable(view->figuresText()));
    // Undo and redo walk the edit back and forth.
    bench->undoStack()->undo();
    QCOMPARE(view->valueText(kCapacity), QStringLiteral("1000"));
    bench->undoStack()->redo();
    QCOMPARE(view->valueText(kCapacity), QStringLiteral("3000"));

    const QString path = m_dir.filePath(QStringLiteral("edited.json"));
    QString error;
    QVERIFY2(bench->saveAs(path, &error), qPrintable(error));
    QVERIFY(bench->apply(&error));
    SimController* ctl = m_w->controller();
    QCOMPARE(ctl->pod().power.battery.capacityKwh, 3000.0);
    QCOMPARE(ctl->snapshot().timeS, 0.0);  // Apply restarts the run
    // The editor keeps the applied design (and its history) as the run's pod comes back.
    QCOMPARE(view->valueText(kCapacity), QStringLiteral("3000"));

    QSignalSpy done(ctl, &SimController::jumpFinished);
    ctl->jumpTo(60.0);
    QVERIFY(done.wait(60000));
    const Table gui = parseCsv(ctl->runCsv());
    const PodConfig saved = loadPodConfig(path.toStdString());
    QCOMPARE(saved.power.battery.capacityKwh, 3000.0);
    const Table headless = parseCsv(headlessCsv(saved, ctl->scenario(), ctl->seed(), 60.0));
    const Table original =
        parseCsv(headlessCsv(loadPodConfig("builtin:default"), ctl->scenario(), ctl->seed(), 60.0));
    QCOMPARE(gui.names, headless.names);
    QCOMPARE(gui.rows.size(), std::size_t{61});
    QCOMPARE(headless.rows.size(), std::size_t{61});
    int batteryColumns = 0;
    bool differsFromOriginal = false;
    for (std::size_t c = 0; c < gui.names.size(); ++c) {
      if (gui.names[c].rfind("bess_", 0) != 0) continue;
      ++batteryColumns;
      for (std::size_t r = 0; r < gui.rows.size(); ++r) {
        QCOMPARE(gui.rows[r][c], headless.rows[r][c]);  // same model, same numbers: exact
        differsFromOriginal = differsFromOriginal || gui.rows[r][c] != original.rows[r][c];
      }
    }
    QVERIFY(batteryColumns >= 2);
    QVERIFY(differsFromOriginal);  // the edit reached the run
  }

  void refusedValueChangesNothing() {
    DesignWorkbench* bench = m_w->design();
    auto* view = bench->view();
    const QString path = m_dir.filePath(QStringLiteral("kept.json"));
    QString error;
    QVERIFY(bench->saveAs(path, &error));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray before = f.readAll();
    f.close();
    SimController* ctl = m_w->controller();
    runPastZero(ctl);
    const double tBefore = ctl->snapshot().timeS;

    QVERIFY(view->editValue(kCapacity, QStringLiteral("-5")));
    // The loader's message for the same text opened as a file.
    QString expected;
    try {
      (void)parsePodConfig(bench->currentJson().toStdString(), path.toStdString());
      QFAIL("the loader took a negative capacity");
    } catch (const ConfigError& e) {
      expected = QString::fromStdString(e.issues().at(0).toString());
    }
    QVERIFY(expected.contains(QStringLiteral("-5 is not allowed (must be > 0 and <= 100000000)")));
    QCOMPARE(view->issueText(kCapacity), expected);
    QCOMPARE(view->issuesText(), expected);
    QVERIFY(!bench->currentConfig().has_value());
    QVERIFY(!m_w->findChild<QAction*>(QStringLiteral("design_apply"))->isEnabled());
    QVERIFY(!m_w->findChild<QAction*>(QStringLiteral("design_save"))->isEnabled());

    QVERIFY(!bench->apply(&error));
    QCOMPARE(error, expected);
    QVERIFY(!bench->saveAs(path, &error));
    QVERIFY(!bench->save());
    QCOMPARE(ctl->pod().power.battery.capacityKwh, 1000.0);
    ctl->pollNow();
    QVERIFY(ctl->snapshot().timeS >= tBefore);  // not restarted
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), before);

    // Undo takes the refused value back and the design loads again.
    bench->undoStack()->undo();
    QCOMPARE(view->issuesText(), QString());
    QVERIFY(bench->currentConfig().has_value());
  }

 private:
  static void runPastZero(SimController* ctl) {
    QSignalSpy done(ctl, &SimController::jumpFinished);
    ctl->jumpTo(5.0);
    QVERIFY(done.wait(60000));
    ctl->pollNow();
  }

  std::unique_ptr<MainWindow> m_w;
  QTemporaryDir m_dir;
};

PODTWIN_TEST_MAIN(DesignWorkbenchTest)
}  // namespace design_workbench_test
#include "design_workbench_test.moc"
