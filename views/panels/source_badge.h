#pragma once
// How the views tell who caused an event or a log entry: the failure (a malfunction), the operator
// or the model's automatic logic. Each source has a colour and a shape of its own (a triangle, a
// circle, a square), so the difference does not rest on colour alone; SourceLegend names them.

#include <QCoreApplication>
#include <QIcon>
#include <QWidget>

#include "core/event_source.h"

class QLabel;

namespace podtwin::views {

class SourceBadge {
  Q_DECLARE_TR_FUNCTIONS(SourceBadge)

 public:
  static QColor color(EventSource s);
  static QIcon icon(EventSource s);
  /// "Failure", "Operator", "Automatic", translated.
  static QString text(EventSource s);
};

/// A one-line legend: each source's icon and name.
class SourceLegend : public QWidget {
  Q_OBJECT

 public:
  explicit SourceLegend(QWidget* parent = nullptr);

 protected:
  void changeEvent(QEvent* e) override;

 private:
  void retranslate();
  QLabel* m_title = nullptr;
  QLabel* m_text[3] = {};
};

}  // namespace podtwin::views
