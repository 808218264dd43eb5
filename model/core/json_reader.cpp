#include "core/json_reader.h"

#include <algorithm>
#include <array>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>

namespace podtwin {

namespace {

std::string escapePointerToken(const std::string& token) {
  std::string out;
  for (char c : token) {
    if (c == '~') {
      out += "~0";
    } else if (c == '/') {
      out += "~1";
    } else {
      out += c;
    }
  }
  return out;
}

// Walks the raw text once and records the line at which every value starts, keyed by JSON pointer.
// It assumes the text is valid JSON (it runs after nlohmann accepted it), so it only tracks
// structure.
//
// It also finds keys given twice in one object (nlohmann keeps the last one silently, so a second
// "events": [] would drop a scenario's events): each is reported with both lines. The nesting depth
// is bounded by checkRawText() before this runs, so the recursion is too.
class LineIndexer {
 public:
  LineIndexer(const std::string& text, const std::string& fileName)
      : m_text(text), m_fileName(fileName) {}

  std::map<std::string, int> run() {
    skipWs();
    value("");
    return std::move(m_lines);
  }

  std::vector<ConfigIssue> duplicates() { return std::move(m_duplicates); }

 private:
  void skipWs() {
    while (m_pos < m_text.size()) {
      char c = m_text[m_pos];
      if (c == '\n') {
        ++m_line;
      } else if (c != ' ' && c != '\t' && c != '\r') {
        break;
      }
      ++m_pos;
    }
  }

  // A string token, decoded when it holds escapes (so "a" and "\u0061" are the same key).
  std::string str() {
    const std::size_t start = m_pos;
    bool escaped = false;
    ++m_pos;  // opening quote
    while (m_pos < m_text.size() && m_text[m_pos] != '"') {
      if (m_text[m_pos] == '\\' && m_pos + 1 < m_text.size()) {
        escaped = true;
        m_pos += 2;
        continue;
      }
      ++m_pos;
    }
    ++m_pos;  // closing quote
    const std::size_t end = std::min(m_pos, m_text.size());
    if (!escaped) return m_text.substr(start + 1, end - start - 2);
    return nlohmann::json::parse(m_text.substr(start, end - start)).get<std::string>();
  }

  void value(const std::string& pointer) {
    skipWs();
    if (m_pos >= m_text.size()) return;
    m_lines.emplace(pointer, m_line);
    char c = m_text[m_pos];
    if (c == '{') {
      ++m_pos;
      skipWs();
      std::map<std::string, int> keyLines;
      while (m_pos < m_text.size() && m_text[m_pos] != '}') {
        const int keyLine = m_line;
        std::string key = str();
        const std::string child = pointer + "/" + escapePointerToken(key);
        auto [first, isNew] = keyLines.emplace(key, keyLine);
        if (!isNew) {
          m_duplicates.push_back({m_fileName, keyLine, child,
                                  "duplicate key (also on line " + std::to_string(first->second) +
                                      "; a key may appear only once in an object)"});
        }
        skipWs();
        ++m_pos;  // ':'
        // The first occurrence's line stays the one messages name for this path.
        if (!isNew) {
          const int kept = m_lines.count(child) ? m_lines[child] : keyLine;
          value(child);
          m_lines[child] = kept;
        } else {
          value(child);
        }
        skipWs();
        if (m_pos < m_text.size() && m_text[m_pos] == ',') {
          ++m_pos;
          skipWs();
        }
      }
      ++m_pos;
    } else if (c == '[') {
      ++m_pos;
      skipWs();
      int index = 0;
      while (m_pos < m_text.size() && m_text[m_pos] != ']') {
        value(pointer + "/" + std::to_string(index++));
        skipWs();
        if (m_pos < m_text.size() && m_text[m_pos] == ',') {
          ++m_pos;
          skipWs();
        }
      }
      ++m_pos;
    } else if (c == '"') {
      str();
    } else {
      while (m_pos < m_text.size() &&
             std::string_view(",}] \t\r\n").find(m_text[m_pos]) == std::string_view::npos) {
        ++m_pos;
      }
    }
  }

  const std::string& m_text;
  const std::string& m_fileName;
  std::size_t m_pos = 0;
  int m_line = 1;
  std::map<std::string, int> m_lines;
  std::vector<ConfigIssue> m_duplicates;
};

int lineAtByte(const std::string& text, std::size_t byte) {
  int line = 1;
  for (std::size_t i = 0; i < byte && i < text.size(); ++i) {
    if (text[i] == '\n') ++line;
  }
  return line;
}

// Rejects a text over kMaxInputBytes, holding a NUL byte or nested deeper than kMaxJsonDepth before
// any parser sees it. nlohmann's lexer takes a NUL for the end of the input, so without this check
// "{...}" followed by a NUL and anything at all would load as if the rest were not there. Nesting
// costs memory and stack in every later pass (nlohmann's values, the line indexer), so a 100 KB
// file of nested brackets could otherwise take gigabytes or overflow the stack.
void checkRawText(const std::string& text, const std::string& fileName) {
  if (text.size() > kMaxInputBytes) {
    throw ConfigError({{fileName, 0, "",
                        "the file is larger than " + std::to_string(kMaxInputBytes >> 20) +
                            " MiB (the limit for a pod, scenario or sweep file)"}});
  }
  if (const auto nul = text.find('\0'); nul != std::string::npos) {
    throw ConfigError({{fileName, lineAtByte(text, nul), "",
                        "invalid JSON: a NUL byte at byte offset " + std::to_string(nul) +
                            " (counted from 0; a JSON text cannot contain one)"}});
  }
  int depth = 0;
  int line = 1;
  bool inString = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '\n') {
      ++line;
    } else if (inString) {
      if (c == '\\') {
        ++i;  // an escaped character, perhaps a quote
      } else if (c == '"') {
        inString = false;
      }
    } else if (c == '"') {
      inString = true;
    } else if (c == '[' || c == '{') {
      if (++depth > kMaxJsonDepth) {
        throw ConfigError({{fileName, line, "",
                            "invalid JSON: nested deeper than " + std::to_string(kMaxJsonDepth) +
                                " levels of arrays and objects"}});
      }
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
}

std::string typeName(const nlohmann::json& v) {
  if (v.is_number()) return "a number";
  if (v.is_string()) return "a string";
  if (v.is_boolean()) return "a boolean";
  if (v.is_object()) return "an object";
  if (v.is_array()) return "an array";
  return "null";
}

// A value as JSON text for a message, cut after kMaxQuotedChars so that a huge string or array in
// the wrong place gives a one-line error rather than echoing the whole of it.
std::string shortDump(const nlohmann::json& v) {
  constexpr std::size_t kMaxQuotedChars = 60;
  std::string text = v.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  if (text.size() <= kMaxQuotedChars) return text;
  std::size_t cut = kMaxQuotedChars;
  // Do not split a UTF-8 sequence.
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0U) == 0x80U) --cut;
  return text.substr(0, cut) + "… (" + std::to_string(text.size()) + " characters)";
}

const nlohmann::json& emptyObject() {
  static const nlohmann::json empty = nlohmann::json::object();
  return empty;
}

}  // namespace

std::string formatNumber(double v) {
  if (std::isnan(v)) return "nan";
  if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.10g", v);
  return buf;
}

std::shared_ptr<const JsonDocument> JsonDocument::parse(const std::string& text,
                                                        const std::string& fileName) {
  checkRawText(text, fileName);
  auto doc = std::make_shared<JsonDocument>();
  doc->m_fileName = fileName;
  try {
    doc->m_root = nlohmann::json::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    // e.byte is the 1-based position of the offending character.
    std::size_t byte = e.byte > 0 ? e.byte - 1 : 0;
    std::string what = e.what();
    auto pos = what.find("syntax error");
    std::string reason = pos == std::string::npos ? what : what.substr(pos);
    throw ConfigError({{fileName, lineAtByte(text, byte), "", "invalid JSON: " + reason}});
  } catch (const nlohmann::json::exception& e) {
    // e.g. out_of_range 406 "number overflow parsing '1e999'": name the number so the user can find
    // it.
    std::string what = e.what();
    auto pos = what.find("] ");
    std::string reason = pos == std::string::npos ? what : what.substr(pos + 2);
    int line = 0;
    auto q1 = what.find('\'');
    auto q2 = q1 == std::string::npos ? q1 : what.find('\'', q1 + 1);
    if (q2 != std::string::npos) {
      auto at = text.find(what.substr(q1 + 1, q2 - q1 - 1));
      if (at != std::string::npos) line = lineAtByte(text, at);
    }
    throw ConfigError({{fileName, line, "", "invalid JSON: " + reason}});
  }
  LineIndexer indexer(text, fileName);
  doc->m_lines = indexer.run();
  auto duplicates = indexer.duplicates();
  if (!duplicates.empty()) throw ConfigError(std::move(duplicates));
  return doc;
}

std::string readTextFile(const std::string& path) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) {
    throw ConfigError({{path, 0, "", "cannot read: it is a folder, not a file"}});
  }
  std::unique_ptr<std::FILE, int (*)(std::FILE*)> in(std::fopen(path.c_str(), "rb"), &std::fclose);
  if (!in) {
    throw ConfigError(
        {{path, 0, "", std::string("cannot open file for reading: ") + std::strerror(errno)}});
  }
  // Read in blocks and stop one byte past the limit, so a device or a pipe that never ends (a
  // path such as /dev/zero) is refused at the limit instead of filling memory.
  std::string text;
  std::array<char, 1 << 16> block{};
  while (text.size() <= kMaxInputBytes) {
    const std::size_t n = std::fread(block.data(), 1, block.size(), in.get());
    text.append(block.data(), n);
    if (n < block.size()) {
      if (std::ferror(in.get()) != 0) {
        throw ConfigError({{path, 0, "", std::string("cannot read: ") + std::strerror(errno)}});
      }
      break;
    }
  }
  if (text.size() > kMaxInputBytes) {
    throw ConfigError({{path, 0, "",
                        "the file is larger than " + std::to_string(kMaxInputBytes >> 20) +
                            " MiB (the limit for a pod, scenario or sweep file)"}});
  }
  return text;
}

std::shared_ptr<const JsonDocument> JsonDocument::load(const std::string& path) {
  return parse(readTextFile(path), path);
}

int JsonDocument::lineOf(const std::string& pointer) const {
  std::string p = pointer;
  while (true) {
    auto it = m_lines.find(p);
    if (it != m_lines.end()) return it->second;
    if (p.empty()) return 0;
    auto slash = p.rfind('/');
    p = slash == std::string::npos ? std::string() : p.substr(0, slash);
  }
}

void IssueList::throwIfAny() const {
  if (!m_issues.empty()) throw ConfigError(m_issues);
}

std::string Range::describe() const {
  bool hasMin = std::isfinite(min);
  bool hasMax = std::isfinite(max);
  if (hasMin && hasMax) {
    return std::string(exclusiveMin ? "> " : ">= ") + formatNumber(min) +
           " and <= " + formatNumber(max);
  }
  if (hasMin) return std::string(exclusiveMin ? "> " : ">= ") + formatNumber(min);
  if (hasMax) return "<= " + formatNumber(max);
  return "finite";
}

bool Range::contains(double v) const {
  if (!std::isfinite(v)) return false;
  if (exclusiveMin ? v <= min : v < min) return false;
  return v <= max;
}

JsonReader::JsonReader(std::shared_ptr<const JsonDocument> doc, const nlohmann::json* node,
                       std::string pointer, IssueList* issues)
    : m_doc(std::move(doc)), m_node(node), m_pointer(std::move(pointer)), m_issues(issues) {
  if (!m_node->is_object()) {
    error("", "must be an object, found " + typeName(*m_node));
    m_node = &emptyObject();
  }
}

JsonReader JsonReader::root(const std::shared_ptr<const JsonDocument>& doc, IssueList& issues) {
  return {doc, &doc->root(), "", &issues};
}

std::string JsonReader::childPointer(const std::string& key) const {
  return key.empty() ? m_pointer : m_pointer + "/" + escapePointerToken(key);
}

int JsonReader::line(const std::string& key) const {
  return m_doc->lineOf(childPointer(key));
}

void JsonReader::record(const std::string& key, KeyRead::Kind kind, nlohmann::json def,
                        bool required, double min, double max, bool exclusiveMin,
                        const std::vector<std::string>& allowed) const {
  m_issues->record(
      {childPointer(key), kind, std::move(def), required, min, max, exclusiveMin, allowed});
}

void JsonReader::declarePairs(const std::string& key,
                              const std::vector<std::pair<double, double>>& def) const {
  nlohmann::json d = nlohmann::json::array();
  for (const auto& [x, y] : def) d.push_back({x, y});
  record(key, KeyRead::Kind::Pairs, std::move(d), false, -std::numeric_limits<double>::infinity(),
         std::numeric_limits<double>::infinity(), false);
}

const nlohmann::json* JsonReader::find(const std::string& key) const {
  m_read.insert(key);
  auto it = m_node->find(key);
  return it == m_node->end() ? nullptr : &*it;
}

bool JsonReader::has(const std::string& key) const {
  return m_node->contains(key);
}

void JsonReader::error(const std::string& key, const std::string& message) const {
  std::string path = childPointer(key);
  m_issues->add({m_doc->fileName(), m_doc->lineOf(path), path.empty() ? "/" : path, message});
}

double JsonReader::number(const std::string& key, double def, Range range) {
  record(key, KeyRead::Kind::Number, def, false, range.min, range.max, range.exclusiveMin);
  const nlohmann::json* v = find(key);
  if (v == nullptr) return def;
  if (!v->is_number()) {
    error(key, "must be a number, found " + typeName(*v) + " " + shortDump(*v));
    return def;
  }
  double d = v->get<double>();
  if (!range.contains(d)) {
    error(key, formatNumber(d) + " is not allowed (must be " + range.describe() + ")");
    return def;
  }
  return d;
}

double JsonReader::requireNumber(const std::string& key, Range range) {
  if (!has(key)) {
    record(key, KeyRead::Kind::Number, nullptr, true, range.min, range.max, range.exclusiveMin);
    m_read.insert(key);
    error(key, "is required (a number " + range.describe() + ")");
    return std::isfinite(range.min) ? range.min : 0.0;
  }
  return number(key, std::isfinite(range.min) ? range.min : 0.0, range);
}

int JsonReader::integer(const std::string& key, int def, int min, int max) {
  record(key, KeyRead::Kind::Integer, def, false, min, max, false);
  const nlohmann::json* v = find(key);
  if (v == nullptr) return def;
  if (!v->is_number()) {
    error(key, "must be an integer, found " + typeName(*v) + " " + shortDump(*v));
    return def;
  }
  double d = v->get<double>();
  if (!std::isfinite(d) || std::floor(d) != d) {
    error(key, formatNumber(d) + " is not an integer");
    return def;
  }
  if (d < min || d > max) {
    error(key, formatNumber(d) + " is not allowed (must be an integer from " + std::to_string(min) +
                   " to " + std::to_string(max) + ")");
    return def;
  }
  return static_cast<int>(d);
}

bool JsonReader::boolean(const std::string& key, bool def) {
  record(key, KeyRead::Kind::Boolean, def, false, -std::numeric_limits<double>::infinity(),
         std::numeric_limits<double>::infinity(), false);
  const nlohmann::json* v = find(key);
  if (v == nullptr) return def;
  if (!v->is_boolean()) {
    error(key, "must be true or false, found " + typeName(*v) + " " + shortDump(*v));
    return def;
  }
  return v->get<bool>();
}

std::string JsonReader::string(const std::string& key, const std::string& def,
                               const std::vector<std::string>& allowed) {
  record(key, KeyRead::Kind::String, def, false, -std::numeric_limits<double>::infinity(),
         std::numeric_limits<double>::infinity(), false, allowed);
  const nlohmann::json* v = find(key);
  if (v == nullptr) return def;
  if (!v->is_string()) {
    error(key, "must be a string, found " + typeName(*v) + " " + shortDump(*v));
    return def;
  }
  std::string s = v->get<std::string>();
  if (!allowed.empty() && std::find(allowed.begin(), allowed.end(), s) == allowed.end()) {
    std::string list;
    for (const auto& a : allowed) list += (list.empty() ? "" : ", ") + ("\"" + a + "\"");
    error(key, shortDump(*v) + " is not allowed (one of " + list + ")");
    return def;
  }
  return s;
}

std::string JsonReader::requireString(const std::string& key,
                                      const std::vector<std::string>& allowed) {
  if (!has(key)) {
    record(key, KeyRead::Kind::String, nullptr, true, -std::numeric_limits<double>::infinity(),
           std::numeric_limits<double>::infinity(), false, allowed);
    m_read.insert(key);
    error(key, "is required (a string)");
    return {};
  }
  return string(key, {}, allowed);
}

std::vector<double> JsonReader::numbers(const std::string& key, const std::vector<double>& def,
                                        Range range) {
  record(key, KeyRead::Kind::Numbers, def, false, range.min, range.max, range.exclusiveMin);
  const nlohmann::json* v = find(key);
  if (v == nullptr) return def;
  if (!v->is_array()) {
    error(key, "must be an array of numbers, found " + typeName(*v));
    return def;
  }
  std::vector<double> out;
  out.reserve(v->size());
  for (std::size_t i = 0; i < v->size(); ++i) {
    const auto& e = (*v)[i];
    std::string k = key + "/" + std::to_string(i);
    if (!e.is_number()) {
      error(k, "must be a number, found " + typeName(e));
      return def;
    }
    double d = e.get<double>();
    if (!range.contains(d)) {
      error(k, formatNumber(d) + " is not allowed (must be " + range.describe() + ")");
      return def;
    }
    out.push_back(d);
  }
  return out;
}

JsonReader JsonReader::object(const std::string& key) {
  const nlohmann::json* v = find(key);
  if (v == nullptr) return {m_doc, &emptyObject(), childPointer(key), m_issues};
  return {m_doc, v, childPointer(key), m_issues};
}

std::vector<JsonReader> JsonReader::objects(const std::string& key) {
  const nlohmann::json* v = find(key);
  std::vector<JsonReader> out;
  if (v == nullptr) return out;
  if (!v->is_array()) {
    error(key, "must be an array of objects, found " + typeName(*v));
    return out;
  }
  for (std::size_t i = 0; i < v->size(); ++i) {
    out.emplace_back(m_doc, &(*v)[i], childPointer(key) + "/" + std::to_string(i), m_issues);
  }
  return out;
}

const nlohmann::json& JsonReader::raw(const std::string& key) {
  static const nlohmann::json null;
  record(key, KeyRead::Kind::Raw, nullptr, false, -std::numeric_limits<double>::infinity(),
         std::numeric_limits<double>::infinity(), false);
  const nlohmann::json* v = find(key);
  return v == nullptr ? null : *v;
}

void JsonReader::finish() const {
  for (auto it = m_node->begin(); it != m_node->end(); ++it) {
    if (m_read.count(it.key()) == 0) error(it.key(), "unknown field (check the spelling)");
  }
}

}  // namespace podtwin
