/// The readings of a form's defaults, made once for the many fills of one `FillPlan`.
///
/// Reading `03:00` or `7 days` runs the natural-language date parser (~45,000 instructions
/// each), an e-mail default its checks (~23,000); `validate --each` read every default
/// again for every file. A reading depends only on the field and the reader (its now, zone,
/// order of dates and directories), which all fills of a plan share; a `file` or `image`
/// default is read by each fill, as it looks at the file system.
///
/// Readings are found by the identity of a field's storage: a field the fill changed (a
/// derived default rendered into it) has other storage, so it is read as before. The form
/// is kept so that no storage read here is freed and its identity taken by another field.
struct DefaultReadings: Sendable {
  private var readings: [ObjectIdentifier: InputReading] = [:]
  private let form: Form?

  /// No readings: every default is read when its fill needs it.
  init() {
    form = nil
  }

  /// The readings of every default in `form`, its subforms, items and variants (pending
  /// parts are left: they are built per fill).
  init(form: Form, reader: InputReader) {
    self.form = form
    var readings: [ObjectIdentifier: InputReading] = [:]
    var seen: Set<ObjectIdentifier> = []
    func visit(_ field: Field) {
      guard seen.insert(field.sharedIdentity).inserted, field.pending == nil else { return }
      if field.kind != .file, field.kind != .image, let given = field.enterValue {
        readings[field.sharedIdentity] = reader.coerce(given, for: field, keepingSpaces: true)
      }
      var inside = field.subform?.sections.flatMap(\.fields) ?? []
      if let template = field.collection.template { inside.append(template) }
      inside += field.collection.positions + field.union.variants
      for nested in inside { visit(nested) }
    }
    for field in form.sections.flatMap(\.fields) { visit(field) }
    self.readings = readings
  }

  /// The reading of `field`'s default, when it was made here.
  func reading(for field: Field) -> InputReading? {
    readings.isEmpty ? nil : readings[field.sharedIdentity]
  }
}
