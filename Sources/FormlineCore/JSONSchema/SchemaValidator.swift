/// The public face of the evaluator: a compiled schema that judges instances.
extension CompiledSchema {
  /// Every error `instance` has against the schema; empty when it is valid.
  /// - Parameter instance: Any JSON value.
  /// - Returns: Errors with their instance location, keyword location and message.
  package func errors(in instance: AnswerValue) -> [SchemaError] {
    var evaluator = SchemaEvaluator(schema: self)
    let result = evaluator.evaluate(root, instance, at: "", via: "")
    if !result.valid && evaluator.errors.isEmpty {
      return [
        SchemaError(
          instanceLocation: "", keywordLocation: "", absoluteKeywordLocation: "",
          message: "the value does not match the schema")
      ]
    }
    return evaluator.errors
  }

  /// Whether `instance` is valid against the schema.
  package func isValid(_ instance: AnswerValue) -> Bool {
    var evaluator = SchemaEvaluator(schema: self)
    return evaluator.evaluate(root, instance, at: "", via: "").valid
  }

  /// The `format` keywords that applied to a value, with the value: formats are
  /// annotations in 2019-09 and 2020-12, so a caller decides whether to check them.
  package func formats(in instance: AnswerValue) -> [(instanceLocation: String, format: String)] {
    var evaluator = SchemaEvaluator(schema: self)
    evaluator.collectsFormats = true
    _ = evaluator.evaluate(root, instance, at: "", via: "")
    return evaluator.formats
  }
}
