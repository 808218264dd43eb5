#pragma once
// Errors found while reading a pod, scenario or sweep file: each names the file, line, JSON path
// and reason.

#include <stdexcept>
#include <string>
#include <vector>

namespace podtwin {

/// One problem in an input file. `line` is 1-based, 0 when unknown; `path` is a JSON pointer
/// ("/power/battery").
struct ConfigIssue {
  std::string file;
  int line = 0;
  std::string path;
  std::string message;

  /// "file:line: /json/path: message" — the form every user-facing error takes.
  std::string toString() const;
};

/// Thrown by loaders with every issue found (loaders collect all problems before throwing).
class ConfigError : public std::runtime_error {
 public:
  explicit ConfigError(std::vector<ConfigIssue> issues);
  const std::vector<ConfigIssue>& issues() const { return m_issues; }

 private:
  std::vector<ConfigIssue> m_issues;
};

}  // namespace podtwin
