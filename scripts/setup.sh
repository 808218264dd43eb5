#!/usr/bin/env bash
# Installs the exact Debian 12 packages PodTwin needs to build, run and test.
# Idempotent: when everything is present it only runs `dpkg-query` and returns in well under a second.
# Works as root or through sudo. Usage: scripts/setup.sh [--quiet]
set -euo pipefail

PACKAGES=(
  # toolchain
  build-essential cmake ninja-build pkg-config git clang-14 libclang-rt-14-dev clang-format clang-tidy
  # the linker and the compiler cache the build uses (cmake/BuildSpeed.cmake)
  lld ccache
  # Qt 6: Widgets, OpenGLWidgets, Charts, Test, Linguist tools, the xcb platform plugin
  qt6-base-dev qt6-base-dev-tools libqt6opengl6-dev qt6-charts-dev qt6-tools-dev qt6-tools-dev-tools
  qt6-l10n-tools qt6-qpa-plugins libgl1-mesa-dev libglx-mesa0 libgl1-mesa-dri
  # Qt's own catalogues (standard dialog buttons in German and Japanese)
  qt6-translations-l10n
  # VTK 9 (non-Qt modules only) and what its CMake config needs
  libvtk9-dev libopenmpi-dev openmpi-bin libhdf5-dev
  # model dependencies
  libeigen3-dev libspdlog-dev libfmt-dev nlohmann-json3-dev libtbb-dev
  # benchmarks
  libbenchmark-dev
  # headless display for GUI tests and screenshots, fonts incl. Japanese glyphs
  xvfb xauth x11-utils imagemagick fonts-dejavu-core fonts-ipafont-gothic
  # the Debian package and desktop integration: icon rendering (rsvg-convert), CPack's shlibdeps
  # (dpkg-shlibdeps, file), the man pages written from --help (help2man) and read back (man-db), checks
  # of the package (lintian), the menu entry and the AppStream metadata (scripts/test-install.sh)
  librsvg2-bin dpkg-dev file help2man man-db lintian desktop-file-utils appstream
  # PDF text and image extraction for the report tests (pdftotext, pdfinfo, pdfimages)
  poppler-utils
)

missing=()
for p in "${PACKAGES[@]}"; do
  status=$(dpkg-query -W -f='${db:Status-Abbrev}' "$p" 2>/dev/null || true)
  [[ "$status" == ii* ]] || missing+=("$p")
done

if [[ ${#missing[@]} -eq 0 ]]; then
  [[ "${1:-}" == "--quiet" ]] || echo "setup: all ${#PACKAGES[@]} packages present"
  exit 0
fi

SUDO=""
if [[ $(id -u) -ne 0 ]]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "setup: need root or sudo to install: ${missing[*]}" >&2; exit 1
  fi
fi
echo "setup: installing ${#missing[@]} missing packages: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
echo "setup: done"
