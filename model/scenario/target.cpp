#include "scenario/target.h"

#include <cctype>

namespace podtwin {

std::string Target::toString() const {
  std::string out;
  for (const auto& s : segments) {
    if (!out.empty()) out += "/";
    out += s.kind;
    if (s.index > 0) out += std::to_string(s.index);
  }
  return out;
}

std::optional<Target> parseTarget(const std::string& text) {
  Target t;
  std::size_t pos = 0;
  if (text.empty() || text.size() > 200) return std::nullopt;
  while (pos <= text.size()) {
    std::size_t end = text.find('/', pos);
    if (end == std::string::npos) end = text.size();
    std::string seg = text.substr(pos, end - pos);
    std::size_t i = 0;
    while (i < seg.size() && (std::islower(static_cast<unsigned char>(seg[i])) || seg[i] == '_'))
      ++i;
    if (i == 0) return std::nullopt;
    TargetSegment s{seg.substr(0, i), 0};
    if (i < seg.size()) {
      if (seg.size() - i > 9) return std::nullopt;
      for (std::size_t j = i; j < seg.size(); ++j) {
        if (!std::isdigit(static_cast<unsigned char>(seg[j]))) return std::nullopt;
      }
      s.index = std::stoi(seg.substr(i));
      if (s.index <= 0) return std::nullopt;
    }
    t.segments.push_back(s);
    if (end == text.size()) break;
    pos = end + 1;
  }
  return t;
}

}  // namespace podtwin
