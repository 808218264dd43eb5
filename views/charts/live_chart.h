#pragma once
// LiveChart: a Qt Charts view of several time series fed sample by sample. Keeps the full history
// (trimmed to a cap), draws only the visible window decimated to at most two points (min and max)
// per horizontal pixel, and appends only new points while following the live edge. The time axis
// can be dragged and zoomed when not following; a crosshair reads out every series at the mouse.
// Right-click: window length, follow live, export PNG / CSV.

#include <QChartView>
#include <QColor>
#include <QLineSeries>
#include <QString>
#include <QValueAxis>
#include <cstddef>
#include <limits>
#include <vector>

class QGraphicsLineItem;
class QGraphicsSimpleTextItem;
class QGraphicsRectItem;

namespace podtwin::views {

class LiveChart : public QChartView {
  Q_OBJECT

 public:
  enum class Axis { Left, Right };

  explicit LiveChart(const QString& title, QWidget* parent = nullptr);
  ~LiveChart() override;

  /// Adds a series; returns its index for append(). `unit` is shown in the read-out.
  int addSeries(const QString& name, const QString& unit, const QColor& color,
                Axis axis = Axis::Left);
  /// A horizontal reference line (throttle temperature, frequency limits), dashed.
  int addReferenceLine(const QString& name, double value, const QColor& color,
                       Axis axis = Axis::Left);
  void setReferenceValue(int line, double value);
  /// The reference line's value (NaN for no such line).
  double referenceValue(int line) const;
  void setReferenceName(int line, const QString& name);
  void setAxisTitles(const QString& left, const QString& right = QString());
  /// Keeps 0 inside the left (right) axis range, e.g. for powers.
  void setIncludeZero(bool left, bool right = false);
  /// Fixes an axis range instead of autoscaling (e.g. SOC 0..100 %).
  void setFixedRange(Axis axis, double lo, double hi);
  void setTitle(const QString& title);
  void setSeriesName(int series, const QString& name);
  QString seriesName(int series) const;
  /// A second series drawn like `series` (colour, unit, axis) but dashed, without a legend entry
  /// of its own: the same quantity of a second run. Returns its index for append().
  int addDashedCopy(int series);
  /// Whether a series is drawn dashed (a second run's).
  bool isDashed(int series) const;
  /// Removes the series from index `first` on (with their history).
  void removeSeriesFrom(int first);

  /// One sample for every series at simulated time `tS` (non-finite values are stored as gaps and
  /// skipped). Times must not decrease; a time before the last one clears the history (a reset).
  void append(double tS, const std::vector<double>& values);
  /// Single-series convenience.
  void append(double tS, double value) { append(tS, std::vector<double>{value}); }
  void clear();
  /// Drops the samples after `tS` and keeps the earlier history (the run went back in time).
  void truncateAfter(double tS);

  /// Visible window length, s; 0 shows the whole history.
  void setWindowS(double windowS);
  double windowS() const { return m_windowS; }
  /// Following: the window's right edge is the newest sample. Off: the user pans and zooms.
  void setFollowing(bool following);
  bool isFollowing() const { return m_following; }
  /// Visible time range, s.
  double viewStartS() const { return m_viewStartS; }
  double viewEndS() const { return m_viewEndS; }
  /// Pans the visible range by `dtS` (stops following).
  void panBy(double dtS);

  std::size_t seriesCount() const { return m_series.size(); }
  std::size_t historySize() const { return m_t.size(); }
  /// Points drawn for a series (after decimation), including changes not yet flushed.
  int drawnPointCount(int series) const;
  QList<QPointF> drawnPoints(int series) const;
  /// Pushes pending points to the chart now (otherwise done once per event-loop pass, so a burst
  /// of samples costs one chart update).
  void flush();
  /// flush(), then runs the work Qt Charts defers to later event-loop passes (the chart's and
  /// legend's layout, the scene's dirty items and change notification) at once, so the view is
  /// marked for repaint in this pass and the window composes it with everything else. A chart
  /// that is not on screen (a hidden dock, scrolled out of view) keeps its pending points until
  /// it is: settle() then does nothing, and showing it or calling settle() once it is on screen
  /// pushes them.
  void settle();
  /// Visible and not entirely clipped away by its parents (a scroll area's viewport).
  bool isOnScreen() const;
  QLineSeries* lineSeries(int series) const;
  /// Sample times of the history, s (oldest first), and one series' value at sample `i`.
  const std::vector<double>& historyTimes() const { return m_t; }
  double historyValue(int series, std::size_t i) const {
    return series >= 0 && series < static_cast<int>(m_series.size()) && i < m_t.size()
               ? m_series[series].v[i]
               : std::numeric_limits<double>::quiet_NaN();
  }
  /// History value of a series at the sample nearest `tS` (NaN when there is none).
  double valueAt(int series, double tS) const;
  /// Maximum history kept per series; older samples are dropped in halves.
  void setHistoryCap(std::size_t samples);

  /// How the time axis shows a visible range: values in `unit` (scale = seconds per unit:
  /// s, min, h or d), counted from `originS` so that labels stay short deep into a long run
  /// ("Simulated time (min after 3 d 04:00)"). Read-out and CSV stay in SI seconds.
  struct TimeAxis {
    double scale = 1.0;    ///< seconds per axis unit
    double originS = 0.0;  ///< simulated time at axis value 0
    QString unit;          ///< "s", "min", "h" or "d" (translated)
    QString title;         ///< the axis title
  };
  /// Unit: seconds below a 20-minute span, minutes below 2 h, hours below 2 days, then days. The
  /// origin is the start of the visible range floored to 10 min (s), 1 h (min) or 1 day (h), and 0
  /// for days or while the range starts before that step.
  static TimeAxis timeAxisFor(double startS, double endS, bool withText = true);
  /// The axis as drawn now, and the tick step in axis units (1, 2 or 5 × 10^k; about 5 ticks).
  const TimeAxis& timeAxis() const { return m_timeAxis; }
  double timeTickInterval() const;
  /// A tick step of 1, 2 or 5 × 10^k giving about five ticks over `span` (any unit), and the
  /// decimals its labels need (0 for 1, 2, 5, …; 1 for 0.5; …; at most 3).
  static double niceTickStep(double span);
  static int tickDecimals(double step);

  /// Crosshair read-out text at a time (what the hover label shows).
  QString readoutAt(double tS) const;
  bool saveCsv(const QString& path) const;
  bool savePng(const QString& path);

 signals:
  void followingChanged(bool following);
  void windowChanged(double windowS);

 protected:
  void resizeEvent(QResizeEvent* e) override;
  void changeEvent(QEvent* e) override;
  void showEvent(QShowEvent* e) override;
  void mousePressEvent(QMouseEvent* e) override;
  void mouseMoveEvent(QMouseEvent* e) override;
  void mouseReleaseEvent(QMouseEvent* e) override;
  void mouseDoubleClickEvent(QMouseEvent* e) override;
  void wheelEvent(QWheelEvent* e) override;
  void leaveEvent(QEvent* e) override;
  void contextMenuEvent(QContextMenuEvent* e) override;

 private:
  struct Series {
    QString name;
    QString unit;
    Axis axis = Axis::Left;
    QLineSeries* line = nullptr;
    std::vector<double> v;  ///< history, aligned with m_t
    QList<QPointF> pts;     ///< the decimated points drawn (pushed to `line` by flush())
    // The bucket being filled at the live edge (incremental decimation).
    double bMin = 0, bMax = 0, bTMin = 0, bTMax = 0;
    int bCount = 0;   ///< samples in the current bucket
    int bPoints = 0;  ///< points already drawn for it (0, 1 or 2)
  };
  struct Reference {
    QString name;
    double value = 0;
    Axis axis = Axis::Left;
    QLineSeries* line = nullptr;
  };

  double plotWidthPx() const;
  TimeAxis viewTimeAxis() const;  ///< the axis for the current (or, following, next) view
  double toAxis(double tS) const { return (tS - m_timeAxis.originS) / m_timeAxis.scale; }
  void rebuild();  ///< redraws the visible range from history
  void appendIncremental(std::size_t from);
  void addToBucket(Series& s, double tS, double v);
  void updateAxes();
  void updateReferences();
  void updateCrosshair(const QPointF& viewPos);
  void trimHistory();
  QValueAxis* axisFor(Axis a) const { return a == Axis::Left ? m_axisY : m_axisY2; }
  void markDirty();

  QChart* m_chart;
  QValueAxis* m_axisX;
  QValueAxis* m_axisY;
  QValueAxis* m_axisY2 = nullptr;
  std::vector<Series> m_series;
  std::vector<Reference> m_refs;
  std::vector<double> m_t;
  std::size_t m_cap = 200000;
  double m_windowS = 600.0;
  bool m_following = true;
  double m_viewStartS = 0.0, m_viewEndS = 60.0;
  double m_bucketS = 1.0;        ///< bucket width for decimation
  long long m_bucket = -1;       ///< index of the live-edge bucket
  TimeAxis m_timeAxis;           ///< unit and origin of the drawn points
  double m_allRebuiltSpanS = 0;  ///< "all" mode: history span at the last rebuild
  bool m_includeZero[2] = {false, false};
  bool m_fixed[2] = {false, false};
  double m_fixedLo[2] = {0, 0}, m_fixedHi[2] = {1, 1};
  bool m_dirty = false;
  bool m_flushQueued = false;
  bool m_dragging = false;
  QPointF m_dragLast;
  QGraphicsLineItem* m_cross = nullptr;
  QGraphicsRectItem* m_readoutBox = nullptr;
  QGraphicsSimpleTextItem* m_readout = nullptr;
};

}  // namespace podtwin::views
