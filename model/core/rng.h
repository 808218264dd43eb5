#pragma once
// Deterministic random source: xoshiro256** seeded through splitmix64. Identical sequences on every
// platform (no std:: distributions, whose algorithms differ between standard libraries).

#include <array>
#include <cmath>
#include <cstdint>
#include "core/state_list.h"

namespace podtwin {

class Rng {
 public:
  explicit Rng(std::uint64_t seed = 1) { reseed(seed); }

  void reseed(std::uint64_t seed) {
    std::uint64_t x = seed;
    for (auto& s : m_s) s = splitmix64(x);
  }

  /// An independent stream derived from this seed and a stream id (e.g. one per subsystem or case).
  static Rng stream(std::uint64_t seed, std::uint64_t streamId) {
    std::uint64_t x = seed ^ (0x9E3779B97F4A7C15ull * (streamId + 1));
    return Rng(splitmix64(x));
  }

  std::uint64_t next() {
    const std::uint64_t result = rotl(m_s[1] * 5, 7) * 9;
    const std::uint64_t t = m_s[1] << 17;
    m_s[2] ^= m_s[0];
    m_s[3] ^= m_s[1];
    m_s[1] ^= m_s[2];
    m_s[0] ^= m_s[3];
    m_s[2] ^= t;
    m_s[3] = rotl(m_s[3], 45);
    return result;
  }

  /// Uniform in [0, 1) with 53 random bits.
  double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }
  double uniform(double lo, double hi) { return lo + (hi - lo) * uniform(); }
  /// Uniform integer in [0, n).
  std::uint64_t below(std::uint64_t n) { return n == 0 ? 0 : next() % n; }
  /// Exponential with the given rate (1/s); used for failure and repair times.
  double exponential(double rate) { return -std::log(1.0 - uniform()) / rate; }
  /// Standard normal by Box–Muller (one value per call, deterministic).
  double normal() {
    const double u1 = uniform();
    const double u2 = uniform();
    return normalFrom(u1, u2);
  }
  /// The normal() value for the two uniforms it draws, in the order it draws them (for callers
  /// that draw the stream first and transform the draws elsewhere, e.g. in parallel).
  static double normalFrom(double u1, double u2) {
    if (u1 < 1e-300) u1 = 1e-300;
    return std::sqrt(-2.0 * std::log(u1)) * std::cos(6.283185307179586 * u2);
  }

  std::array<std::uint64_t, 4> state() const { return m_s; }
  template <class Ar>
  void visitState(Ar& ar) {
    PODTWIN_STATE(ar, m_s);
  }

 private:
  static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  static std::uint64_t splitmix64(std::uint64_t& x) {
    std::uint64_t z = (x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }

  std::array<std::uint64_t, 4> m_s{};
};

}  // namespace podtwin
