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

  /// The value of decimal text ("1.5") times `unit`, exactly, as "1.5 hours" is 5400 s.
  ///
  /// - Parameters:
  ///   - number: ASCII digits with at most one decimal point.
  ///   - unit: How many of the result's units one of `number`'s makes (3600 for hours).
  ///   - text: The whole text, for messages.
  ///   - what: The result's unit, for the message when the product is not whole.
  /// - Returns: The product.
  /// - Throws: `DateInputError` when `number` is not a number, has more than six decimals
  ///   or more than nine whole digits, or when the product is not a whole number.
  static func scaled(
    _ number: some StringProtocol, by unit: Int, in text: String, what: String = "seconds"
  ) throws(DateInputError) -> Int {
    let parts = number.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, only(parts[0]), parts.count == 1 || only(parts[1])
    else { throw DateInputError("in '\(text)' \(number) is not a number") }
    let whole = try value(parts[0]) * unit
    guard parts.count == 2 else { return whole }
    let fraction = parts[1]
    guard fraction.count <= 6 else {
      throw DateInputError("in '\(text)' \(number) has too many decimals")
    }
    var scale = 1
    for _ in fraction { scale *= 10 }
    let scaled = try value(fraction) * unit
    guard scaled % scale == 0 else {
      throw DateInputError("'\(text)' is not a whole number of \(what)")
    }
    return whole + scaled / scale
  }
}
