import FormlineCore
import Foundation
import FuzzSupport
import OrderedCollections

// Derived defaults (formline's Jinja subset): any text parses or fails at an offset inside
// it, and a parsed template renders or fails the same way, never crashing or hanging.
enum Fixture {
  static let context = TemplateContext(
    variables: [
      "project_name": .string("My Project ü"),
      "count": .integer(3),
      "ratio": .number(0.5),
      "enabled": .bool(true),
      "nothing": .null,
      "tags": .array([.string("a"), .string("b'c"), .integer(2)]),
      "owner": .object(["name": .string("Ada"), "email": .string("ada@example.org")]),
      // The edges a 64-bit integer meets, as a number and as typed text.
      "big": .integer(.max),
      "small": .integer(.min),
      "bigtext": .string("9223372036854775807"),
    ],
    now: FuzzValues.surroundings.now, timeZone: FuzzValues.surroundings.timeZone)
}

@_cdecl("LLVMFuzzerTestOneInput")
package func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let bytes = FuzzInput.bytes(data, count)
  let text = String(decoding: bytes, as: UTF8.self)
  let length = text.unicodeScalars.count
  let template: Template
  do {
    template = try Template.parse(text)
  } catch {
    precondition(
      error.offset >= 0 && error.offset <= length, "parse offset \(error.offset) outside the text")
    return 0
  }
  do {
    _ = try template.render(in: Fixture.context)
  } catch {
    precondition(
      error.offset >= 0 && error.offset <= length, "render offset \(error.offset) outside the text")
  }
  return 0
}

exit(runFuzzer(testOneInput))
