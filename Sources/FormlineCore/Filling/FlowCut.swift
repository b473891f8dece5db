/// What a change to the `FillRecord` lets the flow keep: the steps from each place named
/// here on are worked out again.
struct FlowCut: Sendable, Equatable {
  enum Place: Sendable, Equatable {
    /// What the answer at this path can change (its dependants, from `FlowOrder`).
    case answer(FieldPath)
    /// The steps of a collection from this item on (items added, removed, or the step that
    /// adds one coming or going).
    case items(of: FieldPath, from: Int)
  }

  private(set) var places: [Place]
  /// Everything: the flow starts over (items renumbered, a draft restored).
  private(set) var isEverything: Bool

  static let nothing = FlowCut(places: [], isEverything: false)
  static let everything = FlowCut(places: [], isEverything: true)

  static func answer(at path: FieldPath) -> FlowCut {
    FlowCut(places: [.answer(path)], isEverything: false)
  }

  static func items(of collection: FieldPath, from index: Int) -> FlowCut {
    FlowCut(places: [.items(of: collection, from: index)], isEverything: false)
  }

  mutating func add(_ other: FlowCut) {
    places += other.places
    isEverything = isEverything || other.isEverything
  }
}

extension Flow {
  /// Drops the steps a change to the record can touch.
  mutating func cut(_ cut: FlowCut) {
    if cut.isEverything {
      reset()
      return
    }
    for place in cut.places {
      switch place {
      case .answer(let path):
        answerChanged(at: path)
      case .items(let collection, let index):
        invalidate(from: order.itemKey(collection: collection, index: index))
      }
    }
  }
}
