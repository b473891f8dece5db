import Foundation
import FuzzSupport

@testable import FormlineCore

// The condition language: any text parses or fails with an offset inside the text.
@_cdecl("LLVMFuzzerTestOneInput")
package func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let bytes = FuzzInput.bytes(data, count)
  let text = String(decoding: bytes, as: UTF8.self)
  do {
    _ = try ConditionParser.parse(text)
  } catch {
    precondition(
      error.offset >= 0 && error.offset <= text.unicodeScalars.count,
      "offset \(error.offset) outside the condition")
  }
  return 0
}

exit(runFuzzer(testOneInput))
