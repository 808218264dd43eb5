#include "sim/runner.h"
int runCli(int argc, char** argv) {
  (void)argc;
  (void)argv;
  return 0;
}
