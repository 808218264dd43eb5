#include "panels/event_edit_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>
#include <cmath>
#include <limits>

#include "core/config_error.h"
#include "panels/event_text.h"
#include "panels/panel_format.h"

namespace podtwin::views {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
// Spin boxes need finite bounds; 1e9 is beyond every catalogue range that is finite.
constexpr double kSpinLimit = 1e9;
// Longest scenario time offered: 1000 days (training runs last weeks).
constexpr double kMaxEventTimeS = 1000.0 * 86400.0;

struct Suffix {
  const char* suffix;
  const char* unit;
};
// Longest suffix first, so "_w_per_s" wins over "_s".
#define PT_UNIT(x) QT_TRANSLATE_NOOP("podtwin::views::EventEditDialog", x)
constexpr Suffix kSuffixes[] = {
    {"_w_per_s", PT_UNIT("W/s")}, {"_fraction", ""},      {"_lpm", PT_UNIT("L/min")},
    {"_pct", PT_UNIT("%")},       {"_kw", PT_UNIT("kW")}, {"_pu", PT_UNIT("p.u.")},
    {"_s", PT_UNIT("s")},         {"_c", PT_UNIT("°C")},
};
#undef PT_UNIT

int decimalsFor(const ParamSpec& p) {
  const double lo = p.range.min, hi = p.range.max;
  if (std::isfinite(lo) && std::isfinite(hi) && hi - lo <= 1.0 + 1e-12) return 3;
  return 2;
}

QString shapeExample(const std::vector<std::string>& shape) {
  QStringList parts;
  for (const auto& kind : shape) {
    const bool indexed = PodCounts{}.countOf(kind) >= 0;
    parts << QString::fromStdString(kind) + (indexed ? QStringLiteral("N") : QString());
  }
  return parts.join(QLatin1Char('/'));
}

QString shapeDefault(const std::vector<std::string>& shape) {
  QStringList parts;
  for (const auto& kind : shape) {
    const bool indexed = PodCounts{}.countOf(kind) >= 0;
    parts << QString::fromStdString(kind) + (indexed ? QStringLiteral("1") : QString());
  }
  return parts.join(QLatin1Char('/'));
}

}  // namespace

QString EventEditDialog::unitOf(const std::string& paramName) {
  if (paramName == "delta_c") return tr("K");  // a temperature difference
  for (const auto& s : kSuffixes) {
    const std::string suf = s.suffix;
    if (paramName.size() > suf.size() &&
        paramName.compare(paramName.size() - suf.size(), suf.size(), suf) == 0)
      return *s.unit ? tr(s.unit) : QString();
  }
  return QString();
}

QString EventEditDialog::labelOf(const std::string& paramName) {
  return EventText::paramLabel(paramName);
}

EventEditDialog::EventEditDialog(const Event& initial, const PodCounts* counts, QWidget* parent)
    : QDialog(parent) {
  if (counts) {
    m_counts = *counts;
    m_haveCounts = true;
  }
  m_initialType = initial.type;
  m_initialSource = initial.source;
  setWindowTitle(tr("Event"));
  setMinimumWidth(460);

  m_type = new QComboBox(this);
  for (const auto& spec : eventCatalogue()) {
    m_type->addItem(QStringLiteral("%1  (%2)")
                        .arg(EventText::typeName(spec.id), EventText::domainName(spec.domain)),
                    QString::fromStdString(spec.name));
  }
  m_type->setMaxVisibleItems(20);
  const int typeIndex = m_type->findData(QString::fromStdString(initial.typeName()));
  m_type->setCurrentIndex(typeIndex >= 0 ? typeIndex : 0);

  m_time = new QDoubleSpinBox(this);
  m_time->setRange(0.0, kMaxEventTimeS);
  m_time->setDecimals(1);
  m_time->setSuffix(tr(" s"));
  m_time->setSingleStep(1.0);
  m_time->setValue(std::isfinite(initial.t_s) ? initial.t_s : 0.0);
  auto* timeText = new QLabel(this);
  auto updateTimeText = [this, timeText] {
    timeText->setText(tr("= %1 (d hh:mm:ss)").arg(formatSimTime(m_time->value())));
  };
  connect(m_time, &QDoubleSpinBox::valueChanged, this, updateTimeText);
  updateTimeText();
  auto* timeRow = new QHBoxLayout;
  timeRow->addWidget(m_time, 1);
  timeRow->addWidget(timeText);

  m_target = new QLineEdit(QString::fromStdString(initial.target.toString()), this);
  m_targetHint = new QLabel(this);
  m_targetHint->setStyleSheet(QStringLiteral("color: palette(mid);"));
  m_description = new QLabel(this);
  m_description->setWordWrap(true);

  auto* top = new QFormLayout;
  top->addRow(tr("Event type"), m_type);
  top->addRow(QString(), m_description);
  top->addRow(tr("Time"), timeRow);
  top->addRow(tr("Target"), m_target);
  top->addRow(QString(), m_targetHint);

  m_paramBox = new QWidget(this);
  m_paramForm = new QFormLayout(m_paramBox);
  m_paramForm->setContentsMargins(0, 0, 0, 0);

  m_error = new QLabel(this);
  m_error->setWordWrap(true);
  m_error->setStyleSheet(QStringLiteral("color: #c62828; font-weight: bold;"));

  m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  connect(m_buttons, &QDialogButtonBox::accepted, this, &EventEditDialog::accept);
  connect(m_buttons, &QDialogButtonBox::rejected, this, &EventEditDialog::reject);

  auto* paramTitle = new QLabel(tr("<b>Parameters</b>"), this);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(top);
  layout->addWidget(paramTitle);
  layout->addWidget(m_paramBox);
  layout->addStretch(1);
  layout->addWidget(m_error);
  layout->addWidget(m_buttons);

  buildParams(&initial);
  // A new event starts with a target of the right shape ("genset1"), not an empty field.
  if (initial.target.segments.empty()) {
    const EventSpec& spec = currentSpec();
    if (!spec.targetShapes.empty()) m_target->setText(shapeDefault(spec.targetShapes.front()));
  }
  connect(m_type, &QComboBox::currentIndexChanged, this, &EventEditDialog::onTypeChanged);
  connect(m_target, &QLineEdit::textChanged, this, &EventEditDialog::revalidate);
  connect(m_time, &QDoubleSpinBox::valueChanged, this, &EventEditDialog::revalidate);
  revalidate();
}

const EventSpec& EventEditDialog::currentSpec() const {
  const EventSpec* spec = findEventSpec(m_type->currentData().toString().toStdString());
  return spec != nullptr ? *spec : eventCatalogue().front();
}

QDoubleSpinBox* EventEditDialog::numberEdit(const QString& param) const {
  auto it = m_numbers.find(param.toStdString());
  return it == m_numbers.end() ? nullptr : it->second;
}
QCheckBox* EventEditDialog::boolEdit(const QString& param) const {
  auto it = m_bools.find(param.toStdString());
  return it == m_bools.end() ? nullptr : it->second;
}
QComboBox* EventEditDialog::stringEdit(const QString& param) const {
  auto it = m_strings.find(param.toStdString());
  return it == m_strings.end() ? nullptr : it->second;
}

void EventEditDialog::buildParams(const Event* values) {
  while (m_paramForm->rowCount() > 0) m_paramForm->removeRow(0);
  m_numbers.clear();
  m_bools.clear();
  m_strings.clear();

  const EventSpec& spec = currentSpec();
  m_description->setText(EventText::description(spec.id));
  QStringList shapes;
  for (const auto& s : spec.targetShapes) shapes << shapeExample(s);
  m_targetHint->setText(tr("Accepts: %1").arg(shapes.join(QStringLiteral(", "))));

  for (const auto& p : spec.params) {
    const QString unit = unitOf(p.name);
    // The unit shows as the spin box suffix, so the label is the bare name.
    const QString label = EventText::paramLabel(p.name);
    const QString help = EventText::paramHelp(spec.id, p.name);
    switch (p.kind) {
      case ParamKind::Number: {
        auto* spin = new QDoubleSpinBox(m_paramBox);
        const int decimals = decimalsFor(p);
        const double step = std::pow(10.0, -decimals);
        double lo = std::isfinite(p.range.min) ? p.range.min : -kSpinLimit;
        const double hi = std::isfinite(p.range.max) ? p.range.max : kSpinLimit;
        if (p.range.exclusiveMin) lo += step;
        const bool openEnded = !std::isfinite(p.def);
        spin->setDecimals(decimals);
        // Open-ended parameters ("until grid_restore") get one extra value below the range that
        // reads as "until restored" and means infinity.
        spin->setRange(openEnded ? lo - step : lo, hi);
        if (openEnded) spin->setSpecialValueText(tr("until restored"));
        spin->setSingleStep(hi - lo > 1000.0 ? 10.0 : (hi - lo > 10.0 ? 1.0 : step * 10.0));
        if (!unit.isEmpty()) spin->setSuffix(QLatin1Char(' ') + unit);
        spin->setToolTip(help + QLatin1Char('\n') +
                         tr("Allowed: %1").arg(QString::fromStdString(p.range.describe())));
        double v = p.def;
        if (values) {
          auto it = values->numbers.find(p.name);
          if (it != values->numbers.end()) v = it->second;
        }
        spin->setValue(std::isfinite(v) ? v : spin->minimum());
        m_paramForm->addRow(label, spin);
        m_numbers[p.name] = spin;
        connect(spin, &QDoubleSpinBox::valueChanged, this, &EventEditDialog::revalidate);
        break;
      }
      case ParamKind::Bool: {
        auto* box = new QCheckBox(help, m_paramBox);
        double v = p.def;
        if (values) {
          auto it = values->numbers.find(p.name);
          if (it != values->numbers.end()) v = it->second;
        }
        box->setChecked(v != 0.0);
        m_paramForm->addRow(label, box);
        m_bools[p.name] = box;
        break;
      }
      case ParamKind::String: {
        auto* combo = new QComboBox(m_paramBox);
        for (const auto& a : p.allowed)
          combo->addItem(EventText::choiceName(a), QString::fromStdString(a));
        combo->setToolTip(help);
        // `values` may be of the previous type (onTypeChanged), so read the map, not text().
        if (values) {
          auto it = values->strings.find(p.name);
          const int i = it == values->strings.end()
                            ? -1
                            : combo->findData(QString::fromStdString(it->second));
          if (i >= 0) combo->setCurrentIndex(i);
        }
        m_paramForm->addRow(label, combo);
        m_strings[p.name] = combo;
        break;
      }
    }
  }
  if (spec.params.empty()) {
    auto* none = new QLabel(tr("This event has no parameters."), m_paramBox);
    none->setStyleSheet(QStringLiteral("color: palette(mid);"));
    m_paramForm->addRow(none);
  }
}

void EventEditDialog::onTypeChanged() {
  // Keep values of parameters the new type shares (duration_s, ...), reset the rest to defaults.
  const Event previous = editedEvent();
  buildParams(&previous);
  const EventSpec& spec = currentSpec();
  if (!spec.targetShapes.empty()) {
    const auto target = parseTarget(m_target->text().trimmed().toStdString());
    bool fits = false;
    if (target) {
      for (const auto& shape : spec.targetShapes) {
        if (shape.size() != target->segments.size()) continue;
        bool same = true;
        for (std::size_t i = 0; i < shape.size(); ++i)
          same = same && shape[i] == target->segments[i].kind;
        fits = fits || same;
      }
    }
    if (!fits) m_target->setText(shapeDefault(spec.targetShapes.front()));
  }
  revalidate();
}

Event EventEditDialog::editedEvent() const {
  Event e;
  e.t_s = m_time->value();
  e.type = currentSpec().id;
  // An edited event keeps its source (a drill's malfunction); a new type takes its row's.
  e.source = e.type == m_initialType ? m_initialSource : currentSpec().source;
  if (auto t = parseTarget(m_target->text().trimmed().toStdString())) e.target = *t;
  for (const auto& [name, spin] : m_numbers) {
    const bool openEnded = !spin->specialValueText().isEmpty();
    e.numbers[name] = openEnded && spin->value() <= spin->minimum() ? kInf : spin->value();
  }
  for (const auto& [name, box] : m_bools) e.numbers[name] = box->isChecked() ? 1.0 : 0.0;
  for (const auto& [name, combo] : m_strings)
    e.strings[name] = combo->currentData().toString().toStdString();
  return e;
}

QString EventEditDialog::validationError() const {
  const std::string text = m_target->text().trimmed().toStdString();
  if (text.empty()) return tr("Enter a target.");
  const auto target = parseTarget(text);
  if (!target)
    return tr("\"%1\" is not a target (write it like rack5 or cdu1/pump2).")
        .arg(QString::fromStdString(text));
  // The model's one check of an event (target, ranges, required and open-ended parameters).
  QStringList lines;
  for (const auto& p : eventProblems(editedEvent(), m_haveCounts ? &m_counts : nullptr))
    lines << QString::fromStdString(p);
  return lines.join(QLatin1Char('\n'));
}

void EventEditDialog::revalidate() {
  const QString err = validationError();
  m_error->setText(err);
  m_error->setVisible(!err.isEmpty());
  m_buttons->button(QDialogButtonBox::Ok)->setEnabled(err.isEmpty());
  m_target->setStyleSheet(
      err.isEmpty() ? QString() : QStringLiteral("QLineEdit { border: 1px solid #c62828; }"));
}

void EventEditDialog::accept() {
  revalidate();
  if (!validationError().isEmpty()) return;
  QDialog::accept();
}

}  // namespace podtwin::views
