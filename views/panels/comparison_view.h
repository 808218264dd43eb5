#pragma once
// ComparisonView: two runs side by side ("This pod" vs "Commodity design"), KPI by KPI with deltas,
// and an explanation line ("finishes 12.3 days sooner, saves $4.1 M").

#include <QString>
#include <QWidget>

#include "sim/snapshot.h"

class QLabel;
class QGridLayout;

namespace podtwin::views {

class ComparisonView : public QWidget {
  Q_OBJECT

 public:
  explicit ComparisonView(QWidget* parent = nullptr);
  ~ComparisonView() override;

  void setTitles(const QString& a, const QString& b);
  /// a = this pod, b = the reference design; deltas are a relative to b.
  void updateSnapshots(const Snapshot& a, const Snapshot& b);

  /// The explanation sentence ("This pod finishes 12.3 days sooner and saves $4.1 M.").
  QString explanation() const;
  /// Row labels and the delta text of a row (tests).
  QStringList rowLabels() const;
  QString deltaText(const QString& rowLabel) const;
  QString valueText(const QString& rowLabel, int column) const;

  /// "$4.1 M", "$820 k", "$950".
  static QString formatUsd(double usd);
  /// The explanation for a time and cost saving of a over b (positive = a better).
  static QString explain(const QString& titleA, const QString& titleB, double daysSooner,
                         double usdSaved);

 private:
  struct Row {
    QString label;
    QLabel* name = nullptr;
    QLabel* a = nullptr;
    QLabel* b = nullptr;
    QLabel* delta = nullptr;
  };
  Row& row(const QString& label);

  QString m_titleA;
  QString m_titleB;
  QLabel* m_headA = nullptr;
  QLabel* m_headB = nullptr;
  QLabel* m_explanation = nullptr;
  QGridLayout* m_grid = nullptr;
  std::vector<Row> m_rows;
};

}  // namespace podtwin::views
