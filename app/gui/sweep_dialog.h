#pragma once
// SweepDialog: what Study → Run sweep… asks for — a built-in sweep spec or a spec file, the number
// of worker threads, whether steady 1 ms electrical steps are merged, and an optional output
// folder (empty: results stay in memory and can be exported afterwards). It only collects choices;
// SweepStudy::start() reads the spec.

#include <QDialog>
#include <QString>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QSpinBox;
class QLabel;
class QPushButton;

namespace podtwin::gui {

class SweepDialog : public QDialog {
  Q_OBJECT

 public:
  explicit SweepDialog(QWidget* parent = nullptr);

  /// "builtin:NAME" or a file path.
  QString specRef() const;
  void setSpecRef(const QString& ref);
  int threads() const;
  void setThreads(int threads);
  QString outDir() const;
  void setOutDir(const QString& dir);
  /// The pod's timing.electrical_macro_steps for every case: the largest merge when "merge steady
  /// electrical steps" is ticked, 0 (as the spec's pod says) when not.
  int electricalMacroSteps() const;
  void setMergeElectricalSteps(bool merge);
  /// Offers the design on screen (named `name`) as the base pod, ticked when `ticked`; `usable`
  /// false (a refused value) leaves the box off and disabled.
  void setDesignOnScreen(const QString& name, bool usable, bool ticked);
  /// The sweep starts from the design on screen instead of the spec's pod.
  bool useDesignOnScreen() const;

 private:
  void updateDescription();

  QComboBox* m_source = nullptr;  ///< built-ins, then "Spec file"
  QLineEdit* m_file = nullptr;
  QPushButton* m_browse = nullptr;
  QLabel* m_description = nullptr;
  QSpinBox* m_threads = nullptr;
  QCheckBox* m_mergeElectrical = nullptr;
  QCheckBox* m_useDesign = nullptr;
  QLineEdit* m_outDir = nullptr;
};

}  // namespace podtwin::gui
