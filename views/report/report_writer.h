#pragma once
// ReportWriter: a few-page PDF document (A4 portrait) written top to bottom — a title, headings,
// wrapped paragraphs, tables, charts and images — with a page break wherever the next block does
// not fit and a footer with the document title and page number on every page. Charts are drawn by
// their QGraphicsView into the PDF's painter, so they stay vector graphics (text selectable, lines
// sharp at any zoom). The design report and the drill debrief both write through it.

#include <QFont>
#include <QList>
#include <QPainter>
#include <QPdfWriter>
#include <QString>
#include <QStringList>
#include <memory>

class QGraphicsView;
class QImage;

namespace podtwin::views {

class ReportWriter {
 public:
  /// Opens `path` for writing; ok() says whether it could be.
  ReportWriter(const QString& path, const QString& documentTitle);
  ~ReportWriter();
  ReportWriter(const ReportWriter&) = delete;
  ReportWriter& operator=(const ReportWriter&) = delete;

  bool ok() const { return m_ok; }
  void title(const QString& title, const QString& subtitle);
  void heading(const QString& text);
  void paragraph(const QString& text);
  /// A table with a header row; columns share the width in proportion to their longest text.
  /// Cells of the columns in `rightAligned` are right-aligned (numbers).
  void table(const QStringList& headers, const QList<QStringList>& rows,
             const QList<int>& rightAligned = {});
  /// The view's scene drawn at the full text width and `heightMm` tall, as vector graphics.
  void chart(QGraphicsView* view, double heightMm);
  /// A picture at the full text width (its aspect ratio kept, at most `maxHeightMm` tall).
  void image(const QImage& img, double maxHeightMm);
  void newPage();
  /// Ends the document; false when the file could not be written.
  bool finish();
  int pageCount() const { return m_page; }

 private:
  double mm(double v) const;
  /// Starts a new page unless `height` (device units), after a pending heading, still fits on
  /// this one; then draws the pending heading.
  void ensureRoom(double height);
  double headingHeight(const QString& text) const;
  void drawHeading(const QString& text);
  void footer();
  double textHeight(const QFont& font, const QString& text, double width) const;

  QString m_path;
  QString m_docTitle;
  std::unique_ptr<QPdfWriter> m_writer;
  QPainter m_painter;
  bool m_ok = false;
  bool m_finished = false;
  int m_page = 1;
  double m_y = 0.0;
  QRectF m_body;
  QString m_pendingHeading;  ///< drawn with the next block, so that it never ends a page
  QFont m_titleFont, m_headingFont, m_textFont, m_smallFont;
};

}  // namespace podtwin::views
