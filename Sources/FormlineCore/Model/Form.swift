/// A loaded form: sections of fields, whatever shape the file had.
package struct Form: Sendable, Hashable {
  package var title: String?
  package var description: String?
  package var sections: [Section]
  /// A read-only form: every field shown, none asked.
  package var disabled = false
  package var requiredMarker = "*"
  package var dateOrder: DateOrder?
  /// The file it came from, for messages and relative paths.
  package var file: String?
  /// The tool the file was written for, when formline runs another tool's questionnaire.
  package var dialect: FormDialect = .formline
  /// What its words mean where formats differ; the engine asks this, never `dialect`.
  package var meaning = FormMeaning.native
  /// The JSON Schema a schema's form was read from, as written (`formline schema` prints
  /// it: the form's results are exactly what it accepts).
  package var sourceSchema: AnswerValue?
  /// The files its `$ref`s name beside it, read at load, by the URI the schema's
  /// references resolve to; `sourceSchemaURI` is the schema's own.
  package var sourceSchemaFiles: [String: AnswerValue] = [:]
  package var sourceSchemaURI: String?
  /// Whether a part below its root names a resource or an anchor (`$id`, `$anchor`…);
  /// without any, the evaluator does not look for them (a walk of the whole document).
  package var sourceSchemaEmbedsResources = true
  /// Checks of the object this form fills, as a whole (JSON Schema's `minProperties`,
  /// `not`, an `if` of any shape), made before the result is written.
  package var checks: [ValidatorSpec] = []
  /// The result is the value of the form's one field, keyed `rootValueKey`, rather than
  /// an object of fields: a JSON Schema whose root is a list, a union or a scalar.
  package var wrapsRootValue = false
  /// The key of the one field of a form that `wrapsRootValue`.
  package static let rootValueKey = "value"
  /// What answers files may give beyond the fields.
  package var extraValues: ExtraValues = .ignored
  /// Values every template reads besides the answers, never asked nor in the result
  /// (copier's `_external_data`).
  package var templateConstants: [String: AnswerValue] = [:]
  /// Shown before the first question (copier's `_message_before_copy`), rendered with
  /// the answers known then.
  package var openingMessage: Template?
  /// Shown once the answers are complete (copier's `_message_after_copy`), rendered with
  /// them.
  package var closingMessage: Template?
  /// Templates read a name without a value as empty text (copier's Jinja default)
  /// rather than failing (cookiecutter's).
  package var undefinedIsEmpty = false

  package init(title: String? = nil, sections: [Section] = []) {
    self.title = title
    self.sections = sections
  }

  /// Fields of every section, in order.
  package var fields: [Field] { sections.flatMap(\.fields) }

  /// The field with this key, searched in place: `fields` would copy every field first,
  /// and lookups run for every condition on every step.
  package func field(withKey key: String) -> Field? {
    for section in sections {
      for field in section.fields where field.key.map({ CodePointNames.same($0, key) }) == true {
        return field
      }
    }
    return nil
  }

  /// Whether any field, at any depth, is secret (the output file is then made 0600).
  package var containsSecrets: Bool {
    fields.contains(where: \.mayHoldSecret)
  }
}

extension Field {
  /// Whether this field or anything it holds (a subform, an item, a union's variant) is
  /// secret; a part not built yet counts when its source may hold one.
  var mayHoldSecret: Bool {
    if isSecret { return true }
    if let pending { return pending.source.mayHoldSecrets }
    return subform?.containsSecrets == true || collection.template?.mayHoldSecret == true
      || union.variants.contains(where: \.mayHoldSecret)
  }
}
