/// A field's `required`: a boolean, or a condition under which the field is required.
extension NodeReader {
  private static let booleanWords: Set<String> = [
    "true", "yes", "on", "1", "false", "no", "off", "0",
  ]

  /// `required: true`, or `required: "$kind == 'docker'"`, required while that holds.
  /// - Returns: Whether the field is always required, and the condition when it depends.
  func requirement(_ node: consuming DocumentNode?) -> (always: Bool, when: Condition?) {
    guard let node else { return (false, nil) }
    if let text = node.scalarText?.lowercased(), Self.booleanWords.contains(text) {
      return (bool(node) ?? false, nil)
    }
    switch condition(node) {
    case .constant(let flag)?: return (flag, nil)
    case let condition?: return (false, condition)
    case nil: return (false, nil)
    }
  }
}
