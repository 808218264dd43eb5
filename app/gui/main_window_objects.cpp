// The window's objects: selecting and flying to one, its context menu, and the injections — the
// Inject and operator-action dialogs and the one path from them to the simulation thread (checked
// once, then queued).

#include <spdlog/spdlog.h>

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QMenu>
#include <QStatusBar>
#include <algorithm>
#include <cmath>

#include "gui/app_style.h"
#include "gui/comparison_run.h"
#include "gui/comparison_workbench.h"
#include "gui/main_window.h"
#include "gui/presenter_mode.h"
#include "gui/sim_controller.h"
#include "panels/event_edit_dialog.h"
#include "panels/event_text.h"
#include "panels/inspector_panel.h"
#include "scene/pod_scene_widget.h"
#include "sim/simulation.h"

namespace podtwin::gui {

using views::EventText;

void MainWindow::onObjectSelected(const QString& target) {
  m_selected = target;
  m_docks.inspector->setTarget(target);
  m_docks.inspector->updateSnapshot(m_ctl->snapshot());  // show values now, even while paused
  m_docks.inspectorDock->raise();
}

void MainWindow::flyTo(const QString& target) {
  if (target.isEmpty()) return;
  // Sub-objects fly to their parent ("cdu1/pump2" → "cdu1"; a link to its lower switch).
  const QString head = target.section(QLatin1Char('/'), 0, 0);
  m_podScene->flyTo(head.toStdString());
  if (head.startsWith(QLatin1String("rack"))) m_podScene->selectRack(head.mid(4).toInt() - 1);
  onObjectSelected(target);
}

void MainWindow::onObjectContextMenu(const QString& target, const QPoint& globalPos) {
  if (!m_ctl->hasSession() || target.isEmpty()) return;
  QMenu menu(this);
  menu.addSection(EventText::objectName(
      target == QLatin1String("network") ? QStringLiteral("fabric") : target));
  QAction* inspect = menu.addAction(tr("Inspect"));
  connect(inspect, &QAction::triggered, this, [this, target] { onObjectSelected(target); });
  const QList<QAction*> injections = injectionActions(target, &menu);
  if (!injections.isEmpty()) menu.addSeparator();
  for (QAction* a : injections) menu.addAction(a);
  m_lastContextMenu = &menu;
  menu.exec(globalPos);
  m_lastContextMenu = nullptr;
}

QList<QAction*> MainWindow::injectionActions(const QString& target, QObject* parent) {
  QList<QAction*> out;
  if (!m_ctl->hasSession() || target.isEmpty()) return out;
  const Snapshot& snap = m_ctl->snapshot();
  for (const auto& it : EventText::eventsForObject(target, Simulation::countsFor(m_ctl->pod()))) {
    // A trainee is offered the operator's actions on the object, not its failures.
    if (m_trainee && eventSpec(it.type).source != EventSource::Operator) continue;
    // What would do nothing now (failing a failed pump) is shown, greyed, with the reason.
    const QString why = EventText::alreadyInState(it.type, it.target, snap);
    auto* a = new QAction(appIcon(IconId::Inject),
                          why.isEmpty() ? it.label : tr("%1 (%2)").arg(it.label, why), parent);
    a->setObjectName(QStringLiteral("ctx_") + QString::fromStdString(eventTypeName(it.type)) +
                     QLatin1Char('_') + QString::fromStdString(it.target));
    a->setEnabled(why.isEmpty());
    connect(a, &QAction::triggered, this, [this, type = it.type, tgt = it.target] {
      bool needsInput = false;
      for (const auto& p : eventSpec(type).params) needsInput |= p.required;
      if (needsInput) {
        injectDialog(type, tgt);
      } else {
        injectEvent(type, tgt);
      }
    });
    out.append(a);
  }
  // A capped rack offers to release its cap (power_cap 0 kW removes it).
  if (const auto t = parseTarget(target.toStdString());
      t && t->segments.size() == 1 && t->segments[0].kind == "rack") {
    const auto i = static_cast<std::size_t>(t->index(0) - 1);
    if (i < snap.racks.capKw.size() && snap.racks.capKw[i] > 0.0F) {
      auto* release = new QAction(appIcon(IconId::Inject), tr("Release power cap"), parent);
      release->setObjectName(QStringLiteral("ctx_release_cap"));
      connect(release, &QAction::triggered, this, [this, tgt = target.toStdString()] {
        injectEvent(EventType::PowerCap, tgt, {{"cap_kw", 0.0}});
      });
      out.append(release);
    }
  }
  return out;
}

void MainWindow::injectDialog(EventType type, const std::string& target) {
  if (!m_ctl->hasSession()) return;
  const bool intoB = m_compare->injectsIntoB() && m_ctl->state().comparison;
  Event initial = newEvent(type, m_ctl->snapshot().timeS);
  if (!target.empty()) {
    if (auto t = parseTarget(target)) initial.target = *t;
  } else if (const EventSpec& spec = eventSpec(type);
             initial.target.segments.empty() && !spec.targetShapes.empty()) {
    for (const auto& kind : spec.targetShapes.front()) {
      initial.target.segments.push_back({kind, PodCounts{}.countOf(kind) >= 0 ? 1 : 0});
    }
  }
  if (type == EventType::PowerCap) {
    // A cap of 0 kW removes the cap: the dialog offers 90 % of what the target draws now, a cap
    // that acts (Inject > Power > "Release all power caps" removes them).
    const Snapshot& s = m_ctl->snapshot();
    const int rack = initial.target.is("rack") ? initial.target.index(0) : 0;
    double drawKw = 0.0;
    for (std::size_t i = 0; i < s.racks.powerKw.size(); ++i)
      if (rack == 0 || static_cast<int>(i) + 1 == rack)
        drawKw = std::max(drawKw, static_cast<double>(s.racks.powerKw[i]));
    if (drawKw > 0.0) initial.numbers["cap_kw"] = std::round(0.9 * drawKw);
  }
  const PodCounts counts = Simulation::countsFor(intoB ? *m_ctl->comparisonPod() : m_ctl->pod());
  views::EventEditDialog dlg(initial, &counts, this);
  dlg.setObjectName(QStringLiteral("injectDialog"));
  // The title says what the OK button does: an operator's action or a failure, in A or in B.
  const bool operatorAction = eventSpec(type).source == EventSource::Operator;
  const QString name = EventText::typeName(type);
  if (operatorAction)
    dlg.setWindowTitle(intoB ? tr("Operator action in B: %1").arg(name)
                             : tr("Operator action: %1").arg(name));
  else
    dlg.setWindowTitle(intoB ? tr("Inject into B: %1").arg(name) : tr("Inject: %1").arg(name));
  dlg.timeEdit()->setEnabled(false);  // injected events happen now
  dlg.typeCombo()->setEnabled(false);
  if (dlg.exec() != QDialog::Accepted) return;
  injectEvent(dlg.editedEvent());
}

bool MainWindow::injectEvent(EventType type, const std::string& target,
                             const std::map<std::string, double>& numbers,
                             const std::map<std::string, std::string>& strings) {
  if (!m_ctl->hasSession()) return false;
  Event e = newEvent(type, m_ctl->snapshot().timeS);
  if (!target.empty()) {
    const auto t = parseTarget(target);
    if (!t) {
      showError(tr("Cannot inject event"),
                tr("\"%1\" is not a target.").arg(QString::fromStdString(target)));
      return false;
    }
    e.target = *t;
  }
  for (const auto& [k, v] : numbers) e.numbers[k] = v;
  for (const auto& [k, v] : strings) e.strings[k] = v;
  return injectEvent(std::move(e));
}

bool MainWindow::injectEvent(Event e) {
  if (!m_ctl->hasSession()) return false;
  // Compare → Inject into B sends the event to run B only.
  const bool intoB = m_compare->injectsIntoB() && m_ctl->state().comparison;
  const Snapshot& now = intoB ? *m_ctl->state().comparison : m_ctl->snapshot();
  const std::string target = e.target.toString();
  // An operator's injection that would do nothing (failing a pump that has failed) is refused with
  // the reason, rather than logged as if it had acted.
  if (const QString why = EventText::alreadyInState(e.type, target, now); !why.isEmpty()) {
    statusBar()->showMessage(tr("Not injected: %1.").arg(why), 6000);
    spdlog::info("inject {} {} refused: {}", e.typeName(), target, why.toStdString());
    return false;
  }
  // The one check of the event, against its catalogue row and the run's pod; the simulation
  // thread takes it as it is.
  e.t_s = now.timeS;
  e.index = -1;
  const PodCounts counts = Simulation::countsFor(intoB ? *m_ctl->comparisonPod() : m_ctl->pod());
  if (const auto problems = eventProblems(e, &counts); !problems.empty()) {
    QStringList lines;
    for (const auto& p : problems) lines << QString::fromStdString(p);
    showError(tr("Cannot inject event"), lines.join(QLatin1Char('\n')));
    return false;
  }
  if (intoB) {
    m_ctl->injectComparison(e);
    m_compare->injectedIntoB(e);
  } else {
    ++m_pendingInjections;
    m_ctl->inject(e);
    m_presenter->comparison()->injected(e);
  }
  const QString what = EventText::typeName(e.type);
  const QString where = EventText::objectName(QString::fromStdString(target));
  statusBar()->showMessage(intoB ? tr("Injected %1 on %2 into B").arg(what, where)
                                 : tr("Injected %1 on %2").arg(what, where),
                           4000);
  return true;
}

void MainWindow::takePendingInjections() {
  if (m_pendingInjections <= 0 || !m_ctl->hasSession()) return;
  m_ctl->sync();
  m_ctl->pollNow();
}

}  // namespace podtwin::gui
