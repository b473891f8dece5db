import OrderedCollections
import Testing

@testable import FormlineCore

/// What the evaluator reports: every error with its instance location, keyword location
/// (`$ref`s included) and message.
struct SchemaErrorsTests {
  private func compile(_ json: String) throws -> CompiledSchema {
    try CompiledSchema(JSONParser.parse(json, file: "s.json").answerValue)
  }

  private func value(_ json: String) throws -> AnswerValue {
    try JSONParser.parse(json, file: "i.json").answerValue
  }

  @Test func everyErrorHasItsPlaces() throws {
    let schema = try compile(
      ##"{"properties": {"tags": {"items": {"$ref": "#/$defs/tag"}}, "n": {"maximum": 3}},"##
        + #" "required": ["name"], "$defs": {"tag": {"type": "string", "maxLength": 2}}}"#)
    let errors = try schema.errors(in: value(#"{"tags": ["ok", 5, "long"], "n": 4}"#))
    #expect(
      errors.map { "\($0.instanceLocation) \($0.keywordLocation) \($0.message)" } == [
        " /required 'name' is required",
        "/tags/1 /properties/tags/items/$ref/type expected string, got integer",
        "/tags/2 /properties/tags/items/$ref/maxLength is longer than 2 characters",
        "/n /properties/n/maximum 4 is greater than the maximum 3",
      ])
  }

  @Test func aPatternThatIsNoPatternRefusesTheSchemaUnlessSkipped() throws {
    let text = #"{"properties": {"a": {"pattern": "(?<=a)b(?"}}, "patternProperties": {"[": {}}}"#
    #expect(throws: SchemaCompileError.self) { try compile(text) }
    let lenient = try CompiledSchema(
      JSONParser.parse(text, file: "s.json").answerValue, skippingInvalidPatterns: true)
    #expect(lenient.isValid(try value(#"{"a": "anything", "[": 1}"#)))
  }

  /// A search over PCRE2's budget is an error that names the pattern, not a mismatch (the
  /// "é" keeps the ASCII automaton, which never backtracks, out of it).
  @Test func aPatternTooCostlyToCheckIsSaidSo() throws {
    let schema = try compile(#"{"pattern": "^(a+)+$"}"#)
    let errors = try schema.errors(in: value("\"" + String(repeating: "a", count: 60) + "é\""))
    #expect(
      errors.map { "\($0.keywordLocation) \($0.message)" } == [
        "/pattern is too costly to check against the pattern '^(a+)+$'"
      ])
  }

  /// A member name too costly to check against a `patternProperties` pattern is an error
  /// at that member, once, not a name the pattern misses (which would hand the member to
  /// `additionalProperties: true` and let any value through).
  @Test func aPropertyNameTooCostlyToCheckIsSaidSo() throws {
    let schema = try compile(
      #"{"patternProperties": {"^(a+)+$": {"type": "integer"}}, "additionalProperties": false}"#)
    let name = String(repeating: "a", count: 60) + "é"
    let errors = try schema.errors(in: value(#"{""# + name + #"": "x", "aa": 1}"#))
    #expect(
      errors.map { "\($0.instanceLocation) \($0.keywordLocation) \($0.message)" } == [
        "/\(name) /patternProperties the name is too costly to check against the pattern "
          + "'^(a+)+$'"
      ])
    #expect(schema.isValid(try value(#"{"aa": 1}"#)))
    #expect(!schema.isValid(try value(#"{"b": 1}"#)))
  }

  @Test func anyInstanceTypeIsJudged() throws {
    let schema = try compile(#"{"type": "array", "items": {"type": "number"}, "maxItems": 2}"#)
    #expect(schema.isValid(try value("[1, 2.5]")))
    #expect(!schema.isValid(try value("[1, 2, 3]")))
    #expect(!schema.isValid(try value(#""text""#)))
  }

  @Test(arguments: [
    ("{\"maxLength\": 1}", "\"👍🏽\"", false), ("{\"maxLength\": 2}", "\"👍🏽\"", true),
    ("{\"multipleOf\": 0.01}", "19.99", true), ("{\"multipleOf\": 0.01}", "19.999", false),
    ("{\"const\": 1}", "1.0", true), ("{\"enum\": [1]}", "true", false),
    ("{\"uniqueItems\": true}", "[{\"a\": 1, \"b\": 2}, {\"b\": 2, \"a\": 1.0}]", false),
    ("{\"maximum\": 123456789012345678901234567890}", "123456789012345678901234567891", false),
    ("{\"pattern\": \"a{\"}", "\"xa{y\"", true), ("{\"pattern\": \"^\\\\d$\"}", "\"٣\"", false),
  ])
  func keywordsMeanWhatTheSpecificationSays(schema: String, instance: String, valid: Bool) throws {
    #expect(try compile(schema).isValid(value(instance)) == valid)
  }

  @Test func anUnresolvableReferenceIsACompileError() throws {
    #expect(throws: SchemaCompileError.self) { try compile(##"{"$ref": "#/$defs/missing"}"##) }
  }
}

/// How `format` is read: an annotation that warns, or, under `strictFormats`, an assertion.
struct SchemaJudgementTests {
  private func judge(_ schema: String, _ instance: String, strict: Bool = false) throws
    -> SchemaJudgement
  {
    try CompiledSchema(JSONParser.parse(schema, file: "s.json").answerValue).judge(
      JSONParser.parse(instance, file: "i.json").answerValue, strictFormats: strict)
  }

  @Test func aFormatMismatchIsAWarningUnlessStrict() throws {
    let schema = #"{"properties": {"home": {"format": "uri"}}}"#
    let lenient = try judge(schema, #"{"home": "example.org"}"#)
    #expect(lenient.errors.isEmpty)
    #expect(lenient.formatWarnings.map(\.keywordLocation) == ["/properties/home/format"])
    let strict = try judge(schema, #"{"home": "example.org"}"#, strict: true)
    #expect(strict.errors.map(\.instanceLocation) == ["/home"])
    #expect(try judge(schema, #"{"home": "https://example.org"}"#).formatWarnings.isEmpty)
  }

  @Test func aFormatUnderNotCountsAsItsAuthorMeant() throws {
    let schema = #"{"not": {"format": "email"}}"#
    #expect(try judge(schema, #""ann""#) == SchemaJudgement(errors: []))
    #expect(try judge(schema, #""ann@example.org""#).errors.map(\.keywordLocation) == ["/not"])
  }

  @Test func aUnionOfFormatsThatNoneMatchesOnlyWarns() throws {
    let schema = #"{"anyOf": [{"format": "email"}, {"format": "uri"}]}"#
    let judgement = try judge(schema, #""neither""#)
    #expect(judgement.errors.isEmpty)
    #expect(judgement.formatWarnings.map(\.keywordLocation) == ["/anyOf"])
  }

  @Test func anUnavailableDocumentCompilesAndRefusesWhatReachesIt() throws {
    let schema = try CompiledSchema(
      JSONParser.parse(
        #"{"properties": {"a": {"$ref": "https://example.org/x.json"}}}"#, file: "s.json"
      ).answerValue)
    #expect(schema.unresolvedReferences == ["https://example.org/x.json"])
    #expect(schema.isValid(.object([:])))
    #expect(!schema.isValid(.object(["a": .integer(1)])))
  }
}

extension SchemaErrorsTests {
  /// Names compare by code points, as JSON Schema compares strings: a decomposed `é` is not
  /// the property a precomposed one names.
  @Test func propertyNamesCompareByCodePoints() throws {
    let decomposed = try value(#"{"e\u0301": 1}"#)
    let precomposed = try value(#"{"\u00e9": 1}"#)
    let closed = try compile(
      #"{"properties": {"\u00e9": {"type": "integer"}}, "additionalProperties": false}"#)
    #expect(closed.isValid(precomposed))
    #expect(!closed.isValid(decomposed))
    let typed = try compile(#"{"properties": {"\u00e9": {"type": "string"}}}"#)
    #expect(!typed.isValid(precomposed))
    #expect(typed.isValid(decomposed))
    let required = try compile(#"{"required": ["\u00e9"]}"#)
    #expect(required.isValid(precomposed))
    #expect(!required.isValid(decomposed))
    let dependent = try compile(
      #"{"dependentRequired": {"\u00e9": ["x"]}, "dependentSchemas": {"\u00e9": false}}"#)
    #expect(!dependent.isValid(precomposed))
    #expect(dependent.isValid(decomposed))
  }

  /// An object holding both spellings of a name keeps both, and each is judged as itself:
  /// with 40 properties too (looked up through a dictionary rather than scanned).
  @Test func twinNamesAreTwoMembersWhenJudged() throws {
    let both = try value(#"{"\u00e9": 1, "e\u0301": "one"}"#)
    let fillers = (0..<40).map { #""p\#($0)": {}"# }.joined(separator: ", ")
    for extra in ["", fillers + ", "] {
      let schema = try compile(
        #"{"properties": {"# + extra
          + #""\u00e9": {"type": "integer"}, "e\u0301": {"type": "string"}}, "#
          + #""additionalProperties": false, "minProperties": 2}"#)
      #expect(schema.isValid(both))
      let swapped = try value(#"{"\u00e9": "one", "e\u0301": 1}"#)
      #expect(!schema.isValid(swapped))
    }
    let unevaluated = try compile(
      #"{"properties": {"\u00e9": true}, "unevaluatedProperties": false}"#)
    #expect(!unevaluated.isValid(both))
    #expect(try compile(#"{"maxProperties": 1}"#).isValid(both) == false)
  }
}
