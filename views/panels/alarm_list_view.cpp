#include "panels/alarm_list_view.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMenu>
#include <QPainter>
#include <QPushButton>
#include <QStandardItemModel>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <set>

#include "panels/event_log_view.h"
#include "panels/event_text.h"
#include "panels/panel_format.h"

namespace podtwin::views {

namespace {
enum AlarmColumn {
  kAlarmColPriority,
  kAlarmColState,
  kAlarmColFirstOut,
  kAlarmColObject,
  kAlarmColText,
  kAlarmColCount,
  kAlarmColFirst,
  kAlarmColLast,
  kAlarmColCountOf
};
constexpr int kObjectRole = Qt::UserRole + 1;
constexpr int kCodeRole = Qt::UserRole + 2;

/// Each priority takes the colour of one severity of the event log, so the list, the log and the
/// diagrams' alarm marks share one palette.
struct PriorityStyle {
  AlarmPriority priority;
  Severity colorOf;
};
constexpr PriorityStyle kPriorityStyles[] = {{AlarmPriority::Urgent, Severity::Trip},
                                             {AlarmPriority::High, Severity::Alarm},
                                             {AlarmPriority::Medium, Severity::Warning},
                                             {AlarmPriority::Low, Severity::Info}};

/// Shelving times offered: 10 and 30 minutes, an hour, a shift.
constexpr double kShelveDurationsS[] = {600.0, 1800.0, 3600.0, 8.0 * 3600.0};

QIcon paintPriorityIcon(AlarmPriority p) {
  // A filled mark in the priority colour; urgent gets a square so colour-blind users can tell it.
  QPixmap pm(14, 14);
  pm.fill(Qt::transparent);
  QPainter painter(&pm);
  painter.setRenderHint(QPainter::Antialiasing);
  const QColor c = AlarmListView::priorityColor(p);
  painter.setBrush(c);
  painter.setPen(c.darker(130));
  if (p == AlarmPriority::Urgent)
    painter.drawRect(2, 2, 10, 10);
  else
    painter.drawEllipse(2, 2, 10, 10);
  return QIcon(pm);
}

/// The marks, painted once (a flood refreshes the rows at every snapshot).
const QIcon& priorityIcon(AlarmPriority p) {
  static const QIcon icons[] = {
      paintPriorityIcon(AlarmPriority::Low), paintPriorityIcon(AlarmPriority::Medium),
      paintPriorityIcon(AlarmPriority::High), paintPriorityIcon(AlarmPriority::Urgent)};
  return icons[static_cast<int>(p)];
}
}  // namespace

AlarmListView::AlarmListView(QWidget* parent) : QWidget(parent) {
  m_model = new QStandardItemModel(0, kAlarmColCountOf, this);
  m_view = new QTableView(this);
  m_view->setObjectName(QStringLiteral("alarmTable"));
  m_view->setModel(m_model);
  m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
  m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
  m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
  m_view->verticalHeader()->setVisible(false);
  m_view->verticalHeader()->setDefaultSectionSize(22);
  m_view->setWordWrap(false);
  m_view->setAlternatingRowColors(true);
  auto* header = m_view->horizontalHeader();
  header->setMinimumSectionSize(30);
  for (int c : {kAlarmColPriority, kAlarmColState, kAlarmColFirstOut, kAlarmColObject,
                kAlarmColCount, kAlarmColFirst, kAlarmColLast})
    header->setSectionResizeMode(c, QHeaderView::ResizeToContents);
  header->setSectionResizeMode(kAlarmColText, QHeaderView::Stretch);

  m_rate = new QLabel(this);
  m_rate->setObjectName(QStringLiteral("alarmRate"));
  m_counts = new QLabel(this);
  m_counts->setObjectName(QStringLiteral("alarmCounts"));
  m_ack = new QPushButton(this);
  m_ack->setObjectName(QStringLiteral("alarmAck"));
  m_ackAll = new QPushButton(this);
  m_ackAll->setObjectName(QStringLiteral("alarmAckAll"));
  m_shelve = new QToolButton(this);
  m_shelve->setObjectName(QStringLiteral("alarmShelve"));
  m_shelve->setPopupMode(QToolButton::InstantPopup);
  m_shelve->setToolButtonStyle(Qt::ToolButtonTextOnly);
  auto* shelveMenu = new QMenu(m_shelve);
  for (double d : kShelveDurationsS) {
    QAction* a = shelveMenu->addAction(QString());
    a->setObjectName(QStringLiteral("shelve_%1").arg(static_cast<int>(d)));
    a->setData(d);
    connect(a, &QAction::triggered, this, [this, d] { shelveSelected(d); });
  }
  m_shelve->setMenu(shelveMenu);

  auto* bar = new QHBoxLayout;
  bar->addWidget(m_rate);
  bar->addStretch(1);
  bar->addWidget(m_counts);
  bar->addWidget(m_ack);
  bar->addWidget(m_ackAll);
  bar->addWidget(m_shelve);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addLayout(bar);
  layout->addWidget(m_view, 1);

  connect(m_ack, &QPushButton::clicked, this, [this] { acknowledgeSelected(); });
  connect(m_ackAll, &QPushButton::clicked, this, [this] { acknowledgeAll(); });
  connect(m_view, &QTableView::clicked, this, &AlarmListView::onActivated);
  connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
          [this] { updateButtons(); });
  retranslate();
}

AlarmListView::~AlarmListView() = default;

QString AlarmListView::alarmText(const LogEntry& e) {
  return EventText::logMessage(e);
}

QColor AlarmListView::priorityColor(AlarmPriority p) {
  for (const auto& s : kPriorityStyles) {
    if (s.priority == p) return EventLogView::severityColor(s.colorOf, false);
  }
  return EventLogView::severityColor(Severity::Alarm, false);
}

QString AlarmListView::priorityText(AlarmPriority p) {
  switch (p) {
    case AlarmPriority::Low:
      return tr("Low");
    case AlarmPriority::Medium:
      return tr("Medium");
    case AlarmPriority::High:
      return tr("High");
    case AlarmPriority::Urgent:
      return tr("Urgent");
  }
  return QString();
}

QString AlarmListView::stateText(AlarmState s) {
  switch (s) {
    case AlarmState::ActiveUnacked:
      return tr("Active, unacknowledged");
    case AlarmState::ActiveAcked:
      return tr("Active, acknowledged");
    case AlarmState::ClearedUnacked:
      return tr("Cleared, unacknowledged");
  }
  return QString();
}

QString AlarmListView::rateText(int per10Min, AlarmRateLevel level) {
  QString verdict;
  switch (level) {
    case AlarmRateLevel::Acceptable:
      verdict = tr("acceptable (EEMUA 191: ≤ 1)");
      break;
    case AlarmRateLevel::Manageable:
      verdict = tr("manageable (EEMUA 191: ≤ 2)");
      break;
    case AlarmRateLevel::OverDemanding:
      verdict = tr("over-demanding (EEMUA 191: > 2)");
      break;
    case AlarmRateLevel::Flood:
      verdict = tr("flood (EEMUA 191: > 10)");
      break;
  }
  return tr("Alarm rate %1 / 10 min — %2").arg(per10Min).arg(verdict);
}

QString AlarmListView::rateLabelText() const {
  return m_rate->text();
}

QString AlarmListView::countsLabelText() const {
  return m_counts->text();
}

void AlarmListView::retranslate() {
  m_model->setHorizontalHeaderLabels({tr("Priority"), tr("State"), tr("First out"), tr("Object"),
                                      tr("Alarm"), tr("Count"), tr("First raised"),
                                      tr("Last raised")});
  m_model->horizontalHeaderItem(kAlarmColFirstOut)
      ->setToolTip(tr("The first alarm of a burst: raised when nothing else was active and no "
                      "alarm had been raised for %1 minutes")
                       .arg(AlarmList::kFirstOutQuietS / 60.0, 0, 'f', 0));
  m_model->horizontalHeaderItem(kAlarmColCount)
      ->setToolTip(tr("How often the alarm was raised since it appeared in the list"));
  m_ack->setText(tr("Acknowledge"));
  m_ack->setToolTip(tr("Acknowledge the selected alarms"));
  m_ackAll->setText(tr("Acknowledge all"));
  m_ackAll->setToolTip(tr("Acknowledge every alarm shown (shelved alarms stay as they are)"));
  m_shelve->setText(tr("Shelve"));
  m_shelve->setToolTip(
      tr("Hide the selected alarms for a while; they come back by themselves when the time is up"));
  const QString durations[] = {tr("for 10 minutes"), tr("for 30 minutes"), tr("for 1 hour"),
                               tr("for 8 hours (a shift)")};
  const auto actions = m_shelve->menu()->actions();
  for (int i = 0; i < actions.size() && i < 4; ++i) actions[i]->setText(durations[i]);
  refresh();
}

void AlarmListView::changeEvent(QEvent* e) {
  if (e->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(e);
}

void AlarmListView::append(const std::vector<LogEntry>& entries) {
  if (entries.empty()) return;
  const bool anyAlarm = std::any_of(entries.begin(), entries.end(), &AlarmList::isAlarm);
  m_list.add(entries);
  m_timeS = std::max(m_timeS, m_list.nowS());
  if (anyAlarm)
    refresh();
  else
    updateLabels();
}

void AlarmListView::clear() {
  m_list.clear();
  m_timeS = 0.0;
  refresh();
}

void AlarmListView::setTimeS(double tS) {
  m_timeS = tS;
  m_list.advanceTo(tS);
  // A shelf that expired brings its row back.
  if (m_list.shelvedCount() != m_lastShelved)
    refresh();
  else
    updateLabels();
}

double AlarmListView::actionTimeS() const {
  return std::max(m_timeS, m_list.nowS());
}

int AlarmListView::visibleCount() const {
  return m_model->rowCount();
}

void AlarmListView::refresh() {
  const auto keep = selectedKeys();
  const auto rows = m_list.visibleRows();
  m_model->setRowCount(static_cast<int>(rows.size()));
  QFont bold = m_view->font();
  bold.setBold(true);
  const QColor grey = EventLogView::severityColor(Severity::Info, true);
  for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
    const AlarmRow& a = *rows[static_cast<std::size_t>(r)];
    auto set = [&](int col, const QString& text) {
      QStandardItem* item = m_model->item(r, col);
      if (item == nullptr) {
        item = new QStandardItem;
        m_model->setItem(r, col, item);
      }
      item->setText(text);
      item->setIcon(QIcon());
      item->setData(QVariant(), Qt::ForegroundRole);
      item->setFont(a.unacknowledged() ? bold : m_view->font());
      return item;
    };
    // The priority colour is on the mark; texts keep the palette's colour, which stays readable
    // on the dark style (the urgent dark red would not).
    QStandardItem* pri = set(kAlarmColPriority, priorityText(a.priority));
    pri->setIcon(priorityIcon(a.priority));
    QStandardItem* state = set(kAlarmColState, stateText(a.state));
    if (a.state == AlarmState::ClearedUnacked) state->setForeground(grey);
    set(kAlarmColFirstOut, a.firstOut ? tr("1st") : QString())
        ->setToolTip(a.firstOut ? tr("First out: the first alarm of this burst") : QString());
    QStandardItem* obj = set(kAlarmColObject, EventText::logObject(a.object));
    obj->setData(QString::fromStdString(a.object), kObjectRole);
    obj->setData(QString::fromStdString(a.code), kCodeRole);
    QStandardItem* text = set(kAlarmColText, alarmText(a.lastEntry));
    text->setToolTip(QString::fromStdString(a.code));
    if (a.state == AlarmState::ClearedUnacked) text->setForeground(grey);
    QStandardItem* count = set(kAlarmColCount, QString::number(a.count));
    count->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    set(kAlarmColFirst, formatSimTime(a.firstRaiseS))
        ->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    set(kAlarmColLast, formatSimTime(a.lastRaiseS))
        ->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
  }
  // The same alarms stay selected however the rows moved.
  {
    const QSignalBlocker block(m_view->selectionModel());
    m_view->selectionModel()->clearSelection();
    for (int r = 0; r < m_model->rowCount(); ++r) {
      const QStandardItem* obj = m_model->item(r, kAlarmColObject);
      const std::pair key{obj->data(kObjectRole).toString().toStdString(),
                          obj->data(kCodeRole).toString().toStdString()};
      if (std::find(keep.begin(), keep.end(), key) != keep.end())
        m_view->selectionModel()->select(m_model->index(r, 0),
                                         QItemSelectionModel::Select | QItemSelectionModel::Rows);
    }
  }
  m_lastShelved = m_list.shelvedCount();
  updateLabels();
  updateButtons();
}

void AlarmListView::updateLabels() {
  const int rate = m_list.ratePer10Min();
  const AlarmRateLevel level = m_list.rateLevel();
  const QString rateText = AlarmListView::rateText(rate, level);
  if (m_rate->text() != rateText) {
    m_rate->setText(rateText);
    const QColor c = level == AlarmRateLevel::Flood           ? priorityColor(AlarmPriority::High)
                     : level == AlarmRateLevel::OverDemanding ? priorityColor(AlarmPriority::Medium)
                                                              : QColor();
    m_rate->setStyleSheet(
        c.isValid() ? QStringLiteral("color: %1; font-weight: bold;").arg(c.name()) : QString());
  }
  const int unacked = m_list.unacknowledgedCount();
  const int active = m_list.activeCount();
  const int shelved = m_list.shelvedCount();
  QString counts = tr("%1 unacknowledged · %2 active").arg(unacked).arg(active);
  if (shelved > 0) counts += tr(" · %1 shelved").arg(shelved);
  if (m_counts->text() != counts) m_counts->setText(counts);
  if (unacked != m_lastUnacked || active != m_lastActive) {
    m_lastUnacked = unacked;
    m_lastActive = active;
    emit countsChanged(unacked, active);
  }
}

void AlarmListView::updateButtons() {
  const auto keys = selectedKeys();
  bool anyUnacked = false;
  for (const auto& [object, code] : keys) {
    const AlarmRow* row = m_list.find(object, code);
    anyUnacked |= row != nullptr && row->unacknowledged();
  }
  m_ack->setEnabled(anyUnacked);
  m_ackAll->setEnabled(m_list.unacknowledgedCount() > 0);
  m_shelve->setEnabled(!keys.empty());
}

std::vector<std::pair<std::string, std::string>> AlarmListView::selectedKeys() const {
  std::vector<std::pair<std::string, std::string>> out;
  std::set<int> rows;
  for (const QModelIndex& i : m_view->selectionModel()->selectedIndexes()) rows.insert(i.row());
  for (int r : rows) {
    const QStandardItem* obj = m_model->item(r, kAlarmColObject);
    if (obj == nullptr) continue;
    out.emplace_back(obj->data(kObjectRole).toString().toStdString(),
                     obj->data(kCodeRole).toString().toStdString());
  }
  return out;
}

bool AlarmListView::selectAlarm(const std::string& object, const std::string& code) {
  for (int r = 0; r < m_model->rowCount(); ++r) {
    const QStandardItem* obj = m_model->item(r, kAlarmColObject);
    if (obj->data(kObjectRole).toString().toStdString() == object &&
        obj->data(kCodeRole).toString().toStdString() == code) {
      m_view->selectionModel()->select(
          m_model->index(r, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
      m_view->scrollTo(m_model->index(r, 0));
      return true;
    }
  }
  return false;
}

int AlarmListView::acknowledgeSelected() {
  int n = 0;
  for (const auto& [object, code] : selectedKeys())
    n += m_list.acknowledge(object, code, actionTimeS());
  if (n > 0) refresh();
  return n;
}

int AlarmListView::acknowledgeAll() {
  const int n = m_list.acknowledgeAll(actionTimeS());
  if (n > 0) refresh();
  return n;
}

int AlarmListView::shelveSelected(double durationS) {
  int n = 0;
  for (const auto& [object, code] : selectedKeys())
    n += m_list.shelve(object, code, actionTimeS(), durationS);
  if (n > 0) refresh();
  return n;
}

void AlarmListView::onActivated(const QModelIndex& index) {
  if (!index.isValid()) return;
  const QString object = m_model->item(index.row(), kAlarmColObject)->data(kObjectRole).toString();
  if (!object.isEmpty()) emit objectActivated(object);
}

}  // namespace podtwin::views
