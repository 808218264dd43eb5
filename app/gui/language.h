#pragma once
// UI language: English (source), Deutsch, 日本語. Installs the embedded podtwin_<code>.qm (and Qt's
// own qtbase catalogue when installed); Qt then sends LanguageChange to every widget, which
// retranslates live.

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
};

}  // namespace podtwin::gui
