/// The public face of the evaluator: a compiled schema that judges instances.
extension CompiledSchema {
  /// Every error `instance` has against the schema; empty when it is valid.
  /// - Parameters:
  ///   - instance: Any JSON value.
  ///   - assertingFormats: Whether `format` is an assertion (else an annotation, as 2019-09
  ///     and 2020-12 define it).
  /// - Returns: Errors with their instance location, keyword location and message.
  package func errors(in instance: AnswerValue, assertingFormats: Bool = false) -> [SchemaError] {
    var evaluator = SchemaEvaluator(schema: self)
    evaluator.assertsFormats = assertingFormats
    return evaluator.run(instance)
  }

  /// Whether `instance` is valid against the schema (`format` an annotation).
  package func isValid(_ instance: AnswerValue) -> Bool {
    var evaluator = SchemaEvaluator(schema: self)
    return evaluator.evaluate(root, instance, at: "", via: "").valid
  }

  /// Whether `instance` has no error and no `format` mismatch, that is whether `judge`
  /// finds nothing: found without building a location or a message, so a batch learns the
  /// verdict of a valid file at the least cost (and judges the others fully).
  package func isFlawless(_ instance: AnswerValue) -> Bool {
    var evaluator = SchemaEvaluator(schema: self)
    evaluator.recordsErrors = false
    evaluator.countsFormatMisses = true
    return evaluator.evaluate(root, instance, at: "", via: "").valid && evaluator.formatMisses == 0
  }

  /// The errors of `instance`, and what asserting `format` adds to them: with
  /// `strictFormats` those are errors; without, warnings (a person may have a reason for a
  /// value the schema itself allows).
  ///
  /// Without `strictFormats`, an error is what fails under both readings of `format`, as an
  /// annotation and as an assertion: `{"not": {"format": "email"}}` then refuses an email
  /// address and allows other text, as its author meant, and a string that is not of its
  /// format is only ever a warning. The value is evaluated a second time, with formats
  /// asserted, only when some string met does not match its `format`; otherwise both
  /// readings agree.
  package func judge(_ instance: AnswerValue, strictFormats: Bool) -> SchemaJudgement {
    var evaluator = SchemaEvaluator(schema: self)
    evaluator.countsFormatMisses = true
    let errors = evaluator.run(instance)
    guard evaluator.formatMisses > 0 else { return SchemaJudgement(errors: errors) }
    let asserted = self.errors(in: instance, assertingFormats: true)
    if strictFormats { return SchemaJudgement(errors: asserted) }
    return SchemaJudgement(
      errors: asserted.filter { errors.contains($0) },
      formatWarnings: asserted.filter { !errors.contains($0) })
  }
}

/// What a schema says of one value: its errors, and the `format` mismatches that are
/// warnings.
package struct SchemaJudgement: Sendable, Hashable {
  package var errors: [SchemaError]
  package var formatWarnings: [SchemaError] = []
}

extension SchemaEvaluator {
  /// Evaluates the whole schema; a failure no keyword explained still gets an error.
  mutating func run(_ instance: AnswerValue) -> [SchemaError] {
    let result = evaluate(schema.root, instance, at: "", via: "")
    if !result.valid && errors.isEmpty {
      return [
        SchemaError(
          instanceLocation: "", keywordLocation: "", absoluteKeywordLocation: "",
          message: "the value does not match the schema")
      ]
    }
    return errors
  }
}
