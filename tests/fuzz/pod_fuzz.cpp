// Fuzzes the pod-file loader: any byte string must give a PodConfig or a ConfigError, never a
// crash, hang or other exception.
#include <cstdint>
#include <string>

#include "config/pod_config.h"
#include "core/config_error.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  try {
    podtwin::PodConfig pod = podtwin::parsePodConfig(text, "fuzz.json");
    (void)pod.totalGpus();
  } catch (const podtwin::ConfigError&) {
  }
  return 0;
}
