import FormlineCore
import Foundation
import FuzzSupport
import OrderedCollections

// JSON Schema documents (JSON or YAML: the first byte picks): the form loads or fails with
// diagnostics, the schema compiles for the evaluator or fails with a diagnostic, and a few
// small instances are checked against it. Never a crash or a hang.
enum Fixture {
  static let instances: [AnswerValue] = [
    .null, .bool(true), .integer(0), .integer(Int.max), .number(1.5), .string(""),
    .string("a\u{0}é"), .array([.string("x"), .integer(-1), .null]),
    .object(["a": .integer(Int.min), "b": .array([]), "c": .object(["d": .string("e")])]),
  ]
}

@_cdecl("LLVMFuzzerTestOneInput")
package func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let bytes = FuzzInput.bytes(data, count)
  guard let selector = bytes.first else { return 0 }
  let file = selector & 1 == 0 ? "schema.json" : "schema.yaml"
  let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
  let loader = FormLoader(dialect: .jsonSchema, surroundings: FuzzValues.surroundings)
  _ = try? loader.load(text: text, file: file)
  guard
    let check = try? SchemaInstanceCheck(schemaDocument: text, file: file, dialect: .jsonSchema)
  else { return 0 }
  for instance in Fixture.instances { _ = check.diagnostics(forResult: instance) }
  return 0
}

exit(runFuzzer(testOneInput))
