import FormlineTestSupport
import Foundation
import Testing

@testable import FormlineCore

/// `CFormat` writes numbers as Foundation's `String(format:)` (and so printf) writes them.
struct CFormatTests {
  @Test func randomDoublesAgreeWithStringFormat() {
    var generator = SplitMix(seed: 2026)
    var disagreements: [String] = []
    let conversions: [Unicode.Scalar] = ["e", "E", "f", "F", "g", "G"]
    let flagSets = ["", "#", "+", " ", "#+"]
    for round in 0..<4_000 {
      let bits = generator.next()
      let value: Double =
        switch round % 4 {
        case 0: Double(bitPattern: bits)
        case 1: Double(Int64(bitPattern: bits) % 1_000_000) / 1_000
        case 2: Double(bits % 10_000) / 8
        default: Double(Int64(bitPattern: bits) >> Int64(bits % 60))
        }
      guard value.isFinite else { continue }
      let conversion = conversions[Int(bits % 6)]
      let flags = flagSets[Int((bits >> 8) % 5)]
      let precision = Int((bits >> 16) % 18)
      let ours = CFormat.double(value, conversion, precision: precision, flags: flags)
      let theirs = String(format: "%\(flags).\(precision)\(Character(conversion))", value)
      if ours != theirs { disagreements.append("\(value) \(flags) \(precision) \(conversion)") }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
  }

  @Test func ties() {
    #expect(CFormat.double(0.125, "f", precision: 2) == "0.12")
    #expect(CFormat.double(2.675, "f", precision: 2) == "2.67")
    #expect(CFormat.double(1.5, "f", precision: 0) == "2")
    #expect(CFormat.double(2.5, "f", precision: 0) == "2")
  }

  /// Only floating-point conversions and printf's flags are written into the format.
  @Test func nothingElseReachesTheFormat() {
    #expect(CFormat.double(1, "s", precision: 2) == "1.0")
    #expect(CFormat.double(1, "f", precision: 1, flags: "%n*") == "1.0")
  }

  @Test func hexadecimal() {
    #expect(CFormat.hex(UInt8(10), width: 2, uppercase: true) == "0A")
    #expect(CFormat.hex(UInt16(0x1F), width: 4, uppercase: false) == "001f")
    #expect(CFormat.hex(UInt16(0xABCDE & 0xFFFF), width: 2, uppercase: false) == "bcde")
  }
}
