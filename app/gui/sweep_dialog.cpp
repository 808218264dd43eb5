#include "gui/sweep_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>
#include <nlohmann/json.hpp>
#include <thread>

#include "config/pod_config.h"
#include "core/builtin.h"
#include "gui/sweep_controller.h"

namespace podtwin::gui {

SweepDialog::SweepDialog(QWidget* parent) : QDialog(parent) {
  setObjectName(QStringLiteral("sweepDialog"));
  setWindowTitle(tr("Run sweep"));
  m_source = new QComboBox(this);
  m_source->setObjectName(QStringLiteral("sweepSource"));
  for (const auto& name : builtinNames("sweep")) {
    const QString ref = QStringLiteral("builtin:") + QString::fromStdString(name);
    m_source->addItem(tr("Built-in: %1").arg(QString::fromStdString(name)), ref);
  }
  m_source->addItem(tr("Spec file…"), QString());

  m_file = new QLineEdit(this);
  m_file->setObjectName(QStringLiteral("sweepFile"));
  m_file->setPlaceholderText(tr("path to a sweep spec (.json)"));
  m_browse = new QPushButton(tr("Browse…"), this);
  auto* fileRow = new QHBoxLayout;
  fileRow->addWidget(m_file, 1);
  fileRow->addWidget(m_browse);

  m_description = new QLabel(this);
  m_description->setObjectName(QStringLiteral("sweepDescription"));
  m_description->setWordWrap(true);
  m_description->setMinimumWidth(420);
  m_description->setTextInteractionFlags(Qt::TextSelectableByMouse);

  const int cores = std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
  m_threads = new QSpinBox(this);
  m_threads->setObjectName(QStringLiteral("sweepThreads"));
  m_threads->setRange(1, std::max(cores, 64));
  m_threads->setValue(cores);
  m_threads->setToolTip(tr("Worker threads (this machine has %1 cores); the live simulation keeps "
                           "running beside them")
                            .arg(cores));

  m_mergeElectrical = new QCheckBox(tr("Merge steady 1 ms electrical steps (faster)"), this);
  m_mergeElectrical->setObjectName(QStringLiteral("sweepMergeElectrical"));
  m_mergeElectrical->setToolTip(
      tr("While the gensets form the island, the stores are full and the load is flat, up to %1 "
         "electrical steps of 1 ms are taken as one (pod key timing.electrical_macro_steps). "
         "About 1.7x faster; energies stay within 1e-6 of the 1 ms path and every trip falls on "
         "the same millisecond. Results differ from a sweep without it in the last digits, so "
         "compare like with like.")
          .arg(TimingConfig::kMaxElectricalMacroSteps));

  m_useDesign = new QCheckBox(this);
  m_useDesign->setObjectName(QStringLiteral("sweepUseDesign"));
  m_useDesign->setToolTip(
      tr("Every case starts from the pod on screen with the design editor's "
         "edits (Ctrl+Shift+D) instead of the pod the spec names; the spec's "
         "axes still vary their keys"));
  m_useDesign->setEnabled(false);

  m_outDir = new QLineEdit(this);
  m_outDir->setObjectName(QStringLiteral("sweepOutDir"));
  m_outDir->setPlaceholderText(tr("optional: keep the results in memory"));
  auto* outBrowse = new QPushButton(tr("Browse…"), this);
  auto* outRow = new QHBoxLayout;
  outRow->addWidget(m_outDir, 1);
  outRow->addWidget(outBrowse);

  auto* form = new QFormLayout;
  form->addRow(tr("Sweep spec"), m_source);
  form->addRow(tr("File"), fileRow);
  form->addRow(QString(), m_description);
  form->addRow(tr("Base pod"), m_useDesign);
  form->addRow(tr("Threads"), m_threads);
  form->addRow(tr("Electrical steps"), m_mergeElectrical);
  form->addRow(tr("Output folder"), outRow);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  buttons->button(QDialogButtonBox::Ok)->setText(tr("Run sweep"));
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(form);
  layout->addWidget(buttons);

  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(m_source, &QComboBox::currentIndexChanged, this, &SweepDialog::updateDescription);
  connect(m_file, &QLineEdit::editingFinished, this, &SweepDialog::updateDescription);
  connect(m_browse, &QPushButton::clicked, this, [this] {
    const QString f = QFileDialog::getOpenFileName(this, tr("Open sweep spec"), m_file->text(),
                                                   tr("Sweep spec (*.json);;All files (*)"));
    if (f.isEmpty()) return;
    m_file->setText(f);
    updateDescription();
  });
  connect(outBrowse, &QPushButton::clicked, this, [this] {
    const QString d =
        QFileDialog::getExistingDirectory(this, tr("Output folder"), m_outDir->text());
    if (!d.isEmpty()) m_outDir->setText(d);
  });
  updateDescription();
}

void SweepDialog::setDesignOnScreen(const QString& name, bool usable, bool ticked) {
  m_useDesign->setText(usable ? tr("The design on screen: %1").arg(name)
                              : tr("The design on screen has a refused value"));
  m_useDesign->setEnabled(usable);
  m_useDesign->setChecked(usable && ticked);
}

bool SweepDialog::useDesignOnScreen() const {
  return m_useDesign->isEnabled() && m_useDesign->isChecked();
}

QString SweepDialog::specRef() const {
  const QString ref = m_source->currentData().toString();
  return ref.isEmpty() ? m_file->text().trimmed() : ref;
}

void SweepDialog::setSpecRef(const QString& ref) {
  const int i = m_source->findData(ref);
  if (i >= 0) {
    m_source->setCurrentIndex(i);
  } else {
    m_source->setCurrentIndex(m_source->count() - 1);
    m_file->setText(ref);
  }
  updateDescription();
}

int SweepDialog::threads() const {
  return m_threads->value();
}
void SweepDialog::setThreads(int threads) {
  if (threads > 0) m_threads->setValue(threads);
}
QString SweepDialog::outDir() const {
  return m_outDir->text().trimmed();
}
void SweepDialog::setOutDir(const QString& dir) {
  m_outDir->setText(dir);
}

int SweepDialog::electricalMacroSteps() const {
  return m_mergeElectrical->isChecked() ? TimingConfig::kMaxElectricalMacroSteps : 0;
}
void SweepDialog::setMergeElectricalSteps(bool merge) {
  m_mergeElectrical->setChecked(merge);
}

void SweepDialog::updateDescription() {
  const bool file = m_source->currentData().toString().isEmpty();
  m_file->setEnabled(file);
  m_browse->setEnabled(file);
  const QString ref = specRef();
  if (ref.isEmpty()) {
    m_description->setText(tr("Choose a sweep spec file (the podtwin-sim sweep format)."));
    return;
  }
  // A preview only: the spec is read again, with errors reported, when the sweep starts.
  try {
    const study::SweepSpec spec = SweepController::loadSpec(ref);
    QString description;
    if (ref.startsWith(QLatin1String("builtin:"))) {
      const auto text = findBuiltin("sweep", ref.mid(8).toStdString());
      const auto j = nlohmann::json::parse(text.value_or("{}"), nullptr, false);
      if (j.is_object() && j.value("description", nlohmann::json()).is_string())
        description = QString::fromStdString(j["description"].get<std::string>());
    }
    const QString counts =
        tr("Cases: %1, each %2 s simulated").arg(spec.caseCount()).arg(spec.durationS, 0, 'g', 6);
    m_description->setText(description.isEmpty() ? counts
                                                 : description + QStringLiteral("\n\n") + counts);
  } catch (const std::exception&) {  // ConfigError included
    m_description->setText(tr("The spec has errors; they are listed when the sweep starts."));
  }
}

}  // namespace podtwin::gui
