import Foundation
import OrderedCollections
import TOMLKit
import Testing

@testable import FormlineCore

/// Hostile strings survive every output format, read back by a real parser.
///
/// Quotes, backslashes, `#`, `:`, newlines followed by combining marks; NUL, C0, C1, bidi
/// controls and line separators are read back by Yams, TOMLKit, JSONSerialization, and
/// `sh` and `bash` sourcing the env file. Every value must come back scalar for scalar,
/// and sourcing must run nothing.
struct AdversarialRoundTripTests {
  /// Pieces whose neighbours matter to some escaper.
  static let pieces: [String] = [
    "'", "\"", "\\", "#", ":", ": ", " #", "\n", "\r", "\r\n", "\t", " ", "$", "`", "$(id)",
    "\u{0}", "\u{1}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}", "\u{202E}", "\u{2066}",
    "\u{200E}", "\u{2028}", "\u{2029}", "\u{FEFF}", "\u{301}", "\u{200D}", "\u{FE0F}",
    "\u{20DD}", "e\u{301}", "é", "-", "...", "---", "yes", "0", "1.5", "a", "🚀", "&", "*",
    "!", "|", ">", "%", "@", "{", "}", "[", "]", ",", "?", "~", ";", "=", "\u{10FFFF}",
  ]

  static let combiningMarks: [String] = ["\u{301}", "\u{200D}", "\u{FE0F}", "\u{20DD}"]

  /// Every special character followed by every combining mark, alone and inside text,
  /// plus pseudo-random strings from `pieces` (a fixed seed, so failures repeat).
  static let values: [String] = {
    var values: [String] = []
    for special in ["'", "\"", "\\", "#", ":", ": ", " #", "\n", " ", "-", "$"] {
      for mark in combiningMarks {
        values.append(special + mark)
        values.append("x" + special + mark + "; touch PWNED; : " + special)
      }
    }
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    for _ in 0..<600 {
      var text = ""
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      for _ in 0...Int(state >> 61) {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        text += pieces[Int((state >> 33) % UInt64(pieces.count))]
      }
      values.append(text)
    }
    return values
  }()

  /// One object per value: the value under a plain key and as a key of its own.
  private static func document(_ text: String) -> AnswerValue {
    .object(["value": .string(text), MemberName(text.isEmpty ? "empty" : text): .string("key")])
  }

  @Test func jsonReadsBackEveryValue() throws {
    for text in Self.values {
      let json = JSONWriter.render(Self.document(text))
      let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8), options: [])
      try expectSame(ParsedValue.fromYams(parsed), Self.document(text), json)
    }
  }

  @Test func yamlReadsBackEveryValue() throws {
    // Yams drops a U+FEFF at the start of a scalar when it reads (its own escape included),
    // so those values cannot be checked with it.
    let texts = Self.values.filter { $0.unicodeScalars.first != "\u{FEFF}" }
    let yamls = try texts.map { try YAMLWriter.render(Self.document($0)) }
    for (text, (yaml, parsed)) in zip(texts, zip(yamls, try YamsOracle.load(yamls))) {
      try expectSame(parsed, Self.document(text), yaml)
    }
  }

  /// Found by FuzzWriters: control characters, a replacement character and `#` in a key
  /// and values, the second value ending in `'` and a line break.
  @Test func yamlReadsBackTheFuzzWritersFinding() throws {
    let bytes = Array(
      Data(base64Encoded: "bGUKZWVevVuBpngLCwsLCwsLgaZ4CwsLCwsLC/8gI3imWyP/gf8JCiMKJwo=") ?? Data())
    let texts = bytes.split(separator: 0xFF, omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
    let value = AnswerValue.object([
      MemberName("k0_" + texts[0]): .string(texts[1]),
      MemberName("k1_" + texts[2]): .string(texts[3]),
    ])
    let yaml = try YAMLWriter.render(value)
    try expectSame(try YamsOracle.load(yaml), value, yaml)
  }

  /// Long keys read back.
  ///
  /// Found by FuzzWriters: a key of 300 control characters, double-quoted to 1,800
  /// characters, was past YAML's 1,024-character limit on implicit keys. Long keys are
  /// written `? key` / `: value`, at the root, nested, in sequence items, before every kind
  /// of value.
  @Test(arguments: [
    String(repeating: "\u{17}", count: 300), String(repeating: "a", count: 1024),
    String(repeating: "é", count: 600), String(repeating: "k", count: 1001),
    String(repeating: "k", count: 1000), "x: y " + String(repeating: "#", count: 2000),
  ])
  func yamlReadsBackLongKeys(key: String) throws {
    let members: ObjectMembers = [
      MemberName(key): .string("v"),
      MemberName(key + "1"): .object(["in": .string("x"), MemberName(key): .null]),
      MemberName(key + "2"): .array([
        .string("a"), .object([MemberName(key): .string("b"), "c": .integer(1)]),
      ]),
      MemberName(key + "3"): .string("two\nlines\n"), MemberName(key + "4"): .array([]),
      MemberName(key + "5"): .object([:]),
    ]
    var all: ObjectMembers = ["short": .string("s")]
    for (name, member) in members { all[name] = member }
    let value = AnswerValue.object(all)
    let yaml = try YAMLWriter.render(value)
    try expectSame(try YamsOracle.load(yaml), value, yaml)
    let nested = AnswerValue.array([value, .object(["list": .array([value])])])
    let nestedYAML = try YAMLWriter.render(nested)
    try expectSame(try YamsOracle.load(nestedYAML), nested, nestedYAML)
  }

  @Test func tomlReadsBackEveryValue() throws {
    // TOMLKit reads strings as C strings (a `\u0000` escape ends them; in a key it
    // crashes), so values with NUL cannot be checked with it.
    for text in Self.values where !text.unicodeScalars.contains("\0") {
      let toml = try TOMLWriter.render(Self.document(text))
      try expectSame(ParsedValue.fromTOML(try TOMLTable(string: toml)), Self.document(text), toml)
    }
  }

  @Test(arguments: ["/bin/sh", "/bin/bash"])
  func envSourcedByAShellGivesBackEveryValueAndRunsNothing(shell: String) throws {
    let texts = Self.values.filter { !$0.unicodeScalars.contains("\0") }
    var members: ObjectMembers = [:]
    for (index, text) in texts.enumerated() { members["v\(index)"] = .string(text) }
    let env = try EnvWriter.render(.object(members))
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("formline-adversarial-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("out.env")
    try Data(env.utf8).write(to: file)
    let printing = texts.indices.map { #"printf '%s\0' "$V\#($0)""# }.joined(separator: "; ")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: shell)
    process.currentDirectoryURL = directory
    process.arguments = ["-c", #". "$1"; "# + printing, "sh", file.path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let read = data.split(separator: 0, omittingEmptySubsequences: false).dropLast()
    #expect(read.count == texts.count)
    for (bytes, text) in zip(read, texts) {
      #expect(Array(bytes) == Array(text.utf8), "value \(text.debugDescription)")
    }
    let created = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(created == ["out.env"], "sourcing created files")
  }

  @Test func aNULInAnEnvValueIsRefusedByName() throws {
    let error = try #require(throws: OutputError.self) {
      try EnvWriter.render(.object(["token": .string("a\u{0}b")]))
    }
    #expect(error.path?.description == "token")
    #expect(error.message.contains("NUL"))
  }

  /// Compares two values scalar for scalar: `String ==` treats canonically equivalent
  /// strings (`é` and `e` + U+0301) as equal, which would hide a writer that normalises.
  private func expectSame(
    _ parsed: AnswerValue?, _ expected: AnswerValue, _ text: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let parsed = try #require(parsed, sourceLocation: sourceLocation)
    #expect(
      Array(exact(parsed).utf8) == Array(exact(expected).utf8), "output was:\n\(text)",
      sourceLocation: sourceLocation)
  }

  /// A one-line JSON spelling with keys sorted by their UTF-8 bytes.
  private func exact(_ value: AnswerValue) -> String {
    JSONWriter.render(sortedByBytes(value), pretty: false)
  }

  private func sortedByBytes(_ value: AnswerValue) -> AnswerValue {
    switch value {
    case .array(let items): return .array(items.map(sortedByBytes))
    case .object(let members):
      var sorted: ObjectMembers = [:]
      let pairs = members.sorted { $0.key < $1.key }
      for (key, member) in pairs { sorted[key] = sortedByBytes(member) }
      return .object(sorted)
    default: return value
    }
  }
}
