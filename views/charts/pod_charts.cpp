#include "charts/pod_charts.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>
#include <cmath>

namespace podtwin::views {

namespace {
// Series colours: a colour-blind-safe set (Okabe–Ito) brightened for the dark background.
const QColor kBlue(0x56, 0xb4, 0xe9);
const QColor kOrange(0xe6, 0x9f, 0x00);
const QColor kGreen(0x3c, 0xc0, 0x8f);
const QColor kYellow(0xf0, 0xe4, 0x42);
const QColor kVermillion(0xe8, 0x6a, 0x3a);
const QColor kPurple(0xcc, 0x79, 0xa7);
const QColor kGrey(0xa0, 0xa8, 0xb2);
const QColor kLimit(0xff, 0x55, 0x55);
const QColor kCduColours[] = {kBlue, kOrange, kGreen, kPurple};
constexpr int kMaxCduSeries = 4;  // beyond this the chart shows the flow-weighted pod values
}  // namespace

PodCharts::PodCharts(QWidget* parent) : QWidget(parent) {
  auto* outer = new QVBoxLayout(this);
  outer->setContentsMargins(0, 0, 0, 0);
  outer->setSpacing(4);
  auto* bar = new QHBoxLayout;
  bar->setContentsMargins(6, 4, 6, 0);
  m_windowLabel = new QLabel(this);
  m_window = new QComboBox(this);
  m_window->addItem(QString(), 60.0);
  m_window->addItem(QString(), 600.0);
  m_window->addItem(QString(), 3600.0);
  m_window->addItem(QString(), 0.0);
  m_window->setCurrentIndex(1);
  m_follow = new QPushButton(this);
  m_follow->setCheckable(true);
  m_follow->setChecked(true);
  bar->addWidget(m_windowLabel);
  bar->addWidget(m_window);
  bar->addStretch(1);
  bar->addWidget(m_follow);
  outer->addLayout(bar);
  m_compareNote = new QLabel(this);
  m_compareNote->setObjectName(QStringLiteral("chartsComparisonNote"));
  m_compareNote->setWordWrap(true);
  m_compareNote->setContentsMargins(6, 0, 6, 0);
  m_compareNote->hide();
  outer->addWidget(m_compareNote);
  connect(m_window, &QComboBox::currentIndexChanged, this,
          [this](int i) { setWindowS(m_window->itemData(i).toDouble()); });
  connect(m_follow, &QPushButton::toggled, this, [this](bool on) { setFollowing(on); });

  auto* scroll = new QScrollArea(this);
  scroll->setWidgetResizable(true);
  scroll->setFrameShape(QFrame::NoFrame);
  auto* inner = new QWidget(scroll);
  m_list = new QVBoxLayout(inner);
  m_list->setContentsMargins(4, 0, 4, 4);
  m_list->setSpacing(6);
  scroll->setWidget(inner);
  // Charts scrolled out of view keep their new points pending; bring them up to date as soon
  // as scrolling or a resize shows them (before that frame is composed).
  inner->installEventFilter(this);
  m_inner = inner;
  outer->addWidget(scroll, 1);
  build();
  retranslate();
}

void PodCharts::build() {
  for (auto* c : m_charts) c->deleteLater();
  m_charts.clear();
  for (int i = 0; i < kChartCount; ++i) {
    auto* c = new LiveChart(QString(), this);
    c->setMinimumHeight(200);
    c->setWindowS(m_windowS);
    connect(c, &LiveChart::followingChanged, this, [this](bool on) {
      if (!on && m_follow->isChecked()) {
        const QSignalBlocker block(m_follow);
        m_follow->setChecked(false);
      }
    });
    m_charts.push_back(c);
    m_list->addWidget(c);
  }
  using A = LiveChart::Axis;
  auto* p = m_charts[kPower];
  p->addSeries({}, QStringLiteral("kW"), kBlue);
  p->addSeries({}, QStringLiteral("kW"), kGreen);
  p->addSeries({}, QStringLiteral("kW"), kPurple);
  p->addSeries({}, QStringLiteral("kW"), kOrange);
  p->addSeries({}, QStringLiteral("kW"), kYellow);
  p->addSeries({}, QStringLiteral("kW"), kGrey);
  p->setIncludeZero(true);
  auto* pue = m_charts[kPue];
  pue->addSeries({}, QString(), kBlue);
  pue->addSeries({}, QString(), kOrange);
  auto* b = m_charts[kBattery];
  b->addSeries({}, QStringLiteral("%"), kGreen);
  b->addSeries({}, QStringLiteral("kW"), kOrange, A::Right);
  b->setFixedRange(A::Left, 0.0, 100.0);
  b->setIncludeZero(false, true);
  auto* f = m_charts[kFrequency];
  f->addSeries({}, QStringLiteral("Hz"), kBlue);
  f->addReferenceLine({}, m_nominalHz * (1.0 + m_frequencyLimitPct / 100.0), kLimit);
  f->addReferenceLine({}, m_nominalHz * (1.0 - m_frequencyLimitPct / 100.0), kLimit);
  auto* g = m_charts[kGpuTemp];
  g->addSeries({}, QStringLiteral("°C"), kVermillion);
  g->addSeries({}, QStringLiteral("°C"), kOrange);
  g->addReferenceLine({}, m_throttleC, kLimit);
  auto* c = m_charts[kCoolant];
  const int perCdu = std::min(m_cduCount, kMaxCduSeries);
  if (perCdu > 0 && m_cduCount <= kMaxCduSeries) {
    for (int i = 0; i < perCdu; ++i) {
      c->addSeries({}, QStringLiteral("°C"), kCduColours[i]);
      c->addSeries({}, QStringLiteral("°C"), kCduColours[i].darker(140));
    }
    for (int i = 0; i < perCdu; ++i) {
      c->addSeries({}, QStringLiteral("L/min"), kCduColours[i].lighter(130), A::Right);
    }
  } else {
    c->addSeries({}, QStringLiteral("°C"), kBlue);
    c->addSeries({}, QStringLiteral("°C"), kVermillion);
    c->addSeries({}, QStringLiteral("L/min"), kGreen, A::Right);
  }
  c->setIncludeZero(false, true);
  auto* l = m_charts[kLinks];
  l->addSeries({}, QStringLiteral("%"), kPurple);
  l->addReferenceLine({}, 100.0, kLimit);
  l->setIncludeZero(true);
  auto* t = m_charts[kTraining];
  t->addSeries({}, QStringLiteral("s"), kBlue);
  t->addSeries({}, QStringLiteral("%"), kGreen, A::Right);
  t->setIncludeZero(true, true);
  auto* cost = m_charts[kCost];
  cost->addSeries({}, QStringLiteral("USD"), kYellow);
  cost->addSeries({}, QStringLiteral("USD"), kGrey);
  cost->setIncludeZero(true);
  m_perRun.clear();
  for (auto* chart : m_charts) m_perRun.push_back(static_cast<int>(chart->seriesCount()));
  if (m_compare) addTwins();
}

void PodCharts::addTwins() {
  for (int i = 0; i < kChartCount; ++i) {
    LiveChart* chart = m_charts[i];
    if (static_cast<int>(chart->seriesCount()) > m_perRun[i]) continue;
    for (int k = 0; k < m_perRun[i]; ++k) chart->addDashedCopy(k);
  }
}

void PodCharts::nameTwins() {
  m_compareNote->setVisible(m_compare);
  if (!m_compare) return;
  m_compareNote->setText(
      tr("Solid lines: A, %1 · dashed lines: B, %2 (same colours)").arg(m_labelA, m_labelB));
  for (int i = 0; i < kChartCount; ++i) {
    for (int k = 0; k < m_perRun[i]; ++k)
      m_charts[i]->setSeriesName(m_perRun[i] + k, tr("%1 (B)").arg(m_charts[i]->seriesName(k)));
  }
}

void PodCharts::setComparison(bool on, const QString& labelA, const QString& labelB) {
  m_labelA = labelA;
  m_labelB = labelB;
  if (on != m_compare) {
    m_compare = on;
    if (on) {
      addTwins();
    } else {
      for (int i = 0; i < kChartCount; ++i) m_charts[i]->removeSeriesFrom(m_perRun[i]);
    }
  }
  nameTwins();
}

int PodCharts::comparisonSeries(ChartId id, int series) const {
  return m_compare && series >= 0 && series < m_perRun[id] ? m_perRun[id] + series : -1;
}

void PodCharts::retranslate() {
  m_windowLabel->setText(tr("Window"));
  m_window->setItemText(0, tr("1 min"));
  m_window->setItemText(1, tr("10 min"));
  m_window->setItemText(2, tr("1 h"));
  m_window->setItemText(3, tr("All"));
  m_follow->setText(tr("Follow live"));
  m_follow->setToolTip(
      tr("Keep the newest sample at the right edge. Drag a chart to scroll back."));

  auto* p = m_charts[kPower];
  p->setTitle(tr("Power balance"));
  p->setSeriesName(0, tr("IT"));
  p->setSeriesName(1, tr("Cooling"));
  p->setSeriesName(2, tr("Losses"));
  p->setSeriesName(3, tr("Generation"));
  p->setSeriesName(4, tr("Battery"));
  p->setSeriesName(5, tr("Grid import"));
  p->setAxisTitles(tr("kW"));
  auto* pue = m_charts[kPue];
  pue->setTitle(tr("PUE"));
  pue->setSeriesName(0, tr("Instantaneous"));
  pue->setSeriesName(1, tr("Energy-weighted"));
  auto* b = m_charts[kBattery];
  b->setTitle(tr("Battery"));
  b->setSeriesName(0, tr("State of charge"));
  b->setSeriesName(1, tr("Power (+ discharge)"));
  b->setAxisTitles(tr("SOC %"), tr("kW"));
  auto* f = m_charts[kFrequency];
  f->setTitle(tr("Bus frequency"));
  f->setSeriesName(0, tr("Frequency"));
  f->setAxisTitles(tr("Hz"));
  auto* g = m_charts[kGpuTemp];
  g->setTitle(tr("GPU temperature"));
  g->setSeriesName(0, tr("Max"));
  g->setSeriesName(1, tr("Mean"));
  g->setAxisTitles(tr("°C"));
  auto* c = m_charts[kCoolant];
  c->setTitle(tr("Coolant per CDU"));
  if (m_cduCount > 0 && m_cduCount <= kMaxCduSeries) {
    for (int i = 0; i < m_cduCount; ++i) {
      c->setSeriesName(2 * i, tr("CDU %1 supply").arg(i + 1));
      c->setSeriesName(2 * i + 1, tr("CDU %1 return").arg(i + 1));
      c->setSeriesName(2 * m_cduCount + i, tr("CDU %1 flow").arg(i + 1));
    }
  } else {
    c->setSeriesName(0, tr("Supply"));
    c->setSeriesName(1, tr("Return"));
    c->setSeriesName(2, tr("Flow"));
  }
  c->setAxisTitles(tr("°C"), tr("L/min"));
  auto* l = m_charts[kLinks];
  l->setTitle(tr("Peak link utilisation"));
  l->setSeriesName(0, tr("Busiest link"));
  l->setAxisTitles(tr("%"));
  auto* t = m_charts[kTraining];
  t->setTitle(tr("Training step time and MFU"));
  t->setSeriesName(0, tr("Step time"));
  t->setSeriesName(1, tr("MFU"));
  t->setAxisTitles(tr("s"), tr("%"));
  auto* cost = m_charts[kCost];
  cost->setTitle(tr("Training cost"));
  cost->setSeriesName(0, tr("Projected total"));
  cost->setSeriesName(1, tr("To date"));
  cost->setAxisTitles(tr("USD"));
  // Reference-line legend entries.
  f->setReferenceName(0, tr("+limit"));
  f->setReferenceName(1, tr("−limit"));
  g->setReferenceName(0, tr("Throttle"));
  l->setReferenceName(0, tr("Capacity"));
  nameTwins();
}

bool PodCharts::eventFilter(QObject* watched, QEvent* e) {
  if (watched == m_inner && (e->type() == QEvent::Move || e->type() == QEvent::Resize)) settle();
  return QWidget::eventFilter(watched, e);
}

void PodCharts::changeEvent(QEvent* e) {
  if (e->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(e);
}

void PodCharts::setPod(const PodConfig& pod) {
  m_cduCount = pod.thermal.cduCount;
  m_nominalHz = pod.power.nominalFrequencyHz;
  m_frequencyLimitPct = pod.power.ems.frequencyLimitPct;
  m_throttleC = pod.thermal.gpu.slowdownTempC;
  build();
  retranslate();
}

void PodCharts::clear() {
  for (auto* c : m_charts) c->clear();
}

void PodCharts::settle() {
  for (auto* c : m_charts) c->settle();
}

void PodCharts::truncateAfter(double tS) {
  for (auto* c : m_charts) c->truncateAfter(tS);
}

void PodCharts::setWindowS(double windowS) {
  m_windowS = windowS;
  for (auto* c : m_charts) c->setWindowS(windowS);
  for (int i = 0; i < m_window->count(); ++i) {
    if (m_window->itemData(i).toDouble() == windowS && m_window->currentIndex() != i) {
      const QSignalBlocker block(m_window);
      m_window->setCurrentIndex(i);
    }
  }
  emit windowChanged(windowS);
}

void PodCharts::setFollowing(bool following) {
  for (auto* c : m_charts) c->setFollowing(following);
  if (m_follow->isChecked() != following) {
    const QSignalBlocker block(m_follow);
    m_follow->setChecked(following);
  }
}

void PodCharts::values(ChartId id, const Snapshot& s, std::vector<double>& v) const {
  switch (id) {
    case kPower:
      v.assign({s.itPowerKw, s.coolingPowerKw, s.conversionLossKw + s.miscPowerKw, s.generationKw,
                s.bessPowerKw, s.gridImportKw});
      break;
    case kPue:
      v.assign({s.pue > 0 ? s.pue : NAN, s.pueEnergyWeighted > 0 ? s.pueEnergyWeighted : NAN});
      break;
    case kBattery:
      v.assign({100.0 * s.bessSoc, s.bessPowerKw});
      break;
    case kFrequency:
      v.assign({s.busFrequencyHz});
      break;
    case kGpuTemp:
      v.assign({s.gpuTempMaxC, s.gpuTempMeanC});
      break;
    case kCoolant: {
      v.clear();
      const int n = static_cast<int>(s.cdus.size());
      if (m_cduCount > 0 && m_cduCount <= kMaxCduSeries) {
        for (int i = 0; i < m_cduCount; ++i) {
          v.push_back(i < n ? s.cdus[i].supplyTempC : NAN);
          v.push_back(i < n ? s.cdus[i].returnTempC : NAN);
        }
        for (int i = 0; i < m_cduCount; ++i) v.push_back(i < n ? s.cdus[i].flowLpm : NAN);
      } else {
        v.assign({s.coolantSupplyTempC, s.coolantReturnTempC, s.coolantFlowLpm});
      }
      break;
    }
    case kLinks:
      v.assign({100.0 * s.fabricLinkUtilMax});
      break;
    case kTraining:
      v.assign({s.stepTimeS, 100.0 * s.mfu});
      break;
    case kCost:
      v.assign({s.projectedCostUsd, s.costToDateUsd});
      break;
    case kChartCount:
      v.clear();
      break;
  }
}

void PodCharts::appendSnapshot(const Snapshot& s, const Snapshot* b) {
  const double t = s.timeS;
  // The limit lines are run A's (the pod the charts were set up for).
  m_charts[kFrequency]->setReferenceValue(0, m_nominalHz * (1.0 + s.frequencyLimitPct / 100.0));
  m_charts[kFrequency]->setReferenceValue(1, m_nominalHz * (1.0 - s.frequencyLimitPct / 100.0));
  m_charts[kGpuTemp]->setReferenceValue(0, s.throttleTempC);
  for (int i = 0; i < kChartCount; ++i) {
    const auto id = static_cast<ChartId>(i);
    values(id, s, m_values);
    if (m_compare) {
      // B's lines follow A's layout: per CDU when A's pod draws per CDU (a CDU that B's pod does
      // not have is a gap), else the pod-wide values.
      if (b) {
        values(id, *b, m_valuesB);
      } else {
        m_valuesB.clear();
      }
      m_valuesB.resize(m_values.size(), NAN);
      m_values.insert(m_values.end(), m_valuesB.begin(), m_valuesB.end());
    }
    m_charts[i]->append(t, m_values);
  }
}

}  // namespace podtwin::views
