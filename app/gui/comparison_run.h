#pragma once
// ComparisonRun: the second run that presenter mode sets beside the live one. It compares this
// pod with the built-in commodity design when the build has one (same scenario, fitted to that
// design), else with the same pod with SHARP off. Events the other design has no equipment for
// (it has no gensets) are left out of its run and named under the comparison table.

#include <QObject>
#include <QString>
#include <optional>
#include <vector>

#include "scenario/event_types.h"
#include "scenario/scenario.h"

class QWidget;

namespace podtwin::views {
class ComparisonView;
}

namespace podtwin::gui {

class SimController;

class ComparisonRun : public QObject {
  Q_OBJECT

 public:
  /// The comparison table is created as a child of `viewParent`.
  ComparisonRun(SimController* ctl, QWidget* viewParent, QObject* parent = nullptr);

  views::ComparisonView* view() const { return m_view; }
  /// Starts the comparison run for the loaded session when `active`, else removes it (a second
  /// run costs as much as the first, so it exists only while it is shown). `podSpec` names the
  /// live pod ("builtin:commodity" is not compared with itself).
  void setup(bool active, const QString& podSpec);
  /// A what-if comparison chosen in the Compare menu (ComparisonWorkbench) is running: while
  /// `chosen`, setup() shows it (titles A and B, sentences about B, `note` under them) instead of
  /// starting or removing a comparison of its own. `presenterOn` says whether to show it now.
  void setChosen(bool chosen, bool presenterOn, const QString& podSpec, const QString& note = {});
  bool isChosen() const { return m_chosen; }
  /// An event injected into the live run: the comparison run takes it where its design can;
  /// otherwise it is named under the table.
  void injected(const Event& e);
  /// The events left out of the comparison run so far.
  const std::vector<Event>& leftOut() const { return m_leftOut; }

 private:
  void noteLeftOut(const Event& e);

  SimController* m_ctl;
  views::ComparisonView* m_view;
  /// The comparison design's counts (to tell which injected events it cannot take); empty while
  /// there is no comparison run.
  std::optional<PodCounts> m_counts;
  std::vector<Event> m_leftOut;
  bool m_chosen = false;
  QString m_chosenNote;
};

}  // namespace podtwin::gui
