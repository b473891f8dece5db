/// The text edits one format makes for each kind of change.
///
/// What differs between YAML, JSON and TOML when a value is replaced, a key added or
/// removed, an item added or removed. `DocumentEditor` decides which changes to make; a syntax decides their text.
protocol EditSyntax {
  /// Replaces a whole value (a scalar, or a collection that changed shape).
  func replace(_ node: SpanNode, with value: AnswerValue, inFlow: Bool, at path: FieldPath)
    throws(EditRefusal) -> [TextEdit]

  /// Replaces a mapping member's value with one of another kind (a scalar with a list or
  /// object, or the other way round) where more than the value's own text changes; nil
  /// when `replace` on the value is the edit.
  func replaceMember(
    _ index: Int, of mapping: SpanNode, with value: AnswerValue, inFlow: Bool, at path: FieldPath
  ) throws(EditRefusal) -> [TextEdit]?

  /// Removes members of a mapping (indexes into its members, ascending); `leavingEmpty`
  /// when the mapping gains none either, so that it becomes an empty one.
  func removeMembers(
    _ indexes: [Int], of mapping: SpanNode, leavingEmpty: Bool, at path: FieldPath
  )
    throws(EditRefusal) -> [TextEdit]

  /// Adds members to a mapping before the member at `before`, or after the last.
  func addMembers(
    _ members: [(key: String, value: AnswerValue)], before: Int?, to mapping: SpanNode,
    at path: FieldPath
  ) throws(EditRefusal) -> [TextEdit]

  /// Removes items of a list (indexes, ascending).
  func removeItems(_ indexes: [Int], of list: SpanNode, at path: FieldPath)
    throws(EditRefusal) -> [TextEdit]

  /// Inserts items into a list before the item at `before`, or after the last.
  func insertItems(
    _ items: [AnswerValue], before: Int?, into list: SpanNode, at path: FieldPath
  ) throws(EditRefusal) -> [TextEdit]
}

extension EditSyntax {
  func replaceMember(
    _ index: Int, of mapping: SpanNode, with value: AnswerValue, inFlow: Bool, at path: FieldPath
  ) throws(EditRefusal) -> [TextEdit]? { nil }
}
