import OrderedCollections

/// The answers of a form as one tree, addressed by `FieldPath`.
///
/// A value type: a fill session replaces it wholesale, which keeps "answers so far" cheap
/// to snapshot for drafts and going back.
package struct Answers: Sendable, Hashable {
  package private(set) var root: ObjectMembers

  package init(_ root: ObjectMembers = [:]) {
    self.root = root
  }

  package var value: AnswerValue { .object(root) }

  /// Makes room for `count` top-level answers at once: a form of 100,000 fields grew the
  /// table some seventeen times, hashing every key again each time.
  mutating func reserveTopLevel(_ count: Int) {
    root.reserveCapacity(count)
  }

  package subscript(path: FieldPath) -> AnswerValue? {
    get { Answers.lookup(.object(root), path.components[...]) }
    set {
      // Moved out and back in, so the tree has one owner while it changes and a write costs
      // the depth of the path, not a copy of every answer.
      var whole = AnswerValue.object(root)
      root = [:]
      Answers.store(&whole, path.components[...], newValue)
      root = whole.objectValue ?? [:]
    }
  }

  private static func lookup(
    _ value: AnswerValue, _ components: ArraySlice<FieldPath.Component>
  ) -> AnswerValue? {
    guard let first = components.first else { return value }
    switch (first, value) {
    case (.key(let key), .object(let members)):
      guard let member = members[key] else { return nil }
      return lookup(member, components.dropFirst())
    case (.index(let index), .array(let items)):
      guard items.indices.contains(index) else { return nil }
      return lookup(items[index], components.dropFirst())
    default:
      return nil
    }
  }

  /// Writes (or with nil removes) a value, creating objects and growing arrays with nulls
  /// on the way, so `--set tags[2]=x` works on an empty collection.
  private static func store(
    _ value: inout AnswerValue, _ components: ArraySlice<FieldPath.Component>,
    _ newValue: AnswerValue?
  ) {
    guard let first = components.first else {
      value = newValue ?? .null
      return
    }
    let rest = components.dropFirst()
    switch first {
    case .key(let key):
      var members = value.objectValue ?? [:]
      value = .null  // members is now the only reference: no copy-on-write below
      if rest.isEmpty {
        members[key] = newValue
      } else {
        var child = members[key] ?? .null
        members[key] = .null
        store(&child, rest, newValue)
        members[key] = child
      }
      value = .object(members)
    case .index(let index):
      var items = value.arrayValue ?? []
      value = .null
      if rest.isEmpty && newValue == nil {
        if items.indices.contains(index) { items.remove(at: index) }
      } else {
        while items.count <= index { items.append(.null) }
        store(&items[index], rest, newValue)
      }
      value = .array(items)
    }
  }

}
