#include <string>
#include <vector>

#include "sim/sim_cli.h"

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  return podtwin::cli::main(args);
}
