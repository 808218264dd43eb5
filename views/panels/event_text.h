#pragma once
// Translated, human names for the event catalogue (menus, dialogs, the 3D context menu): event type
// names, domain names, object names ("CDU 1 pump 2") and the events that fit a clicked object.

#include <QCoreApplication>
#include <QString>
#include <vector>

#include "scenario/event_types.h"
#include "sim/snapshot.h"

namespace podtwin::gui {

/// One context-menu entry: "Fail pump 2 of CDU 1" → type PumpFail, target cdu1/pump2.
struct ObjectEvent {
  QString label;
  EventType type = EventType::GensetTrip;
  std::string target;
};

class EventText {
  Q_DECLARE_TR_FUNCTIONS(EventText)

 public:
  /// The translated display name ("Pump failure"); every EventType has one.
  static QString typeName(EventType type);
  static QString domainName(EventDomain d);
  /// "cdu1/pump2" → "CDU 1, pump 2"; "grid" → "Grid".
  static QString objectName(const QString& target);
  /// The events whose target shape fits `object` ("cdu1", "rack5", "spine3", "leaf2/spine5",
  /// "genset1", "bess", "drycooler2", "network", "grid"), with their concrete targets; for a CDU
  /// also one entry per pump.
  static std::vector<ObjectEvent> eventsForObject(const QString& object, const PodCounts& counts);
  /// Why an operator's injection would do nothing in the state `s` ("CDU 1, pump 2 has already
  /// failed"), or empty when it would act: failing what has failed, restoring what runs, tripping a
  /// genset that is not running, starting one that runs.
  static QString alreadyInState(EventType type, const std::string& target, const Snapshot& s);
};

}  // namespace podtwin::gui
