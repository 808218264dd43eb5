#pragma once
// PresenterMode: the full-screen show for an audience (F11). Big KPI tiles over the 3D pod and,
// beside it, the comparison with a second design (ComparisonRun). Entering hides the menus,
// toolbars, status bar and docks; leaving gives the window back its docks and its size.

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QSize>
#include <functional>

class QLabel;
class QMainWindow;
class QWidget;

namespace podtwin::views {
class KpiTiles;
}

namespace podtwin::gui {

class ComparisonRun;
class SimController;
struct PublishedState;

class PresenterMode : public QObject {
  Q_OBJECT

 public:
  /// Creates the KPI bar and the comparison box as children of `central` (hidden until the mode
  /// is on); the window places them. `settle` runs the window's pending layouts (used while the
  /// docks come back, before the old size is restored).
  PresenterMode(QMainWindow* window, QWidget* central, SimController* ctl,
                std::function<void()> settle);

  bool isOn() const { return m_on; }
  /// Enters or leaves the mode, and starts or removes the comparison run for `podSpec`.
  void setOn(bool on, const QString& podSpec);
  /// The big KPI tiles (above the scene) and the comparison box (right of it).
  QWidget* kpiBar() const;
  QWidget* comparisonBox() const { return m_box; }
  ComparisonRun* comparison() const { return m_comparison; }
  /// Shows a published state (only while the mode is on).
  void updateState(const PublishedState& st);
  /// Forgets the tiles' sparkline history (a new session, a rewind).
  void clearHistory();
  void retranslate();

 private:
  QMainWindow* m_window;
  std::function<void()> m_settle;
  views::KpiTiles* m_kpis = nullptr;
  QWidget* m_box = nullptr;
  QLabel* m_hint = nullptr;
  ComparisonRun* m_comparison = nullptr;
  bool m_on = false;
  /// The window as it was before the mode: dock layout, size, maximised, visible toolbars.
  QByteArray m_stateBefore;
  QSize m_sizeBefore;
  bool m_wasMaximized = false;
  QList<QWidget*> m_barsHidden;
};

}  // namespace podtwin::gui
