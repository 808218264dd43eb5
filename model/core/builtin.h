#pragma once
// Built-in pods and scenarios embedded at build time from resources/ (see
// resources/CMakeLists.txt). The table itself lives in the podtwin_resources_model library, so the
// model stays free of generated data.

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace podtwin {

struct BuiltinResource {
  const char* kind;  ///< "pod", "scenario", "sweep" or "drill"
  const char* name;  ///< file name without extension ("default")
  const char* text;  ///< the JSON text
};

/// Every embedded resource (defined in the generated builtin_resources.cpp).
const std::vector<BuiltinResource>& builtinResources();

/// The text of builtin `kind`/`name`, or nothing.
std::optional<std::string> findBuiltin(const std::string& kind, const std::string& name);
/// Names of all built-ins of a kind, in file-name order.
std::vector<std::string> builtinNames(const std::string& kind);

}  // namespace podtwin

namespace podtwin {
/// Reads a file or a "builtin:NAME" reference of `kind`; returns {text, displayName}. Throws
/// ConfigError naming the reference (and listing the built-ins) when it cannot be found.
std::pair<std::string, std::string> readSource(const std::string& kind, const std::string& spec);
}  // namespace podtwin
