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
