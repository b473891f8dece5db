/// A collection's `default`: the items it starts with (FXForms 1.2.11: a scalar default is
/// a one-item list; XLForm: a multivalued section's rows with values).
extension FillSession {
  /// Takes the default items of a collection reached for the first time, as if given in
  /// advance; the collection stays open, so more items can be added after them.
  /// - Returns: Whether items were taken.
  mutating func takeCollectionDefault(at path: FieldPath, step: FillStep) -> Bool {
    guard !isDecided(path), answers[path] == nil,
      let field = FieldLookup.field(at: path, in: form),
      let items = FillSession.defaultItems(of: field), !items.isEmpty,
      // A schema's optional list: its default items are offered to a person who is asked.
      !defaultIsOnlyOffered(field) || options.interactive && !step.isUnpicked
    else { return false }
    takeCollectionPreset(.array(items), at: path, step: step)
    reopen(path)
    return true
  }

  /// The items a collection's default stands for: a list as it is, one value as a
  /// one-item list.
  static func defaultItems(of field: Field) -> [AnswerValue]? {
    guard field.kind == .array, field.choices.mode == nil, let value = field.defaultValue else {
      return nil
    }
    switch value {
    case .null: return nil
    case .array(let items): return items
    default: return [value]
    }
  }
}
