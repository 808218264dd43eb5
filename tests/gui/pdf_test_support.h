#pragma once
// Reading a written PDF back with poppler-utils (pdftotext, pdfinfo, pdfimages), as the report and
// debrief tests do: the text a reader would copy out of it, not just the file's size.

#include <QProcess>
#include <QString>
#include <QStringList>

namespace podtwin::gui::testing {

/// The standard output of `program args`, or an empty string when it fails or takes over a minute.
inline QString runTool(const QString& program, const QStringList& args) {
  QProcess p;
  p.start(program, args);
  if (!p.waitForFinished(60000) || p.exitCode() != 0) return {};
  return QString::fromUtf8(p.readAllStandardOutput());
}

/// How pdftotext lays the text out: in reading order, or with table rows kept on their lines.
enum class PdfLayout { Reading, Physical };

/// The PDF's text as one line: NFKC, because the fonts set "fi" and "fl" as ligatures, which
/// pdftotext keeps; whitespace runs as one space, because a table cell wraps where its column's
/// width (which depends on the run's longest texts) says.
inline QString pdfText(const QString& pdf, PdfLayout layout = PdfLayout::Reading) {
  QStringList args;
  if (layout == PdfLayout::Physical) args << QStringLiteral("-layout");
  args << pdf << QStringLiteral("-");
  return runTool(QStringLiteral("pdftotext"), args)
      .normalized(QString::NormalizationForm_KC)
      .simplified();
}

}  // namespace podtwin::gui::testing
