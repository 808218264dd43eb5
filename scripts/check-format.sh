#!/usr/bin/env bash
# Fails if any tracked C++ file differs from clang-format-14's output (the repo's .clang-format).
set -euo pipefail
cd "$(dirname "$0")/.."
bad=$(git ls-files '*.cpp' '*.h' | xargs clang-format-14 --dry-run 2>&1 | grep -oE '^[^:]+\.(cpp|h)' | sort -u || true)
if [[ -n "$bad" ]]; then
  echo "clang-format: these files need formatting (run 'make format'):"; echo "$bad"; exit 1
fi
echo "clang-format: $(git ls-files '*.cpp' '*.h' | wc -l) files clean"
