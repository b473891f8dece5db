import FormlineTestSupport
import Testing

@testable import FormlineCore

/// The type YAML 1.1 gives a plain scalar: each pattern at its edges, and the whole
/// resolution compared with Yams' resolver (regular expressions) on generated strings.
struct PlainScalarTypeTests {
  static let cases: [(String, PlainScalarType)] = [
    // bool: only these eighteen spellings
    ("yes", PlainScalarType.bool), ("Yes", .bool), ("YES", .bool), ("no", .bool), ("NO", .bool),
    ("true", .bool), ("True", .bool), ("TRUE", .bool), ("false", .bool), ("FALSE", .bool),
    ("on", .bool), ("On", .bool), ("ON", .bool), ("off", .bool), ("Off", .bool), ("OFF", .bool),
    ("yEs", .string), ("y", .string), ("tru", .string), ("offf", .string), ("oN", .string),
    // int: binary, octal, decimal, hexadecimal, sexagesimal
    ("0b1010", .int), ("-0b1_0", .int), ("0b", .string), ("0b2", .string),
    ("017", .int), ("0o17", .int), ("+0o7_7", .int), ("0o", .string), ("0o8", .string),
    ("018", .float), ("0", .int), ("-0", .int), ("+12_345", .int), ("1_", .int),
    ("0x1F", .int), ("-0xdead_BEEF", .int), ("0x", .string), ("0xg", .string),
    ("1:30", .int), ("-190:20:30", .int), ("1:5", .int), ("1:60", .string), ("0:30", .string),
    ("1:", .string), ("1::30", .string), ("1:305", .string),
    // float: fractions, exponents, leading dots, sexagesimal, infinities, not-a-number
    ("1.5", .float), ("1.", .float), ("-1_0.5_", .float), ("1e3", .float), ("1E+3", .float),
    ("1.5e-3", .float), ("1e", .string), ("1e+", .string), ("1.5.2", .string),
    (".5", .float), (".5_", .float), (".5e+3", .float), (".5e3", .string), ("-.5", .string),
    (".", .string), ("._", .float), ("1:30.5", .float), ("1:30.", .float), ("1:60.5", .string),
    (".inf", .float), ("-.Inf", .float), ("+.INF", .float), (".iNf", .string),
    (".nan", .float), (".NaN", .float), (".NAN", .float), ("-.nan", .string), ("nan", .string),
    // merge, null, value
    ("<<", .merge), ("<<<", .string), ("~", .null), ("null", .null), ("Null", .null),
    ("NULL", .null), ("", .null), ("nUll", .string), ("=", .value), ("==", .string),
    // timestamp: a date, or a date and a time with optional fraction and zone
    ("2001-12-14", .timestamp), ("2001-1-14", .string), ("20011-12-14", .string),
    ("2001-12-14t21:59:43.10-05:00", .timestamp), ("2001-12-14 21:59:43.10 -5", .timestamp),
    ("2001-12-14T21:59:43Z", .timestamp), ("2001-1-1 \t 1:59:43", .timestamp),
    ("2002-12-14 21:59:43.", .timestamp), ("2001-12-14T21:59:43 Z", .timestamp),
    ("2001-12-14T21:59:43 ", .string), ("2001-12-14T21:59:43+123", .string),
    ("2001-12-14T21:59:43+1:2", .string), ("2001-12-14T21:59", .string),
    ("2001-12-14x21:59:43", .string), ("2001-12-14T21:59:43z", .string),
    // strings
    ("hello", .string), ("1 2", .string), ("12abc", .string), ("é", .string), ("0.5 ", .string),
  ]

  @Test(arguments: cases)
  func resolves(text: String, type: PlainScalarType) {
    #expect(PlainScalarType(of: text) == type, "\(text.debugDescription)")
  }

  @Test func theCasesAgreeWithYams() throws {
    let texts = Self.cases.map(\.0)
    try expectAgreement(texts)
  }

  /// Every string of up to three characters from the patterns' alphabet.
  @Test func shortStringsAgreeWithYams() throws {
    let alphabet = Array("019:._-+eEbox<=~TZ n").map(String.init)
    var strings = [""]
    var last = [""]
    for _ in 1...3 {
      last = last.flatMap { prefix in alphabet.map { prefix + $0 } }
      strings += last
    }
    try expectAgreement(strings)
  }

  /// Strings put together from pieces of every pattern, so that most come close to matching
  /// one: a fixed seed, so a disagreement reproduces.
  @Test func generatedStringsAgreeWithYams() throws {
    let pieces = [
      "0", "1", "5", "9", "12", "60", "_", ":", ":5", ":59", ".", "-", "+", "e", "E", "e+3",
      "0b", "0o", "0x", "fF", "A", "g", "2001", "-12", "-1", "-14", "T", "t", " ", "\t", "Z",
      "inf", "Inf", "INF", "nan", "NaN", "NAN", "<<", "=", "~", "null", "yes", "On", "é",
      "2001-12-14", "21:59:43", "-05:00",
    ]
    var random = SplitMix(seed: 0x5EED_CAFE)
    let texts = (0..<20_000).map { _ in
      let count = Int(random.next() % 6) + 1
      return (0..<count).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
    }
    try expectAgreement(texts)
  }

  /// Yams' resolution (Foundation's regular expressions) of each text as a plain scalar is
  /// formline's.
  private func expectAgreement(_ texts: [String]) throws {
    let tags = try YamsOracle.resolve(texts)
    let disagreements = zip(texts, tags).filter { text, tag in
      let type = PlainScalarType(of: text)
      return tag != (type == .string ? "tag:yaml.org,2002:str" : "tag:yaml.org,2002:\(type)")
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
  }
}
