#pragma once
// Helpers the main-window GUI tests share: answering the next modal dialog, running the simulation
// past a time, and waiting on the window's own events (its GUI ticks, a language change) instead
// of on the clock.

#include <QApplication>
#include <QEvent>
#include <QObject>
#include <QString>
#include <QTest>
#include <QTimer>
#include <QWidget>
#include <functional>

#include "gui/main_window.h"
#include "gui/sim_controller.h"

namespace podtwin::gui::testing {

/// How long a test waits for a condition before it fails. Generous, since the GUI tests share two
/// cores with other work and draw with software OpenGL; a wait ends as soon as its condition
/// holds, so the limit costs nothing when the condition comes.
inline constexpr int kWaitMs = 60000;

/// Runs `fn` on the next modal dialog that opens (polled, so it works for nested exec() loops).
inline void onNextModal(std::function<void(QWidget*)> fn) {
  auto* timer = new QTimer;
  timer->setInterval(20);
  QObject::connect(timer, &QTimer::timeout, [timer, fn] {
    if (QWidget* w = QApplication::activeModalWidget()) {
      timer->stop();
      timer->deleteLater();
      fn(w);
    }
  });
  timer->start();
}

/// Runs as fast as possible until the simulated time passes `tS`, then pauses and takes the
/// newest state.
inline bool runPast(SimController* ctl, double tS) {
  ctl->setSpeed(SimController::kMaxSpeed);
  ctl->play();
  const bool reached = QTest::qWaitFor([&] { return ctl->snapshot().timeS > tS; }, kWaitMs);
  ctl->pause();
  ctl->sync();
  ctl->pollNow();
  return reached;
}

/// Lets the window run `ticks` GUI ticks (the controller's ~33 ms polls, SimController::pollCount),
/// however long the machine takes for them. Every tick is at least one pass of the event loop,
/// which delivers what the passes before it queued (layout requests, chart flushes, repaints) and
/// takes whatever the simulation thread published. Where a test checks that something does not
/// happen (a second compose, a frame or a snapshot while paused), it watches this many ticks; so
/// does a test that lets the views finish the work a change queued before it looks at them.
inline bool runGuiTicks(const SimController* ctl, int ticks = 10) {
  const long long until = ctl->pollCount() + ticks;
  return QTest::qWaitFor([ctl, until] { return ctl->pollCount() >= until; }, kWaitMs);
}

/// Switches the window's language and waits until the window has taken it. Qt posts
/// LanguageChange to every top-level window, and the window hands it to all its widgets in the
/// same delivery: once the window has seen it, each of its texts has been retranslated.
inline bool switchLanguage(MainWindow& w, const QString& code) {
  struct Seen : QObject {
    bool seen = false;
    bool eventFilter(QObject* watched, QEvent* e) override {
      if (e->type() == QEvent::LanguageChange) seen = true;
      return QObject::eventFilter(watched, e);
    }
  };
  Seen filter;
  w.installEventFilter(&filter);
  const bool taken =
      w.setLanguage(code) && QTest::qWaitFor([&filter] { return filter.seen; }, kWaitMs);
  w.removeEventFilter(&filter);
  return taken;
}

}  // namespace podtwin::gui::testing
