// Tests for app/gui/event_text: every EventType has a human display name, and the German and
// Japanese catalogues translate each of them.
#include <QtTest>

#include "gui/event_text.h"
#include "gui/language.h"
#include "scenario/event_types.h"

using namespace podtwin;
using podtwin::gui::EventText;
using podtwin::gui::Language;

class EventTextTest : public QObject {
  Q_OBJECT

 private slots:
  void cleanup() { Language::apply(QStringLiteral("en")); }

  void everyTypeHasAnEnglishName() {
    QSet<QString> seen;
    for (std::size_t i = 0; i < kEventTypeCount; ++i) {
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
    for (std::size_t i = 0; i < kEventTypeCount; ++i) {
      english.push_back(EventText::typeName(static_cast<EventType>(i)));
    }
    QVERIFY(Language::apply(code));
    for (std::size_t i = 0; i < kEventTypeCount; ++i) {
      const auto t = static_cast<EventType>(i);
      const QString id = QString::fromStdString(eventTypeName(t));
      const QString name = EventText::typeName(t);
      QVERIFY2(!name.isEmpty(), qPrintable(id));
      QVERIFY2(name != id, qPrintable(id));
      QVERIFY2(name != english[i], qPrintable(id + QStringLiteral(": ") + name));
    }
  }
};

QTEST_MAIN(EventTextTest)
#include "event_text_test.moc"
