#pragma once
// ComparisonView: two runs side by side ("This pod" vs "Commodity design"), KPI by KPI with deltas,
// in three sections (measured so far, now, projected at the average rate so far), each with a
// sentence saying which it is.

#include <QString>
#include <QWidget>
#include <vector>

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
  /// Which run the sentences and the difference column speak of: a (the default: "This pod
  /// finishes … compared with the commodity design", a − b) or b ("B finishes 1.2 days later and
  /// costs $321 k more compared with A", b − a), for a what-if B set against the live run A.
  void setSubjectB(bool subjectB);
  bool subjectIsB() const { return m_subjectB; }
  /// a = this pod, b = the reference design; deltas are a relative to b.
  void updateSnapshots(const Snapshot& a, const Snapshot& b);

  /// A line under the sentences saying what the comparison leaves out (events the other design
  /// has nothing for); empty hides it.
  void setNote(const QString& note);
  QString note() const;

  /// The projection sentence ("This pod finishes 12.3 days sooner and saves $4.1 M."), from the
  /// average rates so far, under the heading projectedHeading().
  QString explanation() const;
  /// The measured sentence ("This pod has trained 4.2 % more tokens than …"), under
  /// measuredHeading() ("Measured so far (0:10:00 simulated)").
  QString measuredText() const;
  QString measuredHeading() const;
  QString projectedHeading() const;
  /// The table's section headings, in order.
  QStringList sectionTitles() const;
  /// Row labels and the delta text of a row (tests).
  QStringList rowLabels() const;
  QString deltaText(const QString& rowLabel) const;
  QString valueText(const QString& rowLabel, int column) const;

  /// "$4.1 M", "$820 k", "$950".
  static QString formatUsd(double usd);
  /// The explanation for a time and cost saving of a over b (positive = a better).
  static QString explain(const QString& titleA, const QString& titleB, double daysSooner,
                         double usdSaved);
  /// The measured sentence: a's tokens over b's and a's cost per token under b's, in percent.
  static QString explainSoFar(const QString& titleA, const QString& titleB, double tokensMorePct,
                              double costPerTokenLowerPct);

 protected:
  void changeEvent(QEvent* e) override;

 private:
  /// Headings and row names in the current language.
  void retranslate();
  struct Row {
    QString label;
    QLabel* name = nullptr;
    QLabel* a = nullptr;
    QLabel* b = nullptr;
    QLabel* delta = nullptr;
  };
  void addRow(const QString& label, int gridRow);

  QLabel* m_headDelta = nullptr;
  QString m_titleA;
  QString m_titleB;
  bool m_subjectB = false;
  QLabel* m_headA = nullptr;
  QLabel* m_headB = nullptr;
  QLabel* m_measuredHead = nullptr;
  QLabel* m_measured = nullptr;
  QLabel* m_projectedHead = nullptr;
  QLabel* m_explanation = nullptr;
  QLabel* m_note = nullptr;
  std::vector<QLabel*> m_sectionHeads;
  QGridLayout* m_grid = nullptr;
  std::vector<Row> m_rows;
};

}  // namespace podtwin::views
