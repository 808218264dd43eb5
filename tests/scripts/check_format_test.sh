#!/usr/bin/env bash
# Checks that scripts/check-format.sh can fail: on a scratch repository with the project's
# .clang-format it passes a formatted file, fails on one clang-format-14 would change (naming it),
# and fails when clang-format-14 is not on PATH instead of calling the tree clean.
# Usage: tests/scripts/check_format_test.sh SOURCE_DIR
set -uo pipefail
src="$(cd "${1:-$(dirname "$0")/../..}" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

mkdir -p "$work/repo/scripts" "$work/nofmt"
cp "$src/scripts/check-format.sh" "$work/repo/scripts/"
cp "$src/.clang-format" "$work/repo/"
cd "$work/repo"
git init -q .
printf 'int answer() {\n  return 42;\n}\n' >good.cpp
git add .

out=$(bash scripts/check-format.sh 2>&1) && rc=0 || rc=$?
[[ $rc -eq 0 ]] || fail "a formatted file: exit $rc ($out)"

printf 'int   badly ( ) {return 1 ;}\n' >bad.cpp
git add bad.cpp
out=$(bash scripts/check-format.sh 2>&1) && rc=0 || rc=$?
[[ $rc -eq 1 ]] || fail "a file clang-format would change: exit $rc, expected 1"
grep -q "bad.cpp" <<<"$out" || fail "the unformatted file is not named: $out"
grep -q "good.cpp" <<<"$out" && fail "the formatted file is named: $out"

# Without clang-format-14: only the tools the script needs besides it.
for t in bash git xargs grep cut sort dirname cat; do ln -s "$(command -v "$t")" "$work/nofmt/$t"; done
out=$(PATH="$work/nofmt" bash scripts/check-format.sh 2>&1) && rc=0 || rc=$?
[[ $rc -eq 1 ]] || fail "clang-format-14 missing: exit $rc, expected 1 ($out)"
grep -q "not installed" <<<"$out" || fail "clang-format-14 missing: no clear message ($out)"

if ((failures > 0)); then
  echo "check_format_test: $failures failure(s)"
  exit 1
fi
echo "check_format_test: 3 cases passed"
