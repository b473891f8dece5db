/// Where a step lies in the flow, comparable without looking at the step.
///
/// Every field of the form has an ordinal, its place in a walk of the form with subforms
/// and collection templates entered (items share their template's ordinals). Steps
/// outside collections are placed by their field's ordinal; everything inside an item of
/// a collection that is not itself inside an item is placed by that collection's ordinal
/// and the item's index, so the keys of the flow never decrease and a change can name the
/// first place it may touch.
struct FlowKey: Sendable, Hashable, Comparable {
  var anchor: Int
  /// The item index within the anchoring collection; -1 before its items (the collection
  /// itself, or a field outside collections), `Int.max` for the step that adds an item.
  var item: Int

  static let start = FlowKey(anchor: 0, item: -1)

  static func < (lhs: FlowKey, rhs: FlowKey) -> Bool {
    lhs.anchor != rhs.anchor ? lhs.anchor < rhs.anchor : lhs.item < rhs.item
  }
}
