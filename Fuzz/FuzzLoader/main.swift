import FormlineCore
import Foundation
import FuzzSupport

// Form loading, YAML and JSON: any bytes load or fail with diagnostics, never crash or hang.
@_cdecl("LLVMFuzzerTestOneInput")
package func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let bytes = FuzzInput.bytes(data, count)
  let text = String(decoding: bytes, as: UTF8.self)
  let file = bytes.first.map { $0 & 1 == 0 } == true ? "form.yaml" : "form.json"
  _ = try? FormLoader(surroundings: FuzzValues.surroundings).load(text: text, file: file)
  return 0
}

exit(runFuzzer(testOneInput))
