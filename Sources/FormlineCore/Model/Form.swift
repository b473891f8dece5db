/// A loaded form: sections of fields, whatever shape the file had.
///
/// Its properties live in one shared box, copied only when a form is changed: a form is
/// copied wherever a fill looks at its steps, and a copy of twenty properties was twenty
/// retains and releases (over 2 % of filling a large form).
package struct Form: Sendable, Hashable {
  package var title: String? {
    get { storage.properties.title }
    set { storage.properties.title = newValue }
  }
  package var description: String? {
    get { storage.properties.description }
    set { storage.properties.description = newValue }
  }
  package var sections: [Section] {
    get { storage.properties.sections }
    _modify { yield &storage.properties.sections }
  }
  /// A read-only form: every field shown, none asked.
  package var disabled: Bool {
    get { storage.properties.disabled }
    set { storage.properties.disabled = newValue }
  }
  package var requiredMarker: String {
    get { storage.properties.requiredMarker }
    set { storage.properties.requiredMarker = newValue }
  }
  package var dateOrder: DateOrder? {
    get { storage.properties.dateOrder }
    set { storage.properties.dateOrder = newValue }
  }
  /// The file it came from, for messages and relative paths.
  package var file: String? {
    get { storage.properties.file }
    set { storage.properties.file = newValue }
  }
  /// The tool the file was written for, when formline runs another tool's questionnaire.
  package var dialect: FormDialect {
    get { storage.properties.dialect }
    set { storage.properties.dialect = newValue }
  }
  /// What its words mean where formats differ; the engine asks this, never `dialect`.
  package var meaning: FormMeaning {
    get { storage.properties.meaning }
    set { storage.properties.meaning = newValue }
  }
  /// The JSON Schema a schema's form was read from, as written (`formline schema` prints
  /// it: the form's results are exactly what it accepts).
  package var sourceSchema: AnswerValue? {
    get { storage.properties.sourceSchema }
    set { storage.properties.sourceSchema = newValue }
  }
  /// The files its `$ref`s name beside it, read at load, by the URI the schema's
  /// references resolve to; `sourceSchemaURI` is the schema's own.
  package var sourceSchemaFiles: [String: AnswerValue] {
    get { storage.properties.sourceSchemaFiles }
    _modify { yield &storage.properties.sourceSchemaFiles }
  }
  package var sourceSchemaURI: String? {
    get { storage.properties.sourceSchemaURI }
    set { storage.properties.sourceSchemaURI = newValue }
  }
  /// Whether a part below its root names a resource or an anchor (`$id`, `$anchor`…);
  /// without any, the evaluator does not look for them (a walk of the whole document).
  package var sourceSchemaEmbedsResources: Bool {
    get { storage.properties.sourceSchemaEmbedsResources }
    set { storage.properties.sourceSchemaEmbedsResources = newValue }
  }
  /// Checks of the object this form fills, as a whole (JSON Schema's `minProperties`,
  /// `not`, an `if` of any shape), made before the result is written.
  package var checks: [ValidatorSpec] {
    get { storage.properties.checks }
    _modify { yield &storage.properties.checks }
  }
  /// The result is the value of the form's one field, keyed `rootValueKey`, rather than
  /// an object of fields: a JSON Schema whose root is a list, a union or a scalar.
  package var wrapsRootValue: Bool {
    get { storage.properties.wrapsRootValue }
    set { storage.properties.wrapsRootValue = newValue }
  }
  /// What answers files may give beyond the fields.
  package var extraValues: ExtraValues {
    get { storage.properties.extraValues }
    set { storage.properties.extraValues = newValue }
  }
  /// Values every template reads besides the answers, never asked nor in the result
  /// (copier's `_external_data`).
  package var templateConstants: [String: AnswerValue] {
    get { storage.properties.templateConstants }
    _modify { yield &storage.properties.templateConstants }
  }
  /// Shown before the first question (copier's `_message_before_copy`), rendered with
  /// the answers known then.
  package var openingMessage: Template? {
    get { storage.properties.openingMessage }
    set { storage.properties.openingMessage = newValue }
  }
  /// Shown once the answers are complete (copier's `_message_after_copy`), rendered with
  /// them.
  package var closingMessage: Template? {
    get { storage.properties.closingMessage }
    set { storage.properties.closingMessage = newValue }
  }
  /// Templates read a name without a value as empty text (copier's Jinja default)
  /// rather than failing (cookiecutter's).
  package var undefinedIsEmpty: Bool {
    get { storage.properties.undefinedIsEmpty }
    set { storage.properties.undefinedIsEmpty = newValue }
  }
  /// The key of the one field of a form that `wrapsRootValue`.
  package static let rootValueKey = "value"

  private var storage: SharedProperties<Properties>

  package init(title: String? = nil, sections: [Section] = []) {
    storage = SharedProperties(Properties(title: title, sections: sections))
  }

  /// The stored properties of a form, documented at their accessors.
  private struct Properties: Sendable, Hashable {
    var title: String?
    var description: String?
    var sections: [Section]
    var disabled: Bool = false
    var requiredMarker: String = "*"
    var dateOrder: DateOrder?
    var file: String?
    var dialect: FormDialect = .formline
    var meaning: FormMeaning = FormMeaning.native
    var sourceSchema: AnswerValue?
    var sourceSchemaFiles: [String: AnswerValue] = [:]
    var sourceSchemaURI: String?
    var sourceSchemaEmbedsResources: Bool = true
    var checks: [ValidatorSpec] = []
    var wrapsRootValue: Bool = false
    var extraValues: ExtraValues = .ignored
    var templateConstants: [String: AnswerValue] = [:]
    var openingMessage: Template?
    var closingMessage: Template?
    var undefinedIsEmpty: Bool = false

    init(title: String?, sections: [Section]) {
      self.title = title
      self.sections = sections
    }
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
