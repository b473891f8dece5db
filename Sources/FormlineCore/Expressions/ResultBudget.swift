import OrderedCollections

/// The largest value one template operation may produce, and a whole template's text.
///
/// 1 MiB, as much as one typed answer may hold. Without it `(('a' * 10000) * 10000) * 10000`
/// asks for a terabyte and a form doubling a string through 41 defaults for gigabytes.
///
/// Operations that can multiply their input (`*`, `replace`, `join`) check the size they
/// would produce before building it; every other operation's result is checked after.
enum ResultBudget {
  static let maximumBytes = 1 << 20

  static func overMessage(_ what: String) -> String {
    "\(what) would be larger than 1 MiB (\(maximumBytes) bytes)"
  }

  /// Throws when `bytes` (which may be a product that overflowed, reported as nil) is over
  /// the budget.
  static func ensure(_ bytes: Int?, _ what: String = "the result", offset: Int)
    throws(ExpressionError)
  {
    guard let bytes, bytes <= maximumBytes else {
      throw .evaluation(overMessage(what), offset: offset)
    }
  }

  /// Throws when `value` holds more than the budget, counting the bytes of its text and one
  /// byte for every other item; stops counting as soon as it is over.
  static func check(_ value: AnswerValue, offset: Int) throws(ExpressionError) {
    var remaining = maximumBytes
    guard spend(value, from: &remaining) else {
      throw .evaluation(overMessage("the result"), offset: offset)
    }
  }

  /// The product of two sizes, or nil when it does not fit in an `Int`.
  static func product(_ a: Int, _ b: Int) -> Int? {
    let (value, overflow) = a.multipliedReportingOverflow(by: b)
    return overflow ? nil : value
  }

  private static func spend(_ value: AnswerValue, from remaining: inout Int) -> Bool {
    switch value {
    case .string(let text): remaining -= text.utf8.count
    case .array(let items), .tuple(let items):
      remaining -= 1
      for item in items where remaining >= 0 {
        if !spend(item, from: &remaining) { return false }
      }
    case .object(let members):
      remaining -= 1
      for (key, member) in members where remaining >= 0 {
        remaining -= key.text.utf8.count
        if !spend(member, from: &remaining) { return false }
      }
    default: remaining -= 1
    }
    return remaining >= 0
  }
}
