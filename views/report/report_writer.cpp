#include "report/report_writer.h"

#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QImage>
#include <QPageLayout>
#include <QPageSize>
#include <algorithm>
#include <utility>

namespace podtwin::views {

namespace {
constexpr int kDpi = 300;
constexpr double kMarginMm = 18.0;
constexpr double kFooterMm = 8.0;
const QColor kReportText(0x20, 0x24, 0x2a);
const QColor kReportMuted(0x60, 0x68, 0x72);
const QColor kRule(0xc8, 0xcd, 0xd3);
const QColor kHeaderFill(0xe8, 0xec, 0xf0);
}  // namespace

ReportWriter::ReportWriter(const QString& path, const QString& documentTitle)
    : m_path(path), m_docTitle(documentTitle), m_writer(std::make_unique<QPdfWriter>(path)) {
  m_writer->setResolution(kDpi);
  m_writer->setPageSize(QPageSize(QPageSize::A4));
  m_writer->setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter);
  m_writer->setTitle(documentTitle);
  m_writer->setCreator(QStringLiteral("PodTwin"));
  m_ok = m_painter.begin(m_writer.get());
  if (!m_ok) return;
  const double w = m_writer->width();
  const double h = m_writer->height();
  m_body = QRectF(mm(kMarginMm), mm(kMarginMm), w - 2 * mm(kMarginMm),
                  h - 2 * mm(kMarginMm) - mm(kFooterMm));
  m_y = m_body.top();
  m_titleFont = QFont(QStringLiteral("DejaVu Sans"), 20, QFont::Bold);
  m_headingFont = QFont(QStringLiteral("DejaVu Sans"), 13, QFont::Bold);
  m_textFont = QFont(QStringLiteral("DejaVu Sans"), 9);
  m_smallFont = QFont(QStringLiteral("DejaVu Sans"), 7);
}

ReportWriter::~ReportWriter() {
  finish();
}

double ReportWriter::mm(double v) const {
  return v / 25.4 * kDpi;
}

double ReportWriter::textHeight(const QFont& font, const QString& text, double width) const {
  const QFontMetricsF fm(font, m_writer.get());
  return fm.boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap, text).height();
}

void ReportWriter::ensureRoom(double height) {
  // A heading waiting to be drawn goes on the page of the block that follows it.
  const double head = m_pendingHeading.isEmpty() ? 0.0 : headingHeight(m_pendingHeading);
  if (m_y + head + height > m_body.bottom() && m_y > m_body.top()) newPage();
  if (!m_pendingHeading.isEmpty()) drawHeading(std::exchange(m_pendingHeading, QString()));
}

double ReportWriter::headingHeight(const QString& text) const {
  return textHeight(m_headingFont, text, m_body.width()) + mm(7);
}

void ReportWriter::drawHeading(const QString& text) {
  const double h = textHeight(m_headingFont, text, m_body.width());
  m_y += mm(3);
  m_painter.setFont(m_headingFont);
  m_painter.setPen(kReportText);
  m_painter.drawText(QRectF(m_body.left(), m_y, m_body.width(), h), Qt::TextWordWrap, text);
  m_y += h + mm(1);
  m_painter.setPen(QPen(kRule, mm(0.3)));
  m_painter.drawLine(QPointF(m_body.left(), m_y), QPointF(m_body.right(), m_y));
  m_y += mm(3);
}

void ReportWriter::footer() {
  m_painter.setFont(m_smallFont);
  m_painter.setPen(kReportMuted);
  const QRectF r(m_body.left(), m_body.bottom() + mm(2), m_body.width(), mm(kFooterMm - 2));
  m_painter.drawText(r, Qt::AlignLeft | Qt::AlignVCenter, m_docTitle);
  m_painter.drawText(r, Qt::AlignRight | Qt::AlignVCenter, QStringLiteral("%1").arg(m_page));
}

void ReportWriter::newPage() {
  if (!m_ok) return;
  footer();
  m_writer->newPage();
  ++m_page;
  m_y = m_body.top();
}

void ReportWriter::title(const QString& title, const QString& subtitle) {
  if (!m_ok) return;
  m_painter.setPen(kReportText);
  m_painter.setFont(m_titleFont);
  const double th = textHeight(m_titleFont, title, m_body.width());
  m_painter.drawText(QRectF(m_body.left(), m_y, m_body.width(), th), Qt::TextWordWrap, title);
  m_y += th + mm(2);
  m_painter.setFont(m_textFont);
  m_painter.setPen(kReportMuted);
  const double sh = textHeight(m_textFont, subtitle, m_body.width());
  m_painter.drawText(QRectF(m_body.left(), m_y, m_body.width(), sh), Qt::TextWordWrap, subtitle);
  m_y += sh + mm(6);
}

void ReportWriter::heading(const QString& text) {
  if (!m_ok) return;
  // Drawn with the next block, on that block's page: a heading never ends a page alone. Two
  // headings in a row are both kept with what follows the second.
  if (!m_pendingHeading.isEmpty()) {
    const QString first = std::exchange(m_pendingHeading, QString());
    ensureRoom(headingHeight(first) + headingHeight(text));
    drawHeading(first);
  }
  m_pendingHeading = text;
}

void ReportWriter::paragraph(const QString& text) {
  if (!m_ok || text.isEmpty()) return;
  const double h = textHeight(m_textFont, text, m_body.width());
  ensureRoom(h);
  m_painter.setFont(m_textFont);
  m_painter.setPen(kReportText);
  m_painter.drawText(QRectF(m_body.left(), m_y, m_body.width(), h), Qt::TextWordWrap, text);
  m_y += h + mm(2.5);
}

void ReportWriter::table(const QStringList& headers, const QList<QStringList>& rows,
                         const QList<int>& rightAligned) {
  if (!m_ok || headers.isEmpty()) return;
  const auto cols = static_cast<int>(headers.size());
  const QFontMetricsF fm(m_textFont, m_writer.get());
  // Widths in proportion to each column's widest text, every column at least 8 % of the width.
  std::vector<double> want(static_cast<std::size_t>(cols), 0.0);
  auto widen = [&](const QStringList& cells) {
    for (int c = 0; c < cols; ++c) {
      const auto cs = static_cast<std::size_t>(c);
      want[cs] = std::max(want[cs], fm.horizontalAdvance(cells.value(c)) + mm(3));
    }
  };
  widen(headers);
  for (const QStringList& r : rows) widen(r);
  double sum = 0.0;
  for (double& w : want) {
    w = std::max(w, 0.08 * m_body.width());
    sum += w;
  }
  std::vector<double> width(want.size());
  for (std::size_t c = 0; c < want.size(); ++c) width[c] = want[c] * m_body.width() / sum;
  const double pad = mm(1.2);

  auto rowHeight = [&](const QStringList& cells) {
    double h = 0.0;
    for (int c = 0; c < cols; ++c) {
      h = std::max(
          h, textHeight(m_textFont, cells.value(c), width[static_cast<std::size_t>(c)] - 2 * pad));
    }
    return h + 2 * pad;
  };
  auto drawRow = [&](const QStringList& cells, bool header) {
    const double h = rowHeight(cells);
    ensureRoom(h);
    double x = m_body.left();
    if (header) m_painter.fillRect(QRectF(x, m_y, m_body.width(), h), kHeaderFill);
    QFont f = m_textFont;
    f.setBold(header);
    m_painter.setFont(f);
    m_painter.setPen(kReportText);
    for (int c = 0; c < cols; ++c) {
      const double w = width[static_cast<std::size_t>(c)];
      const Qt::Alignment align =
          rightAligned.contains(c) && !header ? Qt::AlignRight : Qt::AlignLeft;
      m_painter.drawText(QRectF(x + pad, m_y + pad, w - 2 * pad, h - 2 * pad),
                         static_cast<int>(align) | Qt::TextWordWrap, cells.value(c));
      x += w;
    }
    m_y += h;
    m_painter.setPen(QPen(kRule, mm(0.2)));
    m_painter.drawLine(QPointF(m_body.left(), m_y), QPointF(m_body.right(), m_y));
  };
  // The header row starts a page only with the first row of data under it.
  ensureRoom(rowHeight(headers) + (rows.isEmpty() ? 0.0 : rowHeight(rows.front())));
  drawRow(headers, true);
  for (const QStringList& r : rows) drawRow(r, false);
  m_y += mm(3);
}

void ReportWriter::chart(QGraphicsView* view, double heightMm) {
  if (!m_ok || view == nullptr) return;
  const double h = mm(heightMm);
  ensureRoom(h);
  const QRectF target(m_body.left(), m_y, m_body.width(), h);
  // The scene as laid out for the view's size decides fonts and ticks; the painter scales it to
  // the target, and the scene's items are written as PDF paths and text.
  if (view->scene() != nullptr)
    view->scene()->render(&m_painter, target, view->sceneRect(), Qt::KeepAspectRatio);
  m_y += h + mm(3);
}

void ReportWriter::image(const QImage& img, double maxHeightMm) {
  if (!m_ok || img.isNull()) return;
  double w = m_body.width();
  double h = w * img.height() / std::max(1, img.width());
  if (h > mm(maxHeightMm)) {
    h = mm(maxHeightMm);
    w = h * img.width() / std::max(1, img.height());
  }
  ensureRoom(h);
  m_painter.drawImage(QRectF(m_body.left(), m_y, w, h), img);
  m_y += h + mm(3);
}

bool ReportWriter::finish() {
  if (!m_ok || m_finished) return m_ok;
  if (!m_pendingHeading.isEmpty()) ensureRoom(0.0);  // a heading with nothing after it
  footer();
  m_finished = true;
  return m_painter.end();
}

}  // namespace podtwin::views
