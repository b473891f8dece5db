/// Why a POSIX `TZ` rule could not be read, with the offset (in bytes of its UTF-8 text)
/// of the part that was not understood.
package struct PosixRuleError: Error, Sendable, Hashable {
  /// What was expected there: "a name of at least three letters", "an offset", ….
  package var expected: String
  /// Where, in bytes from the start of the rule.
  package var offset: Int
}
