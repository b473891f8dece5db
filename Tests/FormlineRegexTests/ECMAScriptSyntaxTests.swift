import Testing

@testable import FormlineRegex

/// Each rewrite of ECMA-262 syntax into PCRE2's, checked by what the compiled pattern
/// matches (the pattern is not anchored unless it says so).
@Suite struct ECMAScriptSyntaxTests {
  static let cases: [(pattern: String, text: String, matches: Bool)] = [
    // `\d`, `\w`, `\b` are ASCII.
    ("^\\d$", "7", true), ("^\\d$", "٣", false), ("^\\D$", "٣", true),
    ("^\\w+$", "abc_1", true), ("^\\w$", "é", false), ("^\\W$", "é", true),
    ("\\bé", "é", false), ("\\ba", "xa", false), ("\\ba", " a", true), ("a\\b", "a", true),
    ("x\\By", "xy", true), ("é\\B", "é", true), ("^[\\d]+$", "12", true),
    ("^[\\w-]+$", "a-b", true), ("^[\\W]$", "é", true), ("^[\\D]$", "a", true),
    // `\s` is ECMA-262's white space and line terminators, U+FEFF in, U+0085 out.
    ("^\\s$", "\u{FEFF}", true), ("^\\s$", "\u{85}", false), ("^\\s$", "\u{3000}", true),
    ("^\\s$", "\u{0B}", true), ("^\\S$", "\u{85}", true), ("^[\\s]$", "\u{FEFF}", true),
    // `\S` inside a class, written out.
    ("^[\\S]$", "a", true), ("^[\\S]$", " ", false), ("^[a\\S]$", "\u{FEFF}", false),
    ("^[^\\S]$", "\u{2028}", true), ("^[^\\S]$", "x", false),
    // `.` stops at ECMA-262's line terminators only.
    ("^.$", "\n", false), ("^.$", "\r", false), ("^.$", "\u{2028}", false),
    ("^.$", "\u{0B}", true), ("^.$", "\u{85}", true), ("^.$", "😀", true),
    // `$` is the end of the text, with no final-newline leniency.
    ("^a$", "a\n", false), ("a$", "a", true), ("^a$", "a\r", false),
    // Annex B: a lone `{`, `}` or `]` is a literal.
    ("^a{$", "a{", true), ("^a{1$", "a{1", true), ("^a{,2}$", "a{,2}", true),
    ("^}$", "}", true), ("^]$", "]", true), ("^a{2}$", "aa", true), ("^a{2,}$", "aaa", true),
    ("^a{1,2}$", "aaa", false), ("^x{2}}$", "xx}", true),
    // `[]` matches nothing, `[^]` anything.
    ("[]", "a", false), ("[]", "", false), ("^[^]$", "\n", true), ("^[^]$", "😀", true),
    ("a[]?b", "ab", true),
    // A `[` inside a class is a literal, not POSIX syntax.
    ("^[[:a]+$", "[:a", true), ("^[[]$", "[", true),
    // `\u{…}`, `\uXXXX`, surrogate pairs joined, lone surrogates match nothing.
    ("^\\u{E9}$", "é", true), ("^\\u00e9$", "é", true), ("^\\uD83D\\uDE00$", "😀", true),
    ("\\uD83D", "😀", false), ("^[\\uD83D\\uDE00]$", "😀", true), ("^\\x41$", "A", true),
    ("^[\\u0061-\\u0063]+$", "abc", true), ("^\\u{1F600}+$", "😀😀", true),
    // `\v` is the vertical tab, `\b` in a class a backspace, `\cJ` a line feed.
    ("^\\v$", "\u{0B}", true), ("^\\v$", "\n", false), ("^[\\b]$", "\u{08}", true),
    ("^\\cJ$", "\n", true), ("^\\t\\n\\r\\f$", "\t\n\r\u{0C}", true), ("^\\0$", "\u{0}", true),
    // Properties in ECMA-262's names.
    ("^\\p{L}$", "é", true), ("^\\p{Letter}$", "é", true), ("^\\p{Lu}$", "É", true),
    ("^\\p{Uppercase_Letter}$", "é", false), ("^\\P{Uppercase_Letter}$", "é", true),
    ("^\\p{gc=Lu}$", "A", true), ("^\\p{General_Category=Decimal_Number}$", "٣", true),
    ("^\\p{Script=Greek}$", "α", true), ("^\\p{sc=Latin}$", "α", false),
    ("^\\p{scx=Greek}$", "α", true), ("^\\p{Script_Extensions=Latin}$", "a", true),
    ("^\\p{Assigned}$", "a", true), ("^\\p{Assigned}$", "\u{378}", false),
    ("^\\P{Assigned}$", "\u{378}", true), ("^[\\p{Assigned}]$", "a", true),
    ("^\\p{Any}$", "\u{378}", true), ("^\\p{ASCII}+$", "az~", true), ("^\\p{ASCII}$", "é", false),
    ("^\\p{Emoji_Presentation}$", "😀", true), ("^\\p{White_Space}$", " ", true),
    ("^[\\p{L}\\p{Nd}]+$", "é1", true), ("^\\p{Cased_Letter}$", "a", true),
    // Groups, look-arounds, back-references and flags ECMA-262 and ICU have.
    ("^(?<y>\\d+)-\\k<y>$", "1-1", true), ("^(a)\\1$", "aa", true), ("(?<=a)b", "ab", true),
    ("(?<!a)b", "ab", false), ("a(?=b)", "ab", true), ("a(?!b)", "ab", false),
    ("^(?:ab)+$", "abab", true), ("(?i)^abc$", "ABC", true), ("^a(?#note)b$", "ab", true),
    ("^a(?#[)b$", "ab", true),
    // ICU's `\Q…\E`, whose contents are literals.
    ("^\\Q.$[\\E$", ".$[", true), ("^\\Q.$", ".$", true),
    // Escaped punctuation is a literal.
    ("^\\.\\/\\-\\$\\{\\}$", "./-${}", true), ("^\\^$", "^", true),
  ]

  @Test func eachRewriteMeansWhatECMA262Says() throws {
    for (pattern, text, expected) in Self.cases {
      let regex = try CompiledRegex(ecmaScript: pattern)
      #expect(
        regex.matches(text) == .finished(expected),
        "\(pattern) on \(text.debugDescription) in PCRE2 as \(regex.translated.pcre2)")
    }
  }

  @Test func theRewrittenTextOfAPlainPattern() throws {
    #expect(
      try ECMAScriptSyntax.translate("^\\d+$").pcre2 == "^[\\x{30}-\\x{39}]+\\z")
    #expect(try ECMAScriptSyntax.translate("a{2}b{").pcre2 == "a{2}b\\{")
    #expect(try ECMAScriptSyntax.translate("[^]").pcre2 == "[\\x{0}-\\x{10FFFF}]")
  }

  // PCRE2 tells an unknown property after its name: offset 8, the end of `\p{Nope}`.
  @Test(arguments: [
    ("(?R)", 0), ("a(?1)", 1), ("(*FAIL)", 0), ("(?|a)", 0), ("(?C1)", 0), ("(?P<n>a)", 0),
    ("\\K", 0), ("a\\C", 1), ("\\g1", 0), ("\\N", 0), ("\\o{1}", 0), ("\\p{Nope}", 8),
    ("\\p{gc=}", 0), ("\\p{xx=L}", 0), ("\\pL", 0), ("\\u12", 0), ("\\u{110000}", 0),
    ("\\u{}", 0), ("\\c1", 0), ("ab\\", 2), ("(?w)a", 0),
  ])
  func refusesWhatECMA262AndICURefuse(pattern: String, offset: Int) {
    #expect {
      try CompiledRegex(ecmaScript: pattern)
    } throws: { error in
      (error as? RegexCompileError)?.offset == offset
    }
  }

  /// A form's `pattern` must match the whole text, trying the other alternatives when one
  /// ends early; a `MATCHES[c]` condition matches letters in either case.
  @Test func wholeTextAndIgnoreCase() throws {
    let whole = try CompiledRegex(ecmaScript: "a|ab", ignoreCase: false, wholeText: true)
    #expect(whole.matches("ab") == .finished(true))
    #expect(whole.matches("abc") == .finished(false))
    #expect(whole.matches("xab") == .finished(false))
    let commented = try CompiledRegex(
      ecmaScript: "(?x) a b # a comment", ignoreCase: false, wholeText: true)
    #expect(commented.matches("ab") == .finished(true))
    #expect(commented.matches("abc") == .finished(false))
    let caseless = try CompiledRegex(ecmaScript: "[a-z]+", ignoreCase: true, wholeText: false)
    #expect(caseless.matches("ÀBC") == .finished(true))
    #expect(try CompiledRegex(ecmaScript: "^[a-z]+$").matches("ABC") == .finished(false))
  }
}
