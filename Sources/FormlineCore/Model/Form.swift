/// A loaded form: sections of fields, whatever shape the file had.
public struct Form: Sendable, Hashable {
  public var title: String?
  public var description: String?
  public var sections: [Section]
  /// A read-only form: every field shown, none asked.
  public var disabled = false
  public var requiredMarker = "*"
  public var dateOrder: DateOrder?
  /// The file it came from, for messages and relative paths.
  public var file: String?
  /// The tool the file was written for, when formline runs another tool's questionnaire.
  public var dialect: FormDialect = .formline
  /// The JSON Schema a schema's form was read from, as written (`formline schema` prints
  /// it: the form's results are exactly what it accepts).
  public var sourceSchema: AnswerValue?
  /// Checks of the object this form fills, as a whole (JSON Schema's `minProperties`,
  /// `not`, an `if` of any shape), made before the result is written.
  public var checks: [ValidatorSpec] = []
  /// What answers files may give beyond the fields.
  public var extraValues: ExtraValues = .ignored

  public init(title: String? = nil, sections: [Section] = []) {
    self.title = title
    self.sections = sections
  }

  /// Fields of every section, in order.
  public var fields: [Field] { sections.flatMap(\.fields) }

  /// The field with this key, searched in place: `fields` would copy every field first,
  /// and lookups run for every condition on every step.
  public func field(withKey key: String) -> Field? {
    for section in sections {
      for field in section.fields where field.key == key { return field }
    }
    return nil
  }

  /// Whether any field, at any depth, is secret (the output file is then made 0600).
  public var containsSecrets: Bool {
    fields.contains { field in
      field.isSecret || field.subform?.containsSecrets == true
        || field.template.map { $0.isSecret || $0.subform?.containsSecrets == true } == true
    }
  }
}
