#!/bin/sh
# Runs one libFuzzer target for a number of seconds: Scripts/fuzz.sh TARGET SECONDS [ARGS…]
# Targets: FuzzLoader FuzzAnswers FuzzConditions FuzzDates FuzzTemplates FuzzWriters
# FuzzImporters FuzzExpressions FuzzSchemas FuzzConvert FuzzRegex FuzzUnicode FuzzCheck.
# Built with AddressSanitizer and edge coverage in .build-fuzz (kept apart from .build),
# optimised (FUZZ_CONFIGURATION=debug for a debug build: ~10 times fewer executions);
# the seed corpus Fuzz/Corpus/TARGET is read, new inputs go to .build-fuzz/corpus/TARGET,
# and a crash, hang or oracle mismatch is left as .build-fuzz/findings/TARGET/crash-…. (Not in
# .build-fuzz/artifacts: SwiftPM empties that directory, its own, at every build.)
# Leak detection is off: TOMLKit and the Swift runtime hold allocations libFuzzer would
# report on every input. Not part of .ci/run.
set -eu
target=${1:?usage: Scripts/fuzz.sh TARGET SECONDS}
seconds=${2:?usage: Scripts/fuzz.sh TARGET SECONDS}
shift 2
cd "$(dirname "$0")/.."
export FORMLINE_FUZZ=1
# libFuzzer's -detect_leaks=0 does not stop AddressSanitizer's own check at exit, which
# reports the lazily built globals of a target as leaks and leaves a false crash file.
export ASAN_OPTIONS=detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}
# Swift's own crash backtracer takes seconds per finding, and its memory reader trips
# AddressSanitizer after libFuzzer has written the input: libFuzzer's report is enough.
export SWIFT_BACKTRACE=enable=no
# Without explicit coverage flags libFuzzer gets no feedback from Swift code; lld because
# gold fails on the sanitizer objects (an internal error in dwarf_reader.cc).
configuration=${FUZZ_CONFIGURATION:-release}
# Targets that reach internals use `@testable import`, which an optimised build allows only
# with testing enabled.
testing=
[ "$configuration" = release ] && testing="-Xswiftc -enable-testing"
FORMLINE_FUZZ=1 swift build --scratch-path .build-fuzz -c "$configuration" --product "$target" \
  -Xswiftc -sanitize=fuzzer -Xswiftc -sanitize=address \
  -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp \
  -Xcc -fsanitize=fuzzer-no-link -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld $testing
binary=.build-fuzz/$configuration/$target
mkdir -p ".build-fuzz/corpus/$target" ".build-fuzz/findings/$target"
seeds=Fuzz/Corpus/$target
[ -d "$seeds" ] || seeds=
# A dictionary of the target's edge values (64-bit integers, operators) when there is one.
dictionary=
[ -f "Fuzz/Dictionaries/$target.dict" ] && dictionary="-dict=Fuzz/Dictionaries/$target.dict"
# Inputs up to 64 KiB: nesting 100 levels deep or a chain long enough to matter needs more
# than libFuzzer's default (the longest seed, often a few hundred bytes). A later
# -max_len in ARGS wins.
exec "$binary" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -detect_leaks=0 -print_final_stats=1 \
  -max_len=65536 $dictionary \
  -artifact_prefix=".build-fuzz/findings/$target/" "$@" ".build-fuzz/corpus/$target" $seeds
