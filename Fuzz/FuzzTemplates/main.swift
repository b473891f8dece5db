import FormlineCore
import Foundation
import FuzzSupport
import OrderedCollections

// Mustache templates: render or fail with a location, never crash or overflow the stack.
enum Fixture {
  static let answers = AnswerValue.object([
    "name": .string("Ada"), "tags": .array([.string("a"), .null]), "on": .bool(true),
    "address": .object(["city": .string("Paris")]), "n": .number(2.5),
  ])
}

@_cdecl("LLVMFuzzerTestOneInput")
package func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let bytes = FuzzInput.bytes(data, count)
  let text = String(decoding: bytes, as: UTF8.self)
  _ = try? TemplateRenderer.render(template: text, templateName: "t", answers: Fixture.answers)
  return 0
}

exit(runFuzzer(testOneInput))
