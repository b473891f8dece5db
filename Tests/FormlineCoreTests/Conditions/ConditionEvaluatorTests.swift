import Testing

@testable import FormlineCore

/// A condition context backed by a dictionary of paths and sets of hidden and disabled paths.
struct DictionaryContext: ConditionContext {
  var values: [FieldPath: AnswerValue]
  var hidden: Set<FieldPath>
  var disabled: Set<FieldPath>

  init(_ values: [String: AnswerValue], hidden: [String] = [], disabled: [String] = []) {
    self.values = Dictionary(uniqueKeysWithValues: values.map { (Self.path($0.key), $0.value) })
    self.hidden = Set(hidden.map(Self.path))
    self.disabled = Set(disabled.map(Self.path))
  }

  func value(at path: FieldPath) -> AnswerValue? { values[path] }
  func isHidden(_ path: FieldPath) -> Bool { hidden.contains(path) }
  func isDisabled(_ path: FieldPath) -> Bool { disabled.contains(path) }

  private static func path(_ text: String) -> FieldPath {
    FieldPath(parsing: text) ?? FieldPath([.key(text)])
  }
}

struct ConditionEvaluatorTests {
  static let context = DictionaryContext(
    [
      "name": .string("Hide me"), "plan": .string("Free"), "age": .integer(30),
      "height": .number(1.75), "zero": .integer(0), "score": .number(7.5),
      "hasPets": .bool(true), "noPets": .bool(false), "country": .string("us"),
      "address.city": .string("Paris"), "address.zip": .string("75001"),
      "tags": .array([.string("swift"), .string("linux"), .integer(3)]),
      "tags[0]": .string("swift"), "tags[1]": .string("linux"), "emptyTags": .array([]),
      "empty": .string(""), "nothing": .null, "numericString": .string("42"),
      "word": .string("abc"), "accented": .string("Crème Brûlée"),
      "decomposed": .string("Cre\u{300}me"), "email": .string("ann@example.com"),
      "star": .string("a*b"), "pattern": .string("a.c"), "badPattern": .string("("),
      "lineEnd": .string("abc\n"), "manyA": .string(String(repeating: "a", count: 60) + "!"),
      "range": .array([.integer(1), .integer(100)]), "date": .string("2024-06-30"),
      "quote": .string("it's"), "neg": .integer(-5), "big": .integer(2000),
    ],
    hidden: ["secret", "address.zip"],
    disabled: ["plan"]
  )

  static let equalityCases: [(String, Bool)] = [
    ("$plan == 'Free'", true), ("$plan = 'Free'", true), ("$plan == 'free'", false),
    ("$plan ==[c] 'free'", true), ("$plan != 'Free'", false), ("$plan <> 'Paid'", true),
    ("$plan !=[c] 'FREE'", false), ("$age == 30", true), ("$age == 30.0", true),
    ("$height == 1.75", true), ("$age == '30'", true), ("$numericString == 42", true),
    ("$numericString == 42.0", true), ("$word == 1", false), ("$word != 1", true),
    ("$hasPets == true", true), ("$hasPets == YES", true), ("$hasPets == TRUE", true),
    ("$noPets == false", true), ("$noPets == NO", true), ("$hasPets == 1", true),
    // A boolean against a number is 1 or 0, as an NSNumber in NSPredicate (XLForm's example
    // hides a section with `$switch == 1`); numeric strings do not take part.
    ("$noPets == 0", true), ("$noPets != 0", false), ("$hasPets != 0", true),
    ("$noPets == 1", false), ("1 == $hasPets", true), ("$hasPets > 0", true),
    ("$hasPets == 2", false), ("$hasPets == 1.0", true), ("$hasPets == '1'", false),
    ("$hasPets == 'true'", false), ("$nothing == nil", true), ("$missing == nil", true),
    ("$missing == null", true), ("$empty == nil", false), ("$empty == ''", true),
    ("$age != nil", true), ("$missing != nil", false), ("nil == nil", true),
    ("$accented ==[d] 'Creme Brulee'", true), ("$accented ==[d] 'creme brulee'", false),
    ("$accented ==[cd] 'CREME BRULEE'", true), ("$accented == 'Crème Brûlée'", true),
    ("$decomposed == 'Crème'", true), ("$tags == {'swift', 'linux', 3}", true),
    ("$tags == {'swift'}", false), ("$emptyTags == {}", true), ("'a' == \"a\"", true),
    ("$quote == 'it\\'s'", true), ("$quote == \"it's\"", true), ("$neg == -5", true),
  ]

  static let orderingCases: [(String, Bool)] = [
    ("$age > 18", true), ("$age >= 30", true), ("$age < 30", false), ("$age <= 30", true),
    ("$age > 29.5", true), ("$height < 2", true), ("$age > '18'", true),
    ("$numericString < 100", true), ("$word < 'abd'", true), ("$word > 'ab'", true),
    ("$word > 1", false), ("$word < 1", false), ("$nothing < 1", false),
    ("$missing > 0", false), ("$missing <= 0", false), ("$nothing >= nil", false),
    ("$hasPets > false", false), ("$age =< 30", true), ("$age => 31", false),
    ("$zero < -1", false), ("$zero > -1", true), ("$score >= 7.5", true),
    ("$date > '2024-01-01'", true), ("$neg < -4.5", true), ("$big > 1e3", true),
    ("$age > $zero", true), ("$tags > 1", false),
    ("$age BETWEEN {18, 65}", true), ("$age between {31, 65}", false),
    ("$age between {30, 30}", true), ("$height between {1.5, 2}", true),
    ("$word between {1, 5}", false), ("$age between $range", true),
    ("$age between $word", false),
  ]

  static let stringsCases: [(String, Bool)] = [
    ("$name contains 'me'", true), ("$name contains 'hide'", false),
    ("$name contains[c] 'hide'", true), ("$name contains ''", true),
    ("$name beginswith 'Hide'", true), ("$name BEGINSWITH[c] 'hide'", true),
    ("$name endswith 'me'", true), ("$name ENDSWITH 'Me'", false),
    ("$name endsWith[c] 'ME'", true), ("$accented contains[d] 'Brul'", true),
    ("$tags contains 'swift'", true), ("$tags contains 'Swift'", false),
    ("$tags contains[c] 'Swift'", true), ("$tags contains 3", true),
    ("$tags contains '3'", true), ("$emptyTags contains 'x'", false),
    ("$age contains '3'", false), ("$missing contains 'a'", false),
    ("$age beginswith 3", false), ("$email like '*@example.com'", true),
    ("$email like 'ann@*'", true), ("$email like 'a?n@*.com'", true),
    ("$email like 'ann'", false), ("$email like '*EXAMPLE*'", false),
    ("$email like[c] '*EXAMPLE*'", true), ("$star like 'a\\*b'", true),
    ("$word like 'a\\*c'", false), ("$word like '???'", true), ("$word like '??'", false),
    ("$word like '*'", true), ("$empty like '*'", true), ("$word like 'a**c*'", true),
    ("$email matches '[a-z]+@[a-z]+\\\\.com'", true), ("$email matches 'ann'", false),
    ("$word matches 'a|abc'", true), ("$word matches 'ABC'", false),
    ("$word matches[c] 'ABC'", true), ("$numericString matches '\\d+'", true),
    ("$age matches '30'", false), ("$word matches $pattern", true),
    ("$word matches $badPattern", false), ("$accented matches[d] 'Creme.*'", true),
    ("$word matches '(?x) a b c # letters'", true),
    ("$word matches '(?x) a b # letters'", false),
    ("$lineEnd matches '[a-z]+'", false), ("$lineEnd matches '^[a-z]+$'", false),
    ("$manyA matches '(a+)+'", false), ("$manyA matches '(a+)+!'", true),
    ("$country IN {'us', 'ca'}", true), ("$country in {'fr', 'de'}", false),
    ("$country IN[c] {'US'}", true), ("$age IN {18, 30}", true), ("$age IN {'30'}", true),
    ("'swift' IN $tags", true), ("'go' IN $tags", false), ("$missing IN {nil, 'x'}", true),
    ("$country IN {}", false), ("'me' IN $name", true), ("$country IN $address.city", false),
    ("$age IN $age", false),
  ]

  static let logicCases: [(String, Bool)] = [
    ("$hasPets AND $age > 18", true), ("$hasPets && $noPets", false),
    ("$noPets OR $age > 18", true), ("$noPets || $zero", false), ("NOT $noPets", true),
    ("!$hasPets", false), ("NOT $hasPets OR $hasPets", true),
    ("$noPets AND $noPets OR $hasPets", true), ("$hasPets OR $noPets AND $noPets", true),
    ("($hasPets OR $noPets) AND $noPets", false), ("NOT ($plan == 'Free')", false),
    ("NOT ($hasPets AND $noPets)", true), ("!!$hasPets", true), ("not NOT $noPets", false),
    ("$hasPets and not $noPets and $age == 30", true), ("$hasPets", true),
    ("$noPets", false), ("$age", true), ("$zero", false), ("$name", true), ("$empty", false),
    ("$tags", true), ("$emptyTags", false), ("$nothing", false), ("$missing", false),
    ("true", true), ("NO", false), ("$score", true), ("{}", false), ("{nil}", true),
    ("$secret.isHidden", true), ("$plan.isHidden", false), ("$plan.isDisabled", true),
    ("$address.zip.isHidden", true), ("$address.zip.isHidden == YES", true),
    ("NOT $secret.isHidden", false), ("$plan.value == 'Free'", true),
    ("$address.city == 'Paris'", true), ("$address.city beginswith 'Par'", true),
    ("$address.zip == 75001", true), ("$tags[0] == 'swift'", true),
    ("$tags[1] == 'swift'", false), ("$plan == $plan", true), ("$word == $name", false),
  ]

  @Test(arguments: equalityCases)
  func equality(text: String, expected: Bool) throws {
    #expect(try ConditionExpression.parse(text).evaluate(in: Self.context) == expected)
  }

  @Test(arguments: orderingCases)
  func ordering(text: String, expected: Bool) throws {
    #expect(try ConditionExpression.parse(text).evaluate(in: Self.context) == expected)
  }

  @Test(arguments: stringsCases)
  func stringOperators(text: String, expected: Bool) throws {
    #expect(try ConditionExpression.parse(text).evaluate(in: Self.context) == expected)
  }

  @Test(arguments: logicCases)
  func logicTruthinessAndState(text: String, expected: Bool) throws {
    #expect(try ConditionExpression.parse(text).evaluate(in: Self.context) == expected)
  }

  /// The same condition follows the answers as they change, as a fill session re-evaluates.
  @Test func followsChangingAnswers() throws {
    let expression = try ConditionExpression.parse("$age >= 18 AND $country IN {'us','ca'}")
    #expect(
      expression.evaluate(in: DictionaryContext(["age": .integer(20), "country": .string("ca")])))
    #expect(
      !expression.evaluate(in: DictionaryContext(["age": .integer(17), "country": .string("ca")])))
    #expect(
      !expression.evaluate(in: DictionaryContext(["age": .integer(20), "country": .string("fr")])))
    #expect(!expression.evaluate(in: DictionaryContext([:])))
  }
}
