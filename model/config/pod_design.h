#pragma once
// PodDesign: a pod file being edited. It holds the file's JSON (keys in the file's order), sets and
// removes single keys, and builds the pod with the same loader a pod file goes through, so an
// edit is judged exactly as the saved file would be.

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "config/pod_config.h"
#include "config/pod_keys.h"
#include "core/config_error.h"

namespace podtwin {

class PodDesign {
 public:
  PodDesign() = default;
  /// Starts from a loaded pod: its file's text, its file name (messages name it) and its scaling.
  explicit PodDesign(const PodConfig& pod);

  /// The value the pod file gives `key`, or the loader's default when the file leaves it out.
  nlohmann::ordered_json value(const PodKey& key) const;
  /// Whether the file sets `key` itself.
  bool isSet(const PodKey& key) const;
  /// Sets `key` in the file (creating the objects on its path).
  void set(const PodKey& key, nlohmann::ordered_json value);
  /// Removes `key` from the file, so the loader's default applies.
  void unset(const PodKey& key);

  /// The pod file's text as it would be saved (two-space indented JSON, a newline at the end).
  std::string text() const;
  /// The whole document (undo keeps copies of it).
  const nlohmann::ordered_json& document() const { return m_doc; }
  void setDocument(nlohmann::ordered_json doc) { m_doc = std::move(doc); }
  const std::string& fileName() const { return m_fileName; }
  void setFileName(std::string fileName) { m_fileName = std::move(fileName); }

  /// The pod as the loader builds it from text(); throws ConfigError like parsePodConfig.
  PodConfig build() const;
  /// The loader's issues with text(); empty when it loads.
  std::vector<ConfigIssue> issues() const;

  /// What a typed text means for `key`: a number for a numeric key when the text is one, true or
  /// false for a switch, JSON for a list, otherwise the text as a string (so the loader names the
  /// wrong type in its own words).
  static nlohmann::ordered_json parseValue(const PodKey& key, const std::string& text);
  /// The text an editor shows for a value ("1000", "ac_bus", "true", "[[0.7, 0.02]]").
  static std::string valueText(const nlohmann::ordered_json& value);

 private:
  nlohmann::ordered_json m_doc = nlohmann::ordered_json::object();
  std::string m_fileName = "pod";
  int m_scaledToRacks = 0;
};

}  // namespace podtwin
