import OrderedCollections
import Testing

@testable import FormlineCore

/// Member names as JSON Pointer tokens and back, and sites named by them.
struct PointerTokenTests {
  @Test(arguments: [
    ("plain", "plain"), ("a/b", "a~1b"), ("m~n", "m~0n"), ("~/", "~0~1"), ("~1", "~01"),
    ("", ""),
  ])
  func aNameIsEscapedAndComesBack(name: String, token: String) {
    #expect(name.pointerToken == token)
    #expect(token.unescapedPointerToken == name)
  }

  @Test func aReferenceReachesAMemberWhoseNameHoldsSlashAndTilde() throws {
    let schema = AnswerValue.object([
      "$defs": .object(["a/b~c": .object(["type": .string("integer")])]),
      "$ref": .string("#/$defs/a~1b~0c"),
    ])
    let compiled = try CompiledSchema(schema)
    #expect(compiled.isValid(.integer(3)))
    #expect(!compiled.isValid(.string("3")))
  }
}

/// A schema compiled as evaluations reach its parts.
struct LazySchemaCompileTests {
  @Test func aBrokenPartRefusesTheSchemaWholeButOnlyWhatReachesItLazily() throws {
    let text = ##"{"properties": {"a": {"$ref": "#/$defs/missing"}, "b": {"type": "string"}}}"##
    let schema = try JSONParser.parse(text, file: "s.json").answerValue
    #expect(throws: SchemaCompileError.self) { try CompiledSchema(schema) }
    let lazy = try CompiledSchema(schema, lazily: true)
    #expect(lazy.isValid(.object(["b": .string("x")])))
    #expect(!lazy.isValid(.object(["b": .integer(1)])))
    let errors = lazy.errors(in: .object(["a": .integer(1)]))
    #expect(errors.map(\.message).contains { $0.contains("cannot resolve '#/$defs/missing'") })
  }

  @Test func aBrokenRootRefusesTheSchemaEvenLazily() throws {
    let schema = try JSONParser.parse(##"{"$ref": "#/$defs/missing"}"##, file: "s.json")
      .answerValue
    #expect(throws: SchemaCompileError.self) { try CompiledSchema(schema, lazily: true) }
  }
}
