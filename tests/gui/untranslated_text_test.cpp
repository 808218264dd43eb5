// Every word on screen follows the language: a scenario with events runs in English, then the
// language switches live to German and to Japanese, and no text of the main window, the presenter
// view, the event log or the scenario timeline may still read as it did in English. Numbers are
// checked too: German shows a decimal comma.
//
// What may read the same in every language (each rule says why):
//  - texts without words: numbers, units and symbols ("2238 kW", "0 00:02:15", "—");
//  - acronyms and proper names an operator reads in any language (kProperNames);
//  - words the translators kept on purpose: a finished .ts entry whose translation equals its
//    source in that language ("Rack %1", "Fabric", "Alarm" in German);
//  - the event log's Code column, which holds the machine-readable code that podtwin-sim's JSON and
//    the CSV export also carry.
// The scenario and pod names in the status bar and the 3D scene are file names and pass by the
// first rules or differ in their surrounding words.

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QApplication>
#include <QChartView>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTabBar>
#include <QTest>
#include <QTextDocumentFragment>
#include <QToolButton>
#include <QXmlStreamReader>
#include <QtCharts/QAbstractAxis>
#include <QtCharts/QAbstractSeries>
#include <QtCharts/QChart>
#include "support/test_main.h"
#include "support/test_paths.h"

#include "gui/gui_test_support.h"
#include "gui/language.h"
#include "gui/main_window.h"
#include "panels/event_log_view.h"
#include "panels/kpi_status.h"
#include "panels/kpi_tiles.h"
#include "panels/timeline_editor.h"

namespace untranslated_text_test {

using podtwin::gui::Language;
using podtwin::gui::MainWindow;
using podtwin::gui::SimController;
using podtwin::gui::testing::kWaitMs;
using podtwin::gui::testing::runGuiTicks;
using podtwin::gui::testing::switchLanguage;

namespace {

/// One text on screen and where it is (for the failure message).
struct Shown {
  QString text;
  QString where;
  bool machineCode = false;  ///< a cell of the event log's Code column
};

// Acronyms and names that are the same words in German and Japanese control rooms.
const QStringList kProperNames = {
    QStringLiteral("PodTwin"), QStringLiteral("PUE"),  QStringLiteral("MFU"),
    QStringLiteral("CDU"),     QStringLiteral("GPU"),  QStringLiteral("GPUs"),
    QStringLiteral("IT"),      QStringLiteral("SOC"),  QStringLiteral("NIC"),
    QStringLiteral("SHARP"),   QStringLiteral("ECMP"), QStringLiteral("LFP"),
    QStringLiteral("ITIC"),    QStringLiteral("PID"),  QStringLiteral("TDP"),
    QStringLiteral("OK"),  // the green status badge: German control rooms say OK too
};

QString plain(const QString& text) {
  const QString t =
      Qt::mightBeRichText(text) ? QTextDocumentFragment::fromHtml(text).toPlainText() : text;
  QString out = t;
  out.remove(QLatin1Char('&'));  // mnemonic markers
  return out.simplified();
}

/// True when nothing but numbers, units, symbols and proper names is left.
bool wordless(const QString& text) {
  static const QRegularExpression units(QStringLiteral(
      R"((?<![\p{L}])(kW|MW|GW|W|kWh|MWh|°C|K|s|ms|min|h|d|Hz|V|pp|p\.u\.|L/min|M|k|B|t|x|y)(?![\p{L}]))"));
  QString rest = text;
  rest.remove(units);
  for (const QString& name : kProperNames)
    rest.remove(QRegularExpression(QStringLiteral("(?<![\\p{L}])") + name +
                                   QStringLiteral("(?![\\p{L}])")));
  return !rest.contains(QRegularExpression(QStringLiteral("\\p{L}")));
}

/// Finished .ts entries whose translation is their source: the translators kept the word.
QList<QRegularExpression> keptWords(const QString& lang) {
  QList<QRegularExpression> out;
  const QString path =
      podtwin::testing::sourcePath(QStringLiteral("translations/podtwin_%1.ts").arg(lang));
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) return out;
  QXmlStreamReader xml(&f);
  QString source;
  while (!xml.atEnd()) {
    xml.readNext();
    if (!xml.isStartElement()) continue;
    if (xml.name() == QLatin1String("source")) {
      source = xml.readElementText();
    } else if (xml.name() == QLatin1String("translation")) {
      const bool unfinished =
          xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
      const QString translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
      if (unfinished || translation != source) continue;
      // Placeholders (%1, %L1, %n) match any text; the rest literally.
      static const QRegularExpression placeholder(QStringLiteral(R"(%L?\d|%n)"));
      QStringList parts = plain(source).split(placeholder);
      // Kept entries without a word of their own ("%1", "%1: %2", "%1 s") would match any text.
      if (!parts.join(QString()).contains(QRegularExpression(QStringLiteral("\\p{L}{3}"))))
        continue;
      for (QString& part : parts) part = QRegularExpression::escape(part);
      const QString pattern = parts.join(QStringLiteral(".+"));
      out << QRegularExpression(QStringLiteral("^") + pattern + QStringLiteral("$"));
    }
  }
  return out;
}

void addText(QList<Shown>& out, const QString& text, const QString& where, bool code = false) {
  const QString t = plain(text);
  if (!t.isEmpty()) out.push_back({t, where, code});
}

QString nameOf(const QObject* o) {
  return o->objectName().isEmpty() ? QString::fromLatin1(o->metaObject()->className())
                                   : o->objectName();
}

/// Every text `root` shows: labels, buttons, fields, tabs, dock titles, item views (headers and
/// cells), charts (title, axis titles, series names). `visibleOnly` skips widgets hidden inside
/// `root` (the tabs of a dock area that are not in front).
QList<Shown> collect(QWidget* root, bool visibleOnly) {
  QList<Shown> out;
  QList<QWidget*> widgets = root->findChildren<QWidget*>();
  widgets.prepend(root);
  for (QWidget* w : widgets) {
    if (visibleOnly && !w->isVisibleTo(root->window())) continue;
    if (!visibleOnly && w != root && !w->isVisibleTo(root)) continue;
    if (w->window() != root->window()) continue;  // menus, tool tips, other windows
    const QString where = nameOf(w);
    if (auto* l = qobject_cast<QLabel*>(w)) {
      addText(out, l->text(), where);
    } else if (auto* tb = qobject_cast<QToolButton*>(w)) {
      if (tb->toolButtonStyle() != Qt::ToolButtonIconOnly && !tb->text().isEmpty() &&
          tb->icon().isNull())
        addText(out, tb->text(), where);
    } else if (auto* b = qobject_cast<QAbstractButton*>(w)) {
      addText(out, b->text(), where);
    } else if (auto* combo = qobject_cast<QComboBox*>(w)) {
      addText(out, combo->currentText(), where);
    } else if (auto* e = qobject_cast<QLineEdit*>(w)) {
      addText(out, e->text().isEmpty() ? e->placeholderText() : e->text(), where);
    } else if (auto* tabs = qobject_cast<QTabBar*>(w)) {
      for (int i = 0; i < tabs->count(); ++i) addText(out, tabs->tabText(i), where);
    } else if (auto* dock = qobject_cast<QDockWidget*>(w)) {
      addText(out, dock->windowTitle(), where);
    } else if (auto* g = qobject_cast<QGroupBox*>(w)) {
      addText(out, g->title(), where);
    } else if (auto* chart = qobject_cast<QChartView*>(w)) {
      addText(out, chart->chart()->title(), where);
      for (QAbstractAxis* axis : chart->chart()->axes()) addText(out, axis->titleText(), where);
      for (QAbstractSeries* s : chart->chart()->series()) addText(out, s->name(), where);
    } else if (auto* view = qobject_cast<QAbstractItemView*>(w)) {
      if (qobject_cast<QHeaderView*>(w)) continue;
      const QAbstractItemModel* m = view->model();
      if (!m) continue;
      int codeColumn = -1;
      for (int c = 0; c < m->columnCount(); ++c) {
        const QString head = m->headerData(c, Qt::Horizontal).toString();
        addText(out, head, where + QStringLiteral(" header"));
        if (qobject_cast<podtwin::views::EventLogView*>(view->parentWidget()) &&
            head == podtwin::views::EventLogView::tr("Code"))
          codeColumn = c;
      }
      for (int r = 0; r < std::min(m->rowCount(), 400); ++r)
        for (int c = 0; c < m->columnCount(); ++c)
          addText(out, m->index(r, c).data().toString(),
                  where + QStringLiteral(" row %1 column %2").arg(r).arg(c), c == codeColumn);
    }
  }
  return out;
}

/// The main window as a user sees it into `out`: the window, the event log and the timeline (both
/// docks, whichever tab is in front), then the presenter view with its comparison run in step with
/// the paused run. False when the comparison run did not catch up or did not go away afterwards.
bool everything(MainWindow& w, QList<Shown>& out) {
  SimController* ctl = w.controller();
  out = collect(&w, true);
  out += collect(w.eventLog(), false);
  out += collect(w.timeline(), false);
  w.setPresenterMode(true);
  // The presenter's comparison run starts at t = 0 on the simulation thread and catches up with
  // the paused run there; its table is read once the window has that state.
  const bool inStep = QTest::qWaitFor(
      [ctl] {
        ctl->pollNow();
        const auto& st = ctl->state();
        return st.comparison && st.comparison->timeS + 1e-9 >= st.primary->timeS;
      },
      kWaitMs);
  out += collect(&w, true);
  w.setPresenterMode(false);
  // Leaving presenter mode removes the comparison run; the window takes the state without it.
  ctl->sync();
  ctl->pollNow();
  return inStep && !ctl->state().comparison;
}

/// Jumps to exactly `tS` (a jump pauses there) and delivers that state to the window.
bool jumpTo(MainWindow& w, double tS) {
  auto* ctl = w.controller();
  ctl->jumpTo(tS);
  if (!QTest::qWaitFor([ctl] { return !ctl->isJumping(); }, 120000)) return false;
  ctl->sync();
  ctl->pollNow();
  // The views run the work the last snapshot queued for later passes (layouts, chart flushes).
  if (!runGuiTicks(ctl)) return false;
  return std::abs(ctl->snapshot().timeS - tS) < 0.05 + 1e-9;
}

}  // namespace

class UntranslatedTextTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("PodTwinTest"));
    QCoreApplication::setApplicationName(QStringLiteral("PodTwinUntranslatedTextTest"));
    QSettings().clear();
  }
  void cleanup() { Language::apply(QStringLiteral("en")); }

  void noEnglishLeftAfterSwitching_data() {
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<double>("timeS");
    // A pump failure with its alarms, and a genset trip and restart: thermal and power entries.
    QTest::newRow("pump_loss_n1") << QStringLiteral("builtin:pump_loss_n1") << 135.0;
    QTest::newRow("genset_trip") << QStringLiteral("builtin:genset_trip") << 130.0;
  }
  void noEnglishLeftAfterSwitching() {
    QFETCH(QString, scenario);
    QFETCH(double, timeS);
    QVERIFY(Language::apply(QStringLiteral("en")));
    MainWindow w;
    w.quietErrors = true;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    QVERIFY(w.openScenario(scenario));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(jumpTo(w, timeS));
    QVERIFY2(w.eventLog()->totalCount() >= 2,
             qPrintable(QString::number(w.eventLog()->totalCount())));

    QList<Shown> shown;
    QVERIFY(everything(w, shown));
    QSet<QString> english;
    for (const Shown& s : shown) english.insert(s.text);
    QVERIFY(english.size() > 100);

    for (const QString& lang : {QStringLiteral("de"), QStringLiteral("ja")}) {
      QVERIFY(switchLanguage(w, lang));
      const QList<QRegularExpression> kept = keptWords(lang);
      QVERIFY2(!kept.isEmpty(), "the .ts catalogues were not found next to the sources");
      QStringList untranslated;
      QStringList decimalPoints;
      int decimalCommas = 0;
      int checked = 0;
      static const QRegularExpression point(QStringLiteral(R"(\d\.\d)"));
      static const QRegularExpression comma(QStringLiteral(R"(\d,\d)"));
      // A clock's tenths ("0 00:02:05.7") and a version are not decimal numbers.
      static const QRegularExpression clock(QStringLiteral(R"(\d\d:\d\d:\d\d\.\d)"));
      QVERIFY(everything(w, shown));
      for (const Shown& s : shown) {
        ++checked;
        if (lang == QLatin1String("de") && !clock.match(s.text).hasMatch()) {
          if (point.match(s.text).hasMatch())
            decimalPoints << s.where + QStringLiteral(": ") + s.text;
          if (comma.match(s.text).hasMatch()) ++decimalCommas;
        }
        if (!english.contains(s.text) || s.machineCode || wordless(s.text)) continue;
        const bool keptOnPurpose =
            std::any_of(kept.begin(), kept.end(),
                        [&text = s.text](const auto& re) { return re.match(text).hasMatch(); });
        if (keptOnPurpose) continue;
        const QString line = s.where + QStringLiteral(": \"") + s.text + QLatin1Char('"');
        if (!untranslated.contains(line)) untranslated << line;
      }
      QVERIFY(checked > 100);
      qInfo("%s: %d texts checked, %lld English ones to compare with, %d with a decimal comma",
            qPrintable(lang), checked, static_cast<long long>(english.size()), decimalCommas);
      QVERIFY2(
          untranslated.isEmpty(),
          qPrintable(lang + QStringLiteral(": %1 texts still English:\n").arg(untranslated.size()) +
                     untranslated.join(QLatin1Char('\n'))));
      if (lang == QLatin1String("de")) {
        decimalPoints.removeDuplicates();
        QVERIFY2(decimalPoints.isEmpty(),
                 qPrintable(QStringLiteral("numbers with a decimal point in German:\n") +
                            decimalPoints.join(QLatin1Char('\n'))));
        QVERIFY(decimalCommas >= 5);
      }
    }
  }

  void germanNumbersHaveADecimalComma() {
    QVERIFY(Language::apply(QStringLiteral("en")));
    MainWindow w;
    w.quietErrors = true;
    QVERIFY(w.openPod(QStringLiteral("builtin:default")));
    QVERIFY(w.openScenario(QStringLiteral("builtin:pump_loss_n1")));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(jumpTo(w, 30.0));
    auto* kpis = w.findChild<podtwin::views::KpiTiles*>();
    QVERIFY(kpis);
    const QRegularExpression english(QStringLiteral(R"(^1\.\d{3}$)"));
    const QRegularExpression german(QStringLiteral(R"(^1,\d{3}$)"));
    QVERIFY2(english.match(kpis->valueText(podtwin::views::Kpi::Pue)).hasMatch(),
             qPrintable(kpis->valueText(podtwin::views::Kpi::Pue)));
    QVERIFY(switchLanguage(w, QStringLiteral("de")));
    // At once, while paused: the tiles show the present state again in the new locale.
    QVERIFY2(german.match(kpis->valueText(podtwin::views::Kpi::Pue)).hasMatch(),
             qPrintable(kpis->valueText(podtwin::views::Kpi::Pue)));
  }
};

PODTWIN_TEST_MAIN(UntranslatedTextTest)
}  // namespace untranslated_text_test
#include "untranslated_text_test.moc"
