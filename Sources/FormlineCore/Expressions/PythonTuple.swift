/// What sets a Python tuple apart from a list while a template is worked out: it prints
/// in parentheses, a slice or a sum of tuples is a tuple, and a tuple never equals a list
/// (`(1, 2) == [1, 2]` is false). Everything that only reads items treats both alike.
extension AnswerValue {
  /// The items of a list or a tuple.
  var sequenceItems: [AnswerValue]? {
    switch self {
    case .array(let items), .tuple(let items): items
    default: nil
    }
  }

  var isTuple: Bool {
    if case .tuple = self { return true }
    return false
  }

  /// The same kind of sequence as this one, holding other items.
  func sequence(of items: [AnswerValue]) -> AnswerValue {
    isTuple ? .tuple(items) : .array(items)
  }
}
