#include "panels/controls_view.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <map>

#include "panels/event_text.h"
#include "panels/source_badge.h"

namespace podtwin::views {

namespace {

constexpr int kActionRole = Qt::UserRole + 1;  ///< index into m_actions, -1 on group rows

/// Equipment first, the site and the job after it: the order an operator walks the plant.
int kindRank(const std::string& kind) {
  static const char* const kOrder[] = {"cdu",      "rack", "genset", "grid",  "bess",
                                       "facility", "pod",  "job",    "fabric"};
  for (int i = 0; i < static_cast<int>(std::size(kOrder)); ++i) {
    if (kind == kOrder[i]) return i;
  }
  return static_cast<int>(std::size(kOrder));
}

std::string kindOf(const std::string& group) {
  std::size_t n = group.size();
  while (n > 0 && std::isdigit(static_cast<unsigned char>(group[n - 1]))) --n;
  return group.substr(0, n);
}

int indexOf(const std::string& group) {
  const std::string digits = group.substr(kindOf(group).size());
  return digits.empty() ? 0 : std::stoi(digits);
}

}  // namespace

std::string ControlAction::id() const {
  std::string out = "control_" + eventTypeName(type) + "_" + target;
  if (!choiceParam.empty()) out += "_" + choiceParam + "_" + choiceValue;
  return out;
}

std::vector<ControlAction> controlActions(const PodCounts& counts) {
  std::vector<ControlAction> out;
  for (const EventSpec& spec : eventCatalogue()) {
    if (spec.source != EventSource::Operator) continue;
    const ParamSpec* choice = nullptr;
    bool numbers = false;
    for (const auto& p : spec.params) {
      if (p.kind == ParamKind::String && !p.allowed.empty() && !choice) {
        choice = &p;
      } else if (p.required || p.kind != ParamKind::String) {
        numbers = numbers || p.required;
      }
    }
    auto add = [&](const std::string& target, const std::string& group) {
      if (choice && !numbers) {
        for (const auto& v : choice->allowed) {
          out.push_back({spec.id, target, choice->name, v, false, group});
        }
      } else {
        out.push_back({spec.id, target, {}, {}, numbers || choice != nullptr, group});
      }
    };
    for (const auto& shape : spec.targetShapes) {
      if (shape.size() == 2) {
        const int outer = counts.countOf(shape[0]);
        const int inner = counts.countOf(shape[1]);
        for (int i = 1; i <= outer; ++i) {
          for (int j = 1; j <= inner; ++j) {
            const std::string group = shape[0] + std::to_string(i);
            add(group + "/" + shape[1] + std::to_string(j), group);
          }
        }
      } else if (shape.size() == 1) {
        const int n = counts.countOf(shape[0]);
        if (n < 0) {
          add(shape[0], shape[0]);
        } else {
          for (int i = 1; i <= n; ++i)
            add(shape[0] + std::to_string(i), shape[0] + std::to_string(i));
        }
      }
    }
  }
  std::stable_sort(out.begin(), out.end(), [](const ControlAction& a, const ControlAction& b) {
    const auto ka = std::make_pair(kindRank(kindOf(a.group)), kindOf(a.group));
    const auto kb = std::make_pair(kindRank(kindOf(b.group)), kindOf(b.group));
    if (ka != kb) return ka < kb;
    return indexOf(a.group) < indexOf(b.group);
  });
  return out;
}

QString controlActionText(const ControlAction& a) {
  QString text = EventText::typeName(a.type);
  if (a.target != a.group) {
    // The object inside the group: "pump 2" of "CDU 1".
    const std::string sub = a.target.substr(a.target.rfind('/') + 1);
    text += QStringLiteral(" — ") + EventText::objectName(QString::fromStdString(sub));
  }
  if (!a.choiceParam.empty()) text += QStringLiteral(": ") + EventText::choiceName(a.choiceValue);
  if (a.needsValue) text += QStringLiteral("…");
  return text;
}

QString controlGroupText(const std::string& group) {
  return EventText::objectName(QString::fromStdString(group));
}

ControlsView::ControlsView(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("controlsView"));
  m_tree = new QTreeWidget(this);
  m_tree->setObjectName(QStringLiteral("controlsTree"));
  m_tree->setColumnCount(1);
  m_tree->setHeaderHidden(true);
  m_tree->setUniformRowHeights(true);
  m_apply = new QPushButton(this);
  m_apply->setObjectName(QStringLiteral("controlsApply"));
  m_apply->setIcon(SourceBadge::icon(EventSource::Operator));
  m_hint = new QLabel(this);
  m_hint->setWordWrap(true);
  auto* v = new QVBoxLayout(this);
  v->setContentsMargins(4, 4, 4, 4);
  v->addWidget(m_hint);
  v->addWidget(m_tree, 1);
  v->addWidget(m_apply);
  connect(m_tree, &QTreeWidget::itemActivated, this,
          [this](QTreeWidgetItem*, int) { applySelected(); });
  connect(m_apply, &QPushButton::clicked, this, &ControlsView::applySelected);
  connect(m_tree, &QTreeWidget::itemSelectionChanged, this, [this] {
    const QTreeWidgetItem* item = m_tree->currentItem();
    m_apply->setEnabled(item && item->data(0, kActionRole).toInt() >= 0);
  });
  m_apply->setEnabled(false);
  retranslate();
}

void ControlsView::setPodCounts(const PodCounts& counts) {
  m_actions = controlActions(counts);
  rebuild();
}

void ControlsView::rebuild() {
  m_tree->clear();
  QTreeWidgetItem* group = nullptr;
  std::string groupName;
  for (std::size_t i = 0; i < m_actions.size(); ++i) {
    const ControlAction& a = m_actions[i];
    if (!group || a.group != groupName) {
      groupName = a.group;
      group = new QTreeWidgetItem(m_tree, {controlGroupText(a.group)});
      group->setData(0, kActionRole, -1);
      group->setData(0, Qt::UserRole, QString::fromStdString(a.group));
      QFont f = group->font(0);
      f.setBold(true);
      group->setFont(0, f);
    }
    auto* item = new QTreeWidgetItem(group, {controlActionText(a)});
    item->setData(0, kActionRole, static_cast<int>(i));
    item->setData(0, Qt::UserRole, QString::fromStdString(a.id()));
    item->setToolTip(0, EventText::description(a.type));
  }
  // The first groups open (a CDU's pumps at a glance); the rest stay folded.
  for (int i = 0; i < std::min(2, m_tree->topLevelItemCount()); ++i)
    m_tree->topLevelItem(i)->setExpanded(true);
}

bool ControlsView::trigger(const std::string& id) {
  for (const auto& a : m_actions) {
    if (a.id() == id) {
      emit actionRequested(a);
      return true;
    }
  }
  return false;
}

void ControlsView::applySelected() {
  const QTreeWidgetItem* item = m_tree->currentItem();
  if (!item) return;
  const int i = item->data(0, kActionRole).toInt();
  if (i < 0 || i >= static_cast<int>(m_actions.size())) return;
  emit actionRequested(m_actions[static_cast<std::size_t>(i)]);
}

void ControlsView::changeEvent(QEvent* e) {
  if (e->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(e);
}

void ControlsView::retranslate() {
  m_apply->setText(tr("Apply the selected action"));
  m_hint->setText(
      tr("The operator's controls, by equipment. Double-click or press Enter on an action; it is "
         "logged as the operator's."));
  rebuild();
}

}  // namespace podtwin::views
