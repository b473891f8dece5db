import Foundation
import Testing

@testable import FormlineCore

/// A JSON Schema checked against a whole value, as Python's jsonschema judges it.
struct ValueSchemaCheckTests {
  static func failure(_ schema: String, _ value: String) throws -> String? {
    let root = try #require(try DocumentParser.parse(schema, file: "s.json")).answerValue
    let instance = try #require(try DocumentParser.parse(value, file: "v.json")).answerValue
    let check = ValueSchema(root, root: root, location: nil)
    return ValueSchemaCheck.failure(of: instance, against: check).map { failure in
      failure.path.isRoot ? failure.message : "\(failure.path): \(failure.message)"
    }
  }

  @Test func notRefusesWhatItsSchemaMatches() throws {
    #expect(try Self.failure(#"{"not": {"const": "root"}}"#, #""root""#) == "must not be root")
    #expect(try Self.failure(#"{"not": {"const": "root"}}"#, #""app""#) == nil)
    #expect(
      try Self.failure(#"{"not": {"enum": [1, 2]}}"#, "2.0") == "must not be any of: 1, 2")
    #expect(
      try Self.failure(#"{"not": {"type": "string", "minLength": 3}}"#, #""long""#)
        == "matches the schema 'not' excludes")
  }

  /// A member name over the pattern budget is said so, not read as a name the pattern
  /// misses (which `additionalProperties: false` would then refuse for the wrong reason).
  @Test func aNameTooCostlyForPatternPropertiesIsSaidSo() throws {
    let schema =
      #"{"patternProperties": {"^(a+)+$": {"type": "integer"}}, "additionalProperties": false}"#
    let name = String(repeating: "a", count: 60) + "é"
    #expect(
      try Self.failure(schema, #"{""# + name + #"": 1}"#)
        == "\(name): the name is too costly to check against the pattern ^(a+)+$")
    #expect(try Self.failure(schema, #"{"aa": 1}"#) == nil)
    #expect(try Self.failure(schema, #"{"b": 1}"#) == "b: is not a property this object allows")
  }

  @Test func ifThenElseOfAnyShape() throws {
    let schema = #"""
      {"if": {"properties": {"port": {"minimum": 1024}}, "required": ["port"]},
       "then": {"required": ["tls"]}, "else": {"properties": {"tls": {"const": false}}}}
      """#
    #expect(try Self.failure(schema, #"{"port": 8443}"#) == "tls: an answer is required")
    #expect(try Self.failure(schema, #"{"port": 8443, "tls": true}"#) == nil)
    #expect(try Self.failure(schema, #"{"port": 80, "tls": true}"#) == "tls: must be false")
  }

  @Test func tuplesInBothForms() throws {
    let modern = #"{"prefixItems": [{"type": "string"}, {"type": "integer"}], "items": false}"#
    #expect(try Self.failure(modern, #"["a", 1]"#) == nil)
    #expect(try Self.failure(modern, #"["a", "1"]"#) == "[1]: must be of type integer, not string")
    #expect(try Self.failure(modern, #"["a", 1, 2]"#) == "must have at most 2 items")
    let draft7 = #"{"items": [{"type": "integer"}], "additionalItems": {"type": "string"}}"#
    #expect(try Self.failure(draft7, #"[1, "a", "b"]"#) == nil)
    #expect(try Self.failure(draft7, "[1, 2]") == "[1]: must be of type string, not integer")
  }

  @Test func objectCountsDependenciesAndExtraProperties() throws {
    let counts = #"{"minProperties": 1, "maxProperties": 2}"#
    #expect(try Self.failure(counts, "{}") == "must have at least 1 property")
    #expect(
      try Self.failure(counts, #"{"a": 1, "b": 2, "c": 3}"#) == "must have at most 2 properties")
    let dependent = #"{"dependentSchemas": {"cpu": {"required": ["memory"]}}}"#
    #expect(try Self.failure(dependent, #"{"cpu": 1}"#) == "memory: an answer is required")
    #expect(
      try Self.failure(#"{"dependencies": {"card": ["billing"]}}"#, #"{"card": "1"}"#)
        == "billing: an answer is required when card is given")
    let open = #"{"properties": {"a": true}, "additionalProperties": {"type": "string"}}"#
    #expect(try Self.failure(open, #"{"a": 1, "b": "x"}"#) == nil)
    #expect(try Self.failure(open, #"{"b": 2}"#) == "b: must be of type string, not integer")
  }

  @Test func referencesAndCombinations() throws {
    let schema = #"""
      {"$defs": {"port": {"type": "integer", "maximum": 65535}},
       "properties": {"p": {"$ref": "#/$defs/port"}},
       "anyOf": [{"required": ["p"]}, {"required": ["q"]}],
       "oneOf": [{"required": ["p"]}, {"required": ["r"]}]}
      """#
    #expect(try Self.failure(schema, #"{"p": 70000}"#) == "p: must be at most 65535")
    #expect(try Self.failure(schema, #"{"p": 1}"#) == nil)
    #expect(try Self.failure(schema, #"{"r": 1}"#) == "matches none of the schemas 'anyOf' allows")
    #expect(
      try Self.failure(schema, #"{"p": 1, "r": 1}"#)
        == "matches 2 of the schemas 'oneOf' allows, not exactly one")
    // A reference loop stops at the depth bound instead of recursing forever.
    #expect(try Self.failure(##"{"$ref": "#"}"##, "1") == nil)
  }

  @Test func formatsAreCheckedAsTheFieldsOfThoseFormatsCheckThem() throws {
    let tuple = #"""
      {"prefixItems": [{"format": "ipv4"}, {"format": "email"}, {"format": "date-time"}]}
      """#
    let valid = #"["10.0.0.1", "me@example.org", "2026-11-27T17:00:00Z"]"#
    #expect(try Self.failure(tuple, valid) == nil)
    #expect(
      try Self.failure(tuple, #"["10.0.0.300"]"#)
        == "[0]: must be an IPv4 address, such as 192.0.2.1")
    #expect(
      try Self.failure(tuple, #"["10.0.0.1", "me"]"#)
        == "[1]: 'me' is not an email address (name@example.com)")
    #expect(
      try Self.failure(tuple, #"["10.0.0.1", "me@example.org", "2026-11-27T17:00:00"]"#)
        == "[2]: '2026-11-27T17:00:00' is a date and time without an offset (Z or +hh:mm)")
    // Nothing converts a value checked whole: a bare host is no URI, a phrase no date.
    #expect(
      try Self.failure(#"{"format": "uri"}"#, #""example.com""#)
        == "'example.com' is not a URI with a scheme (https://…)")
    #expect(try Self.failure(#"{"format": "uri"}"#, #""https://example.com/x""#) == nil)
    #expect(try Self.failure(#"{"format": "date"}"#, #""tomorrow""#) != nil)
    #expect(try Self.failure(#"{"format": "date"}"#, #""2026-02-30""#) != nil)
    #expect(try Self.failure(#"{"format": "date"}"#, #""2026-02-28""#) == nil)
    // Under `not`, in the schema of extra properties; other types and unknown formats pass.
    #expect(
      try Self.failure(#"{"not": {"format": "hostname"}}"#, #""example.com""#)
        == "matches the schema 'not' excludes")
    #expect(
      try Self.failure(#"{"additionalProperties": {"format": "duration"}}"#, #"{"t": "1h"}"#)
        == "t: must be an ISO 8601 duration, such as P1D or PT1H30M")
    #expect(try Self.failure(#"{"format": "ipv6"}"#, "6") == nil)
    #expect(try Self.failure(#"{"format": "semver"}"#, #""x""#) == nil)
  }
}
