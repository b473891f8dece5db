import OrderedCollections

/// Where the pending parts of a form (`PendingField`) are built: along the answers given
/// in advance before the fill starts, and each one the walk reaches as it goes.
extension Form {
  /// This form with every pending field the value reaches built, as deep as the value goes
  /// (an answers file's tree of any depth).
  func unfolded(along value: AnswerValue) -> Form {
    // Without pending parts nothing unfolds: the form is not copied, nor each given key
    // looked up (a million answers to a million plain fields).
    guard case .object(let members) = value, !members.isEmpty, holdsPendingParts else {
      return self
    }
    var form = self
    for section in form.sections.indices {
      for index in form.sections[section].fields.indices {
        guard let key = form.sections[section].fields[index].key, let given = members[key]
        else { continue }
        form.sections[section].fields[index].unfold(along: given)
      }
    }
    return form
  }

  /// Changes the fields at a path (an item by its index: the template, or a tuple's
  /// position); a key inside a union is looked up in each object variant.
  mutating func changeFields(
    at path: ArraySlice<FieldPath.Component>, _ change: (inout Field) -> Void
  ) {
    guard case .key(let key)? = path.first else { return }
    for section in sections.indices {
      for index in sections[section].fields.indices
      where sections[section].fields[index].key.map({ CodePointNames.same($0, key) }) == true {
        sections[section].fields[index].change(at: path.dropFirst(), change)
      }
    }
  }
}

extension Form {
  /// Whether a field anywhere in the form is pending (a JSON Schema form's part built only
  /// when a fill reaches it), so that answers could unfold it.
  var holdsPendingParts: Bool {
    sections.contains { $0.fields.contains(where: \.holdsPendingParts) }
  }
}

extension Field {
  fileprivate var holdsPendingParts: Bool {
    if pending != nil || subform?.holdsPendingParts == true { return true }
    switch kind {
    case .union: return union.variants.contains(where: \.holdsPendingParts)
    case .array:
      return collection.template?.holdsPendingParts == true
        || collection.positions.contains(where: \.holdsPendingParts)
    default: return false
    }
  }

  /// Builds this field if pending, then what inside it the value reaches.
  mutating func unfold(along value: AnswerValue) {
    if pending != nil {
      guard let built = expanded else { return }
      self = built
    }
    if var form = subform {
      form = form.unfolded(along: value)
      subform = form
    }
    if kind == .union {
      union.variants = union.variants.map { variant in
        var variant = variant
        variant.unfold(along: value)
        return variant
      }
    }
    guard kind == .array else { return }
    let items: [AnswerValue]
    if collection.keyedMap, let entries = KeyedMap.items(of: value)?.arrayValue {
      items = entries
    } else if case .array(let list) = value {
      items = list
    } else {
      return
    }
    for (index, item) in items.enumerated() {
      if index < collection.positions.count {
        collection.positions[index].unfold(along: item)
      } else {
        collection.template?.unfold(along: item)
      }
    }
  }

  fileprivate mutating func change(
    at path: ArraySlice<FieldPath.Component>, _ change: (inout Field) -> Void
  ) {
    guard let first = path.first else {
      change(&self)
      return
    }
    switch first {
    case .index(let index):
      if index < collection.positions.count {
        collection.positions[index].change(at: path.dropFirst(), change)
      } else {
        collection.template?.change(at: path.dropFirst(), change)
      }
    case .key:
      if subform != nil {
        subform?.changeFields(at: path, change)
      } else if kind == .union {
        for variant in union.variants.indices {
          union.variants[variant].subform?.changeFields(at: path, change)
        }
      }
    }
  }
}

extension FillSession {
  /// Paths nested deeper than this are not built: a schema that requires itself (an
  /// object whose required property is the object again) has no finite value.
  static let maximumPendingDepth = 256

  /// Whether a pending optional property is left out without being built.
  ///
  /// So it is when nobody is there to pick it and nothing was given at or below it: the
  /// file leaves it out whatever it holds (a schema's optional property is written only
  /// when given). Building each would cost the whole form's tables again: a schema with
  /// 1,472 optional properties, many of them lists of a `$ref` (MegaLinter's), took
  /// seconds under `-y`.
  func staysOutUnbuilt(_ step: FillStep) -> Bool {
    guard case .value = step.role else { return false }
    return leavesOutUnbuilt(step.field, at: step.path)
  }

  /// Whether the question that adds an item to a list whose items are pending is settled
  /// without building them: the list is optional, nobody is there to add an item and
  /// nothing was given for it (its default, if any, adds items, which are built where they
  /// stand).
  func addsNoItemUnbuilt(_ step: FillStep) -> Bool {
    guard case .newItem(let collection) = step.role,
      let list = FieldLookup.field(at: collection, in: form)
    else { return false }
    return leavesOutUnbuilt(list, at: collection)
  }

  /// An optional property of a schema nobody is there to pick (piped lines answer the
  /// required ones only, unless `--ask-all`) and nothing was given for.
  private func leavesOutUnbuilt(_ field: Field, at path: FieldPath) -> Bool {
    !options.interactive && !options.askAll && form.meaning.defaultsAreOnlyOffered
      && !field.required && field.omitWhenUnanswered && presets.values[path] == nil
  }

  /// Builds the pending field the walk reached at `path` (every item of a collection shares
  /// it) and works out the flow again over the grown form.
  mutating func buildPending(at path: FieldPath) {
    var grown = form
    var found: [Diagnostic] = []
    let tooDeep = path.components.count > Self.maximumPendingDepth
    grown.changeFields(at: path.components[...]) { field in
      guard let pending = field.pending else { return }
      let built = tooDeep ? nil : field.expanded
      found += pending.source.diagnostics(of: pending.site)
      if let built {
        field = built
        return
      }
      if tooDeep {
        // The path itself would be hundreds of names long: the place in the schema says it.
        found.append(
          .error(
            "the answers nest deeper than \(Self.maximumPendingDepth) levels here; not asked",
            at: field.location, path: nil))
      }
      // Never asked: what was given in advance is kept as it is.
      field.pending = nil
      field.derived.isComputed = true
    }
    for problem in found where !problems.contains(problem) {
      problems.append(problem)
    }
    replaceForm(grown)
  }
}
