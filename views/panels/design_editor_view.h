#pragma once
// DesignEditorView: every key of a pod file in a tree grouped by subsystem, each with its value
// (editable), unit, what the loader allows, the default and the default's source, filtered by a
// search field, with a line saying what the grey values are; the loader's
// messages for the current values (the row of a refused value turns red and carries the message);
// and the figures derived from the design. It shows what it is given and reports what the user
// types; judging a value and computing the figures belong to the caller.

#include <QHash>
#include <QString>
#include <QWidget>
#include <vector>

#include "config/pod_design.h"
#include "core/config_error.h"
#include "sim/design_figures.h"

class QLabel;
class QLineEdit;
class QToolBar;
class QTreeWidget;
class QTreeWidgetItem;

namespace podtwin::views {

class DesignEditorView : public QWidget {
  Q_OBJECT

 public:
  explicit DesignEditorView(QWidget* parent = nullptr);

  /// The bar above the tree, for the caller's actions (undo, redo, save, apply).
  QToolBar* toolBar() const { return m_bar; }
  /// Shows the design's values (keys the file leaves out show their default, in grey).
  void setDesign(const PodDesign& design);
  /// Marks the rows the loader refuses and lists its messages below the tree; empty clears.
  void setIssues(const std::vector<ConfigIssue>& issues);
  /// Shows the derived figures, or `unavailable` in their place.
  void setFigures(const DesignFigures& f);
  /// The battery's figures in words, as this view and the design report show them: what the
  /// capacity is built from and the usable energy ("no battery" without one), and how long and at
  /// what power the battery alone carries the IT load.
  static QString batteryDetailText(const DesignFigures& f);
  static QString batteryAloneText(const DesignFigures& f);
  void setFiguresUnavailable(const QString& why);
  /// Types `text` into the value cell of `key` ("power.battery.capacity_kwh"), as a user does.
  bool editValue(const QString& key, const QString& text);
  /// What the value cell of `key` shows.
  QString valueText(const QString& key) const;
  /// The message shown on the row of `key` (empty when the loader takes its value).
  QString issueText(const QString& key) const;
  /// Every message below the tree, one per line.
  QString issuesText() const;
  /// The derived figures as shown ("label: value" lines).
  QString figuresText() const;
  /// Shows only the keys whose path or group contains `text` (case-insensitive); empty shows all.
  void setFilter(const QString& text);
  /// The filter field above the tree.
  QLineEdit* filterField() const { return m_filter; }
  /// The key paths of the rows shown now, in tree order.
  QStringList visibleKeys() const;
  /// What the key column of `key`'s row shows.
  QString keyText(const QString& key) const;
  /// The line saying what grey values are.
  QString legendText() const;
  void retranslate();

 signals:
  /// The user changed the value of `key` to `text`.
  void valueEdited(const QString& key, const QString& text);

 private:
  void build();
  void onItemChanged(QTreeWidgetItem* item, int column);

  QToolBar* m_bar = nullptr;
  QTreeWidget* m_tree = nullptr;
  QLineEdit* m_filter = nullptr;
  QLabel* m_legend = nullptr;
  QLabel* m_issues = nullptr;
  QLabel* m_figures = nullptr;
  QHash<QString, QTreeWidgetItem*> m_rows;
  QList<QTreeWidgetItem*> m_groups;
  bool m_updating = false;
};

}  // namespace podtwin::views
