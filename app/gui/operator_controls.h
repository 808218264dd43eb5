#pragma once
// OperatorControls: the Controls menu and dock, the operator's actions apart from the Inject menu's
// failures. Both list views::controlActions() (built from the event catalogue's operator rows and
// the pod's objects) by equipment; an entry goes to the simulation thread through the window's
// injection path, as an event whose source is the operator. The main window places the menu and
// the dock and gives the two callbacks.

#include <QObject>
#include <functional>

#include "panels/controls_view.h"

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;

namespace podtwin::gui {

class OperatorControls : public QObject {
  Q_OBJECT

 public:
  /// `apply` carries out an action without parameters to ask for; `ask` opens the parameter
  /// dialog of one that has them (a set point, a reserve level).
  using Apply = std::function<void(const views::ControlAction&)>;
  OperatorControls(QMainWindow* window, Apply apply, Apply ask);

  QMenu* menu() const { return m_menu; }
  QDockWidget* dock() const { return m_dock; }
  views::ControlsView* view() const { return m_view; }
  /// "controls_menu" (Ctrl+K): the Controls menu as a pop-up, also in presenter mode.
  QAction* popupAction() const { return m_popup; }
  /// The menu entry of an action (ControlAction::id), or nullptr.
  QAction* action(const std::string& id) const;

  /// Lists the actions of a pod with these counts, in the menu and the dock.
  void setPodCounts(const PodCounts& counts);
  void retranslate();

 private:
  void rebuildMenu();
  void run(const views::ControlAction& a);

  QMainWindow* m_window;
  Apply m_apply;
  Apply m_ask;
  views::ControlsView* m_view = nullptr;
  QDockWidget* m_dock = nullptr;
  QMenu* m_menu = nullptr;
  QAction* m_popup = nullptr;
};

}  // namespace podtwin::gui
