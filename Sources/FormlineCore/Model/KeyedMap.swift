import OrderedCollections

/// A collection whose items are a name and a value, written as an object.
///
/// JSON Schema's `additionalProperties`, formline's `map: true`: each item is asked as its
/// key, then its value; the result holds `{key: value, …}` in the order given.
package enum KeyedMap {
  /// The item field that holds the item's name.
  package static let keyField = "key"
  /// The item field that holds the item's value.
  package static let valueField = "value"

  /// The template of a map's items: a subform of the key (with its own checks) and the
  /// value field.
  static func template(key: Field, value: Field) -> Field {
    var keyField = key
    keyField.key = Self.keyField
    keyField.required = true
    keyField.omitWhenUnanswered = false
    var valueField = value
    valueField.key = Self.valueField
    valueField.omitWhenUnanswered = false
    var item = Field(key: nil, kind: .form, title: "Item")
    item.location = value.location
    item.subform = Form(sections: [Section(fields: [keyField, valueField])])
    return item
  }

  /// The result object of a map's items (`[{key, value}]`).
  package static func object(of items: [AnswerValue]) -> AnswerValue {
    var members: [(MemberName, AnswerValue)] = []
    for item in items {
      guard let key = item.objectValue?[keyField]?.stringValue else { continue }
      members.append((MemberName(key), item.objectValue?[valueField] ?? .null))
    }
    return .object(.init(members, uniquingKeysWith: { _, last in last }))
  }

  /// A map's value as given in an answers file (`{key: value, …}`) as its items.
  package static func items(of object: AnswerValue) -> AnswerValue? {
    guard case .object(let members) = object else { return nil }
    return .array(
      members.map {
        .object([MemberName(keyField): .string($0.key.text), MemberName(valueField): $0.value])
      })
  }

  /// The first key given twice, if any.
  static func repeatedKey(in items: [AnswerValue]) -> String? {
    var seen: Set<String> = []
    for item in items {
      guard let key = item.objectValue?[keyField]?.stringValue else { continue }
      if !seen.insert(key).inserted { return key }
    }
    return nil
  }
}
