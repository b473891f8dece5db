import FormlineCore
import Foundation
import FuzzSupport
import TOMLKit
import Yams

// Every output writer with a round-trip oracle: what is written reads back, scalar for
// scalar, with a real parser (JSONSerialization, Yams, TOMLKit; env by sh's quoting rules).
@_cdecl("LLVMFuzzerTestOneInput")
package func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let bytes = FuzzInput.bytes(data, count)
  let value = FuzzValues.object(from: bytes)
  let strings = FuzzValues.strings(in: value)
  let expected = FuzzValues.exact(value)

  let json = JSONWriter.render(value)
  let parsedJSON = try? JSONSerialization.jsonObject(with: Data(json.utf8))
  precondition(
    FuzzValues.fromAny(parsedJSON).map(FuzzValues.exact) == expected, "JSON:\n\(json)")

  // Yams drops a U+FEFF at the start of a scalar when reading; TOMLKit ends strings at NUL.
  if !strings.contains(where: { $0.unicodeScalars.first == "\u{FEFF}" }) {
    let yaml = (try? YAMLWriter.render(value)) ?? ""
    let parsedYAML = try? Yams.load(yaml: yaml)
    precondition(
      FuzzValues.fromAny(parsedYAML).map(FuzzValues.exact) == expected, "YAML:\n\(yaml)")
  }
  if !strings.contains(where: { $0.unicodeScalars.contains("\0") }) {
    let toml = (try? TOMLWriter.render(value)) ?? ""
    let table = try? TOMLTable(string: toml)
    precondition(table.map { FuzzValues.exact(TOMLValues.value($0)) } == expected, "TOML:\n\(toml)")
  }
  EnvOracle.check(value)
  return 0
}

exit(runFuzzer(testOneInput))
