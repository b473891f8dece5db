import Testing

@testable import FormlineRegex

/// Python's `re` syntax and `finditer`, held to what Python itself did
/// (`Fixtures/python-regex-expectations.json`, written by
/// `Scripts/python-regex-expectations.py`).
@Suite struct PythonRegexSyntaxTests {
  static func flags(_ letters: String) -> PythonRegexFlags {
    var flags: PythonRegexFlags = []
    for letter in letters {
      switch letter {
      case "i": flags.insert(.ignoreCase)
      case "m": flags.insert(.multiline)
      case "s": flags.insert(.dotAll)
      case "x": flags.insert(.verbose)
      default: flags.insert(.ascii)
      }
    }
    return flags
  }

  /// Code-point spans of a match's whole range and groups, as Python gives them.
  static func spans(_ match: RegexMatch, in text: String) -> [[Int]?] {
    let scalars = text.unicodeScalars
    return match.ranges.map { range in
      range.map { range in
        [
          scalars.distance(from: scalars.startIndex, to: range.lowerBound),
          scalars.distance(from: scalars.startIndex, to: range.upperBound),
        ]
      }
    }
  }

  @Test func findsWhatPythonsFinditerFinds() throws {
    let expectations = try PythonExpectations.load()
    #expect(expectations.searches.count > 100)
    for search in expectations.searches {
      let regex = try CompiledRegex(python: search.pattern, flags: Self.flags(search.flags))
      let found = try #require(regex.allMatches(in: search.text).value)
      #expect(
        found.map { Self.spans($0, in: search.text) } == search.matches,
        "\(search.pattern) (\(search.flags)) on \(search.text.debugDescription) as \(regex.translated.pcre2)"
      )
    }
  }

  @Test func refusesWhatPythonRefuses() throws {
    let expectations = try PythonExpectations.load()
    for refusal in expectations.errors {
      #expect(throws: RegexCompileError.self, "\(refusal.pattern): \(refusal.message)") {
        try CompiledRegex(python: refusal.pattern, flags: Self.flags(refusal.flags))
      }
    }
  }

  @Test(arguments: [
    ("\\q", "bad escape \\q", 0), ("a\\x4", "incomplete escape \\x4", 1),
    ("(a)\\2", "invalid group reference 2", 4), ("(a\\1)", "cannot refer to an open group", 2),
    ("a(?i)", "global flags not at the start of the expression", 1),
    ("\\N{NO SUCH}", "undefined character name 'NO SUCH'", 0),
    ("(?P>a)", "unknown extension ?P", 0),
  ])
  func refusalsCarryPythonsMessage(pattern: String, message: String, offset: Int) {
    #expect(throws: RegexCompileError(message, offset: offset)) {
      try CompiledRegex(python: pattern)
    }
  }

  @Test func theRewrittenTextOfPythonsOwnSyntax() throws {
    #expect(try PythonRegexSyntax.translate("a{,2}\\Z").pcre2 == "a{0,2}\\z")
    #expect(try PythonRegexSyntax.translate("(?P<n>a)(?P=n)").pcre2 == "(?P<n>a)(?P=n)")
    #expect(try PythonRegexSyntax.translate("[[]").pcre2 == "[\\[]")
    #expect(try PythonRegexSyntax.translate("\\u00e9").pcre2 == "\\x{E9}")
  }

  @Test func flagsWrittenFirstApplyToTheWholePattern() throws {
    let regex = try CompiledRegex(python: "(?im)^abc$")
    #expect(regex.translated.settings == .python([.ignoreCase, .multiline]))
    #expect(regex.matches("x\nABC\n") == .finished(true))
  }

  @Test func aRunawayPatternIsTooCostly() throws {
    let regex = try CompiledRegex(python: "^(x+x+)+$")
    #expect(regex.allMatches(in: String(repeating: "x", count: 30) + "y") == .tooCostly)
  }
}
