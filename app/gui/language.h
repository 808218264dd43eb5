#pragma once
// UI language: English (source), Deutsch, 日本語. Installs podtwin_<code>.qm (and Qt's own qtbase
// catalogue when installed); Qt then sends LanguageChange to every widget, which retranslates live.
// The catalogue comes from the first directory of searchPath() that holds a valid one: the
// installed <prefix>/share/podtwin/translations next to <prefix>/bin/podtwin, then the copy
// embedded in the binary (:/i18n), which is what a build-tree run uses.

#include <QString>
#include <QStringList>

namespace podtwin::gui {

class Language {
 public:
  /// "en", "de", "ja".
  static QStringList codes();
  /// The language's own name ("Deutsch", "日本語"), never translated.
  static QString nativeName(const QString& code);
  /// The supported language closest to the system locale ("en" when none fits).
  static QString systemDefault();
  /// Switches the application's language; false when the code is unknown or its catalogue is
  /// missing (the previous language stays).
  static bool apply(const QString& code);
  static QString current();
  /// The file the current catalogue was loaded from ("" for English, the source language).
  static QString catalogue();
  /// The directories searched for podtwin_<code>.qm, in order.
  static QStringList searchPath();
  /// Replaces the search path (tests point it at a directory of their own); an empty list
  /// restores the default.
  static void setSearchPath(const QStringList& dirs);
};

}  // namespace podtwin::gui
