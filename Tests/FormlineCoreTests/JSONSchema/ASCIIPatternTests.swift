import Testing

@testable import FormlineCore

/// The automaton that runs plain patterns on ASCII text agrees with PCRE2 (after the
/// ECMA-262 rewrite) wherever it runs, and declines what it does not read.
@Suite struct ASCIIPatternTests {
  static let patterns = [
    "^(?:[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)$",
    "^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$", "^a*$", "a+b", "^[^a-c]+$", "x|y|", "^$",
    "", "^\\d{3}-\\d{2,4}$", "^\\w+@\\w+\\.\\w{2,}$", "\\s", "^\\S+$", "^\\D*$", "^\\W", "a.c",
    "^.*$", "^(ab|cd){2}$", "^(ab|cd){1,}$", "^a{0}b$", "^a{2,3}$", "colou?r", "^[-a]+$",
    "^[a-]+$", "[\\]\\[]", "^[.]$", "\\.", "^\\^\\$$", "(?:x)+?y", "^a*?$", "^[\\d\\s]+$",
    "^(a|ab)(c|bcd)(d*)$", "^[A-Z][a-z]*( [A-Z][a-z]*)*$", "^(((a)))$", "^[\\t\\n]$", "^\\/$",
    "^[^\\d]$", "^(a*)*$", "^(a|a)*b$", "[a-z]{5}", "^\\s$", "^[\\s]$", "^[^\\s]$", "^[\\S]+$",
    "^[a\\S]$", "^.$", "^[\\w.-]+$", "^[\\D]$", "^[^\\W]+$", "a{2,}?", "^(?:a|b|)+$", "\\?",
    "^\\{\\}$", "^[{}]$", "^[()|*+?.]+$",
  ]
  static let texts = [
    "", "a", "b", "ab", "abc", "aXc", "a\nc", "node-1.example", "-bad.example", "Node",
    "12:30", "24:00", "23:59:59", "123-4567", "12-34", "me@host.io", "a b", " ", "\t", "\n",
    "aaa", "abab", "abcd", "cdab", "color", "colour", "x", "y", "-a-", "]", "[", ".", "^$",
    "xxy", "1 2", "Hello World", "hello", "/", "5", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaab", "abcde",
    "abcdefgh", "a.c", "ABC", "\u{0B}", "\u{0C}", "\r", "a\rb", "\u{7F}", "\u{0}", "\u{1}",
    "{}", "{", "?", "(|)", "a_b",
  ]

  @Test func agreesWithPCRE2WhereverItRuns() throws {
    for source in Self.patterns {
      let pattern = try #require(ECMAPattern(source))
      #expect(pattern.runsByAutomaton, "\(source)")
      for text in Self.texts {
        #expect(pattern.matches(text) == pattern.matchesByPCRE2(text), "\(source) on \(text)")
      }
    }
  }

  /// What the automaton declines: back-references, look-arounds, word boundaries, escapes
  /// of code units and properties, named groups, flags, Annex B's lone braces and brackets,
  /// classes it does not read exactly, text beyond ASCII, and repetitions beyond its bounds.
  static let declined = [
    "(a)\\1", "(a)(b)\\2", "(?<n>a)\\k<n>", "(?=a)", "(?!a)", "(?<=a)b", "(?<!a)b", "\\bword",
    "a\\B", "\\u0041", "\\u{41}", "\\x41", "\\cA", "\\0", "\\p{L}", "\\P{L}", "\\p{Letter}cole",
    "(?<name>a)", "(?i)a", "a{,2}", "{", "a{2", "}", "]", "a]", "x{1}{2}", "[]", "[^]", "[[]",
    "[\\b]", "[\\d-z]", "[z-a]", "é", "[é]", "a**", "a+*", "^*", "$+", "a{101}", "(a", "a)",
    "\\", "[a", "\\q",
  ]

  @Test(arguments: declined)
  func declinesWhatItDoesNotRead(source: String) {
    #expect(ASCIIPattern(source) == nil)
  }

  /// A declined pattern that PCRE2 compiles still matches as ECMA-262 says, through PCRE2.
  @Test func declinedPatternsAreRunByPCRE2() throws {
    let cases: [(String, String, Bool)] = [
      ("^(a)\\1$", "aa", true), ("^(a)\\1$", "ab", false), ("a(?=b)", "ab", true),
      ("a(?=b)", "ac", false), ("a(?!b)", "ab", false), ("(?<=a)b", "ab", true),
      ("(?<=a)b", "cb", false), ("\\bword", "a word", true), ("\\bword", "aword", false),
      ("^\\u0041$", "A", true), ("^\\x41$", "A", true), ("^\\p{L}+$", "é", true),
      ("^\\p{L}+$", "1", false), ("^a{,2}$", "a{,2}", true), ("^[^]$", "x", true),
      ("[]", "x", false), ("^(?<name>a)$", "a", true), ("^é$", "é", true), ("^[é]$", "e", false),
      ("^[\\d-z]$", "-", true), ("^[\\d-z]$", "y", false), ("a]", "a]", true), ("^}$", "}", true),
    ]
    for (source, text, expected) in cases {
      let pattern = try #require(ECMAPattern(source), "\(source)")
      #expect(!pattern.runsByAutomaton, "\(source)")
      #expect(pattern.matches(text) == expected, "\(source) on \(text)")
    }
  }

  /// A match that starts far into a long text is found by PCRE2 too (the steps of each
  /// start position are not taken for a runaway match).
  @Test func aMatchFarIntoALongTextIsFound() throws {
    let text = String(repeating: "é", count: 3_000) + "xcole"
    for source in ["\\p{Letter}cole", "(?=x)xcole", "[a-z]cole", "b|xcole"] {
      let pattern = try #require(ECMAPattern(source))
      #expect(pattern.matches(text), "\(source)")
      #expect(!pattern.matches(String(text.dropLast())), "\(source)")
    }
    let runaway = try #require(ECMAPattern("(a+)+!"))
    #expect(!runaway.matches(String(repeating: "a", count: 60) + "é"))
  }

  /// The empty pattern matches every string, as in ECMA-262 (ICU refused it as written).
  @Test func theEmptyPatternMatchesEverything() throws {
    let pattern = try #require(ECMAPattern(""))
    #expect(pattern.matches(""))
    #expect(pattern.matches("abc"))
    #expect(pattern.matchesByPCRE2("é"))
  }

  /// `\s`, `\S` and `.` mean ECMA-262's white space and line terminators on any text, with
  /// PCRE2 as with the automaton.
  @Test func whiteSpaceAndLineTerminatorsAreECMAs() throws {
    let space = try #require(ECMAPattern("^\\s$"))
    let nonSpace = try #require(ECMAPattern("^[\\S]$"))
    let any = try #require(ECMAPattern("^.$"))
    for text in [
      " ", "\t", "\n", "\u{0B}", "\u{0C}", "\r", "\u{A0}", "\u{FEFF}", "\u{2029}", "\u{2003}",
    ] {
      #expect(space.matches(text), "\(text.unicodeScalars.map(\.value))")
      #expect(!nonSpace.matches(text), "\(text.unicodeScalars.map(\.value))")
    }
    for text in ["\u{1}", "\u{85}", "\u{2013}", "a"] {
      #expect(!space.matches(text), "\(text.unicodeScalars.map(\.value))")
      #expect(nonSpace.matches(text), "\(text.unicodeScalars.map(\.value))")
    }
    for text in ["\u{0B}", "\u{0C}", "\u{85}", "a", "é"] {
      #expect(any.matches(text), "\(text.unicodeScalars.map(\.value))")
    }
    for text in ["\n", "\r", "\u{2028}", "\u{2029}"] {
      #expect(!any.matches(text), "\(text.unicodeScalars.map(\.value))")
    }
  }

  @Test func textBeyondASCIIGoesToPCRE2() throws {
    let pattern = try #require(ECMAPattern("^.$"))
    #expect(pattern.runsByAutomaton)
    #expect(pattern.matches("é"))
    #expect(!pattern.matches("👍🏽"))
  }

  /// The table made from the automaton gives the automaton's verdict; a pattern whose
  /// table would be too large runs step by step.
  @Test func theTableAgreesWithTheAutomaton() throws {
    for source in Self.patterns {
      let pattern = try #require(ASCIIPattern(source))
      #expect(pattern.runsByTable, "\(source)")
      for text in Self.texts {
        #expect(pattern.matches(text) == pattern.matchesStepByStep(text), "\(source) on \(text)")
      }
    }
    // Which of the last 12 characters was an `a` must be remembered: 2^13 states.
    let large = try #require(ECMAPattern("(a|b)*a(a|b){12}$"))
    #expect(large.runsByAutomaton)
    let automaton = try #require(ASCIIPattern("(a|b)*a(a|b){12}$"))
    #expect(!automaton.runsByTable)
    #expect(large.matches("ba" + String(repeating: "b", count: 12)))
    #expect(!large.matches("ab" + String(repeating: "b", count: 12)))
  }

  /// Random patterns of the plain kind and random texts: every verdict is PCRE2's.
  @Test func randomPatternsAgreeWithPCRE2() {
    let pieces = [
      "a", "b", "c", ".", "\\d", "\\w", "\\s", "[ab]", "[^a]", "[a-c]", "(", ")", "|", "*", "+",
      "?", "{2}", "{1,2}", "{0,}", "^", "$", "(?:", "-", "\\.",
    ]
    var state: UInt64 = 31
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33)
    }
    var checked = 0
    for _ in 0..<3_000 {
      var source = ""
      for _ in 0..<(next() % 8 + 1) { source += pieces[next() % pieces.count] }
      guard let pattern = ECMAPattern(source), pattern.runsByAutomaton else { continue }
      for _ in 0..<8 {
        var text = ""
        for _ in 0..<(next() % 6) { text += ["a", "b", "c", "1", " ", ".", "-", "\n"][next() % 8] }
        #expect(pattern.matches(text) == pattern.matchesByPCRE2(text), "\(source) on \(text)")
        let automaton = ASCIIPattern(source)
        #expect(automaton?.matchesStepByStep(text) == pattern.matches(text), "\(source) on \(text)")
        checked += 1
      }
    }
    #expect(checked > 2_000)
  }
}
