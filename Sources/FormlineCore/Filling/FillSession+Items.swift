/// Deleting and moving collection items: the values move with their item, and so does
/// what the session knows about each path (answered, finished, taken from a preset), so
/// nothing inside a shifted item is asked again or lost.
extension FillSession {
  /// Removes item `index` of a collection.
  package mutating func deleteItem(at index: Int, of collection: FieldPath) {
    guard let items = answers[collection]?.arrayValue, items.indices.contains(index) else {
      return
    }
    moveItems(of: collection) { item in
      item == index ? nil : (item > index ? item - 1 : item)
    }
  }

  /// Moves item `index` of a collection to `destination`.
  package mutating func moveItem(at index: Int, to destination: Int, of collection: FieldPath) {
    guard let items = answers[collection]?.arrayValue, items.indices.contains(index),
      items.indices.contains(destination)
    else { return }
    moveItems(of: collection) { item in
      if item == index { return destination }
      if index < destination, item > index, item <= destination { return item - 1 }
      if destination < index, item >= destination, item < index { return item + 1 }
      return item
    }
  }

  /// An item of a list of scalars answered with nothing is removed, not kept as a null
  /// inside the list (which no format but JSON can hold, and no schema allows); so is an
  /// item whose variant menu is emptied.
  /// - Returns: Whether the step was such an item and is gone.
  mutating func removeEmptiedItem(_ step: FillStep) -> Bool {
    let item = UnionChoice.item(ofChoice: step.path) ?? step.path
    guard case .value = step.role, case .index(let index)? = item.components.last,
      step.field.kind != .form
    else { return false }
    let collection = item.parent
    let previous = identity(before: step.identity)
    let modeBefore = navigator.mode
    deleteItem(at: index, of: collection)
    settle(collection, .answered)
    navigator.leave(resumingAfter: previous, from: modeBefore)
    return true
  }

  /// Moves the items of `collection` and everything known about them (`FillRecord`).
  /// - Parameters:
  ///   - collection: The collection whose items move.
  ///   - newIndex: Where item `i` goes; nil when it is deleted.
  private mutating func moveItems(of collection: FieldPath, _ newIndex: (Int) -> Int?) {
    // The items' variant choices (`(variant).install[1]`) move with their items.
    let choices = UnionChoice.choiceCollection(of: collection)
    change { $0.moveItems(of: collection, choices: choices, newIndex) }
    // Steps asked inside the items carry their old titles ("#2"): going back reaches them
    // through the review instead.
    navigator.forgetAsked {
      $0.path != FillRecord.moved($0.path, of: collection, choices: choices, newIndex)
    }
    // Only what is still unanswered is asked next, never the items that merely shifted.
    navigator.fillGaps()
  }
}
