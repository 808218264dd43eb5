#include "core/named_state.h"

#include <algorithm>
#include <cstdio>
#include <limits>

namespace podtwin {

namespace {

/// The smallest record: a name length, an empty name, the type bytes and the count.
constexpr std::uint64_t kMinRecordBytes = 2 + 3 + 8;

const char* kindPrefix(FieldKind k) {
  switch (k) {
    case FieldKind::Bool:
      return "bool";
    case FieldKind::Int:
      return "i";
    case FieldKind::Unsigned:
      return "u";
    case FieldKind::Float:
      return "f";
    case FieldKind::Enum:
      return "enum";
    case FieldKind::Text:
      return "text";
    case FieldKind::Objects:
      return "objects";
  }
  return "?";
}

bool knownKind(std::uint8_t k) {
  return k >= static_cast<std::uint8_t>(FieldKind::Bool) &&
         k <= static_cast<std::uint8_t>(FieldKind::Objects);
}

template <class T>
T load(const std::uint8_t* p) {
  T v{};
  std::memcpy(&v, p, sizeof v);
  return v;
}

/// Element `i` of a record as text: the number as stored, shortest round-trip form for floats.
std::string elementText(const FieldRecord& r, std::size_t i) {
  const std::uint8_t* p = r.data + i * r.elementBytes;
  char buf[64];
  switch (r.kind) {
    case FieldKind::Float:
      if (r.elementBytes == 8) {
        std::snprintf(buf, sizeof buf, "%.17g", load<double>(p));
      } else {
        std::snprintf(buf, sizeof buf, "%.9g", static_cast<double>(load<float>(p)));
      }
      return buf;
    case FieldKind::Bool:
      return p[0] != 0 ? "true" : "false";
    case FieldKind::Int: {
      std::int64_t v = 0;
      if (r.elementBytes == 1) v = load<std::int8_t>(p);
      if (r.elementBytes == 2) v = load<std::int16_t>(p);
      if (r.elementBytes == 4) v = load<std::int32_t>(p);
      if (r.elementBytes == 8) v = load<std::int64_t>(p);
      return std::to_string(v);
    }
    default: {  // unsigned and enums: the stored bits as an unsigned number
      std::uint64_t v = 0;
      std::memcpy(&v, p, std::min<std::size_t>(r.elementBytes, sizeof v));
      return std::to_string(v);
    }
  }
}

std::string valueText(const FieldRecord& r) {
  if (r.kind == FieldKind::Objects) return std::to_string(r.count) + " objects";
  if (r.kind == FieldKind::Text) {
    const std::string s(reinterpret_cast<const char*>(r.data), static_cast<std::size_t>(r.count));
    return "\"" + (s.size() > 60 ? s.substr(0, 57) + "..." : s) + "\"";
  }
  if (r.shape == FieldShape::Scalar) return elementText(r, 0);
  return r.typeName();
}

/// `path` with every array index folded: "thermal.cdus[3].pumps[1].speed" → "thermal.cdus[].
/// pumps[].speed".
std::string foldIndices(const std::string& path) {
  std::string out;
  out.reserve(path.size());
  for (std::size_t i = 0; i < path.size(); ++i) {
    out += path[i];
    if (path[i] != '[') continue;
    std::size_t j = i + 1;
    while (j < path.size() && path[j] >= '0' && path[j] <= '9') ++j;
    if (j < path.size() && path[j] == ']' && j > i + 1) i = j - 1;  // keep the ']'
  }
  return out;
}

/// Both sides of a field present in both states whose bytes differ.
FieldDiff differing(const FieldRecord& a, const FieldRecord& b) {
  FieldDiff d{a.path, valueText(a), valueText(b)};
  const bool arrays =
      a.shape != FieldShape::Scalar && a.kind != FieldKind::Text && a.kind != FieldKind::Objects;
  if (!arrays || a.kind != b.kind || a.elementBytes != b.elementBytes) return d;
  const std::size_t n = static_cast<std::size_t>(std::min(a.count, b.count));
  std::size_t first = n;
  std::size_t differ = 0;
  for (std::size_t i = 0; i < n; ++i) {
    if (std::memcmp(a.data + i * a.elementBytes, b.data + i * b.elementBytes, a.elementBytes) !=
        0) {
      if (first == n) first = i;
      ++differ;
    }
  }
  const std::string counts =
      a.count == b.count ? std::to_string(a.count) + " elements"
                         : std::to_string(a.count) + " vs " + std::to_string(b.count) + " elements";
  if (first == n) {  // equal over the common length: only the lengths differ
    d.a = a.typeName();
    d.b = b.typeName();
    return d;
  }
  const std::string where = "[" + std::to_string(first) + "] ";
  d.a =
      where + elementText(a, first) + " (" + std::to_string(differ) + " of " + counts + " differ)";
  d.b = where + elementText(b, first);
  return d;
}

}  // namespace

std::string fieldTypeName(FieldKind kind, unsigned elementBytes, FieldShape shape,
                          std::uint64_t count) {
  std::string t = kindPrefix(kind);
  if (kind == FieldKind::Int || kind == FieldKind::Unsigned || kind == FieldKind::Float) {
    t += std::to_string(8 * elementBytes);
  }
  if (kind == FieldKind::Text || kind == FieldKind::Objects) {
    return t + "[" + std::to_string(count) + "]";
  }
  if (shape == FieldShape::Scalar) return t + " scalar";
  return t + (shape == FieldShape::Fixed ? "[" + std::to_string(count) + "] fixed"
                                         : "[" + std::to_string(count) + "]");
}

FieldTable::FieldTable(std::vector<std::uint8_t> bytes) : m_bytes(std::move(bytes)) {
  const std::uint8_t* p = m_bytes.data();
  const std::uint8_t* end = p + m_bytes.size();
  auto need = [&](std::size_t n, const char* what) {
    if (n > static_cast<std::size_t>(end - p)) {
      throw StateFormatError(std::string("the state's field table ends inside a field's ") + what);
    }
  };
  while (p != end) {
    need(2, "name length");
    const auto nameLength = load<std::uint16_t>(p);
    p += 2;
    need(nameLength, "name");
    FieldRecord r;
    r.path.assign(reinterpret_cast<const char*>(p), nameLength);
    p += nameLength;
    need(3 + 8, "type");
    const std::uint8_t kind = p[0];
    r.elementBytes = p[1];
    const std::uint8_t shape = p[2];
    r.count = load<std::uint64_t>(p + 3);
    p += 3 + 8;
    if (!knownKind(kind) || shape > static_cast<std::uint8_t>(FieldShape::Vector) ||
        (r.elementBytes != 0 && r.elementBytes != 1 && r.elementBytes != 2 && r.elementBytes != 4 &&
         r.elementBytes != 8)) {
      throw StateFormatError("field " + r.path + " has a type this build does not know");
    }
    r.kind = static_cast<FieldKind>(kind);
    r.shape = static_cast<FieldShape>(shape);
    if (r.kind == FieldKind::Objects ? r.elementBytes != 0 : r.elementBytes == 0) {
      throw StateFormatError("field " + r.path + " has a type this build does not know");
    }
    if (r.elementBytes > 0 && r.count > static_cast<std::uint64_t>(end - p) / r.elementBytes) {
      throw StateFormatError("field " + r.path + " holds more values than the state has bytes");
    }
    // Every object has at least one field of its own after it, so a count is bounded by the bytes
    // left (which bounds what a reader allocates for a forged count).
    if (r.kind == FieldKind::Objects &&
        r.count > static_cast<std::uint64_t>(end - p) / kMinRecordBytes) {
      throw StateFormatError("field " + r.path + " holds more objects than the state has fields");
    }
    r.data = p;
    p += r.payloadBytes();
    if (!m_index.emplace(r.path, m_records.size()).second) {
      throw StateFormatError("field " + r.path + " appears twice in the state");
    }
    m_records.push_back(std::move(r));
  }
}

const FieldRecord* FieldTable::find(const std::string& path) const {
  const auto it = m_index.find(path);
  return it == m_index.end() ? nullptr : &m_records[it->second];
}

std::vector<std::string> stateFieldNames(const char* list) {
  std::vector<std::string> out;
  std::string cur;
  auto finish = [&]() {
    std::string name;
    std::size_t i = 0;
    while (i < cur.size() && (cur[i] == ' ' || cur[i] == '\n' || cur[i] == '*')) ++i;
    bool componentStart = true;
    for (; i < cur.size(); ++i) {
      const char c = cur[i];
      if (c == ' ' || c == '\n') continue;
      if (c == '-' && i + 1 < cur.size() && cur[i + 1] == '>') {
        name += '.';
        ++i;
        componentStart = true;
        continue;
      }
      if (componentStart && c == 'm' && i + 1 < cur.size() && cur[i + 1] == '_') {
        ++i;
        componentStart = false;
        continue;
      }
      componentStart = c == '.';
      name += c;
    }
    out.push_back(std::move(name));
    cur.clear();
  };
  for (const char* c = list; *c != '\0'; ++c) {
    if (*c == ',') {
      finish();
    } else {
      cur += *c;
    }
  }
  finish();
  return out;
}

void appendFieldRecord(std::vector<std::uint8_t>& out, const std::string& path, FieldKind kind,
                       std::size_t elementBytes, FieldShape shape, std::uint64_t count,
                       const void* payload) {
  const auto nameLength = static_cast<std::uint16_t>(
      std::min<std::size_t>(path.size(), std::numeric_limits<std::uint16_t>::max()));
  auto raw = [&out](const void* p, std::size_t n) {
    const auto* b = static_cast<const std::uint8_t*>(p);
    out.insert(out.end(), b, b + n);
  };
  raw(&nameLength, sizeof nameLength);
  raw(path.data(), nameLength);
  const std::uint8_t type[3] = {static_cast<std::uint8_t>(kind),
                                static_cast<std::uint8_t>(elementBytes),
                                static_cast<std::uint8_t>(shape)};
  raw(type, sizeof type);
  raw(&count, sizeof count);
  if (count > 0 && payload != nullptr) raw(payload, static_cast<std::size_t>(count) * elementBytes);
}

void NamedStateWriter::record(const std::string& path, FieldKind kind, std::size_t elementBytes,
                              FieldShape shape, std::size_t count, const void* payload) {
  appendFieldRecord(m_bytes, path, kind, elementBytes, shape, count, payload);
}

const FieldRecord* NamedStateReader::take(const std::string& path, FieldKind kind,
                                          std::size_t elementBytes, FieldShape shape) {
  const FieldRecord* r = m_table.find(path);
  if (r == nullptr) {
    m_missing.push_back(path);
    return nullptr;
  }
  m_read[static_cast<std::size_t>(r - m_table.records().data())] = true;
  if (r->kind != kind || r->elementBytes != elementBytes || r->shape != shape) {
    throw StateFormatError(
        "field " + path + " is " + r->typeName() + " in the checkpoint and " +
        fieldTypeName(kind, static_cast<unsigned>(elementBytes), shape, r->count) +
        " in this build");
  }
  if (shape == FieldShape::Scalar && r->count != 1) countMismatch(path, *r, 1);
  return r;
}

void NamedStateReader::io(const std::string& path, bool& v) {
  if (const FieldRecord* r = take(path, FieldKind::Bool, 1, FieldShape::Scalar)) {
    if (r->data[0] > 1) throw StateFormatError("field " + path + " holds a bool that is not 0/1");
    v = r->data[0] == 1;
  }
}

void NamedStateReader::io(const std::string& path, std::string& s) {
  if (const FieldRecord* r = take(path, FieldKind::Text, 1, FieldShape::Vector)) {
    s.assign(reinterpret_cast<const char*>(r->data), static_cast<std::size_t>(r->count));
  }
}

void NamedStateReader::io(const std::string& path, Eigen::ArrayXd& a) {
  if (const FieldRecord* r = take(path, FieldKind::Float, sizeof(double), FieldShape::Vector)) {
    a.resize(static_cast<Eigen::Index>(r->count));
    copyOut(path, *r, a.data());
  }
}

void NamedStateReader::countMismatch(const std::string& path, const FieldRecord& r,
                                     std::size_t expected) {
  throw StateFormatError("field " + path + " holds " + std::to_string(r.count) +
                         " values where this build has " + std::to_string(expected));
}

std::vector<std::string> NamedStateReader::unknown() const {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < m_read.size(); ++i) {
    if (!m_read[i]) out.push_back(m_table.records()[i].path);
  }
  return out;
}

std::vector<FieldDiff> diffStateFields(const FieldTable& a, const FieldTable& b) {
  std::vector<FieldDiff> out;
  for (const FieldRecord& ra : a.records()) {
    const FieldRecord* rb = b.find(ra.path);
    if (rb == nullptr) {
      out.push_back({ra.path, valueText(ra), "(absent)"});
      continue;
    }
    const bool same =
        ra.kind == rb->kind && ra.elementBytes == rb->elementBytes && ra.shape == rb->shape &&
        ra.count == rb->count &&
        (ra.payloadBytes() == 0 || std::memcmp(ra.data, rb->data, ra.payloadBytes()) == 0);
    if (!same) out.push_back(differing(ra, *rb));
  }
  for (const FieldRecord& rb : b.records()) {
    if (a.find(rb.path) == nullptr) out.push_back({rb.path, "(absent)", valueText(rb)});
  }
  return out;
}

std::map<std::string, std::uint64_t> stateFieldHashes(const FieldTable& t) {
  std::map<std::string, std::uint64_t> out;
  for (const FieldRecord& r : t.records()) {
    const std::string key = foldIndices(r.path);
    auto [it, fresh] = out.emplace(key, 0xcbf29ce484222325ull);
    const std::uint8_t type[3] = {static_cast<std::uint8_t>(r.kind), r.elementBytes,
                                  static_cast<std::uint8_t>(r.shape)};
    it->second = fnv1a64(type, sizeof type, it->second);
    it->second = fnv1a64(&r.count, sizeof r.count, it->second);
    if (r.payloadBytes() > 0) it->second = fnv1a64(r.data, r.payloadBytes(), it->second);
  }
  return out;
}

std::string stateSchemaText(const FieldTable& t) {
  std::string out;
  std::map<std::string, bool> seen;
  for (const FieldRecord& r : t.records()) {
    const std::string key = foldIndices(r.path);
    if (!seen.emplace(key, true).second) continue;
    const bool sized = r.shape == FieldShape::Fixed && r.kind != FieldKind::Text;
    out += key + " " + (sized ? r.typeName() : foldIndices(r.typeName())) + "\n";
  }
  return out;
}

}  // namespace podtwin
