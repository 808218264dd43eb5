#pragma once
// The drill debrief as a PDF: the score and its breakdown per critical task (cue, first relevant
// action, standard met), the time outside limits, the penalties and the business impact; the
// trainee's actions beside the reference response on one timeline; the drill's quantities over
// time with markers for cue, action and recovery; and, for a failed instrument, its truth beside
// what the trainee saw. Written through views::ReportWriter, so the charts are vector graphics.

#include <QCoreApplication>
#include <QString>
#include <cstdint>
#include <string>

#include "drill/drill.h"
#include "drill/drill_run.h"

namespace podtwin::gui {

class DrillDebrief {
  Q_DECLARE_TR_FUNCTIONS(DrillDebrief)

 public:
  /// Plays `drillSpec` (builtin:NAME or a file) with `actionsSpec` (reference, none or a session
  /// file, which names its drill and seed) and `seed` (negative: the drill's or the session's),
  /// and writes the debrief to `pdfPath`. Throws ConfigError on a bad drill or session; returns
  /// false with `error` when the PDF cannot be written.
  static bool play(const QString& drillSpec, const QString& actionsSpec, std::int64_t seed,
                   const QString& pdfPath, QString* error);
  /// Writes the debrief of a played drill.
  static bool write(const drill::Drill& d, const drill::DrillResult& r, const QString& pdfPath,
                    QString* error);
};

}  // namespace podtwin::gui
