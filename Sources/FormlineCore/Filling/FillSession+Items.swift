/// Deleting and moving collection items: the values move with their item, and so does
/// what the session knows about each path (answered, finished, taken from a preset), so
/// nothing inside a shifted item is asked again or lost.
extension FillSession {
  /// Removes item `index` of a collection.
  package mutating func deleteItem(at index: Int, of collection: FieldPath) {
    guard var items = answers[collection]?.arrayValue, items.indices.contains(index) else {
      return
    }
    items.remove(at: index)
    setAnswer(.array(items), at: collection)
    rearrangeChoices(of: collection) { item in
      item == index ? nil : (item > index ? item - 1 : item)
    }
    reindexItems(of: collection) { item in
      item == index ? nil : (item > index ? item - 1 : item)
    }
  }

  /// Moves item `index` of a collection to `destination`.
  package mutating func moveItem(at index: Int, to destination: Int, of collection: FieldPath) {
    guard var items = answers[collection]?.arrayValue, items.indices.contains(index),
      items.indices.contains(destination)
    else { return }
    let item = items.remove(at: index)
    items.insert(item, at: destination)
    setAnswer(.array(items), at: collection)
    let newIndex = { (item: Int) -> Int? in
      if item == index { return destination }
      if index < destination, item > index, item <= destination { return item - 1 }
      if destination < index, item >= destination, item < index { return item + 1 }
      return item
    }
    rearrangeChoices(of: collection, newIndex)
    reindexItems(of: collection, newIndex)
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
    decided.insert(collection)
    navigator.leave(resumingAfter: previous, from: modeBefore)
    return true
  }

  /// Rewrites every path-keyed fact about the items of `collection` after they moved.
  /// - Parameters:
  ///   - collection: The collection whose items moved.
  ///   - newIndex: Where item `i` is now; nil when it was deleted.
  private mutating func reindexItems(of collection: FieldPath, _ newIndex: (Int) -> Int?) {
    // The items' variant choices (`(variant).install[1]`) move with their items.
    let choices = UnionChoice.choiceCollection(of: collection)
    func move(_ path: FieldPath) -> FieldPath? {
      guard let moved = path.movingItem(of: collection, newIndex) else { return nil }
      guard let choices else { return moved }
      return moved.movingItem(of: choices, newIndex)
    }
    decided = Set(decided.compactMap(move))
    presetTaken = Set(presetTaken.compactMap(move))
    closedCollections = Set(closedCollections.compactMap(move))
    displayed = Set(
      displayed.compactMap { identity in
        move(identity.path).map {
          FillStep.Identity(role: identity.role, path: $0, title: identity.title)
        }
      })
    // Steps asked inside the items carry their old titles ("#2"): going back reaches them
    // through the review instead.
    navigator.forgetAsked { $0.path != move($0.path) }
    flow.reset()
    // Only what is still unanswered is asked next, never the items that merely shifted.
    navigator.fillGaps()
  }
}

extension FieldPath {
  /// This path with the item of `collection` it lies in renumbered.
  /// - Returns: The path unchanged when it is not inside an item of `collection`; nil when
  ///   `newIndex` drops its item.
  func movingItem(of collection: FieldPath, _ newIndex: (Int) -> Int?) -> FieldPath? {
    let prefix = collection.components
    guard components.count > prefix.count,
      components.starts(with: prefix),
      case .index(let index) = components[prefix.count]
    else { return self }
    guard let moved = newIndex(index) else { return nil }
    var result = components
    result[prefix.count] = .index(moved)
    return FieldPath(result)
  }
}
