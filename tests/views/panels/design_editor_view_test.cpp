// The design editor's tree: every key under its whole path, a filter field that narrows the tree
// to the keys containing a text, and a line saying what grey (default) values are.
#include <QLineEdit>
#include <QtTest>
#include "support/test_main.h"

#include "config/pod_config.h"
#include "config/pod_design.h"
#include "config/pod_keys.h"
#include "panels/design_editor_view.h"

namespace design_editor_view_test {

using namespace podtwin;
using podtwin::views::DesignEditorView;

class DesignEditorViewTest : public QObject {
  Q_OBJECT

 private slots:
  void keysShowTheirWholePath() {
    DesignEditorView v;
    v.setDesign(PodDesign(loadPodConfig("builtin:default")));
    int keys = 0;
    for (const PodKey& k : podKeyCatalog()) {
      const QString key = QString::fromStdString(k.key);
      QCOMPARE(v.keyText(key), key);
      ++keys;
    }
    QVERIFY(keys > 50);
    QCOMPARE(v.visibleKeys().size(), keys);
  }

  void filterNarrowsTheTree() {
    DesignEditorView v;
    v.setDesign(PodDesign(loadPodConfig("builtin:default")));
    const int all = static_cast<int>(v.visibleKeys().size());
    // Typed into the field, as a user does.
    v.filterField()->setText(QStringLiteral("FLOOR_pct"));
    const QStringList shown = v.visibleKeys();
    QVERIFY2(shown.contains(QStringLiteral("workload.smoothing.floor_pct")),
             qPrintable(shown.join(QLatin1Char(' '))));
    for (const QString& k : shown) QVERIFY2(k.contains(QStringLiteral("floor_pct")), qPrintable(k));
    QVERIFY(shown.size() < all);
    // A text no key has hides every row; clearing shows them all again.
    v.setFilter(QStringLiteral("no_such_key_anywhere"));
    QCOMPARE(v.visibleKeys().size(), 0);
    v.setFilter(QString());
    QCOMPARE(v.visibleKeys().size(), all);
    QVERIFY(v.filterField()->text().isEmpty());
  }

  void legendSaysWhatGreyMeans() {
    DesignEditorView v;
    QVERIFY2(v.legendText().contains(QStringLiteral("Grey values")), qPrintable(v.legendText()));
    QVERIFY(v.legendText().contains(QStringLiteral("default")));
  }
};

PODTWIN_TEST_MAIN(DesignEditorViewTest)
}  // namespace design_editor_view_test
#include "design_editor_view_test.moc"
