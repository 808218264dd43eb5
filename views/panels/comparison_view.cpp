#include "panels/comparison_view.h"

#include <QEvent>
#include <QFrame>
#include <QGridLayout>
#include <QLabel>
#include <QVBoxLayout>
#include <cmath>
#include <functional>
#include <limits>
#include <optional>

#include "panels/panel_format.h"

namespace podtwin::views {

namespace {

enum Col { kColName, kColA, kColB, kColDelta };

// Which part of the table a row belongs to: what has been measured since t = 0, what the runs do
// now, and where they end if they keep their average rates so far.
enum class Section { Measured, Now, Projected };

// How a row reads: value, unit, decimals, and whether lower is better.
struct RowSpec {
  Section section;
  const char* label;
  std::function<double(const Snapshot&)> value;
  const char* unit;
  int decimals;
  bool lowerIsBetter;
  bool money = false;
};

double costPerMillionTokens(const Snapshot& s) {
  return s.tokensTrained > 0.0 ? s.costToDateUsd / (s.tokensTrained / 1e6)
                               : std::numeric_limits<double>::quiet_NaN();
}

const std::vector<RowSpec>& rowSpecs() {
  using S = Section;
  static const std::vector<RowSpec> specs = {
      {S::Measured, QT_TRANSLATE_NOOP("podtwin::views::ComparisonView", "Tokens trained"),
       [](const Snapshot& s) { return s.tokensTrained / 1e9; },
       QT_TRANSLATE_NOOP("podtwin::views::ComparisonView", "B tok"), 2, false},
      {S::Measured, QT_TRANSLATE_NOOP("podtwin::views::ComparisonView", "Cost to date"),
       [](const Snapshot& s) { return s.costToDateUsd; }, "", 0, true, true},
      {S::Measured, QT_TRANSLATE_NOOP("podtwin::views::ComparisonView", "Cost per million tokens"),
       costPerMillionTokens, QT_TRANSLATE_NOOP("podtwin::views::ComparisonView", "$/M tok"), 3,
       true},
      {S::Measured, QT_TRANSLATE_NOOP("podtwin::views::ComparisonView", "PUE (energy-weighted)"),
       [](const Snapshot& s) { return s.pueEnergyWeighted >= 1.0 ? s.pueEnergyWeighted : s.pue; },
       "", 3, true},
      {S::Now, QT_TRANSLATE_NOOP("podtwin::views::ComparisonView", "MFU"),
       [](const Snapshot& s) { return s.mfu * 100.0; },
       QT_TRANSLATE_NOOP("podtwin::views::ComparisonView", "%"), 1, false},
      {S::Now, QT_TRANSLATE_NOOP("podtwin::views::ComparisonView", "Step time"),
       [](const Snapshot& s) { return s.stepTimeS; },
       QT_TRANSLATE_NOOP("podtwin::views::ComparisonView", "s"), 2, true},
      {S::Now, QT_TRANSLATE_NOOP("podtwin::views::ComparisonView", "Throughput"),
       [](const Snapshot& s) { return s.tokensPerS / 1e6; },
       QT_TRANSLATE_NOOP("podtwin::views::ComparisonView", "M tok/s"), 2, false},
      {S::Now, QT_TRANSLATE_NOOP("podtwin::views::ComparisonView", "Max GPU temp"),
       [](const Snapshot& s) { return s.gpuTempMaxC; },
       QT_TRANSLATE_NOOP("podtwin::views::ComparisonView", "°C"), 1, true},
      {S::Now, QT_TRANSLATE_NOOP("podtwin::views::ComparisonView", "GPUs throttled"),
       [](const Snapshot& s) { return static_cast<double>(s.gpusThrottled); }, "", 0, true},
      {S::Now, QT_TRANSLATE_NOOP("podtwin::views::ComparisonView", "Facility power"),
       [](const Snapshot& s) { return s.facilityPowerKw; },
       QT_TRANSLATE_NOOP("podtwin::views::ComparisonView", "kW"), 0, true},
      {S::Projected, QT_TRANSLATE_NOOP("podtwin::views::ComparisonView", "Time to train"),
       [](const Snapshot& s) { return s.projectedDaysAtAverageRate; },
       QT_TRANSLATE_NOOP("podtwin::views::ComparisonView", "d"), 1, true},
      {S::Projected, QT_TRANSLATE_NOOP("podtwin::views::ComparisonView", "Projected cost"),
       [](const Snapshot& s) { return s.projectedCostAtAverageRateUsd; }, "", 0, true, true},
  };
  return specs;
}

QString signedValue(double v, int decimals, const QString& unit) {
  const QString sign = v > 0.0 ? QStringLiteral("+") : (v < 0.0 ? QStringLiteral("−") : QString());
  return sign + formatValue(std::fabs(v), decimals, unit);
}

}  // namespace

static QString sectionTitle(Section s) {
  switch (s) {
    case Section::Measured:
      return ComparisonView::tr("Measured so far");
    case Section::Now:
      return ComparisonView::tr("Now");
    case Section::Projected:
      return ComparisonView::tr("Projected at the average rate so far");
  }
  return {};
}

static QLabel* headingLabel(QWidget* parent) {
  auto* l = new QLabel(parent);
  l->setStyleSheet(QStringLiteral("font-weight: bold; color: palette(mid);"));
  return l;
}

ComparisonView::ComparisonView(QWidget* parent) : QWidget(parent) {
  m_titleA = tr("This pod");
  m_titleB = tr("Commodity design");
  m_grid = new QGridLayout;
  m_grid->setHorizontalSpacing(18);
  m_grid->setVerticalSpacing(6);
  m_headA = new QLabel(this);
  m_headB = new QLabel(this);
  m_headDelta = new QLabel(tr("Difference"), this);
  for (QLabel* h : {m_headA, m_headB, m_headDelta}) {
    h->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    h->setStyleSheet(QStringLiteral("font-weight: bold; font-size: 11pt;"));
  }
  m_grid->addWidget(m_headA, 0, kColA);
  m_grid->addWidget(m_headB, 0, kColB);
  m_grid->addWidget(m_headDelta, 0, kColDelta);
  auto* line = new QFrame(this);
  line->setFrameShape(QFrame::HLine);
  line->setFrameShadow(QFrame::Sunken);
  m_grid->addWidget(line, 1, 0, 1, 4);
  m_grid->setColumnStretch(kColName, 2);
  for (int c : {kColA, kColB, kColDelta}) m_grid->setColumnStretch(c, 1);

  // Each section gets a heading row, then its rows.
  int gridRow = 2;
  std::optional<Section> current;
  for (const RowSpec& spec : rowSpecs()) {
    if (spec.section != current) {
      current = spec.section;
      QLabel* h = headingLabel(this);
      h->setText(sectionTitle(spec.section));
      m_grid->addWidget(h, gridRow++, 0, 1, 4);
      m_sectionHeads.push_back(h);
    }
    addRow(tr(spec.label), gridRow++);
  }

  auto sentenceStyle = [](QLabel* l) {
    l->setWordWrap(true);
    l->setStyleSheet(
        QStringLiteral("font-size: 13pt; font-weight: bold; padding: 8px; border-radius: 6px;"
                       " background: palette(alternate-base);"));
  };
  m_measuredHead = headingLabel(this);
  m_measured = new QLabel(this);
  sentenceStyle(m_measured);
  m_projectedHead = headingLabel(this);
  m_explanation = new QLabel(this);
  sentenceStyle(m_explanation);
  m_note = new QLabel(this);
  m_note->setWordWrap(true);
  m_note->setObjectName(QStringLiteral("comparisonNote"));
  m_note->setStyleSheet(QStringLiteral("color: #b26a00; padding: 4px 8px;"));
  m_note->hide();

  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(8, 8, 8, 8);
  layout->setSpacing(2);
  layout->addWidget(m_measuredHead);
  layout->addWidget(m_measured);
  layout->addWidget(m_projectedHead);
  layout->addWidget(m_explanation);
  layout->addWidget(m_note);
  layout->addSpacing(6);
  layout->addLayout(m_grid);
  layout->addStretch(1);
  setTitles(m_titleA, m_titleB);
  updateSnapshots(Snapshot{}, Snapshot{});
}

ComparisonView::~ComparisonView() = default;

void ComparisonView::changeEvent(QEvent* e) {
  if (e->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(e);
}

void ComparisonView::retranslate() {
  m_headDelta->setText(m_subjectB ? tr("B − A") : tr("Difference"));
  // Rows and section headings are in rowSpecs() order.
  std::size_t head = 0;
  std::optional<Section> current;
  for (std::size_t i = 0; i < rowSpecs().size() && i < m_rows.size(); ++i) {
    const RowSpec& spec = rowSpecs()[i];
    if (spec.section != current) {
      current = spec.section;
      if (head < m_sectionHeads.size()) m_sectionHeads[head++]->setText(sectionTitle(spec.section));
    }
    m_rows[i].label = tr(spec.label);
    m_rows[i].name->setText(m_rows[i].label);
  }
}

void ComparisonView::addRow(const QString& label, int gridRow) {
  Row r;
  r.label = label;
  r.name = new QLabel(label, this);
  r.a = new QLabel(this);
  r.b = new QLabel(this);
  r.delta = new QLabel(this);
  for (QLabel* l : {r.a, r.b, r.delta}) l->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
  m_grid->addWidget(r.name, gridRow, kColName);
  m_grid->addWidget(r.a, gridRow, kColA);
  m_grid->addWidget(r.b, gridRow, kColB);
  m_grid->addWidget(r.delta, gridRow, kColDelta);
  m_rows.push_back(r);
}

void ComparisonView::setTitles(const QString& a, const QString& b) {
  m_titleA = a;
  m_titleB = b;
  m_headA->setText(a);
  m_headB->setText(b);
}

void ComparisonView::setSubjectB(bool subjectB) {
  m_subjectB = subjectB;
  m_headDelta->setText(subjectB ? tr("B − A") : tr("Difference"));
}

void ComparisonView::setNote(const QString& note) {
  m_note->setText(note);
  m_note->setVisible(!note.isEmpty());
}

QString ComparisonView::note() const {
  return m_note->text();
}

QString ComparisonView::measuredText() const {
  return m_measured->text();
}

QString ComparisonView::measuredHeading() const {
  return m_measuredHead->text();
}

QString ComparisonView::projectedHeading() const {
  return m_projectedHead->text();
}

QStringList ComparisonView::sectionTitles() const {
  QStringList out;
  for (const QLabel* h : m_sectionHeads) out << h->text();
  return out;
}

QStringList ComparisonView::rowLabels() const {
  QStringList out;
  for (const auto& r : m_rows) out << r.label;
  return out;
}

QString ComparisonView::deltaText(const QString& rowLabel) const {
  for (const auto& r : m_rows)
    if (r.label == rowLabel) return r.delta->text();
  return QString();
}

QString ComparisonView::valueText(const QString& rowLabel, int column) const {
  for (const auto& r : m_rows)
    if (r.label == rowLabel) return column == 0 ? r.a->text() : r.b->text();
  return QString();
}

QString ComparisonView::explanation() const {
  return m_explanation->text();
}

QString ComparisonView::formatUsd(double usd) {
  return formatMoney(usd);
}

QString ComparisonView::explain(const QString& titleA, const QString& titleB, double daysSooner,
                                double usdSaved) {
  if (!std::isfinite(daysSooner) || !std::isfinite(usdSaved)) return tr("Waiting for both runs…");
  // Differences under 0.05 d (~1 h) or $500 read as "the same".
  const bool sameTime = std::fabs(daysSooner) < 0.05;
  const bool sameCost = std::fabs(usdSaved) < 500.0;
  const QString time = sameTime ? tr("finishes at the same time")
                       : daysSooner > 0.0
                           ? tr("finishes %1 days sooner").arg(formatNumber(daysSooner, 1))
                           : tr("finishes %1 days later").arg(formatNumber(-daysSooner, 1));
  const QString cost = sameCost         ? tr("costs the same")
                       : usdSaved > 0.0 ? tr("saves %1").arg(formatMoney(usdSaved))
                                        : tr("costs %1 more").arg(formatMoney(-usdSaved));
  return tr("%1 %2 and %3 compared with %4.").arg(titleA, time, cost, titleB);
}

QString ComparisonView::explainSoFar(const QString& titleA, const QString& titleB,
                                     double tokensMorePct, double costPerTokenLowerPct) {
  if (!std::isfinite(tokensMorePct) || !std::isfinite(costPerTokenLowerPct))
    return tr("Waiting for both runs to train their first tokens…");
  // Differences under 0.05 % read as "the same".
  const QString tokens =
      std::fabs(tokensMorePct) < 0.05 ? tr("has trained as many tokens as")
      : tokensMorePct > 0.0
          ? tr("has trained %1 % more tokens than").arg(formatNumber(tokensMorePct, 1))
          : tr("has trained %1 % fewer tokens than").arg(formatNumber(-tokensMorePct, 1));
  const QString cost =
      std::fabs(costPerTokenLowerPct) < 0.05 ? tr("at the same cost per token")
      : costPerTokenLowerPct > 0.0
          ? tr("at %1 % lower cost per token").arg(formatNumber(costPerTokenLowerPct, 1))
          : tr("at %1 % higher cost per token").arg(formatNumber(-costPerTokenLowerPct, 1));
  return tr("%1 %2 %3, %4.").arg(titleA, tokens, titleB, cost);
}

void ComparisonView::updateSnapshots(const Snapshot& a, const Snapshot& b) {
  const QColor better(0x2e, 0x7d, 0x32), worse(0xc6, 0x28, 0x28);
  for (std::size_t i = 0; i < rowSpecs().size() && i < m_rows.size(); ++i) {
    const RowSpec& spec = rowSpecs()[i];
    Row& r = m_rows[i];
    const double va = spec.value(a), vb = spec.value(b);
    const QString unit = *spec.unit ? tr(spec.unit) : QString();
    auto show = [&](double v) {
      return spec.money ? formatMoney(v) : formatValue(v, spec.decimals, unit);
    };
    // A run's snapshot always carries a projection (the planning estimate before the first
    // token), so a snapshot without one is "no run yet"; a zero from a run is a value (MFU 0 when
    // the job has stopped).
    const bool haveA = a.projectedDaysAtAverageRate > 0.0 && std::isfinite(va);
    const bool haveB = b.projectedDaysAtAverageRate > 0.0 && std::isfinite(vb);
    r.a->setText(haveA ? show(va) : QStringLiteral("—"));
    r.b->setText(haveB ? show(vb) : QStringLiteral("—"));
    if (!haveA || !haveB) {
      r.delta->setText(QStringLiteral("—"));
      r.delta->setStyleSheet(QString());
      continue;
    }
    // The subject run relative to the other (a − b, or b − a when B is the subject).
    const double ref = m_subjectB ? va : vb;
    const double d = m_subjectB ? vb - va : va - vb;
    // A difference of percentages is in percentage points.
    const QString deltaUnit = unit == QStringLiteral("%") ? tr("pp") : unit;
    QString text = spec.money ? (d > 0 ? QStringLiteral("+") : QString()) + formatMoney(d)
                              : signedValue(d, spec.decimals, deltaUnit);
    if (ref != 0.0 && std::fabs(d) > 0.0) {
      const double pct = d / std::fabs(ref) * 100.0;
      text += QStringLiteral(" (%1)").arg(signedValue(pct, 1, QStringLiteral("%")));
    }
    r.delta->setText(text);
    // Colour by whether the subject is better; a difference that rounds to zero stays neutral.
    const double shown = std::round(d * std::pow(10.0, spec.decimals));
    const bool subjectBetter = spec.lowerIsBetter ? d < 0.0 : d > 0.0;
    r.delta->setStyleSheet(shown == 0.0 ? QString()
                                        : QStringLiteral("color: %1; font-weight: bold;")
                                              .arg((subjectBetter ? better : worse).name()));
  }
  // What has been measured: tokens trained and cost per token since t = 0 (both runs run the same
  // simulated time, the comparison catching up with the primary).
  const double time = std::min(a.timeS, b.timeS);
  m_measuredHead->setText(tr("Measured so far (%1 simulated)").arg(formatSimTime(time)));
  const bool haveTokens = a.tokensTrained > 0.0 && b.tokensTrained > 0.0;
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const double cptA = costPerMillionTokens(a), cptB = costPerMillionTokens(b);
  // The sentences speak of the subject run (a, or b when set) against the other.
  const Snapshot& subj = m_subjectB ? b : a;
  const Snapshot& other = m_subjectB ? a : b;
  const QString& titleSubj = m_subjectB ? m_titleB : m_titleA;
  const QString& titleOther = m_subjectB ? m_titleA : m_titleB;
  const double cptSubj = m_subjectB ? cptB : cptA, cptOther = m_subjectB ? cptA : cptB;
  m_measured->setText(
      explainSoFar(titleSubj, titleOther,
                   haveTokens ? (subj.tokensTrained / other.tokensTrained - 1.0) * 100.0 : nan,
                   haveTokens ? (1.0 - cptSubj / cptOther) * 100.0 : nan));
  m_projectedHead->setText(tr("Projected at the average rate so far"));
  const bool havePlan = a.projectedDaysAtAverageRate > 0.0 && b.projectedDaysAtAverageRate > 0.0 &&
                        a.projectedCostAtAverageRateUsd > 0.0 &&
                        b.projectedCostAtAverageRateUsd > 0.0;
  m_explanation->setText(
      havePlan ? explain(titleSubj, titleOther,
                         other.projectedDaysAtAverageRate - subj.projectedDaysAtAverageRate,
                         other.projectedCostAtAverageRateUsd - subj.projectedCostAtAverageRateUsd)
               : tr("Waiting for both runs to project a finish date…"));
}

}  // namespace podtwin::views
