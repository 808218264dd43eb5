#include "panels/event_log_view.h"

#include <QComboBox>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QStyle>
#include <QTableView>
#include <QTextStream>
#include <QVBoxLayout>
#include <algorithm>
#include <map>
#include <utility>

#include "panels/event_text.h"
#include "panels/panel_format.h"
#include "panels/source_badge.h"

namespace podtwin::views {

namespace {
enum LogColumn {
  kLogColTime,
  kLogColSeverity,
  kLogColObject,
  kLogColMessage,
  kLogColCode,
  kLogColSource,
  kLogColCount
};
constexpr int kSeverityRole = Qt::UserRole + 1;
constexpr int kTimeRole = Qt::UserRole + 2;
constexpr int kClearedRole = Qt::UserRole + 3;
constexpr int kObjectIdRole =
    Qt::UserRole + 4;  ///< the object as the model names it ("cdu1/pump2")
constexpr int kSourceRole = Qt::UserRole + 5;

int rank(Severity s) {
  return static_cast<int>(s);
}

QIcon severityIcon(Severity s, bool cleared) {
  // A filled dot in the severity colour; trips get a square so colour-blind users can tell them.
  QPixmap pm(14, 14);
  pm.fill(Qt::transparent);
  QPainter p(&pm);
  p.setRenderHint(QPainter::Antialiasing);
  const QColor c = EventLogView::severityColor(s, cleared);
  p.setBrush(c);
  p.setPen(c.darker(130));
  if (s == Severity::Trip && !cleared)
    p.drawRect(2, 2, 10, 10);
  else
    p.drawEllipse(2, 2, 10, 10);
  return QIcon(pm);
}

QString csvField(const QString& s) {
  if (!s.contains(QLatin1Char(',')) && !s.contains(QLatin1Char('"')) &&
      !s.contains(QLatin1Char('\n')))
    return s;
  QString q = s;
  q.replace(QLatin1Char('"'), QStringLiteral("\"\""));
  return QLatin1Char('"') + q + QLatin1Char('"');
}
}  // namespace

/// Filters rows by minimum severity and a case-insensitive substring over the object (as shown and
/// as the model names it), the code and the message.
class EventLogFilterModel : public QSortFilterProxyModel {
 public:
  using QSortFilterProxyModel::QSortFilterProxyModel;
  void setMinimum(Severity s) {
    m_minimum = s;
    invalidateFilter();
  }
  void setText(const QString& t) {
    m_text = t.trimmed();
    invalidateFilter();
  }
  void setSourceHidden(EventSource s, bool hidden) {
    m_hidden[static_cast<int>(s)] = hidden;
    invalidateFilter();
  }

 protected:
  bool filterAcceptsRow(int row, const QModelIndex& parent) const override {
    const QAbstractItemModel* m = sourceModel();
    const int sev = m->index(row, kLogColSeverity, parent).data(kSeverityRole).toInt();
    if (sev < rank(m_minimum)) return false;
    const int source = m->index(row, kLogColSource, parent).data(kSourceRole).toInt();
    if (source >= 0 && source < 3 && m_hidden[source]) return false;
    if (m_text.isEmpty()) return true;
    for (int col : {kLogColObject, kLogColMessage, kLogColCode}) {
      if (m->index(row, col, parent).data().toString().contains(m_text, Qt::CaseInsensitive))
        return true;
    }
    return m->index(row, kLogColObject, parent)
        .data(kObjectIdRole)
        .toString()
        .contains(m_text, Qt::CaseInsensitive);
  }

 private:
  Severity m_minimum = Severity::Info;
  QString m_text;
  bool m_hidden[3] = {false, false, false};
};

EventLogView::EventLogView(QWidget* parent) : QWidget(parent) {
  m_model = new QStandardItemModel(0, kLogColCount, this);
  m_filter = new EventLogFilterModel(this);
  m_filter->setSourceModel(m_model);

  m_view = new QTableView(this);
  m_view->setModel(m_filter);
  m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
  m_view->setSelectionMode(QAbstractItemView::SingleSelection);
  m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
  m_view->verticalHeader()->setVisible(false);
  m_view->verticalHeader()->setDefaultSectionSize(22);
  m_view->setWordWrap(false);
  m_view->setAlternatingRowColors(true);
  auto* header = m_view->horizontalHeader();
  header->setMinimumSectionSize(40);
  header->setSectionResizeMode(kLogColObject, QHeaderView::ResizeToContents);
  header->setSectionResizeMode(kLogColMessage, QHeaderView::Stretch);
  header->setSectionResizeMode(kLogColCode, QHeaderView::ResizeToContents);

  m_severity = new QComboBox(this);
  for (Severity s : {Severity::Info, Severity::Warning, Severity::Alarm, Severity::Trip})
    m_severity->addItem(QString(), rank(s));
  m_text = new QLineEdit(this);
  m_text->setClearButtonEnabled(true);
  m_text->installEventFilter(this);
  m_counts = new QLabel(this);
  m_exportButton = new QPushButton(this);

  auto* bar = new QHBoxLayout;
  bar->addWidget(m_severity);
  bar->addWidget(m_text, 1);
  bar->addWidget(m_counts);
  bar->addWidget(m_exportButton);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addLayout(bar);
  layout->addWidget(m_view, 1);

  connect(m_severity, &QComboBox::currentIndexChanged, this,
          [this] { setMinimumSeverity(static_cast<Severity>(m_severity->currentData().toInt())); });
  connect(m_text, &QLineEdit::textChanged, this, &EventLogView::setTextFilter);
  connect(m_exportButton, &QPushButton::clicked, this, &EventLogView::onExport);
  connect(m_view, &QTableView::clicked, this, &EventLogView::onActivated);
  retranslate();
}

EventLogView::~EventLogView() = default;

bool EventLogView::eventFilter(QObject* watched, QEvent* e) {
  if (watched == m_text && e->type() == QEvent::ShortcutOverride) {
    const auto* k = static_cast<QKeyEvent*>(e);
    // A Space in the empty field would only be trimmed from the filter: it stays the window's
    // (run/pause). Once there is text, Space is part of it ("cdu 1").
    const bool leadingSpace =
        k->key() == Qt::Key_Space && k->modifiers() == Qt::NoModifier && m_text->text().isEmpty();
    // Ctrl+E (export) and other window shortcuts with Ctrl: the field keeps only the editing keys
    // users expect of a text field (copy, paste, undo, select all, word moves and deletes), not
    // the Emacs-style line moves (Ctrl+A, Ctrl+E) some platforms add to them.
    static const QKeySequence::StandardKey kEditing[] = {QKeySequence::Copy,
                                                         QKeySequence::Cut,
                                                         QKeySequence::Paste,
                                                         QKeySequence::Undo,
                                                         QKeySequence::Redo,
                                                         QKeySequence::SelectAll,
                                                         QKeySequence::Delete,
                                                         QKeySequence::Backspace,
                                                         QKeySequence::DeleteEndOfWord,
                                                         QKeySequence::DeleteStartOfWord,
                                                         QKeySequence::MoveToNextWord,
                                                         QKeySequence::MoveToPreviousWord,
                                                         QKeySequence::SelectNextWord,
                                                         QKeySequence::SelectPreviousWord};
    const bool withCtrl = (k->modifiers() & Qt::ControlModifier) != 0;
    const bool editing =
        std::any_of(std::begin(kEditing), std::end(kEditing),
                    [k](QKeySequence::StandardKey key) { return k->matches(key); });
    const bool arrowOrEdit = k->key() == Qt::Key_Left || k->key() == Qt::Key_Right ||
                             k->key() == Qt::Key_Home || k->key() == Qt::Key_End ||
                             k->key() == Qt::Key_Backspace || k->key() == Qt::Key_Delete;
    if (leadingSpace || (withCtrl && !editing && !arrowOrEdit)) {
      e->ignore();  // not overridden: the shortcut fires
      return true;
    }
  }
  return QWidget::eventFilter(watched, e);
}

void EventLogView::retranslate() {
  m_model->setHorizontalHeaderLabels(
      {tr("Time"), tr("Severity"), tr("Object"), tr("Message"), tr("Code"), tr("Source")});
  m_severity->setItemText(0, tr("All entries"));
  m_severity->setItemText(1, tr("Warnings and worse"));
  m_severity->setItemText(2, tr("Alarms and trips"));
  m_severity->setItemText(3, tr("Trips only"));
  m_text->setPlaceholderText(tr("Filter by object, code or text…"));
  m_exportButton->setText(tr("Export CSV…"));
  for (int r = 0; r < m_model->rowCount(); ++r) {
    QStandardItem* sev = m_model->item(r, kLogColSeverity);
    sev->setText(severityText(static_cast<Severity>(sev->data(kSeverityRole).toInt()),
                              sev->data(kClearedRole).toBool()));
    const LogEntry& e = m_entries[static_cast<std::size_t>(r)];
    m_model->item(r, kLogColObject)->setText(EventText::logObject(e.object));
    const QString message = EventText::logMessage(e);
    m_model->item(r, kLogColMessage)->setText(message);
    m_model->item(r, kLogColMessage)->setToolTip(message);
    m_model->item(r, kLogColSource)->setText(SourceBadge::text(e.source));
  }
  updateCounts();
  sizeFixedColumns();
}

void EventLogView::changeEvent(QEvent* e) {
  if (e->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(e);
}

void EventLogView::sizeFixedColumns() {
  // Time and severity have a known longest text: size them for it once (in bold, as alarms are
  // drawn), so "Cleared" or a multi-day time is never elided, whatever rows are on screen.
  QFont bold = m_view->font();
  bold.setBold(true);
  const QFontMetrics fm(bold);
  const int pad = 2 * m_view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 16;
  int sevW = 0;
  for (Severity s : {Severity::Info, Severity::Warning, Severity::Alarm, Severity::Trip})
    sevW = std::max(sevW, fm.horizontalAdvance(severityText(s, false)));
  sevW = std::max(sevW, fm.horizontalAdvance(severityText(Severity::Info, true)));
  const int iconW = m_view->iconSize().isValid() ? m_view->iconSize().width() : 16;
  auto* header = m_view->horizontalHeader();
  const QFontMetrics hfm(header->font());
  auto headerW = [&](int col) {
    return hfm.horizontalAdvance(m_model->headerData(col, Qt::Horizontal).toString()) + pad + 8;
  };
  header->setSectionResizeMode(kLogColTime, QHeaderView::Fixed);
  header->setSectionResizeMode(kLogColSeverity, QHeaderView::Fixed);
  header->resizeSection(
      kLogColTime, std::max(headerW(kLogColTime),
                            fm.horizontalAdvance(formatSimTime(99 * 86400.0 + 86399.9)) + pad));
  header->resizeSection(kLogColSeverity,
                        std::max(headerW(kLogColSeverity), sevW + iconW + pad + 6));
  // The source column is as wide as its widest badge from the start: sized to its contents it
  // would grow when the first operator or automatic entry arrives, relaying out the window then.
  int srcW = 0;
  for (EventSource src : {EventSource::Failure, EventSource::Operator, EventSource::Automatic})
    srcW = std::max(srcW, fm.horizontalAdvance(SourceBadge::text(src)));
  header->setSectionResizeMode(kLogColSource, QHeaderView::Fixed);
  header->resizeSection(kLogColSource, std::max(headerW(kLogColSource), srcW + iconW + pad + 6));
}

QColor EventLogView::severityColor(Severity s, bool cleared) {
  if (cleared) return QColor(0x9e, 0x9e, 0x9e);  // grey
  switch (s) {
    case Severity::Info:
      return QColor(0x42, 0x85, 0xf4);  // blue
    case Severity::Warning:
      return QColor(0xf5, 0x9e, 0x0b);  // amber
    case Severity::Alarm:
      return QColor(0xe5, 0x39, 0x35);  // red
    case Severity::Trip:
      return QColor(0x8b, 0x00, 0x00);  // dark red
  }
  return QColor(Qt::gray);
}

QString EventLogView::severityText(Severity s, bool cleared) {
  if (cleared) return tr("Cleared");
  switch (s) {
    case Severity::Info:
      return tr("Info");
    case Severity::Warning:
      return tr("Warning");
    case Severity::Alarm:
      return tr("Alarm");
    case Severity::Trip:
      return tr("Trip");
  }
  return QString();
}

void EventLogView::append(const std::vector<LogEntry>& entries) {
  if (entries.empty()) return;
  const QColor grey = severityColor(Severity::Info, true);
  const int activeBefore = m_activeAlarms;
  for (const LogEntry& e : entries) {
    m_entries.push_back(e);
    trackActive(e);
    QList<QStandardItem*> row;
    auto* time = new QStandardItem(formatSimTime(e.t_s));
    time->setData(e.t_s, kTimeRole);
    time->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    auto* sev =
        new QStandardItem(severityIcon(e.severity, e.cleared), severityText(e.severity, e.cleared));
    sev->setData(rank(e.severity), kSeverityRole);
    sev->setData(e.cleared, kClearedRole);
    auto* obj = new QStandardItem(EventText::logObject(e.object));
    obj->setData(QString::fromStdString(e.object), kObjectIdRole);
    obj->setToolTip(QString::fromStdString(e.object));
    const QString message = EventText::logMessage(e);
    auto* msg = new QStandardItem(message);
    msg->setToolTip(message);
    auto* code = new QStandardItem(QString::fromStdString(e.code));
    // Who caused it, by shape and colour: the operator's actions apart from failures and the
    // model's automatics.
    auto* source = new QStandardItem(SourceBadge::icon(e.source), SourceBadge::text(e.source));
    source->setData(static_cast<int>(e.source), kSourceRole);
    row << time << sev << obj << msg << code << source;
    const QColor c = severityColor(e.severity, e.cleared);
    if (e.cleared) {
      for (auto* item : row) item->setForeground(grey);
    } else if (e.severity != Severity::Info) {
      sev->setForeground(c);
      QFont f = sev->font();
      f.setBold(e.severity >= Severity::Alarm);
      sev->setFont(f);
      if (e.severity >= Severity::Alarm) msg->setForeground(c);
    }
    m_model->appendRow(row);
  }
  if (m_activeAlarms != activeBefore) emit activeAlarmCountChanged(m_activeAlarms);
  updateCounts();
  m_view->scrollToBottom();
}

void EventLogView::clear() {
  m_entries.clear();
  m_model->removeRows(0, m_model->rowCount());
  m_active.clear();
  const bool changed = m_activeAlarms != 0;
  m_activeAlarms = 0;
  if (changed) emit activeAlarmCountChanged(0);
  updateCounts();
}

void EventLogView::trackActive(const LogEntry& e) {
  // An alarm or trip is active from its entry until an entry with cleared = true for the same
  // object and code. std::map keeps this deterministic.
  if (e.severity < Severity::Alarm && !e.cleared) return;
  auto key = std::make_pair(e.object, e.code);
  if (e.cleared) {
    auto it = m_active.find(key);
    if (it != m_active.end()) {
      m_active.erase(it);
      --m_activeAlarms;
    }
  } else if (m_active.emplace(std::move(key), true).second) {
    ++m_activeAlarms;
  }
}

int EventLogView::activeAlarmCount() const {
  return m_activeAlarms;
}

int EventLogView::visibleCount() const {
  return m_filter->rowCount();
}

void EventLogView::setMinimumSeverity(Severity minimum) {
  m_filter->setMinimum(minimum);
  const int i = m_severity->findData(rank(minimum));
  if (i >= 0 && i != m_severity->currentIndex()) {
    const QSignalBlocker block(m_severity);
    m_severity->setCurrentIndex(i);
  }
  updateCounts();
}

void EventLogView::setSourceHidden(EventSource source, bool hidden) {
  m_filter->setSourceHidden(source, hidden);
  updateCounts();
}

void EventLogView::setTextFilter(const QString& text) {
  m_filter->setText(text);
  if (m_text->text() != text) {
    const QSignalBlocker block(m_text);
    m_text->setText(text);
  }
  updateCounts();
}

void EventLogView::updateCounts() {
  const int shown = visibleCount();
  const int total = totalCount();
  QString text =
      shown == total ? tr("%1 entries").arg(total) : tr("%1 of %2 entries").arg(shown).arg(total);
  if (m_activeAlarms > 0) {
    text += QStringLiteral(" · <span style=\"color:%1; font-weight:bold\">%2</span>")
                .arg(severityColor(Severity::Alarm, false).name(),
                     tr("active alarms: %1").arg(m_activeAlarms));
  }
  m_counts->setText(text);
  m_exportButton->setEnabled(shown > 0);
}

bool EventLogView::exportCsv(const QString& path, QString* error) const {
  QFile file(path);
  if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text)) {
    if (error) *error = file.errorString();
    return false;
  }
  QTextStream out(&file);
  out << "time_s,time,severity,object,code,message,cleared\n";
  for (int r = 0; r < m_filter->rowCount(); ++r) {
    const QModelIndex src = m_filter->mapToSource(m_filter->index(r, 0));
    const LogEntry& e = m_entries[static_cast<std::size_t>(src.row())];
    out << QString::number(e.t_s, 'f', 3) << ',' << formatSimTime(e.t_s) << ','
        << severityName(e.severity) << ',' << csvField(QString::fromStdString(e.object)) << ','
        << csvField(QString::fromStdString(e.code)) << ','
        << csvField(QString::fromStdString(e.message)) << ',' << (e.cleared ? 1 : 0) << '\n';
  }
  out.flush();
  if (file.error() != QFileDevice::NoError) {
    if (error) *error = file.errorString();
    return false;
  }
  return true;
}

void EventLogView::onExport() {
  const QString path = QFileDialog::getSaveFileName(
      this, tr("Export event log"), QStringLiteral("event_log.csv"), tr("CSV files (*.csv)"));
  if (path.isEmpty()) return;
  QString err;
  if (!exportCsv(path, &err)) m_counts->setText(tr("Export failed: %1").arg(err));
}

void EventLogView::onActivated(const QModelIndex& index) {
  if (!index.isValid()) return;
  const QModelIndex src = m_filter->mapToSource(index);
  const QString object = m_model->index(src.row(), kLogColObject).data(kObjectIdRole).toString();
  if (!object.isEmpty()) emit objectActivated(object);
}

}  // namespace podtwin::views
