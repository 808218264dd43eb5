#pragma once
// ControlsView: the operator's controls, grouped by equipment (each CDU with its pumps, standby
// logic and supply set point; each rack with its isolation valve and leak isolation; the gensets;
// the grid tie; the battery; the pod and its job; the fabric). Built from the event catalogue's
// operator rows and the pod's object counts, so an operator action added to the catalogue appears
// here without a change to this view. Activating an entry (double-click, Enter, or Apply) emits
// actionRequested; the window sends it to the simulation as the operator's.

#include <QString>
#include <QWidget>
#include <string>
#include <vector>

#include "scenario/event_types.h"

class QTreeWidget;
class QTreeWidgetItem;
class QPushButton;
class QLabel;

namespace podtwin::views {

/// One operator action on one object.
struct ControlAction {
  EventType type = EventType::PumpStart;
  std::string target;       ///< "cdu1/pump2", "rack3", "facility", "grid"
  std::string choiceParam;  ///< the string parameter this entry sets ("mode"), or empty
  std::string choiceValue;  ///< its value ("manual")
  bool needsValue = false;  ///< has number parameters, which the window asks for
  std::string group;        ///< the equipment it belongs to ("cdu1", "rack3", "grid")
  /// Stable name for menus and tests: "control_pump_start_cdu1/pump2", "..._mode_manual".
  std::string id() const;
};

/// Every operator action the pod offers, grouped by equipment in the order the panel lists them
/// (CDUs, racks, gensets, grid, battery, facility, pod, job, fabric, the rest), each group's
/// actions in catalogue order.
std::vector<ControlAction> controlActions(const PodCounts& counts);

/// The text of an action inside its group ("Pump start — pump 2", "CDU standby logic: manual").
QString controlActionText(const ControlAction& a);
/// The group's title ("CDU 1", "Rack 3", "Grid").
QString controlGroupText(const std::string& group);

class ControlsView : public QWidget {
  Q_OBJECT

 public:
  explicit ControlsView(QWidget* parent = nullptr);

  /// Lists the actions of a pod with these counts.
  void setPodCounts(const PodCounts& counts);
  const std::vector<ControlAction>& actions() const { return m_actions; }
  QTreeWidget* tree() const { return m_tree; }
  /// Emits actionRequested for the action `id` (ControlAction::id); false when there is none.
  bool trigger(const std::string& id);

 signals:
  void actionRequested(const podtwin::views::ControlAction& action);

 protected:
  void changeEvent(QEvent* e) override;

 private:
  void rebuild();
  void retranslate();
  void applySelected();

  QTreeWidget* m_tree = nullptr;
  QPushButton* m_apply = nullptr;
  QLabel* m_hint = nullptr;
  std::vector<ControlAction> m_actions;
};

}  // namespace podtwin::views
