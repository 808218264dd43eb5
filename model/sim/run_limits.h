#pragma once
// How far a run may go and about how long it takes: every command that steps the model (podtwin-sim
// run, resume, sweep, audit-fabric, drill; the window's --jump-to) refuses a simulated time beyond
// kMaxRunS, and the headless runner says up front how long a long run will take.

#include <cstdint>
#include <string>

namespace podtwin {

/// The longest simulated time one run may reach, s: 366 days, the design report's limit. At the
/// default pod's pace (estimatedWallS) that is about an hour of wall time; at 8,192 racks, days.
constexpr double kMaxRunS = 366.0 * 86400.0;

/// Wall time to step a pod of `racks` racks through `ticks` control ticks, s: kTickBaseS plus
/// kTickPerRackS per rack, the per-tick cost of a `podtwin-sim run` writing a CSV on the 2-core
/// build machine (the 8,192-rack week in the README: 1.58 ms per tick; 5,000 racks for an hour
/// at a load average of 5: 0.95 ms; the default pod: 9 µs).
double estimatedWallS(int racks, double ticks);
/// The fixed cost of a control tick, s (16 racks: about 13 µs per tick in all).
constexpr double kTickBaseS = 10e-6;
/// The cost of a control tick per rack, s (8,192 racks: about 1.65 ms per tick in all).
constexpr double kTickPerRackS = 0.2e-6;

/// A wall time for people: "40 s", "12 min", "3 h 20 min", "4.2 days".
std::string wallTimeText(double seconds);

}  // namespace podtwin
