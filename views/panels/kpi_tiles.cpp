#include "panels/kpi_tiles.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "panels/kpi_tile.h"
#include "panels/panel_format.h"

namespace podtwin::views {

// ---------------------------------------------------------------- Sparkline

Sparkline::Sparkline(QWidget* parent) : QWidget(parent) {
  setMinimumHeight(28);
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void Sparkline::paintEvent(QPaintEvent*) {
  if (!m_points || m_points->size() < 2) return;
  double lo = m_points->front().second, hi = lo;
  for (const auto& p : *m_points) {
    lo = std::min(lo, p.second);
    hi = std::max(hi, p.second);
  }
  // A flat line sits in the middle instead of dividing by zero.
  const double span = hi - lo > 1e-12 ? hi - lo : 1.0;
  const double mid = hi - lo > 1e-12 ? 0.0 : 0.5;
  const double t0 = m_points->front().first;
  const double tSpan = std::max(m_points->back().first - t0, 1e-9);
  const QRectF r = QRectF(rect()).adjusted(2, 3, -2, -3);
  QPainterPath path;
  bool first = true;
  for (const auto& p : *m_points) {
    const double x = r.left() + (p.first - t0) / tSpan * r.width();
    const double y = r.bottom() - ((p.second - lo) / span + mid) * r.height();
    if (first)
      path.moveTo(x, y);
    else
      path.lineTo(x, y);
    first = false;
  }
  QPainter painter(this);
  painter.setRenderHint(QPainter::Antialiasing);
  painter.setPen(QPen(m_color, 1.8));
  painter.drawPath(path);
  const QPointF last = path.currentPosition();
  painter.setBrush(m_color);
  painter.drawEllipse(last, 2.5, 2.5);
}

// ---------------------------------------------------------------- KpiTile

KpiTile::KpiTile(const QString& name, QWidget* parent) : QFrame(parent) {
  setObjectName(QStringLiteral("KpiTile"));
  setFrameShape(QFrame::StyledPanel);
  m_name = new QLabel(name, this);
  m_badge = new QLabel(this);
  m_badge->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
  m_value = new QLabel(QStringLiteral("—"), this);
  m_detail = new QLabel(this);
  m_detail->setWordWrap(false);
  m_compare = new QLabel(this);
  m_compare->setObjectName(QStringLiteral("kpiComparison"));
  m_compare->hide();
  m_spark = new Sparkline(this);
  m_spark->setPoints(&m_history);

  auto* head = new QHBoxLayout;
  head->addWidget(m_name, 1);
  head->addWidget(m_badge);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(12, 8, 12, 8);
  layout->setSpacing(2);
  layout->addLayout(head);
  layout->addWidget(m_value);
  layout->addWidget(m_detail);
  layout->addWidget(m_compare);
  layout->addWidget(m_spark);
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
  applyStyle();
}

QString KpiTile::valueText() const {
  return m_value->text();
}
QString KpiTile::detailText() const {
  return m_detail->text();
}

void KpiTile::setValue(const QString& value, const QString& detail, KpiStatus status, double timeS,
                       double sample) {
  m_value->setText(value);
  m_detail->setText(detail);
  m_detail->setToolTip(detail);
  if (std::isfinite(timeS) && std::isfinite(sample)) {
    // A restarted run (time went back) starts a fresh line.
    if (!m_history.empty() && timeS < m_history.back().first) m_history.clear();
    if (m_history.empty() || timeS - m_history.back().first >= kSampleSpacingS) {
      m_history.emplace_back(timeS, sample);
    } else {
      m_history.back().second = sample;  // keep the newest value at the right edge
    }
    while (!m_history.empty() && m_history.front().first < timeS - kHistoryWindowS)
      m_history.pop_front();
  }
  if (status != m_status) {
    m_status = status;
    applyStyle();
  }
  m_spark->update();
}

void KpiTile::setComparison(const QString& text) {
  m_compare->setText(text);
  m_compare->setVisible(!text.isEmpty());
}

QString KpiTile::comparisonText() const {
  return m_compare->text();
}

void KpiTile::setLarge(bool large) {
  if (large == m_large) return;
  m_large = large;
  applyStyle();
}

void KpiTile::setName(const QString& name) {
  m_name->setText(name);
  m_badge->setText(statusText(m_status));
}

void KpiTile::clearHistory() {
  m_history.clear();
  m_spark->update();
}

void KpiTile::applyStyle() {
  const QColor c = statusColor(m_status);
  const int valuePt = m_large ? 40 : 22;
  const int namePt = m_large ? 15 : 10;
  const int detailPt = m_large ? 13 : 9;
  // Status shows three ways: the left stripe, a tinted background and the badge text, so the tile
  // reads without relying on colour alone.
  // Amber text on an amber tint is hard to read: the value uses a darker amber.
  const QColor text = m_status == KpiStatus::Warning ? QColor(0xb2, 0x6a, 0x00) : c;
  QColor tint = c;
  tint.setAlpha(28);
  setStyleSheet(QStringLiteral("QFrame#KpiTile { border: 1px solid %1; border-left: 6px solid %1;"
                               " border-radius: 6px; background: rgba(%2,%3,%4,%5); }")
                    .arg(c.name())
                    .arg(tint.red())
                    .arg(tint.green())
                    .arg(tint.blue())
                    .arg(tint.alpha()));
  m_name->setStyleSheet(QStringLiteral("font-size: %1pt; font-weight: 600;").arg(namePt));
  m_value->setStyleSheet(QStringLiteral("font-size: %1pt; font-weight: bold; color: %2;")
                             .arg(valuePt)
                             .arg(text.name()));
  m_detail->setStyleSheet(QStringLiteral("font-size: %1pt; color: %2;")
                              .arg(detailPt)
                              .arg(mutedTextColor(palette()).name()));
  m_compare->setStyleSheet(QStringLiteral("font-size: %1pt; font-weight: 600;").arg(detailPt));
  m_badge->setText(statusText(m_status));
  m_badge->setStyleSheet(QStringLiteral("font-size: %1pt; font-weight: bold; color: white;"
                                        " background: %2; border-radius: 4px; padding: 1px 6px;")
                             .arg(detailPt)
                             .arg(c.name()));
  m_spark->setColor(c);
  m_spark->setMinimumHeight(m_large ? 56 : 28);
}

// ---------------------------------------------------------------- KpiTiles

KpiTiles::KpiTiles(QWidget* parent) : QWidget(parent) {
  m_delta.fill(NAN);
  auto* grid = new QGridLayout(this);
  grid->setContentsMargins(4, 4, 4, 4);
  grid->setSpacing(8);
  for (int i = 0; i < kKpiCount; ++i) {
    auto* tile = new KpiTile(kpiName(static_cast<Kpi>(i)), this);
    m_tiles[static_cast<std::size_t>(i)] = tile;
    grid->addWidget(tile, i / 3, i % 3);
  }
  retranslate();
}

KpiTiles::~KpiTiles() = default;

double KpiTiles::kpiValue(Kpi kpi, const Snapshot& s) {
  switch (kpi) {
    case Kpi::Pue:
      return s.pue;
    case Kpi::Mfu:
      return s.mfu * 100.0;
    case Kpi::BatterySoc:
      return s.bessSoc * 100.0;
    case Kpi::GpuTempMax:
      return s.gpuTempMaxC;
    case Kpi::Cost:
      return s.costToDateUsd;
    case Kpi::StepTime:
      return s.stepTimeS;
  }
  return NAN;
}

QString KpiTiles::comparisonText(Kpi kpi) const {
  return tile(kpi)->comparisonText();
}

void KpiTiles::updateComparison(const Snapshot& a, const Snapshot* b) {
  // Decimals and units as the tiles show A's value.
  struct Format {
    int decimals;
    const char* unit;
  };
  static constexpr std::array<Format, kKpiCount> kFormat = {
      {{3, ""}, {1, "%"}, {1, "%"}, {1, "°C"}, {0, ""}, {2, "s"}}};
  for (int i = 0; i < kKpiCount; ++i) {
    const auto kpi = static_cast<Kpi>(i);
    const auto k = static_cast<std::size_t>(i);
    if (!b) {
      m_delta[k] = NAN;
      tile(kpi)->setComparison(QString());
      continue;
    }
    const double va = kpiValue(kpi, a), vb = kpiValue(kpi, *b);
    m_delta[k] = vb - va;
    const QString unit = QString::fromUtf8(kFormat[k].unit);
    const bool money = kpi == Kpi::Cost;
    const QString bText = money ? formatMoney(vb) : formatValue(vb, kFormat[k].decimals, unit);
    const double d = m_delta[k];
    const QString sign =
        d > 0.0 ? QStringLiteral("+") : (d < 0.0 ? QStringLiteral("−") : QString());
    const QString dText = !std::isfinite(d) ? QStringLiteral("—")
                          : money
                              ? sign + formatMoney(std::fabs(d))
                              : sign + formatValue(std::fabs(d), kFormat[k].decimals,
                                                   unit == QLatin1String("%") ? tr("pp") : unit);
    tile(kpi)->setComparison(tr("B %1 · B − A %2").arg(bText, dText));
  }
}

void KpiTiles::changeEvent(QEvent* e) {
  if (e->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(e);
}

void KpiTiles::retranslate() {
  for (int i = 0; i < kKpiCount; ++i)
    tile(static_cast<Kpi>(i))->setName(kpiName(static_cast<Kpi>(i)));
  // Explain the thresholds where they are used.
  tile(Kpi::Pue)->setToolTip(
      tr("Facility power / IT power, IT metered at the IT equipment's input (the rack PSU input), "
         "as ISO/IEC 30134-2 and The Green Grid define PUE; the CSV column pue_psu_output meters "
         "IT at the PSU output instead. Green ≤ %1, amber ≤ %2, red above.")
          .arg(KpiThresholds::pueAmber)
          .arg(KpiThresholds::pueRed));
  tile(Kpi::Mfu)->setToolTip(tr("Model FLOPs utilisation. Green ≥ %1 %, amber ≥ %2 %, red below.")
                                 .arg(KpiThresholds::mfuAmber * 100.0)
                                 .arg(KpiThresholds::mfuRed * 100.0));
  tile(Kpi::BatterySoc)
      ->setToolTip(tr("Battery state of charge. Green ≥ %1 %, amber ≥ %2 %, red below.")
                       .arg(KpiThresholds::socAmber * 100.0)
                       .arg(KpiThresholds::socRed * 100.0));
  tile(Kpi::GpuTempMax)
      ->setToolTip(tr("Hottest GPU die. Amber within %1 K of the throttle point, red at it.")
                       .arg(KpiThresholds::gpuTempAmberMarginK));
  tile(Kpi::Cost)->setToolTip(
      tr("Projected cost of the run against its undisturbed projection. Amber above +%1 %, red "
         "above +%2 %.")
          .arg(std::lround((KpiThresholds::costAmberRatio - 1.0) * 100.0))
          .arg(std::lround((KpiThresholds::costRedRatio - 1.0) * 100.0)));
  tile(Kpi::StepTime)
      ->setToolTip(
          tr("Training step time against the best seen. Amber above +%1 %, red above +%2 %.")
              .arg(std::lround((KpiThresholds::stepAmberRatio - 1.0) * 100.0))
              .arg(std::lround((KpiThresholds::stepRedRatio - 1.0) * 100.0)));
}

void KpiTiles::setLarge(bool large) {
  m_large = large;
  for (auto* t : m_tiles) t->setLarge(large);
}

void KpiTiles::clearHistory() {
  for (auto* t : m_tiles) t->clearHistory();
  m_bestStepTimeS = 0.0;
  m_lastTimeS = -1.0;
  if (!m_fixedCostBaseline) m_costBaselineUsd = 0.0;
}

void KpiTiles::setCostBaselineUsd(double usd) {
  m_fixedCostBaseline = std::isfinite(usd) && usd > 0.0;
  m_costBaselineUsd = m_fixedCostBaseline ? usd : 0.0;
}

KpiStatus KpiTiles::status(Kpi kpi) const {
  return tile(kpi)->status();
}
QString KpiTiles::valueText(Kpi kpi) const {
  return tile(kpi)->valueText();
}

void KpiTiles::updateSnapshot(const Snapshot& s) {
  const double t = s.timeS;
  if (m_lastTimeS >= 0.0 && t < m_lastTimeS) clearHistory();  // a new run
  m_lastTimeS = t;

  // PUE
  {
    const KpiStatus st = pueStatus(s.pue);
    const QString detail =
        s.pueEnergyWeighted >= 1.0
            ? tr("energy-weighted %1").arg(formatNumber(s.pueEnergyWeighted, 3))
            : tr("facility %1 MW").arg(formatNumber(s.facilityPowerKw / 1000.0, 2));
    tile(Kpi::Pue)->setValue(
        st == KpiStatus::Unknown ? QStringLiteral("—") : formatNumber(s.pue, 3), detail, st, t,
        st == KpiStatus::Unknown ? NAN : s.pue);
  }
  // MFU
  {
    const KpiStatus st = s.jobRunning ? mfuStatus(s.mfu) : KpiStatus::Unknown;
    const QString detail =
        s.jobRunning
            ? (s.tokensPerS >= 1e6 ? tr("%1 M tokens/s").arg(formatNumber(s.tokensPerS / 1e6, 2))
                                   : tr("%1 k tokens/s").arg(formatNumber(s.tokensPerS / 1e3, 1)))
            : tr("job not running");
    tile(Kpi::Mfu)->setValue(formatValue(s.mfu * 100.0, 1, QStringLiteral("%")), detail, st, t,
                             s.mfu * 100.0);
  }
  // Battery SOC
  {
    KpiStatus st = socStatus(s.bessSoc);
    QString detail;
    if (!s.bessAvailable) {
      st = KpiStatus::Critical;
      detail = tr("battery unavailable");
    } else if (s.bessPowerKw > 1.0) {
      detail = tr("discharging %1 kW").arg(formatNumber(s.bessPowerKw, 0));
    } else if (s.bessPowerKw < -1.0) {
      detail = tr("charging %1 kW").arg(formatNumber(-s.bessPowerKw, 0));
    } else {
      detail = tr("idle");
    }
    tile(Kpi::BatterySoc)
        ->setValue(formatValue(s.bessSoc * 100.0, 1, QStringLiteral("%")), detail, st, t,
                   s.bessSoc * 100.0);
  }
  // Max GPU temperature
  {
    const KpiStatus st = gpuTempStatus(s.gpuTempMaxC, s.throttleTempC);
    QString detail = tr("throttle at %1 °C").arg(formatNumber(s.throttleTempC, 0));
    if (s.gpusThrottled > 0)
      detail += QStringLiteral(" · ") + tr("throttled GPUs: %1").arg(s.gpusThrottled);
    tile(Kpi::GpuTempMax)
        ->setValue(st == KpiStatus::Unknown ? QStringLiteral("—")
                                            : formatValue(s.gpuTempMaxC, 1, QStringLiteral("°C")),
                   detail, st, t, st == KpiStatus::Unknown ? NAN : s.gpuTempMaxC);
  }
  // Cost (to date, projected)
  {
    if (!m_fixedCostBaseline && m_costBaselineUsd <= 0.0 && std::isfinite(s.projectedCostUsd) &&
        s.projectedCostUsd > 0.0)
      m_costBaselineUsd = s.projectedCostUsd;
    const KpiStatus st = costStatus(s.projectedCostUsd, m_costBaselineUsd);
    QString detail = tr("projected %1").arg(formatMoney(s.projectedCostUsd));
    if (std::isfinite(s.projectedDays) && s.projectedDays > 0.0)
      detail += QStringLiteral(" · ") + tr("%1 days").arg(formatNumber(s.projectedDays, 1));
    tile(Kpi::Cost)->setValue(formatMoney(s.costToDateUsd), detail, st, t, s.projectedCostUsd);
  }
  // Step time
  {
    if (std::isfinite(s.stepTimeS) && s.stepTimeS > 0.0 && s.jobRunning)
      m_bestStepTimeS =
          m_bestStepTimeS > 0.0 ? std::min(m_bestStepTimeS, s.stepTimeS) : s.stepTimeS;
    const KpiStatus st =
        s.jobRunning ? stepTimeStatus(s.stepTimeS, m_bestStepTimeS) : KpiStatus::Unknown;
    const QString detail =
        s.allreduceTimeS > 0.0
            ? tr("allreduce %1 ms").arg(formatNumber(s.allreduceTimeS * 1000.0, 0))
            : (s.jobRunning ? QString() : tr("job not running"));
    tile(Kpi::StepTime)
        ->setValue(s.stepTimeS > 0.0 ? formatValue(s.stepTimeS, 2, QStringLiteral("s"))
                                     : QStringLiteral("—"),
                   detail, st, t, s.stepTimeS > 0.0 ? s.stepTimeS : NAN);
  }
}

}  // namespace podtwin::views
