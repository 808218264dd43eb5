#pragma once
// EventEditDialog: a form generated from the event catalogue (eventSpec(type).params): spin
// boxes with units and ranges for numbers, check boxes for bools, combo boxes for strings, and a
// target field checked with checkTarget against the pod's counts.

#include <QDialog>
#include <map>

#include "scenario/scenario.h"

class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QLabel;
class QFormLayout;
class QCheckBox;
class QDialogButtonBox;

namespace podtwin::views {

class EventEditDialog : public QDialog {
  Q_OBJECT

 public:
  /// `counts` may be nullptr (targets then only checked for shape).
  EventEditDialog(const Event& initial, const PodCounts* counts, QWidget* parent = nullptr);

  /// The event as edited (valid when validationError() is empty).
  Event editedEvent() const;
  /// Empty when the form is valid, else the sentence shown under the form (checkTarget's message
  /// for a bad target).
  QString validationError() const;

  /// Widgets for tests and for the caller to pre-fill.
  QComboBox* typeCombo() const { return m_type; }
  QLineEdit* targetEdit() const { return m_target; }
  QDoubleSpinBox* timeEdit() const { return m_time; }
  QDoubleSpinBox* numberEdit(const QString& param) const;
  QCheckBox* boolEdit(const QString& param) const;
  QComboBox* stringEdit(const QString& param) const;

  /// Splits a parameter name into label and unit ("limit_kw" -> "limit", "kW").
  static QString unitOf(const std::string& paramName);
  /// The label shown for a parameter, without its unit (EventText::paramLabel).
  static QString labelOf(const std::string& paramName);

 public slots:
  void accept() override;

 private slots:
  void onTypeChanged();
  void revalidate();

 private:
  void buildParams(const Event* values);
  /// The catalogue row of the type chosen in the combo (it lists only catalogue types).
  const EventSpec& currentSpec() const;

  PodCounts m_counts;
  bool m_haveCounts = false;
  EventType m_initialType = EventType::GensetTrip;
  EventSource m_initialSource = EventSource::Failure;
  QComboBox* m_type = nullptr;
  QLineEdit* m_target = nullptr;
  QDoubleSpinBox* m_time = nullptr;
  QLabel* m_targetHint = nullptr;
  QLabel* m_description = nullptr;
  QLabel* m_error = nullptr;
  QFormLayout* m_paramForm = nullptr;
  QWidget* m_paramBox = nullptr;
  QDialogButtonBox* m_buttons = nullptr;
  std::map<std::string, QDoubleSpinBox*> m_numbers;
  std::map<std::string, QCheckBox*> m_bools;
  std::map<std::string, QComboBox*> m_strings;
};

}  // namespace podtwin::views
