#include "gui/pod_template_dialog.h"

#include <spdlog/spdlog.h>
#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>
#include <vector>

#include "config/pod_config.h"
#include "core/builtin.h"
#include "fabric/topology.h"

namespace podtwin::gui {

namespace {
enum Role { kSpecRole = Qt::UserRole, kDetailsRole };
}  // namespace

PodTemplateDialog::PodTemplateDialog(QWidget* parent) : QDialog(parent) {
  setWindowTitle(tr("New pod from a template"));
  m_list = new QListWidget(this);
  m_list->setObjectName(QStringLiteral("podTemplates"));
  m_details = new QLabel(this);
  m_details->setObjectName(QStringLiteral("podTemplateDetails"));
  m_details->setWordWrap(true);
  m_details->setTextFormat(Qt::PlainText);
  m_details->setMinimumHeight(120);
  m_details->setAlignment(Qt::AlignTop | Qt::AlignLeft);

  // Every built-in pod, smallest first; each is parsed by the pod loader, so a template that does
  // not load is not offered (and says why in the log).
  struct Entry {
    int racks;
    QString spec, title, details;
  };
  std::vector<Entry> entries;
  const QLocale loc;
  for (const auto& name : builtinNames("pod")) {
    const std::string spec = "builtin:" + name;
    try {
      const PodConfig pod = loadPodConfig(spec);
      const auto c = fabric::Topology::countsFor(pod.fabric, pod.racks.count, pod.racks.gpusPerRack,
                                                 pod.racks.computeTraysPerRack);
      const QString title = tr("%1 — %2 racks, %3 GPUs")
                                .arg(QString::fromStdString(pod.name),
                                     loc.toString(pod.racks.count), loc.toString(pod.totalGpus()));
      QString details =
          QString::fromStdString(pod.description) + QStringLiteral("\n\n") +
          tr("%1 rows · %2 CDUs · %3 gensets · fabric: %4 leaves, %5 spines, %6 "
             "cores (%7 tiers)")
              .arg(pod.racks.rows)
              .arg(pod.thermal.cduCount)
              .arg(pod.power.gensetCount)
              .arg(loc.toString(c.leaves), loc.toString(c.spines), loc.toString(c.cores))
              .arg(c.tiers) +
          QStringLiteral("\n") + QString::fromStdString(spec);
      entries.push_back({pod.racks.count, QString::fromStdString(spec), title, details});
    } catch (const std::exception& e) {
      spdlog::warn("built-in pod {} not offered: {}", spec, e.what());
    }
  }
  std::stable_sort(entries.begin(), entries.end(),
                   [](const Entry& a, const Entry& b) { return a.racks < b.racks; });
  for (const auto& e : entries) {
    auto* item = new QListWidgetItem(e.title, m_list);
    item->setData(kSpecRole, e.spec);
    item->setData(kDetailsRole, e.details);
  }

  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  buttons->button(QDialogButtonBox::Ok)->setText(tr("Create"));
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(m_list, &QListWidget::currentRowChanged, this, [this] { showDetails(); });
  connect(m_list, &QListWidget::itemDoubleClicked, this, &QDialog::accept);

  auto* layout = new QVBoxLayout(this);
  layout->addWidget(new QLabel(tr("Start a new session with one of the built-in pods:"), this));
  layout->addWidget(m_list, 1);
  layout->addWidget(m_details);
  layout->addWidget(buttons);
  resize(560, 420);
  selectSpec(QStringLiteral("builtin:default"));
  if (m_list->currentRow() < 0 && m_list->count() > 0) m_list->setCurrentRow(0);
  showDetails();
}

QString PodTemplateDialog::selectedSpec() const {
  const QListWidgetItem* item = m_list->currentItem();
  return item ? item->data(kSpecRole).toString() : QString();
}

bool PodTemplateDialog::selectSpec(const QString& spec) {
  for (int i = 0; i < m_list->count(); ++i) {
    if (m_list->item(i)->data(kSpecRole).toString() == spec) {
      m_list->setCurrentRow(i);
      return true;
    }
  }
  return false;
}

void PodTemplateDialog::showDetails() {
  const QListWidgetItem* item = m_list->currentItem();
  m_details->setText(item ? item->data(kDetailsRole).toString() : QString());
}

}  // namespace podtwin::gui
