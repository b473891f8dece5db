/// A questionnaire, not a walk through every property: an object with many optional
/// properties offers them on a menu (`OfferedFields`) after its required ones.
extension JSONSchemaFieldBuilder {
  /// An object with at least this many optional properties a person could answer offers
  /// them; fewer are asked in turn.
  static let offeredPropertyThreshold = 4

  /// Marks the optional properties of one object as offered when there are enough of them.
  func offerOptionalProperties(_ fields: inout [Field], required: Set<String>) {
    let optional = fields.indices.filter { index in
      let field = fields[index]
      // A property a condition requires or asks is asked in turn, never left unpicked.
      guard let key = field.key, !required.contains(key), !field.askedOnlyWithAskAll,
        field.requiredWhen == nil, field.when == nil
      else {
        return false
      }
      return OfferedFields.problem(offering: field) == nil
    }
    guard optional.count >= Self.offeredPropertyThreshold else { return }
    for index in optional { fields[index].offered = true }
  }
}
