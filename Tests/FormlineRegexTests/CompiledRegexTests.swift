import Testing

@testable import FormlineRegex

/// Compiling, matching, groups, Unicode and the budget, on PCRE2's own syntax and the
/// ECMA-262 rewrite.
@Suite struct CompiledRegexTests {
  @Test(arguments: [
    ("a(", 2, "missing closing parenthesis"),
    ("[a", 2, "missing terminating ] for character class"),
    ("a{2,1}", 5, "numbers out of order in {} quantifier"),
    ("(?<n>a)(?<n>b)", 12, "two named subpatterns have the same name (PCRE2_DUPNAMES not set)"),
    ("é(", 2, "missing closing parenthesis"),
  ])
  func compileErrorsCarryPCRE2sMessageAndTheOffset(
    pattern: String, offset: Int, message: String
  ) {
    #expect(throws: RegexCompileError(message, offset: offset)) {
      try CompiledRegex(TranslatedPattern(pcre2: pattern))
    }
  }

  @Test func errorOffsetsPointIntoThePatternAsWritten() {
    // `\s` and `.` are written as long classes; the error is still told at the `*`.
    #expect(throws: RegexCompileError("quantifier does not follow a repeatable item", offset: 6)) {
      try CompiledRegex(ecmaScript: "\\s.(?:*)")
    }
    // PCRE2 finds a missing `)` at the end: the end of the pattern as written.
    #expect(throws: RegexCompileError("missing closing parenthesis", offset: 5)) {
      try CompiledRegex(ecmaScript: "\\d\\d(")
    }
  }

  @Test func aRunawayMatchIsTooCostlyNotAHang() throws {
    let regex = try CompiledRegex(ecmaScript: "^(a+)+$")
    let text = String(repeating: "a", count: 30) + "b"
    #expect(regex.firstMatch(in: text) == .tooCostly)
    #expect(regex.allMatches(in: text) == .tooCostly)
    #expect(regex.matches(String(repeating: "a", count: 30)) == .finished(true))
  }

  @Test func patternsPCRE2SettlesWithoutBacktrackingJustFail() throws {
    let regex = try CompiledRegex(ecmaScript: "(a*)*b")
    let outcome = regex.matches(String(repeating: "a", count: 40))
    #expect(outcome == .finished(false) || outcome == .tooCostly)
  }

  @Test func theBudgetGrowsWithTheText() {
    #expect(MatchBudget.steps(forByteCount: 0) == 250_000)
    #expect(MatchBudget.steps(forByteCount: 1000) == 270_000)
    #expect(MatchBudget.steps(forByteCount: Int.max) == UInt32.max)
  }

  @Test func matchesAreCodePointsNotUTF16Units() throws {
    #expect(try CompiledRegex(ecmaScript: "^.$").matches("😀") == .finished(true))
    #expect(try CompiledRegex(ecmaScript: "^..$").matches("😀") == .finished(false))
    #expect(try CompiledRegex(ecmaScript: "^\\u{1F600}$").matches("😀") == .finished(true))
    #expect(try CompiledRegex(ecmaScript: "^\\uD83D\\uDE00$").matches("😀") == .finished(true))
    #expect(try CompiledRegex(ecmaScript: "[😀]").matches("x😀") == .finished(true))
  }

  @Test func groupsAreNumberedAndNamed() throws {
    let regex = try CompiledRegex(ecmaScript: "(?<year>\\d{4})-(\\d{2})(x)?")
    #expect(regex.captureGroupCount == 3)
    #expect(regex.groupNumbers == ["year": 1])
    let text = "on 2024-05!"
    let match = try #require(regex.firstMatch(in: text).value ?? nil)
    #expect(text[match.range] == "2024-05")
    #expect(match.utf8Ranges[0] == 3..<10)
    #expect(match.text(1, in: text) == "2024")
    #expect(match.range(named: "year").map { text[$0] } == "2024")
    #expect(match.text(2, in: text) == "05")
    #expect(match.range(3) == nil)
    #expect(match.range(9) == nil)
    #expect(match.range(named: "month") == nil)
  }

  @Test func rangesFallOnScalarsInsideACharacter() throws {
    let text = "ae\u{301}b"
    let match = try #require(try CompiledRegex(ecmaScript: "e").firstMatch(in: text).value ?? nil)
    #expect(match.text(in: text) == "e")
    #expect(match.utf8Ranges[0] == 1..<2)
    let accent = try #require(
      try CompiledRegex(ecmaScript: "\\u0301b").firstMatch(in: text).value ?? nil)
    #expect(accent.text(in: text)?.unicodeScalars.first == "\u{301}")
  }

  @Test func allMatchesFindsSuccessiveMatches() throws {
    let regex = try CompiledRegex(ecmaScript: "\\d+")
    let text = "a1b22c333"
    let found = try #require(regex.allMatches(in: text).value)
    #expect(found.map { String(text[$0.range]) } == ["1", "22", "333"])
    #expect(try CompiledRegex(ecmaScript: "x").allMatches(in: "") == .finished([]))
  }

  @Test func emptyTextsAndPatterns() throws {
    #expect(try CompiledRegex(ecmaScript: "").matches("") == .finished(true))
    #expect(try CompiledRegex(ecmaScript: "").matches("abc") == .finished(true))
    #expect(try CompiledRegex(ecmaScript: "^$").matches("") == .finished(true))
    #expect(try CompiledRegex(ecmaScript: "a").matches("") == .finished(false))
    let empties = try #require(try CompiledRegex(ecmaScript: "").allMatches(in: "ab").value)
    #expect(empties.map(\.utf8Ranges[0]) == [0..<0, 1..<1, 2..<2])
  }

  @Test func aCompiledPatternIsSharedBetweenTasks() async throws {
    let regex = try CompiledRegex(ecmaScript: "^[a-z]+(\\d+)$")
    let results = await withTaskGroup(of: Bool.self) { group in
      for number in 0..<64 {
        group.addTask {
          let text = "task\(number)"
          guard let match = regex.firstMatch(in: text).value ?? nil else { return false }
          return match.text(1, in: text) == Substring(String(number))
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.count == 64 && results.allSatisfy { $0 })
  }

  @Test func backslashCIsRefusedSoNoMatchSplitsACodePoint() {
    #expect(throws: RegexCompileError.self) { try CompiledRegex(TranslatedPattern(pcre2: "\\C")) }
  }
}
