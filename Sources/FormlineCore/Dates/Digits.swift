/// Small readers for the ASCII digit strings inside date words.
///
/// Only ASCII digits count: `Character.isNumber` also accepts other scripts' digits and
/// fractions such as "½", which `Int(_:)` would then refuse.
enum Digits {
  static func isDigit(_ character: Character) -> Bool {
    character.isASCII && character.isWholeNumber
  }

  static func isDigit(byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// Whether `text` is one or more ASCII digits and nothing else.
  static func only(_ text: some StringProtocol) -> Bool {
    !text.isEmpty && text.utf8.allSatisfy { isDigit(byte: $0) }
  }

  /// The value of an all-digit string, or an error when it is too large to be meant.
  ///
  /// Nine digits by default are far beyond any date or offset, and keep later products
  /// (weeks in seconds, years in months) from overflowing.
  /// - Parameters:
  ///   - text: ASCII digits (checked by the caller with `only`).
  ///   - maximumDigits: How many digits are allowed.
  /// - Returns: The number.
  /// - Throws: `DateInputError` when the number has more digits (e.g. 99999999999999).
  static func value(_ text: some StringProtocol, maximumDigits: Int = 9) throws(DateInputError)
    -> Int
  {
    guard text.count <= maximumDigits, let value = Int(text) else {
      throw DateInputError("the number \(text) is too large")
    }
    return value
  }
}
