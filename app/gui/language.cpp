#include "gui/language.h"

#include <spdlog/spdlog.h>

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>
#include <memory>

namespace podtwin::gui {

namespace {
struct State {
  std::unique_ptr<QTranslator> app;
  std::unique_ptr<QTranslator> qt;
  QString code = QStringLiteral("en");
};
State& state() {
  static State s;
  return s;
}
}  // namespace

QStringList Language::codes() {
  return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("ja")};
}

QString Language::nativeName(const QString& code) {
  if (code == QLatin1String("de")) return QStringLiteral("Deutsch");
  if (code == QLatin1String("ja")) return QStringLiteral("日本語");
  return QStringLiteral("English");
}

QString Language::systemDefault() {
  const QString lang = QLocale::system().name().section(QLatin1Char('_'), 0, 0);
  return codes().contains(lang) ? lang : QStringLiteral("en");
}

QString Language::current() {
  return state().code;
}

bool Language::apply(const QString& code) {
  if (!codes().contains(code)) return false;
  State& s = state();
  std::unique_ptr<QTranslator> app, qt;
  if (code != QLatin1String("en")) {
    app = std::make_unique<QTranslator>();
    if (!app->load(QStringLiteral(":/i18n/podtwin_%1.qm").arg(code))) {
      spdlog::warn("language: no catalogue for '{}'", code.toStdString());
      return false;
    }
    qt = std::make_unique<QTranslator>();
    if (!qt->load(QStringLiteral("qtbase_%1").arg(code),
                  QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
      qt.reset();  // Qt's own strings (standard buttons) stay English; ours are translated
    }
  }
  if (s.app) QCoreApplication::removeTranslator(s.app.get());
  if (s.qt) QCoreApplication::removeTranslator(s.qt.get());
  s.app = std::move(app);
  s.qt = std::move(qt);
  if (s.qt) QCoreApplication::installTranslator(s.qt.get());
  if (s.app) QCoreApplication::installTranslator(s.app.get());
  s.code = code;
  QLocale::setDefault(QLocale(code));
  spdlog::info("language: {}", code.toStdString());
  return true;
}

}  // namespace podtwin::gui
