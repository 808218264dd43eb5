#!/usr/bin/env bash
# The clang-tidy stage of .ci/run, started in the background in its own process group: pass 1 the
# Qt-free code against build/tidy (a configured tree), pass 2 app/gui and views against build/release,
# whose AUTOMOC output (sim_controller.moc) the GUI includes, so pass 2 waits for stage 1's release build.
# Both passes always run; the exit status is 1 if either found anything.
set -uo pipefail
cd "$(dirname "$0")/.."
status=0
TIDY_SCOPE="model|app/sim" TIDY_LOG=build/tidy-raw-1.log nice -n 19 bash scripts/tidy.sh build/tidy || status=1
while [[ ! -x build/release/app/podtwin ]]; do sleep 10; done
TIDY_SCOPE="app/gui|views" TIDY_LOG=build/tidy-raw-2.log nice -n 19 bash scripts/tidy.sh build/release || status=1
exit "$status"
