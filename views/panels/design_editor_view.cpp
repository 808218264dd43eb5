#include "panels/design_editor_view.h"

#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QRegularExpression>
#include <QToolBar>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace podtwin::views {

namespace {

constexpr int kKeyRole = Qt::UserRole + 1;
enum EditorColumn { kEdKey, kEdValue, kEdUnit, kEdAllowed, kEdDefault, kEdSource, kEdCount };

QString groupTitle(PodKeyGroup g) {
  switch (g) {
    case PodKeyGroup::Pod:
      return DesignEditorView::tr("Pod");
    case PodKeyGroup::Timing:
      return DesignEditorView::tr("Simulation timing");
    case PodKeyGroup::RacksIt:
      return DesignEditorView::tr("Racks and IT");
    case PodKeyGroup::Gensets:
      return DesignEditorView::tr("Gensets");
    case PodKeyGroup::Grid:
      return DesignEditorView::tr("Grid");
    case PodKeyGroup::Battery:
      return DesignEditorView::tr("Battery");
    case PodKeyGroup::DcBus:
      return DesignEditorView::tr("DC bus");
    case PodKeyGroup::EnergyManagement:
      return DesignEditorView::tr("Energy management");
    case PodKeyGroup::GpuRackCooling:
      return DesignEditorView::tr("GPU and rack cooling");
    case PodKeyGroup::Cdus:
      return DesignEditorView::tr("CDUs");
    case PodKeyGroup::Pumps:
      return DesignEditorView::tr("Pumps");
    case PodKeyGroup::Valves:
      return DesignEditorView::tr("Valves");
    case PodKeyGroup::FacilityWater:
      return DesignEditorView::tr("Facility water");
    case PodKeyGroup::DryCoolers:
      return DesignEditorView::tr("Dry coolers");
    case PodKeyGroup::Ambient:
      return DesignEditorView::tr("Ambient");
    case PodKeyGroup::Fabric:
      return DesignEditorView::tr("Fabric");
    case PodKeyGroup::WorkloadJob:
      return DesignEditorView::tr("Workload and job");
    case PodKeyGroup::Cost:
      return DesignEditorView::tr("Cost");
  }
  return {};
}

QString localeNumber(double v, int decimals) {
  return QLocale().toString(v, 'f', decimals);
}

}  // namespace

DesignEditorView::DesignEditorView(QWidget* parent) : QWidget(parent) {
  m_bar = new QToolBar(this);
  m_bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
  m_tree = new QTreeWidget(this);
  m_tree->setObjectName(QStringLiteral("design_tree"));
  m_tree->setColumnCount(kEdCount);
  m_tree->setAlternatingRowColors(true);
  m_tree->setUniformRowHeights(true);
  m_tree->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                          QAbstractItemView::SelectedClicked);
  m_tree->header()->setStretchLastSection(true);
  m_filter = new QLineEdit(this);
  m_filter->setObjectName(QStringLiteral("design_filter"));
  m_filter->setClearButtonEnabled(true);
  m_legend = new QLabel(this);
  m_legend->setObjectName(QStringLiteral("design_legend"));
  m_legend->setWordWrap(true);
  m_legend->setTextFormat(Qt::RichText);
  m_issues = new QLabel(this);
  m_issues->setObjectName(QStringLiteral("design_issues"));
  m_issues->setWordWrap(true);
  m_issues->setTextInteractionFlags(Qt::TextSelectableByMouse);
  m_issues->setStyleSheet(QStringLiteral("color: #e53935;"));
  m_issues->hide();
  m_figures = new QLabel(this);
  m_figures->setObjectName(QStringLiteral("design_figures"));
  m_figures->setWordWrap(true);
  m_figures->setTextFormat(Qt::RichText);
  m_figures->setAlignment(Qt::AlignTop | Qt::AlignLeft);
  m_figures->setTextInteractionFlags(Qt::TextSelectableByMouse);

  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 2, 4, 4);
  layout->setSpacing(4);
  layout->addWidget(m_bar);
  layout->addWidget(m_filter);
  layout->addWidget(m_tree, 1);
  layout->addWidget(m_legend);
  layout->addWidget(m_issues);
  layout->addWidget(m_figures);
  build();
  retranslate();
  connect(m_tree, &QTreeWidget::itemChanged, this, &DesignEditorView::onItemChanged);
  connect(m_filter, &QLineEdit::textChanged, this, &DesignEditorView::setFilter);
}

void DesignEditorView::build() {
  QHash<int, QTreeWidgetItem*> groups;
  for (const PodKey& k : podKeyCatalog()) {
    const int g = static_cast<int>(k.group);
    if (!groups.contains(g)) {
      auto* item = new QTreeWidgetItem(m_tree);
      item->setData(kEdKey, kKeyRole, g);
      item->setFlags(Qt::ItemIsEnabled);
      QFont bold = item->font(kEdKey);
      bold.setBold(true);
      item->setFont(kEdKey, bold);
      item->setFirstColumnSpanned(true);
      groups.insert(g, item);
      m_groups << item;
    }
    auto* row = new QTreeWidgetItem(groups.value(g));
    const QString key = QString::fromStdString(k.key);
    // The whole path, as the pod file, the sweep specs and the loader's messages spell it.
    row->setText(kEdKey, key);
    row->setToolTip(kEdKey, key);
    row->setData(kEdKey, kKeyRole, key);
    row->setText(kEdUnit, QString::fromStdString(k.unit));
    row->setText(kEdAllowed, QString::fromStdString(k.allowedText()));
    row->setText(kEdDefault, QString::fromStdString(k.defaultText()));
    row->setText(kEdSource, QString::fromStdString(k.source));
    row->setToolTip(kEdSource, QString::fromStdString(k.source));
    row->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable);
    m_rows.insert(key, row);
  }
  m_tree->expandAll();
  m_tree->resizeColumnToContents(kEdKey);
  m_tree->setColumnWidth(kEdValue, 130);
  m_tree->setColumnWidth(kEdUnit, 70);
  m_tree->setColumnWidth(kEdAllowed, 150);
  m_tree->setColumnWidth(kEdDefault, 90);
}

void DesignEditorView::retranslate() {
  m_tree->setHeaderLabels(
      {tr("Key"), tr("Value"), tr("Unit"), tr("Allowed"), tr("Default"), tr("Source")});
  for (QTreeWidgetItem* g : m_groups) {
    g->setText(kEdKey, groupTitle(static_cast<PodKeyGroup>(g->data(kEdKey, kKeyRole).toInt())));
  }
  m_filter->setPlaceholderText(tr("Filter keys (e.g. battery, floor_pct)"));
  // The PUE tile of a run starts with the plant at its design point, before the fans settle; the
  // editor's figure is taken after that, so the two differ in the first minutes.
  m_figures->setToolTip(
      tr("Expected PUE: facility over IT energy once the dry-cooler fans have settled to the "
         "ambient (after about two minutes of simulated time). A run's PUE at t = 0 is a start "
         "transient: the plant starts at its design point, whatever the weather."));
  m_legend->setText(QStringLiteral("<span style='color:%1'>%2</span> %3")
                        .arg(palette().placeholderText().color().name(), tr("Grey values"),
                             tr("are defaults: the pod file leaves the key out, so the loader "
                                "uses the default. Typing a value writes it into the file.")
                                 .toHtmlEscaped()));
}

void DesignEditorView::setFilter(const QString& text) {
  if (m_filter->text() != text) m_filter->setText(text);  // textChanged comes back here
  const QString needle = text.trimmed();
  for (QTreeWidgetItem* g : std::as_const(m_groups)) {
    const bool groupMatches = g->text(kEdKey).contains(needle, Qt::CaseInsensitive);
    bool any = false;
    for (int i = 0; i < g->childCount(); ++i) {
      QTreeWidgetItem* row = g->child(i);
      const bool show =
          needle.isEmpty() || groupMatches ||
          row->data(kEdKey, kKeyRole).toString().contains(needle, Qt::CaseInsensitive);
      row->setHidden(!show);
      any = any || show;
    }
    g->setHidden(!any);
  }
}

QStringList DesignEditorView::visibleKeys() const {
  QStringList keys;
  for (const QTreeWidgetItem* g : m_groups) {
    if (g->isHidden()) continue;
    for (int i = 0; i < g->childCount(); ++i)
      if (!g->child(i)->isHidden()) keys << g->child(i)->data(kEdKey, kKeyRole).toString();
  }
  return keys;
}

QString DesignEditorView::keyText(const QString& key) const {
  const QTreeWidgetItem* row = m_rows.value(key);
  return row != nullptr ? row->text(kEdKey) : QString();
}

QString DesignEditorView::legendText() const {
  return m_legend->text().remove(QRegularExpression(QStringLiteral("<[^>]*>")));
}

void DesignEditorView::setDesign(const PodDesign& design) {
  m_updating = true;
  for (const PodKey& k : podKeyCatalog()) {
    QTreeWidgetItem* row = m_rows.value(QString::fromStdString(k.key));
    if (row == nullptr) continue;
    row->setText(kEdValue, QString::fromStdString(PodDesign::valueText(design.value(k))));
    row->setForeground(kEdValue, design.isSet(k) ? palette().text() : palette().placeholderText());
  }
  m_updating = false;
}

void DesignEditorView::setIssues(const std::vector<ConfigIssue>& issues) {
  m_updating = true;
  for (QTreeWidgetItem* row : std::as_const(m_rows)) {
    row->setBackground(kEdValue, QBrush());
    row->setToolTip(kEdValue, QString());
  }
  QStringList lines;
  for (const ConfigIssue& i : issues) {
    const QString text = QString::fromStdString(i.toString());
    lines << text;
    // "/power/battery/capacity_kwh" (or an element of it, "/…/curve/1") → its row.
    QString key = QString::fromStdString(i.path).mid(1).replace(QLatin1Char('/'), QLatin1Char('.'));
    while (!key.isEmpty() && !m_rows.contains(key)) key = key.section(QLatin1Char('.'), 0, -2);
    if (QTreeWidgetItem* row = m_rows.value(key)) {
      row->setBackground(kEdValue, QColor(198, 40, 40, 110));
      const QString prev = row->toolTip(kEdValue);
      row->setToolTip(kEdValue, prev.isEmpty() ? text : prev + QLatin1Char('\n') + text);
      m_tree->scrollToItem(row);
    }
  }
  m_issues->setText(lines.join(QLatin1Char('\n')));
  m_issues->setVisible(!lines.isEmpty());
  m_updating = false;
}

void DesignEditorView::setFigures(const DesignFigures& f) {
  const auto line = [](const QString& label, const QString& value) {
    return QStringLiteral("<tr><td style='padding-right:12px'>%1</td><td>%2</td></tr>")
        .arg(label.toHtmlEscaped(), value.toHtmlEscaped());
  };
  QString html = QStringLiteral("<b>%1</b><table>").arg(tr("Derived figures").toHtmlEscaped());
  html +=
      line(tr("IT load"), tr("%1 kW (facility %2 kW)")
                              .arg(localeNumber(f.itLoadKw, 0), localeNumber(f.facilityLoadKw, 0)));
  html += line(tr("Gensets N+1"),
               f.gensets == 0
                   ? tr("no gensets")
                   : tr("%1 × %2 kW: %3 kW with the largest out, %4 % of the facility load — %5")
                         .arg(f.gensets)
                         .arg(localeNumber(f.gensetRatingKw, 0), localeNumber(f.gensetFirmKw, 0),
                              localeNumber(100.0 * f.gensetNPlusOneCoverage, 0),
                              f.gensetNPlusOneCoverage >= 1.0 ? tr("covered") : tr("not covered")));
  if (f.batteryNameplateKwh > 0.0) {
    html +=
        line(tr("Battery"),
             tr("%1 kWh: %2").arg(localeNumber(f.batteryNameplateKwh, 0), batteryDetailText(f)));
    html += line(tr("On battery alone"), batteryAloneText(f));
  } else {
    html += line(tr("Battery"), batteryDetailText(f));
  }
  html += line(
      tr("CDU capacity"),
      tr("%1 kW for %2 kW of liquid heat (%3 %)")
          .arg(localeNumber(f.cduCapacityKw, 0), localeNumber(f.liquidHeatKw, 0),
               localeNumber(f.cduCapacityKw > 0.0 ? 100.0 * f.liquidHeatKw / f.cduCapacityKw : 0.0,
                            0)));
  html += line(tr("Coolant flow"),
               tr("%1 L/min, %2 L/min per kW of IT")
                   .arg(localeNumber(f.coolantFlowLpm, 0), localeNumber(f.coolantFlowLpmPerKw, 2)));
  html += line(tr("Fabric"), tr("%1 tiers: %2 leaf, %3 spine, %4 core switches, %5 cables")
                                 .arg(f.fabricTiers)
                                 .arg(f.leafSwitches)
                                 .arg(f.spineSwitches)
                                 .arg(f.coreSwitches)
                                 .arg(QLocale().toString(f.fabricCables)));
  html += line(
      tr("Expected PUE"),
      tr("%1 at %2 °C ambient").arg(localeNumber(f.expectedPue, 3), localeNumber(f.ambientC, 1)));
  html += QStringLiteral("</table>");
  m_figures->setText(html);
}

QString DesignEditorView::batteryDetailText(const DesignFigures& f) {
  if (!(f.batteryNameplateKwh > 0.0)) return tr("no battery");
  // The pack is built of whole strings, so the nameplate is at least the configured capacity.
  if (f.batteryNameplateKwh - f.batteryConfiguredKwh >= 0.5) {
    return tr("%1 kWh configured, rounded up to whole strings; %2 kWh usable from the starting SOC")
        .arg(localeNumber(f.batteryConfiguredKwh, 0), localeNumber(f.batteryUsableKwh, 0));
  }
  return tr("%1 kWh usable from the starting SOC").arg(localeNumber(f.batteryUsableKwh, 0));
}

QString DesignEditorView::batteryAloneText(const DesignFigures& f) {
  if (!(f.batteryNameplateKwh > 0.0)) return tr("no battery");
  if (f.batteryCarriesItLoad) {
    return tr("%1 min at full IT load (%2 kW continuous, converter %3 kW)")
        .arg(localeNumber(f.batteryMinutesAtFullLoad, 1), localeNumber(f.batteryContinuousKw, 0),
             localeNumber(f.batteryConverterLimitKw, 0));
  }
  return tr("%1 kW continuous (converter %2 kW), below the %3 kW IT load: %4 % of it for %5 min")
      .arg(localeNumber(f.batteryContinuousKw, 0), localeNumber(f.batteryConverterLimitKw, 0),
           localeNumber(f.itLoadKw, 0), localeNumber(100.0 * f.batteryItLoadShare, 0),
           localeNumber(f.batteryMinutesAtLimit, 1));
}

void DesignEditorView::setFiguresUnavailable(const QString& why) {
  m_figures->setText(QStringLiteral("<b>%1</b><br>%2")
                         .arg(tr("Derived figures").toHtmlEscaped(), why.toHtmlEscaped()));
}

bool DesignEditorView::editValue(const QString& key, const QString& text) {
  QTreeWidgetItem* row = m_rows.value(key);
  if (row == nullptr) return false;
  m_tree->scrollToItem(row);
  row->setText(kEdValue, text);  // itemChanged reports it, as after an edit in the cell
  return true;
}

QString DesignEditorView::valueText(const QString& key) const {
  QTreeWidgetItem* row = m_rows.value(key);
  return row != nullptr ? row->text(kEdValue) : QString();
}

QString DesignEditorView::issueText(const QString& key) const {
  QTreeWidgetItem* row = m_rows.value(key);
  return row != nullptr ? row->toolTip(kEdValue) : QString();
}

QString DesignEditorView::issuesText() const {
  return m_issues->isHidden() ? QString() : m_issues->text();
}

QString DesignEditorView::figuresText() const {
  QString plain = m_figures->text();
  plain.replace(QStringLiteral("</tr>"), QStringLiteral("\n"));
  plain.replace(QStringLiteral("</td><td>"), QStringLiteral(": "));
  plain.remove(QRegularExpression(QStringLiteral("<[^>]*>")));
  return plain.trimmed();
}

void DesignEditorView::onItemChanged(QTreeWidgetItem* item, int column) {
  if (m_updating || column != kEdValue) return;
  const QString key = item->data(kEdKey, kKeyRole).toString();
  if (key.isEmpty()) return;
  emit valueEdited(key, item->text(kEdValue));
}

}  // namespace podtwin::views
