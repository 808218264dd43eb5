// Tests for app/gui/language: where the catalogues come from. An installed catalogue
// (<prefix>/share/podtwin/translations) wins over the copy embedded in the binary; a missing or
// damaged one falls back to the embedded copy; a language with no catalogue anywhere is refused and
// the previous one stays. scripts/test-install.sh checks the same against the installed package.
#include <QDialogButtonBox>
#include <QPushButton>
#include <QtTest>
#include "support/test_main.h"

#include "gui/language.h"

namespace language_test {

using podtwin::gui::Language;

namespace {
const char* kGermanTitle = "PodTwin — digitaler Zwilling eines KI-Trainings-Pods";
QString title() {
  return QCoreApplication::translate("podtwin::gui::MainWindow",
                                     "PodTwin — AI training pod digital twin");
}
}  // namespace

class LanguageTest : public QObject {
  Q_OBJECT

 private slots:
  void cleanup() {
    Language::setSearchPath({});
    Language::apply(QStringLiteral("en"));
  }

  void defaultPathIsInstalledDirThenEmbedded() {
    const QStringList path = Language::searchPath();
    QCOMPARE(path.size(), 2);
    // <dir of the executable>/../share/podtwin/translations with the default GNUInstallDirs layout.
    QCOMPARE(path[0], QDir::cleanPath(QCoreApplication::applicationDirPath() +
                                      QStringLiteral("/../share/podtwin/translations")));
    QCOMPARE(path[1], QStringLiteral(":/i18n"));
  }

  void buildTreeUsesTheEmbeddedCatalogue() {
    QVERIFY(Language::apply(QStringLiteral("de")));
    QCOMPARE(Language::catalogue(), QStringLiteral(":/i18n/podtwin_de.qm"));
    QCOMPARE(title(), QString::fromUtf8(kGermanTitle));
    QVERIFY(Language::apply(QStringLiteral("en")));
    QCOMPARE(Language::catalogue(), QString());
    QCOMPARE(title(), QStringLiteral("PodTwin — AI training pod digital twin"));
  }

  void installedCatalogueWins() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString installed = dir.filePath(QStringLiteral("podtwin_de.qm"));
    QVERIFY(QFile::copy(QStringLiteral(":/i18n/podtwin_de.qm"), installed));
    Language::setSearchPath({dir.path(), QStringLiteral(":/i18n")});
    QVERIFY(Language::apply(QStringLiteral("de")));
    QCOMPARE(Language::catalogue(), installed);
    QCOMPARE(title(), QString::fromUtf8(kGermanTitle));
  }

  void damagedCatalogueFallsBackToEmbedded() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile bad(dir.filePath(QStringLiteral("podtwin_de.qm")));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write("not a Qt catalogue");
    bad.close();
    Language::setSearchPath({dir.path(), QStringLiteral(":/i18n")});
    QVERIFY(Language::apply(QStringLiteral("de")));
    QCOMPARE(Language::catalogue(), QStringLiteral(":/i18n/podtwin_de.qm"));
    QCOMPARE(title(), QString::fromUtf8(kGermanTitle));
  }

  // Qt's own strings (the standard buttons of every dialog) come from Qt's catalogue, which
  // Debian ships in qt6-translations-l10n (scripts/setup.sh installs it; the package recommends
  // it).
  void standardButtonsFollowTheLanguage() {
    auto cancelText = [] {
      QDialogButtonBox box(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
      return box.button(QDialogButtonBox::Cancel)->text();
    };
    QVERIFY(Language::apply(QStringLiteral("de")));
    QCOMPARE(cancelText(), QStringLiteral("Abbrechen"));
    QVERIFY(Language::apply(QStringLiteral("ja")));
    QCOMPARE(cancelText(), QString::fromUtf8("キャンセル"));
    QVERIFY(Language::apply(QStringLiteral("en")));
    QCOMPARE(cancelText(), QStringLiteral("Cancel"));
  }

  void noCatalogueAnywhereKeepsThePreviousLanguage() {
    QVERIFY(Language::apply(QStringLiteral("ja")));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Language::setSearchPath({dir.path()});
    QVERIFY(!Language::apply(QStringLiteral("de")));
    QCOMPARE(Language::current(), QStringLiteral("ja"));
    QCOMPARE(Language::catalogue(), QStringLiteral(":/i18n/podtwin_ja.qm"));
  }
};

PODTWIN_TEST_MAIN(LanguageTest)
}  // namespace language_test
#include "language_test.moc"
