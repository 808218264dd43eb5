#pragma once
// Binary archive of a run's mutable state. Every stateful class lists its mutable members once, in
// a member template `visitState(Ar& ar)` with PODTWIN_STATE (core/state_list.h), and the same list
// serves every archive: StateWriter
// (bytes for a checkpoint, and their hash), StateReader (restore, with bounds and range checks on
// every read) and StateShape (the array sizes restore compares with the pod's). Values are stored
// in the machine's native layout (x86-64 little-endian IEEE 754), which a checkpoint file records
// and checks. The named archives of core/named_state.h read the same lists with their names.

#include <Eigen/Core>
#include <array>
#include <concepts>
#include <cstdint>
#include <cstring>
#include <map>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

namespace podtwin {

/// A checkpoint's bytes did not fit what this build reads (truncated, corrupted, other layout).
class StateFormatError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// FNV-1a, 64 bit: the hash of checkpoints, pod and scenario texts.
inline std::uint64_t fnv1a64(const void* data, std::size_t size,
                             std::uint64_t h = 0xcbf29ce484222325ull) {
  const auto* p = static_cast<const unsigned char*>(data);
  for (std::size_t i = 0; i < size; ++i) {
    h ^= p[i];
    h *= 0x100000001b3ull;
  }
  return h;
}

template <class T>
concept TriviallyArchived = std::is_arithmetic_v<T> || std::is_enum_v<T>;

template <class T, class Ar>
concept VisitsState = requires(T& t, Ar& ar) {
  t.visitState(ar);
};

/// Every enum in a state declares its largest value with a function found by argument-dependent
/// lookup, `constexpr E archivedEnumMax(E)`, so that StateReader refuses a value outside the enum
/// (which a switch or a table indexed by the enum would not expect).
template <class E>
concept DeclaresEnumMax = std::is_enum_v<E> && requires(E e) {
  { archivedEnumMax(e) } -> std::same_as<E>;
};

/// Objects whose count in a state varies over a run (log entries, heat waves) declare
/// `static constexpr bool kVariableCount = true;`. All other arrays of a state have sizes fixed by
/// the pod, which Simulation::restore checks with StateShape.
template <class T>
concept VariableCount = requires {
  requires T::kVariableCount;
};

/// Appends every visited value to a byte buffer.
class StateWriter {
 public:
  static constexpr bool kReading = false;

  template <class... Ts>
  void operator()(Ts&... values) {
    (io(values), ...);
  }
  /// PODTWIN_STATE's entry (core/state_list.h): the byte archives need only the values.
  template <class... Ts>
  void fields(const char* /*names*/, Ts&... values) {
    (io(values), ...);
  }
  const std::vector<std::uint8_t>& bytes() const { return m_bytes; }
  std::vector<std::uint8_t> take() { return std::move(m_bytes); }

 private:
  void raw(const void* p, std::size_t n) {
    const auto* b = static_cast<const std::uint8_t*>(p);
    m_bytes.insert(m_bytes.end(), b, b + n);
  }
  void size(std::size_t n) {
    const auto v = static_cast<std::uint64_t>(n);
    raw(&v, sizeof v);
  }
  template <TriviallyArchived T>
  void io(T& v) {
    raw(&v, sizeof v);
  }
  void io(bool& v) {
    const std::uint8_t b = v ? 1 : 0;
    raw(&b, 1);
  }
  void io(std::string& s) {
    size(s.size());
    raw(s.data(), s.size());
  }
  template <TriviallyArchived T>
  void io(std::vector<T>& v) {
    size(v.size());
    raw(v.data(), v.size() * sizeof(T));
  }
  void io(Eigen::ArrayXd& a) {
    size(static_cast<std::size_t>(a.size()));
    raw(a.data(), static_cast<std::size_t>(a.size()) * sizeof(double));
  }
  template <TriviallyArchived T, std::size_t N>
  void io(std::array<T, N>& a) {
    raw(a.data(), N * sizeof(T));
  }
  template <class T>
  requires VisitsState<T, StateWriter>
  void io(T& v) { v.visitState(*this); }
  template <class T>
  requires VisitsState<T, StateWriter>
  void io(std::vector<T>& v) {
    size(v.size());
    for (auto& x : v) x.visitState(*this);
  }

  std::vector<std::uint8_t> m_bytes;
};

/// Reads visited values back in the same order; throws StateFormatError instead of reading past
/// the end or allocating more than the remaining bytes could hold.
class StateReader {
 public:
  static constexpr bool kReading = true;

  StateReader(const std::uint8_t* data, std::size_t size) : m_p(data), m_end(data + size) {}

  template <class... Ts>
  void operator()(Ts&... values) {
    (io(values), ...);
  }
  /// PODTWIN_STATE's entry (core/state_list.h): the byte archives need only the values.
  template <class... Ts>
  void fields(const char* /*names*/, Ts&... values) {
    (io(values), ...);
  }
  std::size_t remaining() const { return static_cast<std::size_t>(m_end - m_p); }
  /// Throws unless every byte was consumed (a longer state is another layout).
  void expectEnd() const {
    if (m_p != m_end) {
      throw StateFormatError(std::to_string(remaining()) + " bytes left after the state");
    }
  }

 private:
  void raw(void* p, std::size_t n) {
    if (n > remaining()) throw StateFormatError("state ends early (truncated)");
    if (n == 0) return;  // an empty vector's data() may be null, which memcpy must not get
    std::memcpy(p, m_p, n);
    m_p += n;
  }
  std::size_t size(std::size_t elementBytes) {
    std::uint64_t n = 0;
    raw(&n, sizeof n);
    if (elementBytes > 0 && n > remaining() / elementBytes) {
      throw StateFormatError("array of " + std::to_string(n) + " elements exceeds the state");
    }
    return static_cast<std::size_t>(n);
  }
  template <TriviallyArchived T>
  static void check(const T& v) {
    if constexpr (std::is_floating_point_v<T>) {
      // NaN never enters a state (Simulation::checkHealth); a stored one is corruption.
      if (v != v) throw StateFormatError("state holds a NaN");
    } else if constexpr (std::is_enum_v<T>) {
      static_assert(DeclaresEnumMax<T>, "an archived enum declares archivedEnumMax");
      const auto u = static_cast<std::int64_t>(v);
      if (u < 0 || u > static_cast<std::int64_t>(archivedEnumMax(v))) {
        throw StateFormatError("state holds an enum value " + std::to_string(u) +
                               " outside its range");
      }
    }
  }
  template <TriviallyArchived T>
  void io(T& v) {
    raw(&v, sizeof v);
    check(v);
  }
  void io(bool& v) {
    std::uint8_t b = 0;
    raw(&b, 1);
    if (b > 1) throw StateFormatError("state holds a bool that is neither 0 nor 1");
    v = b == 1;
  }
  void io(std::string& s) {
    s.resize(size(1));
    raw(s.data(), s.size());
  }
  template <TriviallyArchived T>
  void io(std::vector<T>& v) {
    v.resize(size(sizeof(T)));
    raw(v.data(), v.size() * sizeof(T));
    for (const T& x : v) check(x);
  }
  void io(Eigen::ArrayXd& a) {
    a.resize(static_cast<Eigen::Index>(size(sizeof(double))));
    raw(a.data(), static_cast<std::size_t>(a.size()) * sizeof(double));
    for (const double x : a) check(x);
  }
  template <TriviallyArchived T, std::size_t N>
  void io(std::array<T, N>& a) {
    raw(a.data(), N * sizeof(T));
    for (const T& x : a) check(x);
  }
  template <class T>
  requires VisitsState<T, StateReader>
  void io(T& v) { v.visitState(*this); }
  template <class T>
  requires VisitsState<T, StateReader>
  void io(std::vector<T>& v) {
    // Each element takes at least one byte, so the remaining bytes bound the count. Objects built
    // from the pod (CDUs) are not default-constructible: their count is the pod's and must match.
    const std::size_t n = size(1);
    if constexpr (std::is_default_constructible_v<T>) {
      v.resize(n);
    } else if (n != v.size()) {
      throw StateFormatError("state holds " + std::to_string(n) + " objects where the pod has " +
                             std::to_string(v.size()));
    }
    for (auto& x : v) x.visitState(*this);
  }

  const std::uint8_t* m_p;
  const std::uint8_t* m_end;
};

/// The sizes of a state's arrays in visiting order, except those of variable-count objects and of
/// strings: the same for every state of one pod. Simulation::restore compares the shape of the
/// state it read with the pod's, so that a well-formed state with per-rack or per-GPU arrays of
/// other lengths is refused instead of indexing past them in the next step.
class StateShape {
 public:
  static constexpr bool kReading = false;

  template <class... Ts>
  void operator()(Ts&... values) {
    (io(values), ...);
  }
  /// PODTWIN_STATE's entry (core/state_list.h): the byte archives need only the values.
  template <class... Ts>
  void fields(const char* /*names*/, Ts&... values) {
    (io(values), ...);
  }
  const std::vector<std::uint64_t>& sizes() const { return m_sizes; }

 private:
  void add(std::size_t n) { m_sizes.push_back(static_cast<std::uint64_t>(n)); }
  template <TriviallyArchived T>
  void io(T& /*value*/) {}
  void io(bool& /*value*/) {}
  void io(std::string& /*text*/) {}
  template <TriviallyArchived T>
  void io(std::vector<T>& v) {
    add(v.size());
  }
  void io(Eigen::ArrayXd& a) { add(static_cast<std::size_t>(a.size())); }
  template <TriviallyArchived T, std::size_t N>
  void io(std::array<T, N>& /*values*/) {}
  template <class T>
  requires VisitsState<T, StateShape>
  void io(T& v) { v.visitState(*this); }
  template <class T>
  requires VisitsState<T, StateShape>
  void io(std::vector<T>& v) {
    if constexpr (!VariableCount<T>) {
      add(v.size());
      for (auto& x : v) x.visitState(*this);
    }
  }

  std::vector<std::uint64_t> m_sizes;
};

}  // namespace podtwin
