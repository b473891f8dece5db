// swift-tools-version: 6.2
import PackageDescription

/// Settings every Swift target shares: Swift 6 mode plus the upcoming features that keep
/// imports and existentials explicit.
let swiftSettings: [SwiftSetting] = [
  .swiftLanguageMode(.v6),
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "formline",
  products: [
    .executable(name: "formline", targets: ["formline"])
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/attaswift/BigInt", from: "6.0.1"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
  ],
  targets: [
    // Native libedit API (histedit.h) with fixed-signature wrappers for its variadic calls.
    .systemLibrary(
      name: "CLibEdit",
      path: "Sources/CLibEdit",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"])]
    ),
    // The system's libyaml (yaml.h), which reads YAML. Yams bundles a copy, but depending on
    // the Yams product links all of Yams, whose resolver and constructor bring ICU's 34 MB
    // of data into the static binary (docs/benchmarks.md).
    .systemLibrary(
      name: "CLibYAML",
      path: "Sources/CLibYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"])]
    ),
    // The system's PCRE2 (pcre2.h, 8-bit code units), which FormlineRegex runs patterns with.
    .systemLibrary(
      name: "CPCRE2",
      path: "Sources/CPCRE2",
      pkgConfig: "libpcre2-8",
      providers: [.apt(["libpcre2-dev"])]
    ),
    .target(
      name: "FormlineCore",
      dependencies: [
        "CLibYAML",
        // Regular expressions (JSON Schema's `pattern`, a form's, the Jinja `regex_*`
        // filters') run by PCRE2 rather than ICU (#31).
        "FormlineRegex",
        // NFKC and Foundation's case and diacritic folding (slugify, `[cd]` conditions)
        // from tables of its own rather than ICU (#31).
        "FormlineUnicode",
        // Time zones from zone files and POSIX rules rather than ICU's data (#31).
        "FormlineZones",
        .product(name: "OrderedCollections", package: "swift-collections"),
        // Exact JSON numbers: integers beyond 64 bits and decimal `multipleOf`.
        .product(name: "BigInt", package: "BigInt"),
        // Answers files and in-place edits in TOML (pyproject.toml) are read with it.
        .product(name: "TOMLKit", package: "TOMLKit"),
        // The `hash`, `md5`, `sha1`, `checksum` and `to_uuid` filters' digests.
        .product(name: "Crypto", package: "swift-crypto"),
      ],
      swiftSettings: swiftSettings
    ),
    // Regular expressions run by PCRE2 behind ECMA-262 and Python syntax, under a step
    // budget (docs/regex.md).
    .target(
      name: "FormlineRegex",
      dependencies: ["CPCRE2"],
      swiftSettings: swiftSettings
    ),
    // TZif files and POSIX TZ rules read without ICU's data; pure: it is handed bytes and
    // strings, never reads files or the environment.
    .target(
      name: "FormlineZones",
      swiftSettings: swiftSettings
    ),
    // Unicode normalization (NFD, NFC, NFKD, NFKC) and Foundation's case and diacritic
    // folding from tables the repository carries, with the standard library alone: no ICU,
    // no Foundation (docs/unicode.md).
    .target(
      name: "FormlineUnicode",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "FormlineTerminal",
      dependencies: ["FormlineCore", "FormlineUnicode", "CLibEdit"],
      swiftSettings: swiftSettings
    ),
    .executableTarget(
      name: "formline",
      dependencies: [
        "FormlineCore",
        "FormlineTerminal",
        // Resolves `TZ` to the system's zone, with the files it reads itself.
        "FormlineZones",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: swiftSettings
    ),
    .target(
      name: "FormlineTestSupport",
      dependencies: ["FormlineCore", "FormlineTerminal"],
      path: "Tests/FormlineTestSupport",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "FormlineCoreTests",
      dependencies: [
        "FormlineCore", "FormlineTestSupport",
        // Held to ICU, which ran the core's patterns before, in a differential test
        // (RegexEngineAgreementTests).
        "FormlineRegex",
        // Its NFKC held to Foundation's on slugify's texts (ConditionFoldingTests).
        "FormlineUnicode",
        // Zones' changes of clocks, to hold them to Foundation's (ZoneAgreementTests).
        "FormlineZones",
        // TOML output is emitted by formline itself (TOMLKit's tables reorder keys); the
        // tests parse it back with TOMLKit to prove it is valid TOML.
        .product(name: "TOMLKit", package: "TOMLKit"),
      ],
      resources: [.copy("Fixtures")],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "FormlineRegexTests",
      dependencies: ["FormlineRegex"],
      // Python's expectations are read by path from #filePath, not bundled.
      exclude: ["Fixtures"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "FormlineZonesTests",
      dependencies: ["FormlineZones", "FormlineTestSupport"],
      // Zone files and expectations are read by path from #filePath, not bundled.
      exclude: ["Fixtures"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "FormlineUnicodeTests",
      // Foundation is the oracle the module is held to.
      dependencies: ["FormlineUnicode", "FormlineTestSupport"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "FormlineTerminalTests",
      // LineEditorProbe: `swift test` builds the probe the pty tests drive.
      dependencies: ["FormlineTerminal", "FormlineCore", "FormlineTestSupport", "LineEditorProbe"],
      swiftSettings: swiftSettings
    ),
    // Test-only executable (not a product): Yams, which the tests ask to read formline's YAML
    // back and to resolve plain scalars. A process of its own, as the copy of libyaml Yams
    // bundles would replace the system's in the test process. `swift build --build-tests`
    // builds it with every other target.
    .executableTarget(
      name: "YAMLOracle",
      dependencies: [.product(name: "Yams", package: "Yams")],
      path: "Tests/YAMLOracle",
      swiftSettings: swiftSettings
    ),
    // Test-only executable (not a product): asks prompts through LibEditLineEditor in a pty.
    .executableTarget(
      name: "LineEditorProbe",
      dependencies: ["FormlineTerminal"],
      path: "Tests/LineEditorProbe",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "FormlineEndToEndTests",
      // Depending on the executable makes `swift test` build the binary the tests run.
      dependencies: [
        "formline", "FormlineTestSupport", "FormlineCore", "FormlineZones",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      // Help snapshots are read by path from #filePath, not bundled.
      exclude: ["Snapshots", "Fixtures"],
      swiftSettings: swiftSettings
    ),
  ]
)

// libFuzzer targets (Fuzz/), only when FORMLINE_FUZZ is set: they link against libFuzzer,
// which a plain `swift build` does not provide. Scripts/fuzz.sh sets it and the flags.
if Context.environment["FORMLINE_FUZZ"] != nil {
  package.targets.append(
    .target(
      name: "FuzzSupport",
      dependencies: [
        "FormlineCore", .product(name: "OrderedCollections", package: "swift-collections"),
      ],
      path: "Fuzz/FuzzSupport", swiftSettings: swiftSettings))
  let fuzzers: [(String, [Target.Dependency])] = [
    ("FuzzLoader", []), ("FuzzAnswers", []), ("FuzzConditions", []), ("FuzzDates", []),
    ("FuzzImporters", []), ("FuzzConvert", []), ("FuzzCheck", []),
    // The new modules on their own inputs, straight.
    ("FuzzRegex", ["FormlineRegex"]), ("FuzzUnicode", ["FormlineUnicode"]),
    ("FuzzSchemas", [.product(name: "OrderedCollections", package: "swift-collections")]),
    ("FuzzTemplates", [.product(name: "OrderedCollections", package: "swift-collections")]),
    ("FuzzExpressions", [.product(name: "OrderedCollections", package: "swift-collections")]),
    (
      "FuzzWriters",
      [
        .product(name: "Yams", package: "Yams"), .product(name: "TOMLKit", package: "TOMLKit"),
        .product(name: "OrderedCollections", package: "swift-collections"),
      ]
    ),
  ]
  for (name, extra) in fuzzers {
    package.targets.append(
      .executableTarget(
        name: name, dependencies: ["FormlineCore", "FuzzSupport"] + extra,
        path: "Fuzz/\(name)", swiftSettings: swiftSettings))
  }
}
