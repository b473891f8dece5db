import OrderedCollections

/// JSON Schema's equality (`enum`, `const`, `uniqueItems`): numbers by value (`1` equals
/// `1.0`), `true` never equal to `1`, arrays item by item, objects as sets of members.
enum JSONEquality {
  static func equal(_ left: AnswerValue, _ right: AnswerValue) -> Bool {
    switch (left, right) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    // Code points compared as UTF-8 bytes, in place (`enum` and `const` compare in every
    // file of a batch).
    case (.string(let a), .string(let b)): return CodePointNames.same(a, b)
    case (.array(let a), .array(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
    case (.object(let a), .object(let b)):
      guard a.count == b.count else { return false }
      for (key, value) in a {
        // By code points: a decomposed name is not its precomposed twin.
        guard let other = b[key], equal(value, other) else {
          return false
        }
      }
      return true
    default:
      guard let a = left.exactNumber, let b = right.exactNumber else { return false }
      return a == b
    }
  }
}
