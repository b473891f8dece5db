/// What evaluating one schema against one value found: whether it passed, and the
/// annotations `unevaluatedProperties` and `unevaluatedItems` read from it.
struct SchemaEvaluation {
  var valid = true
  /// Items some keyword evaluated: all of them, or those `annotated(item:)` says.
  var allItems = false
  /// How many of the object's members `properties` named, once it has run: when it named
  /// them all, a sibling `additionalProperties` without `patternProperties` has none to
  /// evaluate and need not look each name up again.
  var membersNamed = -1
  /// The members and items some keyword evaluated successfully; nil until one is.
  ///
  /// A reference, copied on write: most evaluations annotate nothing, and destroying two
  /// empty sets (or two optional ones, through the generic witness) after every subschema
  /// evaluated was a fortieth of judging a small config.
  private var annotations: Annotations?

  private final class Annotations {
    var properties: Set<MemberName> = []
    var items: Set<Int> = []

    init() {}

    init(copying other: Annotations) {
      properties = other.properties
      items = other.items
    }
  }

  /// The annotations, made or copied so that this evaluation alone holds them.
  private mutating func writable() -> Annotations {
    guard let box = annotations else {
      let made = Annotations()
      annotations = made
      return made
    }
    if isKnownUniquelyReferenced(&annotations) { return box }
    let copy = Annotations(copying: box)
    annotations = copy
    return copy
  }

  mutating func absorb(_ other: SchemaEvaluation) {
    allItems = allItems || other.allItems
    guard let theirs = other.annotations else { return }
    let mine = writable()
    mine.properties.formUnion(theirs.properties)
    mine.items.formUnion(theirs.items)
  }

  mutating func annotate(member: MemberName) {
    writable().properties.insert(member)
  }

  mutating func annotate(item position: Int) {
    writable().items.insert(position)
  }

  mutating func annotate<Positions: Sequence<Int>>(items positions: Positions) {
    writable().items.formUnion(positions)
  }

  /// Whether some keyword evaluated the member successfully.
  func annotated(member: MemberName) -> Bool { annotations?.properties.contains(member) ?? false }

  /// Whether some keyword evaluated the item at `position` successfully.
  func annotated(item position: Int) -> Bool { annotations?.items.contains(position) ?? false }
}
