/// Deleting and moving collection items: the values move with their item, and so does
/// what the session knows about each path (answered, finished, taken from a preset), so
/// nothing inside a shifted item is asked again or lost. Which items go where is
/// `ItemMove`'s; the record moves the facts (`FillRecord.moveItems`).
extension FillSession {
  /// Removes item `index` of a collection.
  package mutating func deleteItem(at index: Int, of collection: FieldPath) {
    guard let move = ItemMove.deleting(index, of: collection, in: answers) else { return }
    moveItems(move)
  }

  /// Moves item `index` of a collection to `destination`.
  package mutating func moveItem(at index: Int, to destination: Int, of collection: FieldPath) {
    guard let move = ItemMove.moving(index, to: destination, of: collection, in: answers) else {
      return
    }
    moveItems(move)
  }

  /// Removes an item answered with nothing when `ItemMove.removingEmptied` says it goes.
  /// - Returns: Whether the step was such an item and is gone.
  mutating func removeEmptiedItem(_ step: FillStep) -> Bool {
    guard let removal = ItemMove.removingEmptied(step) else { return false }
    let previous = identity(before: step.identity)
    let modeBefore = navigator.mode
    if removal.applies(to: answers) { moveItems(removal) }
    settle(removal.collection, .answered)
    navigator.leave(resumingAfter: previous, from: modeBefore)
    return true
  }

  /// Moves the items of a collection and everything known about them.
  private mutating func moveItems(_ move: ItemMove) {
    let collection = move.collection
    // The items' variant choices (`(variant).install[1]`) move with their items.
    let choices = UnionChoice.choiceCollection(of: collection)
    change { $0.moveItems(of: collection, choices: choices, move.newIndex) }
    // Steps asked inside the items carry their old titles ("#2"): going back reaches them
    // through the review instead.
    navigator.forgetAsked {
      $0.path != FillRecord.moved($0.path, of: collection, choices: choices, move.newIndex)
    }
    // Only what is still unanswered is asked next, never the items that merely shifted.
    navigator.fillGaps()
  }
}
