#pragma once
// ActionRow: one of the main window's actions, declared once. The window builds its QAction from
// the row (object name, shortcut, icon, group, handler) and sets and resets its texts from the same
// row whenever the language changes, so an action is named in one place only.

#include <QActionGroup>
#include <QKeySequence>
#include <QString>
#include <QVariant>
#include <functional>
#include <optional>

#include "gui/app_style.h"

namespace podtwin::gui {

struct ActionRow {
  QString name{};  ///< the object name, the key of MainWindow::action()
  /// Source text, marked with QT_TR_NOOP in MainWindow's context and translated when shown; null
  /// where textOf names the action, or where the window names it by state (Run / Pause).
  const char* text = nullptr;
  /// Tool tip source text; null: tipOf, or else the text without its mnemonic and ellipsis.
  const char* tip = nullptr;
  std::function<QString()> textOf{};  ///< a text from elsewhere (event names, language names)
  std::function<QString()> tipOf{};
  QKeySequence key{};
  std::optional<IconId> icon{};
  QActionGroup* group = nullptr;  ///< one checkable entry of this group
  bool checkable = false;
  bool needsSession = false;  ///< enabled only while a pod is loaded
  QVariant data{};
  std::function<void(bool checked)> onTriggered{};
};

/// The platform's key for a standard action, or `fallback` where the platform has none (Save as
/// and Quit are empty on some X11 desktops).
inline QKeySequence platformKey(QKeySequence::StandardKey key, const QKeySequence& fallback) {
  const QList<QKeySequence> keys = QKeySequence::keyBindings(key);
  return keys.isEmpty() ? fallback : keys.front();
}

}  // namespace podtwin::gui
