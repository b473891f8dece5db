/// Visibility already worked out, valid while the answers it was worked out from stand.
///
/// During one pass over the form a condition that reads another field's visibility costs
/// a lookup, not a re-evaluation of that field's own conditions. The flow keeps one memo
/// across answers: each entry carries its place in the flow (`FlowKey`), so a change
/// forgets only the entries at or after the first place it can touch.
final class VisibilityMemo: @unchecked Sendable {
  private(set) var hidden: [FieldPath: Bool] = [:]
  /// Entries in the order of their places, when the memo outlives one pass.
  private var placed: [(key: FlowKey, path: FieldPath)] = []
  private let order: FlowOrder?
  /// The context `when` templates read, with the answers it was built from.
  ///
  /// Building it
  /// renders every computed field's default, so building it for each `when` made a walk
  /// quadratic in the form's size, and a fill cubic.
  var templateContext: (answers: Answers, context: TemplateContext)?

  /// - Parameter order: Given when the memo is kept across answers.
  init(order: FlowOrder? = nil) {
    self.order = order
  }

  func copy() -> VisibilityMemo {
    let copy = VisibilityMemo(order: order)
    copy.hidden = hidden
    copy.placed = placed
    copy.templateContext = templateContext
    return copy
  }

  subscript(path: FieldPath) -> Bool? { hidden[path] }

  func record(_ isHidden: Bool, at path: FieldPath) {
    guard hidden.updateValue(isHidden, forKey: path) == nil, let order else { return }
    let key = order.key(of: path)
    if let last = placed.last, key < last.key {
      // A condition read a field further on: rare, so a sorted insert is fine.
      var low = 0
      var high = placed.count
      while low < high {
        let middle = (low + high) / 2
        if placed[middle].key <= key { low = middle + 1 } else { high = middle }
      }
      placed.insert((key, path), at: low)
    } else {
      placed.append((key, path))
    }
  }

  /// Forgets every entry at or after `key`.
  func forget(from key: FlowKey) {
    while let last = placed.last, last.key >= key {
      hidden[last.path] = nil
      placed.removeLast()
    }
  }

  func forgetAll() {
    hidden.removeAll()
    placed.removeAll()
  }
}
