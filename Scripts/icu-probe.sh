#!/usr/bin/env bash
# Which of formline's dependencies link ICU into a static binary: builds one tiny program
# per dependency (each uses a little of it, as formline does) with the static standard
# library, as `make build` links, and prints each binary's size and whether ICU's data
# (`icudt*`) is in it. A baseline uses only FoundationEssentials. docs/benchmarks.md
# records the result ("Which dependencies link ICU in").
#
# Usage: Scripts/icu-probe.sh   (several minutes: it builds the dependencies in release)
set -euo pipefail
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
programs=(Baseline WithYams WithYamsResolver WithMustache WithBigInt WithTOMLKit)
for program in "${programs[@]}"; do mkdir -p "Sources/$program"; done
cat >Package.swift <<'EOF'
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "icuprobe",
  dependencies: [
    .package(url: "https://github.com/attaswift/BigInt", from: "6.0.1"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
  ],
  targets: [
    .executableTarget(name: "Baseline"),
    .executableTarget(name: "WithYams", dependencies: [.product(name: "Yams", package: "Yams")]),
    .executableTarget(
      name: "WithYamsResolver", dependencies: [.product(name: "Yams", package: "Yams")]),
    .executableTarget(
      name: "WithMustache", dependencies: [.product(name: "Mustache", package: "swift-mustache")]),
    .executableTarget(name: "WithBigInt", dependencies: [.product(name: "BigInt", package: "BigInt")]),
    .executableTarget(
      name: "WithTOMLKit", dependencies: [.product(name: "TOMLKit", package: "TOMLKit")]),
  ]
)
EOF
cat >Sources/Baseline/main.swift <<'EOF'
import FoundationEssentials
let data = Data(CommandLine.arguments.joined().utf8)
print(data.count, Date.now.timeIntervalSince1970 > 0)
EOF
cat >Sources/WithYams/main.swift <<'EOF'
import CYaml
import FoundationEssentials
// Only libyaml's C API, as formline's loader uses it.
var parser = yaml_parser_t()
yaml_parser_initialize(&parser)
let text = Array(CommandLine.arguments.joined().utf8)
text.withUnsafeBufferPointer { yaml_parser_set_input_string(&parser, $0.baseAddress, $0.count) }
var event = yaml_event_t()
var count = 0
while yaml_parser_parse(&parser, &event) == 1, event.type != YAML_STREAM_END_EVENT {
  count += 1
  yaml_event_delete(&event)
}
yaml_parser_delete(&parser)
print(count, Data(text).count)
EOF
cat >Sources/WithYamsResolver/main.swift <<'EOF'
import Yams
// Yams' Swift API: does a plain scalar resolve as a string (formline's YAMLScalar).
let text = CommandLine.arguments.joined()
print(Node.Scalar(text) != Node.Scalar(text, Tag(.str)))
EOF
cat >Sources/WithMustache/main.swift <<'EOF'
import Mustache
let template = try MustacheTemplate(string: "Hello {{name}}")
print(template.render(["name": CommandLine.arguments.joined()]))
EOF
cat >Sources/WithBigInt/main.swift <<'EOF'
import BigInt
let value = BigInt(CommandLine.arguments.count) << 200
print(value * value + 1)
EOF
cat >Sources/WithTOMLKit/main.swift <<'EOF'
import TOMLKit
let table = try TOMLTable(string: "a = \(CommandLine.arguments.count)")
print(table.convert())
EOF
swift build -c release --static-swift-stdlib -Xswiftc -static-executable -Xlinker --strip-debug \
  >build.log 2>&1 || { tail -20 build.log; exit 1; }
printf '%-18s %10s  %s\n' program size 'ICU data'
for program in "${programs[@]}"; do
  binary=.build/release/$program
  # Not `grep -q`: it would stop reading, and nm's broken pipe fail the pipeline.
  icu=$(nm "$binary" 2>/dev/null | grep 'icudt[0-9]*_dat' >/dev/null && echo yes || echo no)
  printf '%-18s %7.1f MB  %s\n' "$program" "$(echo "$(stat -c %s "$binary") / 1000000" | bc -l)" "$icu"
done
