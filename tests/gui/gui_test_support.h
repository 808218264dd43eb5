#pragma once
// Helpers the main-window GUI tests share: answering the next modal dialog and running the
// simulation past a time.

#include <QApplication>
#include <QTest>
#include <QTimer>
#include <QWidget>
#include <functional>

#include "gui/sim_controller.h"

namespace podtwin::gui::testing {

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
  const bool reached = QTest::qWaitFor([&] { return ctl->snapshot().timeS > tS; }, 60000);
  ctl->pause();
  ctl->sync();
  ctl->pollNow();
  return reached;
}

}  // namespace podtwin::gui::testing
