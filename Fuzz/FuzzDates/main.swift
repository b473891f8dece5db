import FormlineCore
import Foundation
import FuzzSupport

// Dates, times, datetimes and durations as typed: parse or fail, never crash.
enum Fixture {
  static let parser = DateInputParser(
    now: Date(timeIntervalSince1970: 1_795_348_800),
    timeZone: .utc)
}

@_cdecl("LLVMFuzzerTestOneInput")
package func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let bytes = FuzzInput.bytes(data, count)
  let text = String(decoding: bytes, as: UTF8.self)
  for kind in TemporalKind.allCases {
    if let value = try? Fixture.parser.parse(text, as: kind) { _ = Fixture.parser.echo(value) }
  }
  return 0
}

exit(runFuzzer(testOneInput))
