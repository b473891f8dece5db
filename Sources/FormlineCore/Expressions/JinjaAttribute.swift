import OrderedCollections

/// The `attribute=` of Jinja's `map`, `sort`, `groupby`, `sum`…: a member of each item,
/// `a.b` for a nested one and `0` for an index, as Jinja's `make_attrgetter` reads it.
enum JinjaAttribute {
  static func read(_ attribute: AnswerValue, of item: AnswerValue, offset: Int)
    throws(ExpressionError) -> AnswerValue
  {
    guard let value = find(attribute, in: item) else {
      throw .undefined(PythonText.str(attribute), offset: offset)
    }
    return value
  }

  /// The member, or nil when an item lacks it.
  static func find(_ attribute: AnswerValue, in item: AnswerValue) -> AnswerValue? {
    let parts: [String] =
      if case .integer(let index) = attribute { [String(index)] } else {
        PythonText.str(attribute).split(separator: ".", omittingEmptySubsequences: false)
          .map(String.init)
      }
    var current = item
    // A `groupby` group is a pair with the names of Jinja's group tuple.
    if parts.count == 1, case .tuple(let pair) = item, pair.count == 2 {
      if parts[0] == "grouper" { return pair[0] }
      if parts[0] == "list" { return pair[1] }
    }
    for part in parts {
      switch current {
      case .object(let members):
        guard let member = members[part] else { return nil }
        current = member
      case .array(let items), .tuple(let items):
        guard let index = Int(part), items.indices.contains(index) else { return nil }
        current = items[index]
      case .string(let text):
        let scalars = Array(text.unicodeScalars)
        guard let index = Int(part), scalars.indices.contains(index) else { return nil }
        current = .string(String(scalars[index]))
      default:
        return nil
      }
    }
    return current
  }
}
