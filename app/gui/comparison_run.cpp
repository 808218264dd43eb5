#include "gui/comparison_run.h"

#include <spdlog/spdlog.h>

#include <QStringList>
#include <algorithm>

#include "config/pod_config.h"
#include "core/builtin.h"
#include "core/config_error.h"
#include "gui/main_window.h"
#include "gui/sim_controller.h"
#include "panels/comparison_view.h"
#include "panels/event_text.h"
#include "sim/simulation.h"

namespace podtwin::gui {

using views::EventText;

ComparisonRun::ComparisonRun(SimController* ctl, QWidget* viewParent, QObject* parent)
    : QObject(parent), m_ctl(ctl), m_view(new views::ComparisonView(viewParent)) {
  m_view->setObjectName(QStringLiteral("presenterComparison"));
}

void ComparisonRun::setup(bool active, const QString& podSpec) {
  m_counts.reset();
  m_leftOut.clear();
  m_view->setNote(QString());
  m_view->setSubjectB(m_chosen);
  if (m_chosen) {
    // The chosen B runs already; presenter mode shows it and leaves it running.
    m_view->setTitles(tr("A"), tr("B"));
    m_view->setNote(m_chosenNote);
    return;
  }
  if (!active || !m_ctl->hasSession()) {
    m_ctl->setComparison(std::nullopt, std::nullopt, QString());
    return;
  }
  const Scenario sc = m_ctl->scenario();
  const auto pods = builtinNames("pod");
  const bool haveCommodity = std::find(pods.begin(), pods.end(), "commodity") != pods.end();
  if (haveCommodity && podSpec != QLatin1String("builtin:commodity")) {
    try {
      PodConfig other = loadPodConfig("builtin:commodity");
      const PodCounts counts = Simulation::countsFor(other);
      FittedScenario fit = fitScenarioTo(sc, counts);
      m_counts = counts;
      m_ctl->setComparison(other, fit.scenario, tr("Commodity design"));
      m_view->setTitles(tr("This pod"), m_ctl->comparisonLabel());
      for (const LeftOutEvent& l : fit.leftOut) noteLeftOut(l.event);
      return;
    } catch (const ConfigError& e) {
      spdlog::warn("comparison: commodity pod unusable, comparing with SHARP off: {}", e.what());
    }
  }
  Scenario sharpOff = sc;
  sharpOff.events.insert(sharpOff.events.begin(), makeEvent(0.0, EventType::SharpOff, "fabric"));
  sharpOff.sortEvents();
  m_counts = Simulation::countsFor(m_ctl->pod());
  m_ctl->setComparison(m_ctl->pod(), sharpOff, tr("Same pod, SHARP off"));
  m_view->setTitles(tr("This pod"), m_ctl->comparisonLabel());
}

void ComparisonRun::setChosen(bool chosen, bool presenterOn, const QString& podSpec,
                              const QString& note) {
  m_chosen = chosen;
  m_chosenNote = note;
  if (presenterOn || chosen) setup(presenterOn, podSpec);
}

void ComparisonRun::injected(const Event& e) {
  if (m_chosen) return;  // the chosen comparison names what it leaves out itself
  if (m_counts && checkTarget(e.spec(), e.target, &*m_counts)) noteLeftOut(e);
}

void ComparisonRun::noteLeftOut(const Event& e) {
  m_leftOut.push_back(e);
  // Events of one type at one time read as one entry ("Genset trip on Genset 1, Genset 2 at …");
  // a long list is cut after four entries, with the count of the rest.
  QStringList entries;
  for (std::size_t i = 0; i < m_leftOut.size();) {
    const Event& first = m_leftOut[i];
    QStringList objects;
    std::size_t k = i;
    for (; k < m_leftOut.size() && m_leftOut[k].type == first.type && m_leftOut[k].t_s == first.t_s;
         ++k) {
      objects << EventText::objectName(QString::fromStdString(m_leftOut[k].target.toString()));
    }
    entries << tr("%1 on %2 at %3")
                   .arg(EventText::typeName(first.type), objects.join(QStringLiteral(", ")),
                        MainWindow::formatSimTime(first.t_s));
    i = k;
  }
  constexpr int kShown = 4;
  QStringList shown = entries.mid(0, kShown);
  if (entries.size() > kShown)
    shown << tr("%n more", nullptr, static_cast<int>(entries.size() - kShown));
  m_view->setNote(tr("Not played on %1, which has no such equipment: %2.")
                      .arg(m_ctl->comparisonLabel(), shown.join(QStringLiteral("; "))));
}

}  // namespace podtwin::gui
