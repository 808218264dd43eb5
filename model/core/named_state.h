#pragma once
// A run's state as named fields: the same PODTWIN_STATE lists (core/state_list.h) the byte
// archives read, written with each value's path ("power.battery.soc", "thermal.cdus[2].pumps[1].
// speed"), type and shape. Checkpoint files hold this form, so that
//  - a file of an earlier state schema loads: a field this build has and the file lacks keeps the
//    value a new run of the pod starts with, and the caller is told which (NamedStateReader::
//    missing); a field the file has and this build does not is refused, named (unknown);
//  - two states can be compared field by field (diffStateFields), and a golden hash that moved
//    says which fields moved (stateFieldHashes).
//
// Record layout (native little-endian), one per value, in visiting order:
//   u16 path length | path | u8 kind | u8 element bytes | u8 shape | u64 count | payload
// where payload is count × element bytes (none for an object count).

#include <Eigen/Core>
#include <array>
#include <cstdint>
#include <cstring>
#include <map>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

#include "core/state_archive.h"

namespace podtwin {

enum class FieldKind : std::uint8_t { Bool = 1, Int, Unsigned, Float, Enum, Text, Objects };
enum class FieldShape : std::uint8_t { Scalar = 0, Fixed, Vector };

/// "f64 scalar", "u8[16]", "objects[4]": a record's type for messages and the diff.
std::string fieldTypeName(FieldKind kind, unsigned elementBytes, FieldShape shape,
                          std::uint64_t count);

/// One record of a named state; `data` points into the bytes the table was parsed from.
struct FieldRecord {
  std::string path;
  FieldKind kind = FieldKind::Float;
  std::uint8_t elementBytes = 0;
  FieldShape shape = FieldShape::Scalar;
  std::uint64_t count = 0;
  const std::uint8_t* data = nullptr;
  std::size_t payloadBytes() const { return static_cast<std::size_t>(count) * elementBytes; }
  std::string typeName() const { return fieldTypeName(kind, elementBytes, shape, count); }
};

/// The records of a named state, parsed with bounds checks (StateFormatError on a malformed one).
/// Keeps a copy of the bytes, which the records point into.
class FieldTable {
 public:
  explicit FieldTable(std::vector<std::uint8_t> bytes);
  const std::vector<FieldRecord>& records() const { return m_records; }
  /// The record at `path`, or null.
  const FieldRecord* find(const std::string& path) const;

 private:
  std::vector<std::uint8_t> m_bytes;
  std::vector<FieldRecord> m_records;
  std::unordered_map<std::string, std::size_t> m_index;
};

/// Appends one record in the layout above (what NamedStateWriter writes for each value).
void appendFieldRecord(std::vector<std::uint8_t>& out, const std::string& path, FieldKind kind,
                       std::size_t elementBytes, FieldShape shape, std::uint64_t count,
                       const void* payload);

/// The names of a PODTWIN_STATE list as paths use them: "*m_gensets" → "gensets",
/// "m_buf->power" → "buf.power", "m_cfg.floorPct" → "cfg.floorPct".
std::vector<std::string> stateFieldNames(const char* list);

/// One field that differs between two states: its path and both values as text ("(absent)" when
/// one state lacks it). For an array the text says where it first differs and how many differ.
struct FieldDiff {
  std::string path;
  std::string a;
  std::string b;
};
std::vector<FieldDiff> diffStateFields(const FieldTable& a, const FieldTable& b);

/// FNV-1a of each field's type and values, with array indices of objects folded together
/// ("thermal.cdus[].speed"), in a fixed order: what a golden-hash report compares.
std::map<std::string, std::uint64_t> stateFieldHashes(const FieldTable& t);

/// The state's schema: one line per field, "path type", array indices of objects folded
/// ("thermal.cdus[].speed f64 scalar") and lengths of variable arrays left out, each folded path
/// once. Equal for every state of every pod of one build; what the state schema version names.
std::string stateSchemaText(const FieldTable& t);

namespace detail {

template <class T>
constexpr FieldKind kindOf() {
  if constexpr (std::is_same_v<T, bool>) {
    return FieldKind::Bool;
  } else if constexpr (std::is_enum_v<T>) {
    return FieldKind::Enum;
  } else if constexpr (std::is_floating_point_v<T>) {
    return FieldKind::Float;
  } else if constexpr (std::is_signed_v<T>) {
    return FieldKind::Int;
  } else {
    return FieldKind::Unsigned;
  }
}

inline std::string joinPath(const std::string& prefix, const std::string& name) {
  return prefix.empty() ? name : prefix + "." + name;
}

}  // namespace detail

/// Writes the named records of everything it visits.
class NamedStateWriter {
 public:
  static constexpr bool kReading = false;

  template <class... Ts>
  void fields(const char* names, Ts&... values) {
    const std::vector<std::string> n = stateFieldNames(names);
    std::size_t i = 0;
    (io(detail::joinPath(m_prefix, n[i++]), values), ...);
  }
  std::vector<std::uint8_t> take() { return std::move(m_bytes); }

 private:
  void record(const std::string& path, FieldKind kind, std::size_t elementBytes, FieldShape shape,
              std::size_t count, const void* payload);
  template <TriviallyArchived T>
  void io(const std::string& path, T& v) {
    record(path, detail::kindOf<T>(), sizeof(T), FieldShape::Scalar, 1, &v);
  }
  void io(const std::string& path, bool& v) {
    const std::uint8_t b = v ? 1 : 0;
    record(path, FieldKind::Bool, 1, FieldShape::Scalar, 1, &b);
  }
  void io(const std::string& path, std::string& s) {
    record(path, FieldKind::Text, 1, FieldShape::Vector, s.size(), s.data());
  }
  template <TriviallyArchived T>
  void io(const std::string& path, std::vector<T>& v) {
    record(path, detail::kindOf<T>(), sizeof(T), FieldShape::Vector, v.size(), v.data());
  }
  void io(const std::string& path, Eigen::ArrayXd& a) {
    record(path, FieldKind::Float, sizeof(double), FieldShape::Vector,
           static_cast<std::size_t>(a.size()), a.data());
  }
  template <TriviallyArchived T, std::size_t N>
  void io(const std::string& path, std::array<T, N>& a) {
    record(path, detail::kindOf<T>(), sizeof(T), FieldShape::Fixed, N, a.data());
  }
  template <class T>
  requires VisitsState<T, NamedStateWriter>
  void io(const std::string& path, T& v) {
    std::string outer = std::exchange(m_prefix, path);
    v.visitState(*this);
    m_prefix = std::move(outer);
  }
  template <class T>
  requires VisitsState<T, NamedStateWriter>
  void io(const std::string& path, std::vector<T>& v) {
    record(path, FieldKind::Objects, 0, FieldShape::Vector, v.size(), nullptr);
    for (std::size_t i = 0; i < v.size(); ++i) io(path + "[" + std::to_string(i) + "]", v[i]);
  }

  std::vector<std::uint8_t> m_bytes;
  std::string m_prefix;
};

/// Reads a named state into the objects it visits, by path. A path the table lacks leaves the
/// value as it is and is listed in missing(); a record nothing read is listed by unknown().
class NamedStateReader {
 public:
  static constexpr bool kReading = true;

  explicit NamedStateReader(const FieldTable& table) : m_table(table) {}

  template <class... Ts>
  void fields(const char* names, Ts&... values) {
    const std::vector<std::string> n = stateFieldNames(names);
    std::size_t i = 0;
    (io(detail::joinPath(m_prefix, n[i++]), values), ...);
  }
  const std::vector<std::string>& missing() const { return m_missing; }
  /// Paths of the table's records that no visited field read, in the table's order.
  std::vector<std::string> unknown() const;

 private:
  /// The record at `path` checked against the type this build has, or null when it is missing.
  const FieldRecord* take(const std::string& path, FieldKind kind, std::size_t elementBytes,
                          FieldShape shape);
  template <TriviallyArchived T>
  static void check(const std::string& path, const T& v);
  template <class T>
  void copyOut(const std::string& path, const FieldRecord& r, T* out) {
    if (r.count > 0) std::memcpy(out, r.data, r.payloadBytes());
    for (std::size_t i = 0; i < r.count; ++i) check(path, out[i]);
  }
  template <TriviallyArchived T>
  void io(const std::string& path, T& v) {
    if (const FieldRecord* r = take(path, detail::kindOf<T>(), sizeof(T), FieldShape::Scalar)) {
      copyOut(path, *r, &v);
    }
  }
  void io(const std::string& path, bool& v);
  void io(const std::string& path, std::string& s);
  template <TriviallyArchived T>
  void io(const std::string& path, std::vector<T>& v) {
    if (const FieldRecord* r = take(path, detail::kindOf<T>(), sizeof(T), FieldShape::Vector)) {
      v.resize(static_cast<std::size_t>(r->count));
      copyOut(path, *r, v.data());
    }
  }
  void io(const std::string& path, Eigen::ArrayXd& a);
  template <TriviallyArchived T, std::size_t N>
  void io(const std::string& path, std::array<T, N>& a) {
    if (const FieldRecord* r = take(path, detail::kindOf<T>(), sizeof(T), FieldShape::Fixed)) {
      if (r->count != N) countMismatch(path, *r, N);
      copyOut(path, *r, a.data());
    }
  }
  template <class T>
  requires VisitsState<T, NamedStateReader>
  void io(const std::string& path, T& v) {
    std::string outer = std::exchange(m_prefix, path);
    v.visitState(*this);
    m_prefix = std::move(outer);
  }
  template <class T>
  requires VisitsState<T, NamedStateReader>
  void io(const std::string& path, std::vector<T>& v) {
    if (const FieldRecord* r = take(path, FieldKind::Objects, 0, FieldShape::Vector)) {
      // Objects built from the pod (CDUs) are not default-constructible: their count is the pod's.
      if constexpr (std::is_default_constructible_v<T>) {
        v.resize(static_cast<std::size_t>(r->count));
      } else if (r->count != v.size()) {
        countMismatch(path, *r, v.size());
      }
    }
    for (std::size_t i = 0; i < v.size(); ++i) io(path + "[" + std::to_string(i) + "]", v[i]);
  }
  [[noreturn]] static void countMismatch(const std::string& path, const FieldRecord& r,
                                         std::size_t expected);

  const FieldTable& m_table;
  std::vector<bool> m_read = std::vector<bool>(m_table.records().size(), false);
  std::vector<std::string> m_missing;
  std::string m_prefix;
};

template <TriviallyArchived T>
void NamedStateReader::check(const std::string& path, const T& v) {
  if constexpr (std::is_floating_point_v<T>) {
    if (v != v) throw StateFormatError("field " + path + " holds a NaN");
  } else if constexpr (std::is_enum_v<T>) {
    static_assert(DeclaresEnumMax<T>, "an archived enum declares archivedEnumMax");
    const auto u = static_cast<std::int64_t>(v);
    if (u < 0 || u > static_cast<std::int64_t>(archivedEnumMax(v))) {
      throw StateFormatError("field " + path + " holds an enum value " + std::to_string(u) +
                             " outside its range");
    }
  }
}

}  // namespace podtwin
