#include "gui/presenter_mode.h"

#include <QDockWidget>
#include <QLabel>
#include <QMainWindow>
#include <QMenuBar>
#include <QStatusBar>
#include <QToolBar>
#include <QVBoxLayout>

#include "gui/comparison_run.h"
#include "gui/sim_controller.h"
#include "panels/comparison_view.h"
#include "panels/kpi_tiles.h"

namespace podtwin::gui {

PresenterMode::PresenterMode(QMainWindow* window, QWidget* central, SimController* ctl,
                             std::function<void()> settle)
    : QObject(window), m_window(window), m_settle(std::move(settle)) {
  m_kpis = new views::KpiTiles(central);
  m_kpis->setLarge(true);
  m_kpis->hide();
  m_box = new QWidget(central);
  auto* cv = new QVBoxLayout(m_box);
  cv->setContentsMargins(12, 12, 12, 12);
  m_comparison = new ComparisonRun(ctl, m_box, this);
  // Presenter mode is read from across a room: the table's rows in 12 pt, not the docks' 9 pt.
  // (A style sheet: with the application's style sheet set, setFont() does not reach the rows.)
  m_comparison->view()->setStyleSheet(QStringLiteral("QLabel { font-size: 12pt; }"));
  cv->addWidget(m_comparison->view());
  m_hint = new QLabel(m_box);
  m_hint->setStyleSheet(QStringLiteral("color: #8a929c;"));
  cv->addWidget(m_hint);
  m_box->setMinimumWidth(420);
  m_box->hide();
}

QWidget* PresenterMode::kpiBar() const {
  return m_kpis;
}

void PresenterMode::setOn(bool on, const QString& podSpec) {
  if (on == m_on) return;
  m_on = on;
  if (on) {
    m_stateBefore = m_window->saveState();
    m_sizeBefore = m_window->size();
    m_wasMaximized = m_window->isMaximized();
    for (QDockWidget* d : m_window->findChildren<QDockWidget*>()) d->hide();
    m_barsHidden.clear();
    m_barsHidden << m_window->menuBar() << m_window->statusBar();
    for (QToolBar* t : m_window->findChildren<QToolBar*>()) {
      if (t->isVisible()) m_barsHidden << t;
    }
    for (QWidget* bar : m_barsHidden) bar->hide();
    m_kpis->show();
    m_box->show();
    m_comparison->setup(true, podSpec);  // created mid-run, it catches up on the worker
    m_window->showFullScreen();
  } else {
    for (QWidget* bar : m_barsHidden) bar->show();
    m_kpis->hide();
    m_box->hide();
    m_comparison->setup(false, podSpec);  // removes the comparison run
    // Showing the bars and the docks again grows the full-screen window to their size hints
    // (and raises its minimum size until the layout settles); once it has, the window gets back
    // the frame it had before presenter mode, so the log and status bar stay on screen.
    m_window->restoreState(m_stateBefore);
    m_wasMaximized ? m_window->showMaximized() : m_window->showNormal();
    if (m_settle) m_settle();
    if (!m_wasMaximized) m_window->resize(m_sizeBefore);
  }
}

void PresenterMode::updateState(const PublishedState& st) {
  if (!m_on) return;
  m_kpis->updateSnapshot(*st.primary);
  // A what-if B chosen in the Compare menu shows in the big tiles too (B and B − A).
  m_kpis->updateComparison(*st.primary, m_comparison->isChosen() ? st.comparison.get() : nullptr);
  if (st.comparison) m_comparison->view()->updateSnapshots(*st.primary, *st.comparison);
}

void PresenterMode::clearHistory() {
  m_kpis->clearHistory();
}

void PresenterMode::retranslate() {
  m_hint->setText(tr("Esc or F11 leaves presenter mode."));
}

}  // namespace podtwin::gui
