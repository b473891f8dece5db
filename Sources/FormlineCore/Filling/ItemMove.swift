/// How deleting or moving one item of a collection renumbers its items.
///
/// The review's delete and move keys and an item emptied at its prompt each give one:
/// where each item goes, or that it is gone. The record moves every fact about the items with them (`FillRecord.moveItems`).
struct ItemMove: Sendable, Hashable {
  enum Kind: Sendable, Hashable {
    /// The item at this index is removed; those after it move up one.
    case delete(Int)
    /// The item at `index` goes to `destination`; those between shift by one towards
    /// where it was.
    case move(Int, to: Int)
  }

  let collection: FieldPath
  let kind: Kind

  /// Removing item `index` of the collection at `collection`; nil when it has no such item.
  static func deleting(_ index: Int, of collection: FieldPath, in answers: Answers) -> ItemMove? {
    let move = ItemMove(collection: collection, kind: .delete(index))
    return move.applies(to: answers) ? move : nil
  }

  /// Moving item `index` to `destination`; nil unless both are items of the collection.
  static func moving(
    _ index: Int, to destination: Int, of collection: FieldPath, in answers: Answers
  ) -> ItemMove? {
    let move = ItemMove(collection: collection, kind: .move(index, to: destination))
    return move.applies(to: answers) ? move : nil
  }

  /// Whether the items it names are in the collection.
  func applies(to answers: Answers) -> Bool {
    guard let items = answers[collection]?.arrayValue else { return false }
    switch kind {
    case .delete(let index): return items.indices.contains(index)
    case .move(let index, let destination):
      return items.indices.contains(index) && items.indices.contains(destination)
    }
  }

  /// The removal of an item answered with nothing at its prompt.
  ///
  /// An item of a list of scalars (or one
  /// whose variant menu is emptied) is removed, not kept as a null inside the list, which
  /// no format but JSON can hold and no schema allows. A subform item is not.
  /// - Parameter step: The step answered with nothing.
  /// - Returns: The removal (which `applies(to:)` the answers unless the item was never
  ///   stored), or nil when the step is no such item.
  static func removingEmptied(_ step: FillStep) -> ItemMove? {
    let item = UnionChoice.item(ofChoice: step.path) ?? step.path
    guard case .value = step.role, case .index(let index)? = item.components.last,
      step.field.kind != .form
    else { return nil }
    return ItemMove(collection: item.parent, kind: .delete(index))
  }

  /// Where item `item` goes; nil when it is the one deleted.
  func newIndex(_ item: Int) -> Int? {
    switch kind {
    case .delete(let index):
      if item == index { return nil }
      return item > index ? item - 1 : item
    case .move(let index, let destination):
      if item == index { return destination }
      if index < destination, item > index, item <= destination { return item - 1 }
      if destination < index, item >= destination, item < index { return item + 1 }
      return item
    }
  }
}
