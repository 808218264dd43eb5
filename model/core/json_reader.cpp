#include "core/json_reader.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <sstream>

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
class LineIndexer {
 public:
  explicit LineIndexer(const std::string& text) : m_text(text) {}

  std::map<std::string, int> run() {
    skipWs();
    value("");
    return std::move(m_lines);
  }

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

  std::string str() {
    std::string out;
    ++m_pos;  // opening quote
    while (m_pos < m_text.size() && m_text[m_pos] != '"') {
      if (m_text[m_pos] == '\\' && m_pos + 1 < m_text.size()) {
        out += m_text[m_pos + 1];
        m_pos += 2;
        continue;
      }
      out += m_text[m_pos++];
    }
    ++m_pos;  // closing quote
    return out;
  }

  void value(const std::string& pointer) {
    skipWs();
    if (m_pos >= m_text.size()) return;
    m_lines.emplace(pointer, m_line);
    char c = m_text[m_pos];
    if (c == '{') {
      ++m_pos;
      skipWs();
      while (m_pos < m_text.size() && m_text[m_pos] != '}') {
        std::string key = str();
        skipWs();
        ++m_pos;  // ':'
        value(pointer + "/" + escapePointerToken(key));
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
  std::size_t m_pos = 0;
  int m_line = 1;
  std::map<std::string, int> m_lines;
};

int lineAtByte(const std::string& text, std::size_t byte) {
  int line = 1;
  for (std::size_t i = 0; i < byte && i < text.size(); ++i) {
    if (text[i] == '\n') ++line;
  }
  return line;
}

std::string typeName(const nlohmann::json& v) {
  if (v.is_number()) return "a number";
  if (v.is_string()) return "a string";
  if (v.is_boolean()) return "a boolean";
  if (v.is_object()) return "an object";
  if (v.is_array()) return "an array";
  return "null";
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
  doc->m_lines = LineIndexer(text).run();
  return doc;
}

std::string readTextFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw ConfigError({{path, 0, "", "cannot open file for reading"}});
  std::ostringstream ss;
  ss << in.rdbuf();
  constexpr std::size_t kMaxBytes = 64u
                                    << 20;  // a pod or scenario file larger than 64 MiB is not sane
  if (ss.str().size() > kMaxBytes) {
    throw ConfigError({{path, 0, "", "file is larger than 64 MiB"}});
  }
  return ss.str();
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
  const nlohmann::json* v = find(key);
  if (v == nullptr) return def;
  if (!v->is_number()) {
    error(key, "must be a number, found " + typeName(*v) + " " + v->dump());
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
    m_read.insert(key);
    error(key, "is required (a number " + range.describe() + ")");
    return std::isfinite(range.min) ? range.min : 0.0;
  }
  return number(key, std::isfinite(range.min) ? range.min : 0.0, range);
}

int JsonReader::integer(const std::string& key, int def, int min, int max) {
  const nlohmann::json* v = find(key);
  if (v == nullptr) return def;
  if (!v->is_number()) {
    error(key, "must be an integer, found " + typeName(*v) + " " + v->dump());
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
  const nlohmann::json* v = find(key);
  if (v == nullptr) return def;
  if (!v->is_boolean()) {
    error(key, "must be true or false, found " + typeName(*v) + " " + v->dump());
    return def;
  }
  return v->get<bool>();
}

std::string JsonReader::string(const std::string& key, const std::string& def,
                               const std::vector<std::string>& allowed) {
  const nlohmann::json* v = find(key);
  if (v == nullptr) return def;
  if (!v->is_string()) {
    error(key, "must be a string, found " + typeName(*v) + " " + v->dump());
    return def;
  }
  std::string s = v->get<std::string>();
  if (!allowed.empty() && std::find(allowed.begin(), allowed.end(), s) == allowed.end()) {
    std::string list;
    for (const auto& a : allowed) list += (list.empty() ? "" : ", ") + ("\"" + a + "\"");
    error(key, "\"" + s + "\" is not allowed (one of " + list + ")");
    return def;
  }
  return s;
}

std::string JsonReader::requireString(const std::string& key,
                                      const std::vector<std::string>& allowed) {
  if (!has(key)) {
    m_read.insert(key);
    error(key, "is required (a string)");
    return {};
  }
  return string(key, {}, allowed);
}

std::vector<double> JsonReader::numbers(const std::string& key, const std::vector<double>& def,
                                        Range range) {
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
  const nlohmann::json* v = find(key);
  return v == nullptr ? null : *v;
}

void JsonReader::finish() const {
  for (auto it = m_node->begin(); it != m_node->end(); ++it) {
    if (m_read.count(it.key()) == 0) error(it.key(), "unknown field (check the spelling)");
  }
}

}  // namespace podtwin
