/// Checks a JSON Schema needs beyond one typed answer: a whole collection when it is closed
/// (`uniqueItems`), and a value given in advance for a field that is never asked (`const`,
/// `readOnly`), which must still be one the field allows (`PresetIntake` judges it).
extension FillSession {
  /// How many items (`ItemCount`), then the validators on the list as a whole.
  func collectionProblem(_ collection: FieldPath, count: Int, field: Field) -> String? {
    if let problem = ItemCount.problem(count: count, field: field) { return problem }
    if field.collection.keyedMap {
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
    guard let problem = presetIntake.computedPresetProblem(value, for: field) else { return }
    recordProblem(
      problem, at: step.path, origin: presets.origin(of: step.path) ?? .user,
      secret: field.isSecret)
    setAnswer(field.defaultValue ?? .null, at: step.path)
  }
}
