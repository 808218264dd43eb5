#include "gui/language.h"

#include <spdlog/spdlog.h>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
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
  QString catalogue;
  QStringList searchPath;  // empty: the default
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

QString Language::catalogue() {
  return state().catalogue;
}

QStringList Language::searchPath() {
  if (!state().searchPath.isEmpty()) return state().searchPath;
  // PODTWIN_TRANSLATIONS_REL_DIR is the install layout's path from the executable's directory to
  // the catalogues (CMake: from CMAKE_INSTALL_BINDIR to
  // CMAKE_INSTALL_DATADIR/podtwin/translations).
  const QString installed =
      QDir::cleanPath(QDir(QCoreApplication::applicationDirPath())
                          .filePath(QStringLiteral(PODTWIN_TRANSLATIONS_REL_DIR)));
  return {installed, QStringLiteral(":/i18n")};
}

void Language::setSearchPath(const QStringList& dirs) {
  state().searchPath = dirs;
}

bool Language::apply(const QString& code) {
  if (!codes().contains(code)) return false;
  State& s = state();
  std::unique_ptr<QTranslator> app, qt;
  QString file;
  if (code != QLatin1String("en")) {
    const QString name = QStringLiteral("podtwin_%1.qm").arg(code);
    for (const QString& dir : searchPath()) {
      auto candidate = std::make_unique<QTranslator>();
      const QString path = dir + QLatin1Char('/') + name;
      // A missing or damaged file (load fails) falls through to the next directory.
      if (QFile::exists(path) && candidate->load(path)) {
        app = std::move(candidate);
        file = path;
        break;
      }
    }
    if (!app) {
      spdlog::warn("language: no catalogue for '{}' in {}", code.toStdString(),
                   searchPath().join(QStringLiteral(", ")).toStdString());
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
  s.catalogue = file;
  QLocale::setDefault(QLocale(code));
  if (file.isEmpty())
    spdlog::info("language: {}", code.toStdString());
  else
    spdlog::info("language: {} (catalogue {})", code.toStdString(), file.toStdString());
  return true;
}

}  // namespace podtwin::gui
