import OrderedCollections

/// Whether two values are the same data, whatever the order of their objects' keys: a
/// file keeps its own key order, a result has the form's.
func sameValue(_ left: AnswerValue, _ right: AnswerValue) -> Bool {
  switch (left, right) {
  case (.object(let leftMembers), .object(let rightMembers)):
    guard leftMembers.count == rightMembers.count else { return false }
    for (key, value) in leftMembers {
      guard let other = rightMembers[key], sameValue(value, other) else { return false }
    }
    return true
  case (.array(let leftItems), .array(let rightItems)):
    return leftItems.count == rightItems.count
      && zip(leftItems, rightItems).allSatisfy { sameValue($0, $1) }
  default:
    return left == right
  }
}

/// The first place where two values differ, for the message that refuses an edit.
func firstDifference(
  _ left: AnswerValue, _ right: AnswerValue, at path: FieldPath = .root
) -> FieldPath? {
  switch (left, right) {
  case (.object(let leftMembers), .object(let rightMembers)):
    for (key, value) in leftMembers {
      guard let other = rightMembers[key] else { return path.appending(key) }
      if let found = firstDifference(value, other, at: path.appending(key)) { return found }
    }
    for key in rightMembers.keys where leftMembers[key] == nil { return path.appending(key) }
    return nil
  case (.array(let leftItems), .array(let rightItems)):
    for (index, (leftItem, rightItem)) in zip(leftItems, rightItems).enumerated() {
      if let found = firstDifference(leftItem, rightItem, at: path.appending(index: index)) {
        return found
      }
    }
    return leftItems.count == rightItems.count
      ? nil : path.appending(index: min(leftItems.count, rightItems.count))
  default:
    return left == right ? nil : path
  }
}
