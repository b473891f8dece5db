#!/usr/bin/env bash
# Lists every reference from formline's object files (and its dependencies') to a symbol
# that only full Foundation, FoundationInternationalization or CoreFoundation define, the
# libraries that link ICU and its ~33 MB of data into the static binary. What
# FoundationEssentials or the standard library also define is left out. A binary without
# ICU needs this list empty (docs/benchmarks.md, "What links ICU in").
#
# Usage: Scripts/foundation-references.sh [build directory]   (after `make build`)
# Prints "module/file<TAB>symbol" lines, then a count per module.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-.build/x86_64-unknown-linux-gnu/release}
static=$(dirname "$(dirname "$(command -v swift)")")/lib/swift_static/linux
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

defined() { nm -g --defined-only "$@" 2>/dev/null | awk 'NF == 3 { print $3 }' | sort -u; }
defined "$static/libFoundation.a" "$static/libFoundationInternationalization.a" \
  "$static/libCoreFoundation.a" >"$work/heavy"
defined "$static/libswiftCore.a" "$static/libFoundationEssentials.a" \
  "$static/lib_FoundationCollections.a" >"$work/light"
comm -23 "$work/heavy" "$work/light" >"$work/only-heavy"

for directory in "$build"/*.build; do
  module=$(basename "$directory" .build)
  case $module in *Tests* | *-tool | LineEditorProbe | YAMLOracle | FormlineTestSupport | generate_*) continue ;; esac
  for object in "$directory"/*.o; do
    [ -e "$object" ] || continue
    file=$(basename "$object" .o)
    nm -u "$object" 2>/dev/null | awk '{ print $2 }' | sort -u | comm -12 - "$work/only-heavy" |
      sed "s|^|$module/${file%.swift}\t|"
  done
done | swift demangle --simplified | tee "$work/references"
echo
echo "references per module:"
cut -d/ -f1 "$work/references" | sort | uniq -c | sort -rn
