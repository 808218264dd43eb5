// The drill debrief PDF (app/gui/drill_debrief.cpp): read back with pdftotext, it names each
// critical task with its result and its cue, first-action and standard-met times as the run
// measured them, the limits, the penalties and business impact, the trainee's and the reference
// actions, and for a failed instrument a chart of its truth beside its reading; its charts are
// vector graphics (no images in the file).
#include <QLocale>
#include <QTemporaryDir>
#include <QtTest>
#include "support/test_main.h"

#include "config/pod_config.h"
#include "drill/drill.h"
#include "drill/drill_run.h"
#include "gui/drill_debrief.h"
#include "pdf_test_support.h"

namespace drill_debrief_test {

using namespace podtwin;
using podtwin::gui::DrillDebrief;
using podtwin::gui::testing::PdfLayout;
using podtwin::gui::testing::pdfText;
using podtwin::gui::testing::runTool;

namespace {
QString seconds(double t) {
  return QStringLiteral("%1 s").arg(QLocale().toString(t, 'f', 1));
}
}  // namespace

class DrillDebriefTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

  void debriefNamesTasksAndTimes() {
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("debrief.pdf"));
    const drill::Drill d = drill::loadDrill("builtin:stuck_flow_sensor_pump_fail");
    const drill::DrillResult r = drill::runDrill(d, loadPodConfig(d.pod), d.seed, d.reference);
    QString error;
    QVERIFY2(DrillDebrief::write(d, r, pdf, &error), qPrintable(error));

    const QString info = runTool(QStringLiteral("pdfinfo"), {pdf});
    QVERIFY2(!info.isEmpty(), "pdfinfo (poppler-utils) must be installed: scripts/setup.sh");
    const int pages =
        QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info).captured(1).toInt();
    QVERIFY2(pages >= 2 && pages <= 8, qPrintable(info));
    // Vector charts: no raster image in the file.
    QCOMPARE(runTool(QStringLiteral("pdfimages"), {QStringLiteral("-list"), pdf})
                 .split(QLatin1Char('\n'), Qt::SkipEmptyParts)
                 .size(),
             2);  // pdfimages' two header lines, no image

    // No page ends with a heading: a heading goes on the page of the block that follows it.
    const QStringList headings = {QStringLiteral("Critical tasks"),
                                  QStringLiteral("Time outside limits"),
                                  QStringLiteral("Penalties and business impact"),
                                  QStringLiteral("Timeline: trainee and reference"),
                                  QStringLiteral("Charts over the drill"),
                                  QStringLiteral("What the trainee saw")};
    for (int page = 1; page <= pages; ++page) {
      QStringList lines;
      const QString pageText =
          runTool(QStringLiteral("pdftotext"),
                  {QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"),
                   QString::number(page), QStringLiteral("-layout"), pdf, QStringLiteral("-")});
      for (const QString& l : pageText.split(QLatin1Char('\n'))) {
        if (!l.simplified().isEmpty()) lines << l.simplified();
      }
      QVERIFY2(lines.size() >= 2, qPrintable(pageText));
      lines.removeLast();  // the footer: the document's title and the page number
      QVERIFY2(
          !headings.contains(lines.last()),
          qPrintable(
              QStringLiteral("page %1 ends with its heading \"%2\"").arg(page).arg(lines.last())));
    }

    const QString text = pdfText(pdf, PdfLayout::Physical);
    const drill::TaskResult& t = r.tasks.front();
    for (const QString& expected :
         {QStringLiteral("Drill debrief: stuck_flow_sensor_pump_fail"),
          QStringLiteral("score %1 of 100").arg(QLocale().toString(r.score, 'f', 1)),
          QStringLiteral("start_standby_pump met %1 %2 %3 45 s")
              .arg(seconds(t.cueS), seconds(t.firstActionS), seconds(t.standardMetS)),
          QStringLiteral("cdu_flow_lpm cdu1 >= 1458"), QStringLiteral("Lost GPU-hours"),
          QStringLiteral("MFU over the drill"), QStringLiteral("trainee pump_start cdu1/pump3"),
          QStringLiteral("reference pump_start cdu1/pump3"),
          QStringLiteral("malfunction sensor_fault cdu1"), QStringLiteral("What the trainee saw"),
          QStringLiteral("cdu1 flow truth"), QStringLiteral("cdu1 flow reading")}) {
      QVERIFY2(text.contains(expected), qPrintable(expected + QStringLiteral("\n in: ") + text));
    }
  }

  void doingNothingShowsTheMissedTask() {
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("none.pdf"));
    QString error;
    QVERIFY2(DrillDebrief::play(QStringLiteral("builtin:pump_loss_manual_standby"),
                                QStringLiteral("none"), -1, pdf, &error),
             qPrintable(error));
    const QString text = pdfText(pdf, PdfLayout::Physical);
    QVERIFY2(text.contains(QStringLiteral("start_standby_pump missed")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("score 13.7 of 100")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("the standard never held")), qPrintable(text));
  }
};

PODTWIN_TEST_MAIN(DrillDebriefTest)
}  // namespace drill_debrief_test
#include "drill_debrief_test.moc"
