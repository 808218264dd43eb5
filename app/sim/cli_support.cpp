#include "sim/cli_support.h"

#include <fmt/core.h>
#include <spdlog/spdlog.h>
#include <sys/stat.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <exception>
#include <filesystem>
#include <optional>
#include <system_error>

#include "core/json_reader.h"

namespace podtwin::cli {

namespace {

// What a path names for the overlap check: an existing regular file's device and inode, so every
// name of one file compares equal; for a path with nothing there yet, the absolute path it will be
// created at, with the folders' symlinks resolved.
struct FileIdentity {
  dev_t device = 0;
  ino_t inode = 0;
  std::string futurePath;
  bool operator==(const FileIdentity&) const = default;
};

std::optional<FileIdentity> identify(const std::string& path) {
  if (path.empty() || path.rfind("builtin:", 0) == 0) return std::nullopt;
  struct stat st {};
  if (::stat(path.c_str(), &st) == 0) {
    if (!S_ISREG(st.st_mode)) return std::nullopt;
    return FileIdentity{st.st_dev, st.st_ino, {}};
  }
  std::error_code ec;
  const auto absolute = std::filesystem::absolute(path, ec);
  const auto where = ec ? absolute : std::filesystem::weakly_canonical(absolute, ec);
  if (ec) return std::nullopt;
  return FileIdentity{0, 0, where.string()};
}

}  // namespace

void refuseOverlappingPaths(const std::vector<NamedPath>& inputs,
                            const std::vector<NamedPath>& outputs) {
  for (std::size_t i = 0; i < outputs.size(); ++i) {
    const NamedPath& out = outputs[i];
    const auto id = identify(out.path);
    if (!id) continue;
    for (const auto& in : inputs) {
      if (identify(in.path) == id) {
        throw BadInput(fmt::format("{} {} would overwrite the input {} {}{}", out.label, out.path,
                                   in.label, in.path,
                                   in.path == out.path ? "" : " (another name of the same file)"));
      }
    }
    for (std::size_t j = 0; j < i; ++j) {
      if (identify(outputs[j].path) == id) {
        throw BadInput(
            fmt::format("{} {} and {} {} are the same file; each output needs a path of its own",
                        outputs[j].label, outputs[j].path, out.label, out.path));
      }
    }
  }
}

std::map<std::string, std::string> parseOptions(const std::vector<std::string>& args,
                                                std::size_t start,
                                                const std::vector<std::string>& known,
                                                std::vector<std::string>* positional) {
  std::map<std::string, std::string> out;
  for (std::size_t i = start; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a.rfind("--", 0) == 0) {
      std::string key = a.substr(2);
      std::string value;
      auto eq = key.find('=');
      if (eq != std::string::npos) {
        value = key.substr(eq + 1);
        key = key.substr(0, eq);
      } else {
        if (i + 1 >= args.size()) throw BadInput("option --" + key + " needs a value");
        value = args[++i];
      }
      if (std::find(known.begin(), known.end(), key) == known.end()) {
        throw BadInput("unknown option --" + key + " (see podtwin-sim --help)");
      }
      out[key] = value;
    } else if (positional != nullptr) {
      positional->push_back(a);
    } else {
      throw BadInput("unexpected argument \"" + a + "\"");
    }
  }
  return out;
}

double parseDouble(const std::string& option, const std::string& text, double min, double max) {
  std::size_t used = 0;
  double v = 0.0;
  try {
    v = std::stod(text, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used != text.size() || !std::isfinite(v) || v < min || v > max) {
    throw BadInput("--" + option + " \"" + text + "\" is not a number from " + formatNumber(min) +
                   " to " + formatNumber(max));
  }
  return v;
}

std::uint64_t parseSeed(const std::string& text, std::uint64_t max) {
  std::uint64_t seed = 0;
  const char* end = text.data() + text.size();
  const bool digitsOnly = !text.empty() && std::all_of(text.begin(), text.end(),
                                                       [](char c) { return c >= '0' && c <= '9'; });
  const auto [stop, ec] = std::from_chars(text.data(), end, seed);
  if (!digitsOnly || ec != std::errc() || stop != end || seed > max) {
    throw BadInput("--seed \"" + text + "\" is not a whole number from 0 to " +
                   std::to_string(max) + " (decimal digits only)");
  }
  return seed;
}

void setLogLevel(const std::map<std::string, std::string>& opts) {
  auto it = opts.find("log-level");
  std::string level = it == opts.end() ? "warn" : it->second;
  auto l = spdlog::level::from_str(level);
  if (l == spdlog::level::off && level != "off") {
    throw BadInput("--log-level \"" + level +
                   "\" is not one of trace, debug, info, warn, error, off");
  }
  spdlog::set_level(l);
}

}  // namespace podtwin::cli
