/// A questionnaire, not a walk through every property: an object's required properties
/// are asked in turn, and every optional one is offered on a menu (`OfferedFields`) after
/// them, whatever their number.
///
/// A JSON Schema's optional property is one the file may leave out: asking it in turn
/// would put it before required ones further on (Dependabot's "Enable beta ecosystems"
/// before its `updates`). A property a condition makes required (`if`/`then`,
/// `dependentRequired`, `dependentSchemas`) is offered too, and asked in turn while the
/// answers so far make it required (`FlowWalker`).
extension JSONSchemaFieldBuilder {
  /// Marks the optional properties of one object as offered.
  func offerOptionalProperties(_ fields: inout [Field], required: Set<MemberName>) {
    for index in fields.indices {
      let field = fields[index]
      // A deprecated property is asked only with `--ask-all`, never offered.
      guard let key = field.key, !required.contains(MemberName(key)), !field.askedOnlyWithAskAll,
        OfferedFields.problem(offering: field) == nil
      else { continue }
      fields[index].offered = true
    }
  }
}
