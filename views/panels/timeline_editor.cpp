#include "panels/timeline_editor.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QUndoCommand>
#include <QUndoStack>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "panels/event_edit_dialog.h"
#include "panels/event_text.h"
#include "panels/panel_format.h"
#include "panels/source_badge.h"

namespace podtwin::views {

namespace {
enum TimelineColumn {
  kTimelineColTime,
  kTimelineColType,
  kTimelineColTarget,
  kTimelineColParams,
  kTimelineColCount
};
}  // namespace

/// One undoable change: the whole event list before and after (scenarios hold tens of events, so a
/// copy is cheap and restores exactly, including the order of same-time events).
class TimelineCommand : public QUndoCommand {
 public:
  TimelineCommand(TimelineEditor* editor, const QString& text, std::vector<Event> before,
                  std::vector<Event> after, int selectBefore, int selectAfter)
      : QUndoCommand(text),
        m_editor(editor),
        m_before(std::move(before)),
        m_after(std::move(after)),
        m_selectBefore(selectBefore),
        m_selectAfter(selectAfter) {}
  /// A change the run has already taken (an injection): the first redo, which QUndoStack::push
  /// runs, only shows it; undo and later redos hand it back to the run like any edit.
  void markTaken() { m_taken = true; }
  void undo() override { m_editor->applyEvents(m_before, m_selectBefore); }
  void redo() override {
    if (m_taken) {
      m_taken = false;
      m_editor->showEvents(m_after, m_selectAfter);
      return;
    }
    m_editor->applyEvents(m_after, m_selectAfter);
  }

 private:
  bool m_taken = false;
  TimelineEditor* m_editor;
  std::vector<Event> m_before;
  std::vector<Event> m_after;
  int m_selectBefore;
  int m_selectAfter;
};

TimelineEditor::TimelineEditor(QWidget* parent) : QWidget(parent) {
  m_undo = new QUndoStack(this);

  m_table = new QTableWidget(0, kTimelineColCount, this);
  m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
  m_table->setSelectionMode(QAbstractItemView::SingleSelection);
  m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
  m_table->setAlternatingRowColors(true);
  m_table->verticalHeader()->setVisible(false);
  m_table->horizontalHeader()->setStretchLastSection(true);
  m_table->horizontalHeader()->setSectionResizeMode(kTimelineColTime,
                                                    QHeaderView::ResizeToContents);
  m_table->horizontalHeader()->setSectionResizeMode(kTimelineColType,
                                                    QHeaderView::ResizeToContents);
  m_table->horizontalHeader()->setSectionResizeMode(kTimelineColTarget,
                                                    QHeaderView::ResizeToContents);
  m_table->setWordWrap(false);

  m_addButton = new QPushButton(this);
  m_editButton = new QPushButton(this);
  m_duplicateButton = new QPushButton(this);
  m_removeButton = new QPushButton(this);
  m_upButton = new QPushButton(this);
  m_downButton = new QPushButton(this);

  auto* buttons = new QHBoxLayout;
  buttons->addWidget(m_addButton);
  buttons->addWidget(m_editButton);
  buttons->addWidget(m_duplicateButton);
  buttons->addWidget(m_removeButton);
  buttons->addSpacing(12);
  buttons->addWidget(m_upButton);
  buttons->addWidget(m_downButton);
  buttons->addStretch(1);

  m_summary = new QLabel(this);
  m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);

  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addLayout(buttons);
  layout->addWidget(m_table, 1);
  layout->addWidget(m_summary);
  layout->addWidget(new SourceLegend(this));

  connect(m_addButton, &QPushButton::clicked, this, &TimelineEditor::onAdd);
  connect(m_editButton, &QPushButton::clicked, this, &TimelineEditor::onEdit);
  connect(m_removeButton, &QPushButton::clicked, this, &TimelineEditor::onRemove);
  connect(m_upButton, &QPushButton::clicked, this, &TimelineEditor::onMoveUp);
  connect(m_downButton, &QPushButton::clicked, this, &TimelineEditor::onMoveDown);
  connect(m_duplicateButton, &QPushButton::clicked, this, &TimelineEditor::onDuplicate);
  connect(m_table, &QTableWidget::itemSelectionChanged, this, &TimelineEditor::updateButtons);
  connect(m_table, &QTableWidget::cellDoubleClicked, this, [this](int, int) { onEdit(); });

  retranslate();
}

TimelineEditor::~TimelineEditor() = default;

void TimelineEditor::retranslate() {
  m_table->setHorizontalHeaderLabels(
      {tr("Time (d hh:mm:ss)"), tr("Event"), tr("Target"), tr("Parameters")});
  const auto label = [](QPushButton* b, const QString& text, const QString& tip) {
    b->setText(text);
    b->setToolTip(tip);
  };
  label(m_addButton, tr("Add…"), tr("Add an event to the timeline"));
  label(m_editButton, tr("Edit…"), tr("Edit the selected event"));
  label(m_duplicateButton, tr("Duplicate"), tr("Copy the selected event"));
  label(m_removeButton, tr("Remove"), tr("Delete the selected event"));
  label(m_upButton, tr("Move up"), tr("Run earlier among events at the same time"));
  label(m_downButton, tr("Move down"), tr("Run later among events at the same time"));
  const int row = currentRow();
  rebuildTable();
  if (row >= 0) selectRow(row);
}

void TimelineEditor::changeEvent(QEvent* e) {
  if (e->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(e);
}

void TimelineEditor::setScenario(const Scenario& scenario) {
  m_scenario = scenario;
  m_scenario.sortEvents();
  m_undo->clear();
  rebuildTable();
  emit scenarioChanged();
}

Scenario TimelineEditor::scenario() const {
  return m_scenario;
}

void TimelineEditor::setPodCounts(const PodCounts& counts) {
  m_counts = counts;
  m_haveCounts = true;
}

void TimelineEditor::setCurrentTimeS(double timeS) {
  if (!std::isfinite(timeS)) return;
  // Restyle rows only when an event crossed "now"; the summary line updates every time.
  const int before = pastEventCount();
  m_currentTimeS = timeS;
  if (pastEventCount() != before || m_lastPastCount < 0) {
    refreshPastHighlight();
  } else {
    updateSummary();
  }
}

int TimelineEditor::pastEventCount() const {
  if (m_currentTimeS < 0.0) return 0;
  return static_cast<int>(
      std::count_if(m_scenario.events.begin(), m_scenario.events.end(),
                    [this](const Event& e) { return e.t_s <= m_currentTimeS; }));
}

int TimelineEditor::currentRow() const {
  const auto rows = m_table->selectionModel()->selectedRows();
  return rows.isEmpty() ? -1 : rows.first().row();
}

void TimelineEditor::selectRow(int row) {
  if (row < 0 || row >= m_table->rowCount()) {
    m_table->clearSelection();
  } else {
    m_table->selectRow(row);
    m_table->scrollToItem(m_table->item(row, 0));
  }
  updateButtons();
}

QString TimelineEditor::formatTime(double timeS) {
  return formatSimTime(timeS);
}

QString TimelineEditor::formatParams(const Event& e) {
  QStringList parts;
  // Catalogue order, so the text reads the same as the edit dialog.
  for (const auto& p : e.spec().params) {
    const QString name = EventText::paramLabel(p.name);
    switch (p.kind) {
      case ParamKind::String:
        parts << tr("%1: %2").arg(name, EventText::choiceName(e.text(p.name)));
        break;
      case ParamKind::Bool:
        parts << tr("%1: %2").arg(name, e.flag(p.name) ? tr("on") : tr("off"));
        break;
      case ParamKind::Number: {
        const double v = e.number(p.name);
        const QString unit = EventEditDialog::unitOf(p.name);
        QString value = std::isfinite(v) ? QLocale().toString(v, 'g', 6) : tr("until restored");
        if (std::isfinite(v) && !unit.isEmpty()) value += QLatin1Char(' ') + unit;
        parts << tr("%1: %2").arg(name, value);
        break;
      }
    }
  }
  return parts.join(QStringLiteral(", "));
}

void TimelineEditor::applyEvents(const std::vector<Event>& events, int select) {
  showEvents(events, select);
  emit edited();
}

void TimelineEditor::showEvents(const std::vector<Event>& events, int select) {
  m_scenario.events = events;
  rebuildTable();
  selectRow(select);
  emit scenarioChanged();
}

bool TimelineEditor::recordInjections(const Scenario& scenario) {
  // The run's events must be this timeline's, in order, with injected ones added among them.
  const std::vector<Event>& now = m_scenario.events;
  const std::vector<Event>& after = scenario.events;
  QStringList names;
  int firstAdded = -1;
  std::size_t k = 0;
  for (std::size_t i = 0; i < after.size(); ++i) {
    if (k < now.size() && after[i] == now[k]) {
      ++k;
      continue;
    }
    if (!after[i].injected()) return false;
    names << EventText::typeName(after[i].type);
    if (firstAdded < 0) firstAdded = static_cast<int>(i);
  }
  if (k != now.size() || names.isEmpty()) return false;
  auto* cmd = new TimelineCommand(this, tr("Inject %1").arg(names.join(QStringLiteral(", "))), now,
                                  after, currentRow(), firstAdded);
  cmd->markTaken();
  m_undo->push(cmd);
  return true;
}

void TimelineEditor::pushChange(const QString& text, std::vector<Event> after, int selectAfter) {
  m_undo->push(new TimelineCommand(this, text, m_scenario.events, std::move(after), currentRow(),
                                   selectAfter));
}

// Position of `e` after a stable sort by time when it is placed at `pos` in `events`.
static int sortAndLocate(std::vector<Event>& events, std::size_t pos) {
  std::vector<std::size_t> order(events.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return events[a].t_s < events[b].t_s; });
  std::vector<Event> sorted;
  sorted.reserve(events.size());
  int where = -1;
  for (std::size_t i = 0; i < order.size(); ++i) {
    if (order[i] == pos) where = static_cast<int>(i);
    sorted.push_back(std::move(events[order[i]]));
  }
  events = std::move(sorted);
  return where;
}

void TimelineEditor::addEvent(const Event& e) {
  std::vector<Event> after = m_scenario.events;
  after.push_back(e);
  const int where = sortAndLocate(after, after.size() - 1);
  pushChange(tr("Add %1").arg(EventText::typeName(e.type)), std::move(after), where);
}

void TimelineEditor::replaceEvent(int row, const Event& e) {
  if (row < 0 || row >= static_cast<int>(m_scenario.events.size())) return;
  if (m_scenario.events[static_cast<std::size_t>(row)] == e) return;  // nothing changed
  std::vector<Event> after = m_scenario.events;
  after[static_cast<std::size_t>(row)] = e;
  const int where = sortAndLocate(after, static_cast<std::size_t>(row));
  pushChange(tr("Edit %1").arg(EventText::typeName(e.type)), std::move(after), where);
}

void TimelineEditor::removeEvent(int row) {
  if (row < 0 || row >= static_cast<int>(m_scenario.events.size())) return;
  std::vector<Event> after = m_scenario.events;
  const QString type = EventText::typeName(after[static_cast<std::size_t>(row)].type);
  after.erase(after.begin() + row);
  const int select = after.empty() ? -1 : std::min(row, static_cast<int>(after.size()) - 1);
  pushChange(tr("Remove %1").arg(type), std::move(after), select);
}

bool TimelineEditor::moveEventUp(int row) {
  const auto& ev = m_scenario.events;
  if (row <= 0 || row >= static_cast<int>(ev.size())) return false;
  const auto r = static_cast<std::size_t>(row);
  if (ev[r - 1].t_s != ev[r].t_s) return false;  // order only matters among same-time events
  std::vector<Event> after = ev;
  std::swap(after[r - 1], after[r]);
  pushChange(tr("Move %1 up").arg(EventText::typeName(ev[r].type)), std::move(after), row - 1);
  return true;
}

bool TimelineEditor::moveEventDown(int row) {
  const auto& ev = m_scenario.events;
  if (row < 0 || row + 1 >= static_cast<int>(ev.size())) return false;
  const auto r = static_cast<std::size_t>(row);
  if (ev[r + 1].t_s != ev[r].t_s) return false;
  std::vector<Event> after = ev;
  std::swap(after[r], after[r + 1]);
  pushChange(tr("Move %1 down").arg(EventText::typeName(ev[r].type)), std::move(after), row + 1);
  return true;
}

void TimelineEditor::duplicateEvent(int row) {
  if (row < 0 || row >= static_cast<int>(m_scenario.events.size())) return;
  std::vector<Event> after = m_scenario.events;
  Event copy = after[static_cast<std::size_t>(row)];
  copy.index = -1;
  copy.line = 0;
  // The copy goes right after the original (same time, runs after it).
  after.insert(after.begin() + row + 1, copy);
  pushChange(tr("Duplicate %1").arg(EventText::typeName(copy.type)), std::move(after), row + 1);
}

void TimelineEditor::onAdd() {
  Event initial;
  const int row = currentRow();
  if (row >= 0) {
    initial.t_s = m_scenario.events[static_cast<std::size_t>(row)].t_s;
  } else if (m_currentTimeS > 0.0) {
    initial.t_s = m_currentTimeS;
  }
  initial.type = eventCatalogue().front().id;
  EventEditDialog dialog(initial, m_haveCounts ? &m_counts : nullptr, this);
  dialog.setWindowTitle(tr("Add event"));
  if (dialog.exec() == QDialog::Accepted) addEvent(dialog.editedEvent());
}

void TimelineEditor::onEdit() {
  const int row = currentRow();
  if (row < 0) return;
  EventEditDialog dialog(m_scenario.events[static_cast<std::size_t>(row)],
                         m_haveCounts ? &m_counts : nullptr, this);
  dialog.setWindowTitle(tr("Edit event"));
  if (dialog.exec() == QDialog::Accepted) replaceEvent(row, dialog.editedEvent());
}

void TimelineEditor::onRemove() {
  removeEvent(currentRow());
}
void TimelineEditor::onMoveUp() {
  moveEventUp(currentRow());
}
void TimelineEditor::onMoveDown() {
  moveEventDown(currentRow());
}
void TimelineEditor::onDuplicate() {
  duplicateEvent(currentRow());
}

void TimelineEditor::updateButtons() {
  const int row = currentRow();
  const auto& ev = m_scenario.events;
  const bool has = row >= 0 && row < static_cast<int>(ev.size());
  const auto r = static_cast<std::size_t>(std::max(row, 0));
  m_editButton->setEnabled(has);
  m_removeButton->setEnabled(has);
  m_duplicateButton->setEnabled(has);
  m_upButton->setEnabled(has && row > 0 && ev[r - 1].t_s == ev[r].t_s);
  m_downButton->setEnabled(has && row + 1 < static_cast<int>(ev.size()) &&
                           ev[r + 1].t_s == ev[r].t_s);
}

void TimelineEditor::rebuildTable() {
  const QSignalBlocker block(m_table);
  m_table->setRowCount(static_cast<int>(m_scenario.events.size()));
  for (int row = 0; row < m_table->rowCount(); ++row) {
    const Event& e = m_scenario.events[static_cast<std::size_t>(row)];
    const QString tip = EventText::description(e.type);
    auto set = [&](int col, const QString& text) {
      auto* item = new QTableWidgetItem(text);
      item->setToolTip(tip);
      m_table->setItem(row, col, item);
    };
    set(kTimelineColTime, formatTime(e.t_s));
    m_table->item(row, kTimelineColTime)->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    set(kTimelineColType, EventText::typeName(e.type));
    // Who issues it, by shape and colour (the legend under the table names them).
    m_table->item(row, kTimelineColType)->setIcon(SourceBadge::icon(e.source));
    m_table->item(row, kTimelineColType)
        ->setData(Qt::UserRole, QString::fromStdString(e.typeName()));
    set(kTimelineColTarget, EventText::objectName(QString::fromStdString(e.target.toString())));
    m_table->item(row, kTimelineColTarget)
        ->setData(Qt::UserRole, QString::fromStdString(e.target.toString()));
    set(kTimelineColParams, formatParams(e));
  }
  refreshPastHighlight();
  updateButtons();
}

void TimelineEditor::refreshPastHighlight() {
  // Past events: greyed and italic with a check mark, so "what already happened" reads at a glance.
  const QColor pastText = palette().color(QPalette::Disabled, QPalette::Text);
  const QColor nowText = palette().color(QPalette::Active, QPalette::Text);
  for (int row = 0; row < m_table->rowCount(); ++row) {
    const Event& e = m_scenario.events[static_cast<std::size_t>(row)];
    const bool past = m_currentTimeS >= 0.0 && e.t_s <= m_currentTimeS;
    for (int col = 0; col < kTimelineColCount; ++col) {
      QTableWidgetItem* item = m_table->item(row, col);
      if (!item) continue;
      QFont f = item->font();
      f.setItalic(past);
      item->setFont(f);
      item->setForeground(past ? pastText : nowText);
    }
    QTableWidgetItem* t = m_table->item(row, kTimelineColTime);
    const QString base = formatTime(e.t_s);
    t->setText(past ? QStringLiteral("✓ ") + base : base);
  }
  m_lastPastCount = pastEventCount();
  updateSummary();
}

void TimelineEditor::updateSummary() {
  const int n = static_cast<int>(m_scenario.events.size());
  if (m_currentTimeS >= 0.0) {
    m_summary->setText(
        tr("Events: %1").arg(n) + QStringLiteral(" · ") +
        tr("%1 done, now at %2").arg(pastEventCount()).arg(formatTime(m_currentTimeS)));
  } else {
    m_summary->setText(tr("Events: %1").arg(n));
  }
}

}  // namespace podtwin::views
