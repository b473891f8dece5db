import OrderedCollections

/// The variants chosen from unions' menus, by the union's path (`source`, `install[1]`).
///
/// Kept beside the answers, never inside them, so the answers hold only what the form's
/// fields hold. A place may hold null: an item typed whole in braces leaves its menu empty.
struct ChosenVariants: Sendable, Hashable {
  private var chosen: [FieldPath: AnswerValue] = [:]

  init() {}

  /// The variants of a draft, by union path.
  init(_ chosen: [FieldPath: AnswerValue]) {
    self.chosen = chosen
  }

  /// The variant chosen for the union at `union` (its menu title), if any.
  subscript(union: FieldPath) -> AnswerValue? {
    get { chosen[union] }
    set { chosen[union] = newValue }
  }

  /// Every choice made, by union path.
  var all: [FieldPath: AnswerValue] { chosen }

  /// Drops the choices an answer written at `path` replaces: those of the unions inside it
  /// (not the union at `path` itself, nor the items of a collection at `path`, whose choices
  /// belong to the union, not to its value).
  mutating func forget(replacedBy path: FieldPath) {
    let prefix = path.components
    chosen = chosen.filter { union, _ in
      guard union.components.count > prefix.count, union.components.starts(with: prefix) else {
        return true
      }
      // An item of a collection at `path`: its choice is kept with the collection's items.
      return union.components.count == prefix.count + 1
        && { if case .index = union.components[prefix.count] { true } else { false } }()
    }
  }

  /// Moves every choice as `move` says; nil drops it.
  mutating func move(_ move: (FieldPath) -> FieldPath?) {
    chosen = Dictionary(
      chosen.compactMap { union, value in move(union).map { ($0, value) } },
      uniquingKeysWith: { first, _ in first })
  }
}

extension AnswerValue {
  /// Null, `{}` or `[]`: a write of it empties what was at its path.
  var isEmptyTree: Bool {
    switch self {
    case .null: true
    case .object(let members): members.isEmpty
    case .array(let items): items.isEmpty
    default: false
    }
  }
}
