/// Counts (`minLength`, `maxItems`, `minProperties`, …) as published schemas write them.
extension JSONSchemaChecks {
  /// A count: a non-negative whole number.
  ///
  /// `2.0` is one (JSON Schema compares numbers by
  /// value, so it is the integer 2 from draft-06 on, and validators read it so); anything
  /// else is the schema's own mistake, which its user cannot fix: a warning, and the
  /// keyword is not checked.
  func count(_ node: DocumentNode, _ keyword: String) -> Int? {
    if let text = node.scalarText, let number = Double(text), number >= 0,
      number == number.rounded(), let whole = Int(exactly: number)
    {
      return whole
    }
    context.warning(
      "'\(keyword)' must be a whole number of at least 0, not \(node.scalarText ?? "that"): "
        + "not checked", at: node.location, path: path)
    return nil
  }
}
