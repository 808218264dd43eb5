#pragma once
// Reading JSON input with validation: every value read is checked for type, finiteness and range,
// and every problem is recorded with the file, the line and the JSON path, so a loader can report
// them all at once.

#include <cstdint>
#include <limits>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "core/config_error.h"

namespace podtwin {

/// A parsed JSON document plus a map from JSON pointer to the line where that value starts.
// bugprone-exception-escape is suppressed: the implicit noexcept move is nlohmann::json's, which is
// noexcept; clang-tidy 14 follows its assert_invariant into a throwing path that cannot be taken.
// NOLINTNEXTLINE(bugprone-exception-escape)
class JsonDocument {
 public:
  /// Parses `text`; on a syntax error, a text over kMaxInputBytes, a NUL byte anywhere (named by
  /// its byte offset), nesting deeper than kMaxJsonDepth or a key given twice in one object throws
  /// ConfigError naming `fileName` and the line (both lines for a duplicate key).
  static std::shared_ptr<const JsonDocument> parse(const std::string& text,
                                                   const std::string& fileName);
  /// Reads and parses a file; throws ConfigError if it cannot be read or parsed.
  static std::shared_ptr<const JsonDocument> load(const std::string& path);

  const nlohmann::json& root() const { return m_root; }
  const std::string& fileName() const { return m_fileName; }
  /// Line (1-based) where the value at `pointer` starts; the nearest known ancestor's line if
  /// absent.
  int lineOf(const std::string& pointer) const;

 private:
  nlohmann::json m_root;
  std::string m_fileName;
  std::map<std::string, int> m_lines;
};

/// What a reader asked for at one key: the key's JSON pointer, the kind of value, the default it
/// falls back to and what is allowed. Recorded while a document is read, so a catalogue of a
/// file's keys comes from the loader itself rather than from a copy of it.
struct KeyRead {
  enum class Kind { Number, Integer, Boolean, String, Numbers, Pairs, Raw };
  std::string pointer;  ///< "/power/battery/capacity_kwh"
  Kind kind = Kind::Number;
  nlohmann::json defaultValue;  ///< null for a required key or a raw value
  bool required = false;
  double min = -std::numeric_limits<double>::infinity();
  double max = std::numeric_limits<double>::infinity();
  bool exclusiveMin = false;
  std::vector<std::string> allowed;  ///< a string's allowed values; empty = any
};

/// Collects issues for one file.
class IssueList {
 public:
  void add(ConfigIssue issue) { m_issues.push_back(std::move(issue)); }
  /// Makes every reader on this list append what it reads to `keys` (nullptr stops).
  void setKeyRecorder(std::vector<KeyRead>* keys) { m_keys = keys; }
  void record(KeyRead key) const {
    if (m_keys != nullptr) m_keys->push_back(std::move(key));
  }
  bool empty() const { return m_issues.empty(); }
  const std::vector<ConfigIssue>& issues() const { return m_issues; }
  /// Throws ConfigError if any issue was recorded.
  void throwIfAny() const;

 private:
  std::vector<ConfigIssue> m_issues;
  std::vector<KeyRead>* m_keys = nullptr;
};

/// Closed interval [min, max] a number must lie in; `exclusiveMin` makes the lower end open (>
/// min).
struct Range {
  double min = -std::numeric_limits<double>::infinity();
  double max = std::numeric_limits<double>::infinity();
  bool exclusiveMin = false;

  static Range positive(double max = std::numeric_limits<double>::infinity()) {
    return {0.0, max, true};
  }
  static Range nonNegative(double max = std::numeric_limits<double>::infinity()) {
    return {0.0, max, false};
  }
  static Range fraction() { return {0.0, 1.0, false}; }
  static Range between(double lo, double hi) { return {lo, hi, false}; }
  std::string describe() const;
  bool contains(double v) const;
};

/// A cursor on one JSON object in a document. Missing optional keys yield the default; every key
/// that is read is remembered so `finish()` can flag unknown keys (usually typos) as errors.
class JsonReader {
 public:
  JsonReader(std::shared_ptr<const JsonDocument> doc, const nlohmann::json* node,
             std::string pointer, IssueList* issues);
  /// A reader for the document root.
  static JsonReader root(const std::shared_ptr<const JsonDocument>& doc, IssueList& issues);

  bool has(const std::string& key) const;
  double number(const std::string& key, double def, Range range = {});
  /// Required number: missing is an error.
  double requireNumber(const std::string& key, Range range = {});
  int integer(const std::string& key, int def, int min, int max);
  bool boolean(const std::string& key, bool def);
  std::string string(const std::string& key, const std::string& def,
                     const std::vector<std::string>& allowed = {});
  std::string requireString(const std::string& key, const std::vector<std::string>& allowed = {});
  std::vector<double> numbers(const std::string& key, const std::vector<double>& def,
                              Range range = {});
  /// Sub-object; a missing key yields a reader over an empty object (all defaults).
  JsonReader object(const std::string& key);
  /// Array of objects; a missing key yields an empty vector.
  std::vector<JsonReader> objects(const std::string& key);
  /// The raw JSON value of `key` (null if absent), marking it as read.
  const nlohmann::json& raw(const std::string& key);

  /// Records, for a catalogue of the file's keys, a table of [x, y] pairs at `key` that the caller
  /// reads itself (with raw()), and its default.
  void declarePairs(const std::string& key,
                    const std::vector<std::pair<double, double>>& def) const;
  /// Records an error at `key` of this object (or the object itself when `key` is empty).
  void error(const std::string& key, const std::string& message) const;
  /// Flags keys present in the object but never read.
  void finish() const;

  const std::string& pointer() const { return m_pointer; }
  const JsonDocument& document() const { return *m_doc; }
  int line(const std::string& key = {}) const;

 private:
  std::string childPointer(const std::string& key) const;
  void record(const std::string& key, KeyRead::Kind kind, nlohmann::json def, bool required,
              double min, double max, bool exclusiveMin,
              const std::vector<std::string>& allowed = {}) const;
  const nlohmann::json* find(const std::string& key) const;

  std::shared_ptr<const JsonDocument> m_doc;
  const nlohmann::json* m_node;
  std::string m_pointer;
  IssueList* m_issues;
  mutable std::set<std::string> m_read;
};

/// The largest pod, scenario or sweep file read (the built-in ones are under 8 KiB).
constexpr std::size_t kMaxInputBytes = std::size_t{64} << 20;
/// The deepest nesting of arrays and objects accepted; the built-in files nest at most five levels.
constexpr int kMaxJsonDepth = 64;

/// Reads a whole text file; throws ConfigError naming the file when it cannot, or when it is over
/// kMaxInputBytes (reading stops there, so an endless device or pipe is refused too).
std::string readTextFile(const std::string& path);

/// Formats a number for messages without trailing noise ("0.5", "1e+09", "nan").
std::string formatNumber(double v);

}  // namespace podtwin
