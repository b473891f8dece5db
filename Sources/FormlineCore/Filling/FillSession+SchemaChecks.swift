/// Checks a JSON Schema needs beyond one typed answer: a whole collection when it is closed
/// (`uniqueItems`), and a value given in advance for a field that is never asked (`const`,
/// `readOnly`), which must still be one the field allows.
extension FillSession {
  /// How many items (`ItemCount`), then the validators on the list as a whole.
  func collectionProblem(_ collection: FieldPath, count: Int, field: Field) -> String? {
    if let problem = ItemCount.problem(count: count, field: field) { return problem }
    if field.keyedMap {
      let items = (0..<count).map { answers[collection.appending(index: $0)] ?? .null }
      if let key = KeyedMap.repeatedKey(in: items) { return "the name \(key) is given twice" }
    }
    guard field.validators.contains(where: { $0.rule == .uniqueItems || $0.rule.isSchema })
    else { return nil }
    // An item refused on its own is named already, and left empty: the list judged whole
    // would only blame that emptiness.
    let refusedItem = problems.contains { problem in
      guard let path = problem.path, path.components.count > collection.components.count
      else { return false }
      return Array(path.components.prefix(collection.components.count)) == collection.components
    }
    if refusedItem { return nil }
    let items = (0..<count).map { index in
      answers[collection.appending(index: index)] ?? .null
    }
    return validator.check(.array(items), for: field) { _ in nil }
  }

  /// Reports a preset for a never-asked field that is not among its options or fails its
  /// validators; the field then keeps its default.
  mutating func checkComputedPreset(_ value: AnswerValue, for step: FillStep) {
    let field = step.field
    let problem: String?
    if !field.options.isEmpty, !field.options.contains(where: { $0.value == value }) {
      let allowed = field.options.map(\.value.editableText).joined(separator: ", ")
      problem = "must be \(allowed), not \(value.editableText)"
    } else if value.isNull {
      problem = nil
    } else {
      problem = validator.check(value, for: field) { _ in nil }
    }
    guard let problem else { return }
    recordProblem(
      problem, at: step.path, origin: presets.origin(of: step.path) ?? .user,
      secret: field.isSecret)
    setAnswer(field.defaultValue ?? .null, at: step.path)
  }

  /// A JSON Schema form takes values from answers files as the schema types them: `"yes"`
  /// is not a boolean there, though `--set enabled=yes` is typed text and reads as one.
  func jsonTypeProblem(_ value: AnswerValue, for field: Field, origin: AnswerOrigin) -> String? {
    // A value read as YAML (a tuple's item) may be of any type; the schema checks it.
    guard form.dialect == .jsonSchema, !origin.isTypedText, !value.isNull, field.syntax == nil
    else { return nil }
    if field.choice != nil, !field.options.isEmpty {
      // A number is a menu position only when typed; in a file it is a value.
      let values = field.choice == .multiple ? value.arrayValue ?? [value] : [value]
      guard
        let wrong = values.first(where: { item in !field.options.contains { $0.value == item } })
      else { return nil }
      let allowed = field.options.map(\.title).joined(separator: ", ")
      return "\(wrong.editableText) is not one of the choices; choose one of: \(allowed)"
    }
    guard field.choice == nil else { return nil }
    let expected: String
    switch (field.kind, value) {
    case (.boolean, .bool), (.integer, .integer), (.number, .integer), (.number, .number):
      return nil
    case (.integer, .number(let number)) where number.rounded() == number:
      return nil
    case (.boolean, _): expected = "a boolean (true or false)"
    case (.integer, _): expected = "an integer"
    case (.number, _): expected = "a number"
    case (let kind, .string) where kind.isTextual || kind == .date || kind == .datetime:
      return nil
    case (let kind, _) where kind.isTextual || kind == .date || kind == .datetime:
      expected = "a string"
    default:
      return nil
    }
    return "\(value.editableText) is not \(expected), as the schema requires"
  }
}
