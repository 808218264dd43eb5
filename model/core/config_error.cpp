#include "core/config_error.h"

namespace podtwin {

std::string ConfigIssue::toString() const {
  std::string out = file.empty() ? std::string("<input>") : file;
  if (line > 0) out += ":" + std::to_string(line);
  out += ": ";
  if (!path.empty()) out += path + ": ";
  out += message;
  return out;
}

namespace {
std::string joinIssues(const std::vector<ConfigIssue>& issues) {
  std::string out;
  for (const auto& issue : issues) {
    if (!out.empty()) out += "\n";
    out += issue.toString();
  }
  return out;
}
}  // namespace

ConfigError::ConfigError(std::vector<ConfigIssue> issues)
    : std::runtime_error(joinIssues(issues)), m_issues(std::move(issues)) {}

}  // namespace podtwin
