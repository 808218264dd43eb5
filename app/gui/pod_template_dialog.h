#pragma once
// PodTemplateDialog: File → New pod from a template. Lists the built-in pods (a scalable unit, the
// reference pod, the 1,024-rack campus, ...) with their size and description; the chosen one opens
// as "builtin:NAME" through the same loader as a pod file.

#include <QDialog>
#include <QString>

class QLabel;
class QListWidget;

namespace podtwin::gui {

class PodTemplateDialog : public QDialog {
  Q_OBJECT

 public:
  explicit PodTemplateDialog(QWidget* parent = nullptr);
  /// "builtin:NAME" of the selected template, empty if none.
  QString selectedSpec() const;
  /// Selects the template with this spec; false if there is none.
  bool selectSpec(const QString& spec);

 private:
  void showDetails();
  QListWidget* m_list = nullptr;
  QLabel* m_details = nullptr;
};

}  // namespace podtwin::gui
