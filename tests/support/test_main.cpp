// main() of a layer's test executable: `test_model battery_test [Qt Test arguments]` runs the class
// battery_test.cpp registered (tests/support/test_main.h); `--list` prints the registered names.
#include "support/test_main.h"

#include <cstdio>
#include <cstring>
#include <map>
#include <string>

namespace podtwin::testing {
namespace {

struct Registry {
  std::map<std::string, RunTest> tests;
  std::string duplicate;  // a name registered twice, reported by main()
};

Registry& registry() {
  static Registry r;
  return r;
}

std::string baseName(const char* file) {
  std::string name(file);
  if (const auto slash = name.find_last_of("/\\"); slash != std::string::npos)
    name.erase(0, slash + 1);
  if (const auto dot = name.find('.'); dot != std::string::npos) name.erase(dot);
  return name;
}

}  // namespace

bool registerTest(const char* file, RunTest run) {
  const std::string name = baseName(file);
  if (!registry().tests.emplace(name, run).second) registry().duplicate = name;
  return true;
}

}  // namespace podtwin::testing

int main(int argc, char** argv) {
  const auto& reg = podtwin::testing::registry();
  if (!reg.duplicate.empty()) {
    std::fprintf(stderr, "%s: two test files are named %s\n", argv[0], reg.duplicate.c_str());
    return 2;
  }
  if (argc >= 2 && std::strcmp(argv[1], "--list") == 0) {
    for (const auto& [name, run] : reg.tests) std::printf("%s\n", name.c_str());
    return 0;
  }
  const auto it = argc >= 2 ? reg.tests.find(argv[1]) : reg.tests.end();
  if (it == reg.tests.end()) {
    std::fprintf(stderr, "usage: %s TEST [Qt Test arguments]   (%s --list names the tests)\n",
                 argv[0], argv[0]);
    return 2;
  }
  // The test sees the program name and then its own arguments, as its own main() would.
  argv[1] = argv[0];
  return it->second(argc - 1, argv + 1);
}
