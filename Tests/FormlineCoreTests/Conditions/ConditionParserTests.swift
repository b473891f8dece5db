import Testing

@testable import FormlineCore

struct ConditionParserTests {
  /// Valid conditions and the references they report, as rendered paths.
  static let validCases: [(String, [String])] = [
    ("$a", ["a"]),
    ("$hasPets == true", ["hasPets"]),
    ("$name contains[c] 'hide'", ["name"]),
    ("$age >= 18 AND $country IN {'us','ca'}", ["age", "country"]),
    ("NOT ($plan == 'Free')", ["plan"]),
    ("NOT ($plan == 'Free') || $other.isHidden", ["plan", "other"]),
    ("$other.isHidden", ["other"]),
    ("$other.isDisabled || $x.value == 1", ["other", "x"]),
    ("$address.city == 'Paris'", ["address.city"]),
    ("$tags[0] == 'x'", ["tags[0]"]),
    ("$a.b[2].c.isHidden", ["a.b[2].c"]),
    ("$a == $b AND $b == $a", ["a", "b"]),
    ("$a.value == 1 AND $a.isHidden AND $a.isDisabled", ["a"]),
    ("$x IN {$y, 'z', $x}", ["x", "y"]),
    ("'a' IN $tags", ["tags"]),
    ("$n between {1, 5}", ["n"]),
    ("$n BETWEEN $range", ["n", "range"]),
    ("$a=1&&$b<>2||!$c", ["a", "b", "c"]),
    ("((($a)))", ["a"]),
    ("$a ==[cd] 'é' and $b !=[d] 'x'", ["a", "b"]),
    ("$a like 'J*n?'", ["a"]),
    ("$a MATCHES '[0-9]+'", ["a"]),
    ("$a == nil OR $a == NULL OR $a != Nil", ["a"]),
    ("$a > -1.5e3 AND $b < 2E+2", ["a", "b"]),
    ("$a =< 3 and $b => 4", ["a", "b"]),
    ("$first-name != \"\"", ["first-name"]),
    ("$value", ["value"]),
    ("not not $a", ["a"]),
    ("$a == 'it\\'s'", ["a"]),
    ("$café == 1", ["café"]),
    ("\t$a\n==\n1 ", ["a"]),
    ("true", []),
    ("YES", []),
    ("{1, 2}", []),
    ("$a contains [ c ] 'x'", ["a"]),
  ]

  @Test(arguments: validCases)
  func parsesAndReportsReferences(text: String, references: [String]) throws {
    let expression = try ConditionExpression.parse(text)
    #expect(expression.references.map(\.description) == references)
  }

  /// Invalid conditions: the exact offset and a fragment of the message.
  static let invalidCases: [(String, Int, String)] = [
    ("", 0, "empty condition"),
    ("   ", 0, "empty condition"),
    ("$a == ", 6, "expected a value after '=='"),
    ("$a ==", 5, "expected a value after '=='"),
    ("$a == == 1", 6, "expected a value after '==', found '=='"),
    ("$a IN", 5, "expected a value after 'IN'"),
    ("$a == 1 2", 8, "expected AND, OR or the end, found '2'"),
    ("$a 'x'", 3, "expected an operator, AND, OR or the end, found 'x'"),
    ("$a == 1 NOT $b", 8, "expected AND, OR or the end, found 'NOT'"),
    ("($a == 1", 8, "expected ')' to close '(' at 0"),
    ("$x AND ($a == 1 $b", 16, "expected ')' to close '(' at 7, found '$b'"),
    ("$a == 1)", 7, "unmatched ')'"),
    ("$a == 'abc", 6, "unterminated string"),
    ("$a == 'x", 6, "unterminated string"),
    ("$a == \"abc\\\"", 6, "unterminated string"),
    ("$a @ 1", 3, "unexpected character '@'"),
    ("$a & $b", 3, "did you mean '&&'?"),
    ("$a | $b", 3, "did you mean '||'?"),
    ("$a == - 1", 6, "unexpected character '-'"),
    ("$a == \u{7}", 6, "unexpected character U+0007"),
    ("$a foo 1", 3, "unknown keyword 'foo'"),
    ("foo == 1", 0, "unknown keyword 'foo'; field references start with '$'"),
    ("$a == 1 bar", 8, "unknown keyword 'bar'"),
    ("$a == bar", 6, "unknown keyword 'bar'"),
    ("$a AND", 6, "expected a condition after 'AND'"),
    ("$a and", 6, "expected a condition after 'and'"),
    ("$a || ", 6, "expected a condition after '||'"),
    ("$a == 1 AND AND", 12, "expected a condition after 'AND'"),
    ("NOT", 3, "expected a condition after 'NOT'"),
    ("!", 1, "expected a condition after '!'"),
    ("()", 1, "expected a condition after '(', found ')'"),
    (")", 0, "expected a condition, found ')'"),
    ("$ == 1", 1, "expected a field name after '$'"),
    ("$a. == 1", 3, "expected a field name after '.'"),
    ("$tags[0 == 1", 7, "expected ']' after the index"),
    ("$a matches '('", 11, "invalid regular expression '('"),
    ("$a matches[c] \"[a-\"", 14, "invalid regular expression \"[a-\""),
    ("$a < [c] 1", 5, "'<' takes no modifiers"),
    ("$a ==[x] 'a'", 6, "unknown modifier 'x'; expected c, d or cd"),
    ("$a ==[cx] 'a'", 7, "unknown modifier 'x'"),
    ("$a ==[c 'a'", 8, "expected ']' to close '[' at 5"),
    ("$a ==[] 'a'", 6, "expected c, d or cd after '['"),
    ("$a IN {1, 2", 11, "expected ',' or '}' to close '{' at 6"),
    ("$a IN {1 2}", 9, "expected ',' or '}' to close '{' at 6, found '2'"),
    ("$a IN {1,}", 9, "expected a value after ','"),
    ("$a IN {{1}}", 7, "sets cannot be nested"),
    ("$a between 1", 11, "expected two values after 'between', like {1, 5}"),
    ("$a BETWEEN {1, 2, 3}", 11, "expected two values after 'BETWEEN'"),
    ("$a == 1.x", 8, "expected a digit after '.'"),
    ("$a == 12abc", 8, "unexpected character 'a' after a number"),
    ("$a == 1e999", 6, "number out of range"),
    ("$tags[99999999999999999999] == 1", 6, "index too large"),
    // Offsets count Unicode scalars: the emoji with its skin tone is two.
    ("'👍🏽' == $a $b", 11, "found '$b'"),
    ("'e\u{301}' == 1 2", 10, "found '2'"),
  ]

  @Test(arguments: invalidCases)
  func rejectsWithOffset(text: String, offset: Int, fragment: String) {
    #expect {
      try ConditionExpression.parse(text)
    } throws: { error in
      guard let error = error as? ConditionError else { return false }
      return error.offset == offset && error.message.contains(fragment)
    }
  }

  @Test func reportsTheWholeMessage() {
    #expect(throws: ConditionError(message: "expected ')' to close '(' at 6", offset: 14)) {
      try ConditionExpression.parse("$a OR ($b == 1")
    }
    #expect(throws: ConditionError(message: "expected a value after '=='", offset: 6)) {
      try ConditionExpression.parse("$a == ")
    }
  }

  /// Hostile nesting is an error at the 65th level, not a stack overflow.
  @Test(arguments: [
    (String(repeating: "(", count: 10_000), 64),
    (String(repeating: "!", count: 10_000) + "$a", 64),
    (String(repeating: "NOT ", count: 100) + "$a", 256),
    (String(repeating: "(", count: 65) + "$a" + String(repeating: ")", count: 65), 64),
  ])
  func rejectsDeepNesting(text: String, offset: Int) {
    #expect(throws: ConditionError(message: "nesting too deep", offset: offset)) {
      try ConditionExpression.parse(text)
    }
  }

  @Test func acceptsNestingUpToTheLimit() throws {
    let text = String(repeating: "(", count: 64) + "$a" + String(repeating: ")", count: 64)
    #expect(try ConditionExpression.parse(text).references.map(\.description) == ["a"])
  }

  /// Long AND/OR chains stay flat, so they parse, hash and evaluate without deep recursion.
  @Test func handlesLongChains() throws {
    let text = Array(repeating: "$a == 1", count: 10_000).joined(separator: " AND ")
    let expression = try ConditionExpression.parse(text)
    #expect(expression.references.map(\.description) == ["a"])
    #expect(expression.evaluate(in: DictionaryContext(["a": .integer(1)])))
    #expect(!expression.evaluate(in: DictionaryContext(["a": .integer(2)])))
    #expect(expression == (try ConditionExpression.parse(text)))
  }

  @Test func equalTextsGiveEqualExpressions() throws {
    let first = try ConditionExpression.parse("$a == 1 AND $b contains[c] 'x'")
    let second = try ConditionExpression.parse("$a = 1 && $b CONTAINS[C] \"x\"")
    let different = try ConditionExpression.parse("$a == 2 AND $b contains[c] 'x'")
    #expect(first == second)
    #expect(first != different)
  }

  /// Random token soup never traps, and every error points inside the text.
  @Test func neverTrapsOnNoise() {
    let pieces = [
      "$a", "$b.c", "$t[0]", "(", ")", "{", "}", ",", "[c]", "[", "]", "==", "=", "!=", "<>",
      "<", ">=", "AND", "or", "!", "NOT", "contains", "like", "matches", "IN", "between", "'x'",
      "\"(\"", "'", "1", "-2.5", "nil", "YES", "foo", "&", "|", "@", ".", "$", " ", "é",
    ]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    var errors = 0
    for _ in 0..<3_000 {
      var text = ""
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      for _ in 0..<Int(state >> 60) + 1 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        text += pieces[Int(state >> 33) % pieces.count] + (state & 1 == 0 ? " " : "")
      }
      do {
        let expression = try ConditionExpression.parse(text)
        _ = expression.evaluate(in: DictionaryContext(["a": .string("x")]))
      } catch {
        errors += 1
        #expect((0...text.unicodeScalars.count).contains(error.offset), "\(text)")
        #expect(!error.message.isEmpty)
      }
    }
    #expect(errors > 0)
  }
}
