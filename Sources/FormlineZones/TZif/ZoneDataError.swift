/// Why bytes could not be read as a TZif file.
///
/// Every damaged file ends in one of these, never in a trap.
package enum ZoneDataError: Error, Sendable, Hashable {
  /// The bytes do not start with `TZif`.
  case notTZif
  /// The version byte is none of NUL, `2` … `9`.
  case unsupportedVersion(UInt8)
  /// The file ends inside a header or data block.
  case truncated
  /// A header's counts contradict each other or RFC 8536 (no types, more than 256, …).
  case invalidCounts
  /// Transition times are not strictly increasing.
  case transitionsOutOfOrder
  /// A transition names a local time type the file does not have.
  case typeIndexOutOfRange
  /// A local time type has an offset of −2³¹ or a daylight flag other than 0 or 1.
  case invalidTimeType
  /// A local time type's abbreviation starts outside the abbreviation bytes or never ends.
  case abbreviationOutOfRange
  /// A version 2 or later file has no newline-framed footer after its data.
  case missingFooter
  /// The footer is not a POSIX `TZ` rule.
  case invalidFooter(PosixRuleError)
}
