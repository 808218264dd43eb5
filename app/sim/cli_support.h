#pragma once
// What every podtwin-sim command shares: the bad-input error (exit 2) and the parsing of options.

#include <cstdint>
#include <limits>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

namespace podtwin::cli {

/// Bad command-line input: the runner prints "error: MESSAGE" and exits 2.
struct BadInput : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// A file a command reads or writes, with what names it on the command line ("--pod", "--csv",
/// "checkpoint").
struct NamedPath {
  std::string label;
  std::string path;
};

/// Refuses, before anything is written, an output that is one of the command's inputs — the same
/// path or another name of the same file (a symlink, a hard link, "./x") — and two outputs that
/// are the same file: throws BadInput naming both. Inputs and outputs that cannot be overwritten
/// ("builtin:NAME", "", a device such as /dev/null, a pipe, a folder) are passed over.
void refuseOverlappingPaths(const std::vector<NamedPath>& inputs,
                            const std::vector<NamedPath>& outputs);

/// Parses "--key value" (or "--key=value") pairs from args[start] on; every key must be in
/// `known`. Other words go to `positional`, or are an error when it is nullptr.
std::map<std::string, std::string> parseOptions(const std::vector<std::string>& args,
                                                std::size_t start,
                                                const std::vector<std::string>& known,
                                                std::vector<std::string>* positional);

/// The value of --`option` as a finite number from `min` to `max`; throws BadInput naming both.
double parseDouble(const std::string& option, const std::string& text, double min, double max);

/// The value of --seed: a plain decimal integer (digits only: no sign, point, exponent or base
/// prefix) from 0 to `max`; throws BadInput naming the option and the value.
std::uint64_t parseSeed(const std::string& text,
                        std::uint64_t max = std::numeric_limits<std::uint64_t>::max());

/// Applies --log-level (default warn) from parsed options.
void setLogLevel(const std::map<std::string, std::string>& opts);

}  // namespace podtwin::cli
