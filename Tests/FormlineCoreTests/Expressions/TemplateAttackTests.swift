import Foundation
import OrderedCollections
import Testing

@testable import FormlineCore

/// Hostile templates end in a message at the offending offset.
///
/// Never in a trap, a stack overflow or a runaway allocation. Each of these crashed or exhausted memory before.
struct TemplateAttackTests {
  static func render(_ source: String, _ variables: ObjectMembers = [:])
    throws -> String
  {
    try Template.parse(source).render(
      in: TemplateContext(
        variables: variables, now: Date(timeIntervalSince1970: 0),
        timeZone: .utc))
  }

  /// The error `source` gives, parsing or rendering.
  static func failure(_ source: String, _ variables: ObjectMembers = [:])
    -> ExpressionError?
  {
    do {
      _ = try render(source, variables)
      return nil
    } catch {
      return error as? ExpressionError
    }
  }

  // MARK: 64-bit integers

  /// What Python 3 prints for each (`//` and `%` round toward negative infinity).
  static let arithmetic: [(String, String)] = [
    ("{{ 9223372036854775807 // 1 }}", "9223372036854775807"),
    ("{{ 9223372036854775807 % 2 }}", "1"),
    ("{{ (-9223372036854775807 - 1) // 1 }}", "-9223372036854775808"),
    ("{{ (-9223372036854775807 - 1) % -1 }}", "0"),
    ("{{ (-9223372036854775807 - 1) % 3 }}", "1"),
    ("{{ 9223372036854775807 // -2 }}", "-4611686018427387904"),
    ("{{ 7 // -2 }} {{ 7 % -3 }} {{ -7 % -3 }} {{ -7 // -2 }}", "-4 -2 -1 3"),
    (
      "{{ 2 ** 62 }} {{ (-2) ** 63 }} {{ 3 ** 39 }}",
      "4611686018427387904 -9223372036854775808 4052555153018976267"
    ),
    ("{{ 2 ** -1 }} {{ 1 ** 9223372036854775807 }}", "0.5 1"),
    ("{{ 7.5 // 2 }} {{ -7.5 % 2 }}", "3.0 0.5"),
  ]

  @Test(arguments: arithmetic)
  func integerArithmeticIsPythons(template: String, expected: String) throws {
    #expect(try Self.render(template) == expected)
  }

  @Test func anAnswerAtTheLargestIntegerDoesNotTrap() throws {
    let text = try Self.render(
      "{{ cookiecutter.port|int % 2 == 0 }}", ["port": .string("9223372036854775807")])
    #expect(text == "False")
  }

  @Test(arguments: [
    ("{{ (-9223372036854775807 - 1) // -1 }}", 30),
    ("{{ 9223372036854775807 + 1 }}", 23),
    ("{{ 2 ** 63 }}", 5),
    ("{{ -(-9223372036854775807 - 1) }}", 3),
    ("{{ 4611686018427387904 * 2 }}", 23),
  ])
  func overflowIsTooLargeAtTheOperator(template: String, offset: Int) throws {
    let error = try #require(Self.failure(template))
    #expect(error.kind == .evaluation)
    #expect(error.message.contains("too large"), "\(error.message)")
    #expect(error.offset == offset)
  }

  @Test func anIntegerLiteralBeyond64BitsIsNamed() throws {
    let error = try #require(Self.failure("{{ 9223372036854775808 }}"))
    #expect(
      error.message
        == "the integer 9223372036854775808 is too large (integers are limited to 64 bits)")
    #expect(error.offset == 3)
  }

  // MARK: truncate

  @Test func truncateTakesAnyLength() throws {
    #expect(try Self.render("{{ 'ab' | truncate(9223372036854775807) }}") == "ab")
    #expect(
      try Self.render("{{ 'ab cd' | truncate(3, true, '.', 9223372036854775807) }}") == "ab cd")
  }

  @Test func aNegativeLeewayIsRefusedAsJinjaDoes() throws {
    let error = try #require(Self.failure("{{ 'ab' | truncate(10, false, '...', -100) }}"))
    #expect(error.message == "expected leeway >= 0, got -100")
    #expect(error.offset == 10)
  }

  // MARK: Nesting

  @Test(arguments: [
    String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000),
    String(repeating: "not ", count: 100_000) + "1",
    String(repeating: "- ", count: 100_000) + "1",
    String(repeating: "[", count: 100_000) + "1" + String(repeating: "]", count: 100_000),
    String(repeating: "1 if 1 else ", count: 100_000) + "1",
    String(repeating: "{'a': ", count: 100_000) + "1" + String(repeating: "}", count: 100_000),
  ])
  func deepNestingIsRefusedAtItsOffset(expression: String) throws {
    let error = try #require(Self.failure("{{ " + expression + " }}"))
    #expect(error.kind == .syntax)
    #expect(error.message == "nested more than 100 levels deep")
    #expect(error.offset > 3 && error.offset < 3 + expression.unicodeScalars.count)
  }

  @Test func nestingUpToTheLimitRenders() throws {
    let expression = String(repeating: "(", count: 99) + "1" + String(repeating: ")", count: 99)
    #expect(try Self.render("{{ " + expression + " }}") == "1")
    #expect(try Self.render("{{ " + String(repeating: "not ", count: 98) + "1 }}") == "True")
  }

  @Test func deeplyNestedIfBlocksAreRefused() throws {
    let source =
      String(repeating: "{% if 1 %}", count: 20_000) + "x"
      + String(repeating: "{% endif %}", count: 20_000)
    let error = try #require(Self.failure(source))
    #expect(error.message == "nested more than 100 levels deep")
    let fine =
      String(repeating: "{% if 1 %}", count: 50) + "x" + String(repeating: "{% endif %}", count: 50)
    #expect(try Self.render(fine) == "x")
  }

  @Test func longFlatChainsRender() throws {
    let count = 100_000
    #expect(try Self.render("{{ 1" + String(repeating: " + 1", count: count) + " }}") == "100001")
    #expect(try Self.render("{{ 'A'" + String(repeating: " | lower", count: count) + " }}") == "a")
    #expect(try Self.render("{{ 'A'" + String(repeating: ".lower()", count: count) + " }}") == "a")
    #expect(try Self.render("{{ 'a'" + String(repeating: "[0]", count: count) + " }}") == "a")
    #expect(
      try Self.render(
        "{{ x" + String(repeating: " ~ x", count: count) + " | length }}", ["x": .string("")])
        == "0")
    #expect(
      try Self.render("{{ 0" + String(repeating: " or 0", count: count) + " or 'y' }}") == "y")
    let tags = String(repeating: "{{ 'a' }}", count: count)
    #expect(try Self.render(tags).count == count)
  }

  @Test func comparisonsChainAsInPython() throws {
    #expect(
      try Self.render("{{ 3 > 2 > 1 }} {{ 1 < 3 < 2 }} {{ 1 < 2 <= 2 == 2 }}") == "True False True")
    // A false comparison leaves the rest unevaluated, as Python's `and` does.
    #expect(try Self.render("{{ 2 < 1 < missing }}") == "False")
  }

  // MARK: Size budget

  @Test func repeatingPastTheBudgetIsRefusedBeforeAllocating() throws {
    let error = try #require(Self.failure("{{ ((\"a\" * 10000) * 10000) * 10000 }}"))
    #expect(error.kind == .evaluation)
    #expect(error.message == "the result would be larger than 1 MiB (1048576 bytes)")
    #expect(error.offset == 18)
  }

  @Test func repeatingIsNotCutShort() throws {
    #expect(
      try Self.render("{{ ('a' * 20000) | length }} {{ 2 * 'ab' }} {{ [1] * 3 }} {{ 'x' * -1 }}")
        == "20000 abab [1, 1, 1] ")
  }

  /// Found by FuzzConvert: nothing repeated 2^63 times passed the size budget (its result
  /// is empty) and looped that long.
  @Test func repeatingNothingAnyNumberOfTimesIsNothingAtOnce() throws {
    let most = "9223372036854775807"
    let source =
      "{{ \(most) * '' }}|{{ '' * \(most) }}|{{ [] * \(most) }}|{{ \(most) * missing }}"
      + "|{{ 'ab' * 0 }}|{{ [1] * 0 }}"
    #expect(try Self.render(source, ["missing": .string("")]) == "||[]|||[]")
  }

  @Test func doublingThroughDefaultsStopsAtTheBudget() throws {
    var value = "ab"
    var doublings = 0
    while true {
      do {
        value = try Self.render("{{ x ~ x }}", ["x": .string(value)])
        doublings += 1
      } catch let error as ExpressionError {
        #expect(error.message.contains("larger than 1 MiB"))
        break
      }
    }
    #expect(doublings == 19)
  }

  @Test func replacingTheEmptyStringIsBudgeted() throws {
    let text = String(repeating: "a", count: 10_000)
    let error = try #require(
      Self.failure("{{ t.replace('', 'b' * 10000) }}", ["t": .string(text)]))
    #expect(error.message.contains("larger than 1 MiB"))
    #expect(error.offset == 5)
    let filter = try #require(
      Self.failure("{{ t | replace('a', 'b' * 10000) }}", ["t": .string(text)]))
    #expect(filter.message.contains("larger than 1 MiB"))
    #expect(try Self.render("{{ 'abc'.replace('', '-') }}") == "-a-b-c-")
    #expect(try Self.render("{{ 'aXa' | replace('a', 'yy') }}") == "yyXyy")
  }

  @Test func joiningIsBudgeted() throws {
    let items = AnswerValue.array(Array(repeating: .string("x"), count: 1000))
    let error = try #require(
      Self.failure("{{ items | join('s' * 2000) }}", ["items": items]))
    #expect(error.message.contains("larger than 1 MiB"))
    #expect(try Self.render("{{ items | join('') | length }}", ["items": items]) == "1000")
  }

  @Test func aTemplatesWholeTextIsBudgeted() throws {
    let big = String(repeating: "a", count: 600_000)
    let error = try #require(Self.failure("{{ x }}{{ x }}", ["x": .string(big)]))
    #expect(error.message == "the template's text would be larger than 1 MiB (1048576 bytes)")
    #expect(error.offset == 10)
  }
}
