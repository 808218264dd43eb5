#!/usr/bin/env bash
# Fails if any tracked C++ file differs from clang-format-14's output (the repo's .clang-format), and
# fails if clang-format-14 is not installed or cannot read a file: a check that did not run is not a pass.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v clang-format-14 >/dev/null 2>&1; then
  echo "clang-format: clang-format-14 is not installed (Debian package clang-format-14; scripts/setup.sh)" >&2
  exit 1
fi
mapfile -t files < <(git ls-files '*.cpp' '*.h')
if [[ ${#files[@]} -eq 0 ]]; then
  echo "clang-format: no C++ files found (not a checkout?)" >&2
  exit 1
fi
# --dry-run -Werror: exit non-zero on any file that would change; each one is named on stderr.
out=$(printf '%s\0' "${files[@]}" | xargs -0 clang-format-14 --dry-run -Werror 2>&1) && status=0 || status=$?
if [[ $status -ne 0 ]]; then
  bad=$(printf '%s\n' "$out" | grep -oE '^[^:]+\.(cpp|h):[0-9]+' | cut -d: -f1 | sort -u || true)
  if [[ -n "$bad" ]]; then
    echo "clang-format: these files need formatting (run 'make format'):"
    echo "$bad"
  else
    echo "clang-format-14 failed (exit $status):"
    printf '%s\n' "$out" | head -n 40
  fi
  exit 1
fi
echo "clang-format: ${#files[@]} files clean"
