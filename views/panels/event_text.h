#pragma once
// The one catalogue of displayed event words, for the views and the application alike: event type
// names, domain names, object names ("CDU 1, pump 2"), the events that fit a clicked object, and
// the sentence of every event log entry in the user's language, built from the entry's code and
// parameters with numbers in the user's locale (German decimal comma).

#include <QCoreApplication>
#include <QString>
#include <vector>

#include "core/event_log.h"
#include "scenario/event_types.h"
#include "sim/snapshot.h"

namespace podtwin::views {

/// One context-menu entry: "Fail pump 2 of CDU 1" → type PumpFail, target cdu1/pump2.
struct ObjectEvent {
  QString label;
  EventType type = EventType::GensetTrip;
  std::string target;
};

class EventText {
  Q_DECLARE_TR_FUNCTIONS(EventText)

 public:
  /// The row's display name in the current language ("Pump failure"); a row without one shows its
  /// spelling ("test_beacon").
  static QString typeName(EventType type);
  /// The catalogue's description of a type in the current language ("A CDU pump fails and coasts
  /// down."); English is the catalogue's own text.
  static QString description(EventType type);
  /// A parameter's help text in the current language (the catalogue's ParamSpec::help in English).
  static QString paramHelp(EventType type, const std::string& param);
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
  /// A scenario parameter's label without its unit ("duration_s" → "Duration"); a name this
  /// catalogue does not know is shown with its underscores as spaces.
  static QString paramLabel(const std::string& name);
  /// A string parameter's value as shown ("ecmp" → "ECMP").
  static QString choiceName(const std::string& value);
  /// The display text of a log entry: its sentence in the current language, filled from its
  /// parameters (LogEntry::params) with numbers in the current locale. An entry whose code this
  /// catalogue does not know shows its English message.
  static QString logMessage(const LogEntry& e);
  /// The display name of a log entry's object ("cdu1/pump2" → "CDU 1, pump 2"; "job" → "Training
  /// job"); an object that is not a target shows as written.
  static QString logObject(const std::string& object);
  /// `value` with `decimals` in the current locale ("1,5" in German); non-finite gives "—".
  static QString number(double value, int decimals);
};

}  // namespace podtwin::views
