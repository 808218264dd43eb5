// EventEditDialog: a form generated from the catalogue; targets validated against the pod.

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QPushButton>
#include <QtTest>
#include <cmath>
#include "support/test_main.h"

#include "panel_test_data.h"
#include "panels/event_edit_dialog.h"

namespace event_edit_dialog_test {

using namespace podtwin;
using namespace podtwin::views;

class EventEditDialogTest : public QObject {
  Q_OBJECT

 private:
  PodCounts m_counts;

  QPushButton* okButton(EventEditDialog& d) {
    return d.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
  }

 private slots:
  void initTestCase() {
    m_counts = Simulation::countsFor(testdata::defaultPod());
    QCOMPARE(m_counts.racks, 16);  // the brief's "16-rack pod"
  }

  void rejectsMissingRackWithCheckTargetMessage() {
    const Event e = makeEvent(10.0, "power_cap", "rack5", {{"cap_kw", 90.0}}, {}, &m_counts);
    EventEditDialog d(e, &m_counts);
    QVERIFY(d.validationError().isEmpty());
    QVERIFY(okButton(d)->isEnabled());
    d.targetEdit()->setText(QStringLiteral("rack99"));
    const auto expected =
        checkTarget(*findEventSpec("power_cap"), *parseTarget("rack99"), &m_counts);
    QVERIFY(expected.has_value());
    QCOMPARE(d.validationError(), QString::fromStdString(*expected));
    QVERIFY(d.validationError().contains(QStringLiteral("rack99 does not exist")));
    QVERIFY(!okButton(d)->isEnabled());
    d.accept();  // refused: the dialog stays open
    QVERIFY(d.result() != QDialog::Accepted);
    d.targetEdit()->setText(QStringLiteral("rack16"));
    QVERIFY(d.validationError().isEmpty());
  }

  void rejectsMalformedAndWrongShapeTargets() {
    const Event e = makeEvent(0.0, "pump_fail", "cdu1/pump1", {}, {}, &m_counts);
    EventEditDialog d(e, &m_counts);
    d.targetEdit()->setText(QStringLiteral("rack5"));  // pump_fail needs cduN/pumpN
    QVERIFY(d.validationError().contains(QStringLiteral("does not fit pump_fail")));
    d.targetEdit()->setText(QStringLiteral("5rack"));
    QVERIFY(d.validationError().contains(QStringLiteral("not a target")));
    d.targetEdit()->setText(QStringLiteral("cdu1/pump4"));  // 3 pumps per CDU
    QVERIFY(d.validationError().contains(QStringLiteral("pump4 does not exist")));
  }

  void buildsWidgetsFromCatalogue() {
    const Event e = makeEvent(5.0, "grid_brownout", "grid",
                              {{"voltage_pu", 0.6}, {"duration_s", 0.2}}, {}, &m_counts);
    EventEditDialog d(e, &m_counts);
    QDoubleSpinBox* v = d.numberEdit(QStringLiteral("voltage_pu"));
    QVERIFY(v);
    QCOMPARE(v->value(), 0.6);
    QCOMPARE(v->minimum(), 0.0);  // catalogue range [0, 1]
    QCOMPARE(v->maximum(), 1.0);
    QVERIFY(v->suffix().contains(QStringLiteral("p.u.")));
    QVERIFY(d.numberEdit(QStringLiteral("duration_s"))->suffix().contains(QStringLiteral("s")));
    QVERIFY(d.editedEvent() == e);

    // Switching type rebuilds: routing_mode has a string choice, power_smoothing a bool.
    d.typeCombo()->setCurrentIndex(d.typeCombo()->findData(QStringLiteral("routing")));
    QComboBox* mode = d.stringEdit(QStringLiteral("mode"));
    QVERIFY(mode);
    QVERIFY(mode->findData(QStringLiteral("adaptive")) >= 0);  // shown as "Adaptive"
    QVERIFY(!d.numberEdit(QStringLiteral("voltage_pu")));
    QVERIFY(d.validationError().isEmpty());  // the target was reset to a shape that fits
    d.typeCombo()->setCurrentIndex(d.typeCombo()->findData(QStringLiteral("power_smoothing")));
    QVERIFY(d.boolEdit(QStringLiteral("enabled")));
  }

  void openEndedDurationIsInfinity() {
    // grid_outage's duration_s is optional with an infinite default ("until grid_restore").
    const Event e = makeEvent(0.0, "grid_outage", "grid", {}, {}, &m_counts);
    QVERIFY(std::isinf(e.number("duration_s")));
    EventEditDialog d(e, &m_counts);
    QDoubleSpinBox* dur = d.numberEdit(QStringLiteral("duration_s"));
    QVERIFY(dur);
    QCOMPARE(dur->value(), dur->minimum());
    QVERIFY(!dur->specialValueText().isEmpty());
    QVERIFY(d.editedEvent() == e);
    dur->setValue(30.0);
    QCOMPARE(d.editedEvent().number("duration_s"), 30.0);
  }

  void newEventGetsTargetOfRightShape() {
    Event blank;
    blank.type = EventType::PumpFail;
    EventEditDialog d(blank, &m_counts);
    QCOMPARE(d.targetEdit()->text(), QStringLiteral("cdu1/pump1"));
    QVERIFY(d.validationError().isEmpty());
  }

  void unitsFromNames() {
    QCOMPARE(EventEditDialog::unitOf("limit_kw"), QStringLiteral("kW"));
    QCOMPARE(EventEditDialog::unitOf("ramp_up_w_per_s"), QStringLiteral("W/s"));
    QCOMPARE(EventEditDialog::unitOf("delta_c"), QStringLiteral("K"));
    QCOMPARE(EventEditDialog::labelOf("ramp_up_w_per_s"), QStringLiteral("Ramp up"));
  }

  void screenshot() {
    const Event e = makeEvent(3600.0, "heat_wave", "ambient", {{"delta_c", 8.0}}, {}, &m_counts);
    EventEditDialog d(e, &m_counts);
    d.resize(520, d.sizeHint().height());
    QVERIFY(testdata::distinctColours(
                testdata::grabWidget(d, QStringLiteral("event_edit_dialog"))) > 5);
    d.typeCombo()->setCurrentIndex(d.typeCombo()->findData(QStringLiteral("power_cap")));
    d.targetEdit()->setText(QStringLiteral("rack99"));
    d.resize(520, d.sizeHint().height());
    QVERIFY(testdata::distinctColours(
                testdata::grabWidget(d, QStringLiteral("event_edit_dialog_invalid"))) > 5);
  }
};

PODTWIN_TEST_MAIN(EventEditDialogTest)
}  // namespace event_edit_dialog_test
#include "event_edit_dialog_test.moc"
