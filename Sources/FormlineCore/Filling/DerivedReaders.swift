/// Which derived defaults read which answers, worked out once per form: after an answer,
/// only the derived defaults that read it are rendered again, not every one.
struct DerivedReaders: Sendable {
  /// Per top-level name: the top-level fields whose derived default can read it.
  private let readers: [String: [FieldPath]]
  /// Top-level fields whose derived default can read any answer.
  private let readAnything: [FieldPath]
  /// A derived default lies inside a subform or a collection's items: those read their
  /// siblings by relative names, so every derived default is looked at after each answer.
  let hasNested: Bool
  /// The position of each top-level question, by key.
  private let positions: [String: Int]

  init(form: Form) {
    let reads = TemplateReads(form: form)
    var readers: [String: [FieldPath]] = [:]
    var readAnything: [FieldPath] = []
    var nested = false
    for section in form.sections {
      for field in section.fields {
        if !nested, DerivedReaders.hasNestedDerivedDefault(field) { nested = true }
        guard field.hasDerivedTexts, let key = field.key, let template = field.derived.defaultValue
        else { continue }
        let path = FieldPath([.key(key)])
        guard let names = reads.names(of: template) else {
          readAnything.append(path)
          continue
        }
        for name in names { readers[name, default: []].append(path) }
      }
    }
    self.readers = readers
    self.readAnything = readAnything
    hasNested = nested
    // Needed only where a derived default follows answers: a large form has none.
    var positions: [String: Int] = [:]
    if nested || !readers.isEmpty || !readAnything.isEmpty {
      for key in form.sections.lazy.flatMap(\.fields).compactMap(\.key) where positions[key] == nil
      {
        positions[key] = positions.count
      }
    }
    self.positions = positions
  }

  /// Whether the form has no derived default anywhere (nested ones included).
  var isEmpty: Bool { readers.isEmpty && readAnything.isEmpty && !hasNested }

  /// The top-level derived defaults that can read the answer named `name`.
  func readers(of name: String) -> [FieldPath] {
    (readers[name] ?? []) + readAnything
  }

  /// Whether the derived default at `path` follows a change of the answer at `changed`:
  /// not when both are top-level questions and `changed` comes later.
  ///
  /// A derived default is a template over earlier answers, as copier and cookiecutter
  /// render theirs once, when the question comes: an answer to a later question never
  /// changes it. (One that read every answer, `{{ cookiecutter }}`, was rendered again after
  /// each later answer with its own answer inside, nesting itself; found by FuzzConvert, as
  /// the converted form of a copier.yml filled differently from it.)
  func follows(_ path: FieldPath, _ changed: FieldPath) -> Bool {
    guard path.components.count == 1, changed.components.count == 1,
      let key = path.lastKey, let changedKey = changed.lastKey,
      let position = positions[key], let changedPosition = positions[changedKey]
    else { return true }
    return position > changedPosition
  }

  /// Whether a derived default lies inside the field: in its subform, its items or the
  /// variants of a union.
  private static func hasNestedDerivedDefault(_ field: Field) -> Bool {
    guard field.subform != nil || field.collection.template != nil || !field.union.variants.isEmpty
    else { return false }
    var walk = NestedDerivedDefaults()
    return walk.inside(field)
  }
}

/// Looks for a derived default below a field, each shared definition once: a schema whose
/// unions name the same `$ref` twice, 40 deep, has 2^40 paths but 41 fields.
private struct NestedDerivedDefaults {
  private var known: [ObjectIdentifier: Bool] = [:]

  /// Whether a derived default lies inside the field: in its subform, its items or the
  /// variants of a union.
  ///
  /// Recursive: forms nest no deeper than the loader's nesting limit.
  mutating func inside(_ field: Field) -> Bool {
    if let answer = known[field.sharedIdentity] { return answer }
    known[field.sharedIdentity] = false
    let found =
      field.subform.map { $0.fields.contains { has($0) } } == true
      || field.collection.template.map { has($0) } == true
      || field.union.variants.contains { has($0) }
    known[field.sharedIdentity] = found
    return found
  }

  private mutating func has(_ field: Field) -> Bool {
    field.derived.defaultValue != nil || inside(field)
  }
}
