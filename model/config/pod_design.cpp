#include "config/pod_design.h"

#include <cmath>
#include <cstdlib>

#include "core/json_reader.h"

namespace podtwin {

namespace {

nlohmann::ordered_json::json_pointer pointerOf(const PodKey& key) {
  return nlohmann::ordered_json::json_pointer(key.read.pointer);
}

}  // namespace

PodDesign::PodDesign(const PodConfig& pod)
    : m_doc(nlohmann::ordered_json::parse(pod.sourceText)),
      m_fileName(pod.sourceFile),
      m_scaledToRacks(pod.scaledToRacks) {}

nlohmann::ordered_json PodDesign::value(const PodKey& key) const {
  const auto p = pointerOf(key);
  if (m_doc.contains(p)) return m_doc.at(p);
  return key.read.defaultValue;
}

bool PodDesign::isSet(const PodKey& key) const {
  return m_doc.contains(pointerOf(key));
}

void PodDesign::set(const PodKey& key, nlohmann::ordered_json value) {
  // Objects on the way that hold something else are replaced: the loader would refuse them anyway.
  auto p = pointerOf(key);
  nlohmann::ordered_json* node = &m_doc;
  std::vector<std::string> tokens;
  for (auto q = p; !q.empty(); q = q.parent_pointer()) tokens.insert(tokens.begin(), q.back());
  for (std::size_t i = 0; i + 1 < tokens.size(); ++i) {
    if (!node->is_object()) *node = nlohmann::ordered_json::object();
    node = &(*node)[tokens[i]];
  }
  if (!node->is_object()) *node = nlohmann::ordered_json::object();
  (*node)[tokens.back()] = std::move(value);
}

void PodDesign::unset(const PodKey& key) {
  auto p = pointerOf(key);
  if (!m_doc.contains(p)) return;
  m_doc.at(p.parent_pointer()).erase(p.back());
}

std::string PodDesign::text() const {
  return m_doc.dump(2) + "\n";
}

PodConfig PodDesign::build() const {
  return rebuildPod(text(), m_fileName, m_scaledToRacks);
}

std::vector<ConfigIssue> PodDesign::issues() const {
  try {
    (void)build();
  } catch (const ConfigError& e) {
    return e.issues();
  }
  return {};
}

nlohmann::ordered_json PodDesign::parseValue(const PodKey& key, const std::string& text) {
  switch (key.read.kind) {
    case KeyRead::Kind::Number:
    case KeyRead::Kind::Integer: {
      const char* begin = text.c_str();
      char* end = nullptr;
      const double v = std::strtod(begin, &end);
      while (end != nullptr && (*end == ' ' || *end == '\t')) ++end;
      if (end == begin || end == nullptr || *end != '\0') return text;
      if (std::isfinite(v) && std::floor(v) == v && std::abs(v) < 9e15) {
        return static_cast<long long>(v);
      }
      return v;
    }
    case KeyRead::Kind::Boolean:
      if (text == "true") return true;
      if (text == "false") return false;
      return text;
    case KeyRead::Kind::String:
      return text;
    case KeyRead::Kind::Numbers:
    case KeyRead::Kind::Pairs:
    case KeyRead::Kind::Raw: {
      auto v = nlohmann::ordered_json::parse(text, nullptr, false);
      if (v.is_discarded()) return text;
      return v;
    }
  }
  return text;
}

std::string PodDesign::valueText(const nlohmann::ordered_json& value) {
  if (value.is_string()) return value.get<std::string>();
  if (value.is_number_float()) return formatNumber(value.get<double>());
  if (value.is_null()) return {};
  return value.dump();
}

}  // namespace podtwin
