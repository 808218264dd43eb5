#pragma once
// DiagramView: paints a DiagramModel (the electrical single-line or the cooling P&ID) in the
// ISA-101 manner: grey, low-contrast equipment in its normal state, colour only for abnormal and
// alarm states, alarm priority in the alarm list's colours. The drawing is scaled to the widget;
// text keeps a readable size. A click on equipment opens its faceplate (values with their normal
// ranges, active alarms, a short trend, and the actions the FaceplateProvider offers for it); a
// click on a group drills down to its members, the ◀ button or Backspace goes back up.
// Right-click: contextMenuRequested, like the other views.

#include <QList>
#include <QPointer>
#include <QWidget>
#include <functional>

#include "diagrams/diagram_model.h"
#include "diagrams/faceplate.h"

class QAction;

namespace podtwin::views {

class DiagramView : public QWidget {
  Q_OBJECT

 public:
  explicit DiagramView(DiagramKind kind, QWidget* parent = nullptr);
  ~DiagramView() override;

  void setPod(const PodConfig& pod);
  void updateSnapshot(const Snapshot& s);
  void appendLog(const std::vector<LogEntry>& entries);
  void clearLog();

  DiagramModel& model() { return m_model; }
  const DiagramModel& model() const { return m_model; }

  /// What the application offers on a faceplate: the actions for a target (built fresh, owned by
  /// `parent`). The same actions as the Inject menu and the 3D view's context menu.
  using ActionProvider = std::function<QList<QAction*>(const QString& target, QObject* parent)>;
  void setActionProvider(ActionProvider provider) { m_actions = std::move(provider); }

  /// Opens (or refreshes) the faceplate of `target`; returns it. Tests and clicks end here.
  Faceplate* openFaceplate(const QString& target);
  Faceplate* faceplate() const { return m_faceplate; }
  /// Where an element is drawn, in widget pixels (tests click there).
  QRectF elementRect(const std::string& id) const;
  /// The text painted for a value of an element ("652 kW"), empty if not shown.
  QString valueText(const std::string& id, const std::string& key) const;

  /// Normal-state colours (ISA-101 greys) and the status colours.
  static QColor statusColor(DiagramElement::Status s);

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;

 signals:
  void objectSelected(QString target);
  void contextMenuRequested(QString target, QPoint globalPos);

 protected:
  void paintEvent(QPaintEvent* e) override;
  void mousePressEvent(QMouseEvent* e) override;
  void keyPressEvent(QKeyEvent* e) override;
  void changeEvent(QEvent* e) override;

 private:
  QTransform toWidget() const;
  QRectF backButtonRect() const;
  void paintLine(QPainter& p, const QTransform& t, const DiagramLine& l) const;
  void paintElement(QPainter& p, const QTransform& t, const DiagramElement& e) const;
  void paintValues(QPainter& p, const QTransform& t, const DiagramElement& e) const;

  DiagramModel m_model;
  ActionProvider m_actions;
  QPointer<Faceplate> m_faceplate;
  bool m_dirty = true;
};

}  // namespace podtwin::views
