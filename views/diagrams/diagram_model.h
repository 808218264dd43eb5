#pragma once
// DiagramModel: what a control-room diagram shows, without painting it. Two kinds: the electrical
// single-line (utility tie, gensets with their breakers, the AC bus and its feeders, the rectifier,
// the DC bus with the battery and its converter, one feed per rack grouped by row) and the cooling
// P&ID (dry coolers, the facility loop, each CDU with its control valve, plate heat exchanger and
// pumps, each rack's isolation valve, manifold and leak detector). The topology comes from the
// PodConfig; the live values and states from the Snapshot and the alarm log. Positions are in
// diagram units (the view scales them to its size). Lists longer than the diagram can show (a
// campus's gensets, racks, CDUs, dry coolers) are grouped; drillInto() shows one group's members.

#include <QCoreApplication>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <deque>
#include <limits>
#include <map>
#include <string>
#include <vector>

#include "config/pod_config.h"
#include "core/event_log.h"
#include "sim/snapshot.h"

namespace podtwin::views {

enum class DiagramKind { Electrical, Cooling };

/// One live value beside a piece of equipment: "P 652 kW".
struct DiagramValue {
  std::string
      key;        ///< "power_kw", "supply_c" (tests and the faceplate's trend look values up by it)
  QString label;  ///< short, translated ("P", "Supply")
  double value = std::numeric_limits<double>::quiet_NaN();
  QString unit;
  int decimals = 0;
  /// The normal range where the pod defines one (set points, alarm limits); NaN = none.
  double normalLo = std::numeric_limits<double>::quiet_NaN();
  double normalHi = std::numeric_limits<double>::quiet_NaN();
  /// "652 kW" (formatValue), as painted.
  QString text() const;
  /// "27.0 – 33.0 °C", empty without a range.
  QString rangeText() const;
  bool outOfRange() const;
};

struct DiagramElement {
  enum class Kind {
    Utility,
    Genset,
    Breaker,
    Bus,
    Rectifier,
    Converter,
    Battery,
    Load,
    RackFeed,
    Group,
    DryCooler,
    ControlValve,
    HeatExchanger,
    Pump,
    IsolationValve,
    Rack,
    LeakDetector,
    CduSkid,
    Instrument,
  };
  /// ISA-101: Normal and Off are grey (Off hollow: stopped, standby, open); the others colour.
  enum class Status { Normal, Off, Abnormal, Alarm, Trip };

  Kind kind = Kind::Load;
  std::string id;      ///< unique in the diagram: "genset1", "genset1/breaker", "cdu1/valve"
  std::string target;  ///< the object a click opens ("genset1", "cdu1/pump2", "rack5"), "" = none
  QRectF rect;         ///< diagram units
  QString label;       ///< "G1", "P2", "R5", "Row 1"
  QString stateText;   ///< translated: "on line", "tripped", "running", "standby"
  Status status = Status::Normal;
  bool closed = true;    ///< breakers: closed (conducting)
  double opening = 1.0;  ///< valves: 0 shut .. 1 open
  /// Highest severity of the object's active alarms in the log (Severity), -1 = none.
  int alarmSeverity = -1;
  std::vector<DiagramValue> values;
  bool inlineValues = false;  ///< values drawn in one row (a header instrument), not stacked
  int section = -1;           ///< Group: which list it stands for (DiagramModel::Section)
  int group = -1;             ///< Group: index of the group in its section
  int members = 0;            ///< Group: how many objects it stands for
  const DiagramValue* value(const std::string& key) const;
};

/// A connection: a power branch or a pipe, drawn through `points`.
struct DiagramLine {
  enum class Medium { Ac, Dc, FacilitySupply, FacilityReturn, SecondarySupply, SecondaryReturn };
  std::string id;  ///< "genset1/branch", "cdu1/secondary_supply"
  Medium medium = Medium::Ac;
  std::vector<QPointF> points;
  bool bus = false;  ///< a bus bar or header (drawn thick)
  /// Electrical branches: kW along the points' direction (negative = against it); NaN = no value.
  double powerKw = std::numeric_limits<double>::quiet_NaN();
  bool live = true;  ///< energised / flowing
};

/// A text label that belongs to no element (bus names, row titles, section headings).
struct DiagramLabel {
  QPointF pos;  ///< left end of the baseline, diagram units
  QString text;
  bool heading = false;
};

class DiagramModel {
  Q_DECLARE_TR_FUNCTIONS(DiagramModel)

 public:
  /// Lists that are grouped on a large pod.
  enum Section : int { kGensets = 0, kRacks = 1, kCdus = 2, kDryCoolers = 3, kSectionCount = 4 };
  /// Most members a section shows one by one before it is grouped (and most groups shown).
  static int maxShown(int section);

  explicit DiagramModel(DiagramKind kind);

  DiagramKind kind() const { return m_kind; }
  /// Builds the topology of `pod` at the overview level.
  void setPod(const PodConfig& pod);
  /// Takes the live values and states; keeps a copy for the faceplate.
  void updateSnapshot(const Snapshot& s);
  /// Alarm bookkeeping as the alarm list does it: Warning and worse are active until an entry with
  /// cleared = true and the same object and code.
  void appendLog(const std::vector<LogEntry>& entries);
  void clearLog();
  /// Builds the texts again in the current language (state, drill-down and alarms are kept).
  void retranslate() { rebuild(); }
  /// Active alarms of `target` and its parts ("cdu1" includes "cdu1/pump2"): (severity, message in
  /// the current language).
  std::vector<std::pair<Severity, QString>> activeAlarms(const std::string& target) const;

  /// Shows the members of group `group` of `section` one by one. False if there is no such group.
  bool drillInto(int section, int group);
  void drillUp();
  bool isDrilled() const { return m_drillSection >= 0; }
  /// The members [first, last) of a group (0-based object indices).
  std::pair<int, int> groupRange(int section, int group) const;
  int groupCount(int section) const;
  int memberCount(int section) const;

  const std::vector<DiagramElement>& elements() const { return m_elements; }
  const std::vector<DiagramLine>& lines() const { return m_lines; }
  const std::vector<DiagramLabel>& labels() const { return m_labels; }
  QSizeF size() const { return m_size; }
  const DiagramElement* element(const std::string& id) const;
  const DiagramLine* line(const std::string& id) const;
  int count(DiagramElement::Kind kind) const;
  /// The element a click at `p` (diagram units) hits, nullptr if none (the smallest that contains
  /// it).
  const DiagramElement* elementAt(const QPointF& p) const;

  /// The faceplate of an object: its title, state and every value the diagram knows for it.
  struct Faceplate {
    QString title;
    QString stateText;
    DiagramElement::Status status = DiagramElement::Status::Normal;
    std::vector<DiagramValue> values;
    std::string trendKey;  ///< the value the faceplate's trend follows
  };
  Faceplate faceplate(const std::string& target) const;
  /// Human name of a target ("Genset 1", "CDU 1 pump 2", "Rack 5").
  static QString objectTitle(const std::string& target);

  /// Simulated seconds of trend each faceplate keeps.
  static constexpr double kTrendWindowS = 300.0;
  /// The trend of `target`'s faceplate key value: (simulated time s, value), oldest first, over
  /// the last kTrendWindowS of the snapshots this model was given (empty for an unknown target).
  const std::deque<std::pair<double, double>>& history(const std::string& target) const;

  const Snapshot& snapshot() const { return m_snap; }
  const PodConfig& pod() const { return m_pod; }

 private:
  void rebuild();
  void buildElectrical();
  void buildCooling();
  void applySnapshot();
  void applyElectrical();
  void applyCooling();
  DiagramElement& add(DiagramElement::Kind kind, const std::string& id, const std::string& target,
                      const QRectF& rect, const QString& label);
  DiagramLine& addLine(const std::string& id, DiagramLine::Medium m, std::vector<QPointF> pts,
                       bool bus = false);
  void addLabel(const QPointF& pos, const QString& text, bool heading = false);
  DiagramElement* find(const std::string& id);
  DiagramLine* findLine(const std::string& id);
  /// Which members of a section the layout shows: one entry per drawn item, each a range of
  /// objects [first, last) and the group index it stands for (-1 = a single object).
  struct Item {
    int first = 0;
    int last = 0;
    int group = -1;
  };
  std::vector<Item> itemsOf(int section) const;
  int rackCdu(int rack) const;
  int rackRow(int rack) const;
  void applyAlarms();
  void recordHistory();

  DiagramKind m_kind;
  PodConfig m_pod;
  bool m_havePod = false;
  Snapshot m_snap;
  bool m_haveSnap = false;
  int m_drillSection = -1;
  int m_drillGroup = -1;
  std::vector<DiagramElement> m_elements;
  std::vector<DiagramLine> m_lines;
  std::vector<DiagramLabel> m_labels;
  std::map<std::string, std::size_t> m_index;
  std::map<std::string, std::size_t> m_lineIndex;
  QSizeF m_size;
  std::map<std::string, std::deque<std::pair<double, double>>> m_history;
  /// Active alarms: (object, code) → (severity, message).
  std::map<std::pair<std::string, std::string>, LogEntry> m_active;
};

}  // namespace podtwin::views
