#pragma once
// Small widget helpers the window's parts share.
#include <QAction>
#include <QKeySequence>
#include <QLocale>
#include <QObject>
#include <QString>

namespace podtwin::gui {

/// An action with an object name (tests and the shortcut table find it by name) and a shortcut.
inline QAction* namedAction(QObject* parent, const char* name, const QKeySequence& key) {
  auto* a = new QAction(parent);
  a->setObjectName(QString::fromLatin1(name));
  a->setShortcut(key);
  return a;
}

/// V with DECIMALS decimals in the user's locale (thousands separators included).
inline QString localeNumber(double v, int decimals) {
  return QLocale().toString(v, 'f', decimals);
}

}  // namespace podtwin::gui
