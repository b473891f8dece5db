/// Derived answers the user left as offered follow the answers they were derived from:
/// after an answer changes, each derived default that reads it (and each that reads one of
/// those, when it changes in turn) is rendered again and, while it is still the default as
/// offered, replaced.
///
/// Only the derived defaults that read the changed answer are rendered again: rendering
/// every one after every answer made a fill quadratic in the number of derived defaults.
/// Reads the context and the record; returns the changes to make (`RecordEdit`).
struct DerivedFollowing {
  private let context: FillContext
  private let record: FillRecord
  /// The answers as changed so far in this pass: a default rendered later reads them.
  private var answers: Answers
  private var edits: [RecordEdit] = []
  /// Built once, and again only after an answer here changes: building it renders every
  /// computed default.
  private var templates: TemplateContext?

  private init(context: FillContext, record: FillRecord) {
    self.context = context
    self.record = record
    answers = record.answers
  }

  /// What changes after the answer at `changed` did.
  static func edits(after changed: FieldPath, context: FillContext, record: FillRecord)
    -> [RecordEdit]
  {
    let readers = context.derivedReaders
    if !readers.hasNested {
      // Most answers are read by no derived default: nothing is built for them.
      guard case .key(let name)? = changed.components.first, !readers.readers(of: name).isEmpty
      else { return [] }
    }
    var following = DerivedFollowing(context: context, record: record)
    following.follow(changed)
    return following.edits
  }

  private mutating func follow(_ changed: FieldPath) {
    let readers = context.derivedReaders
    guard !readers.hasNested else {
      for path in record.derivedPaths where path != changed {
        refresh(at: path, changed: changed)
      }
      return
    }
    guard case .key(let name)? = changed.components.first else { return }
    // Looked at in the order of their spelled paths, as the full pass would, each once.
    var queue = DerivedQueue(readers.readers(of: name), skipping: changed)
    while let path = queue.next() {
      if refresh(at: path, changed: changed), let key = path.lastKey {
        queue.add(readers.readers(of: key))
      }
    }
  }

  /// Renders the derived answer at `path` again when it is still the default as offered.
  /// - Returns: Whether the answer changed.
  @discardableResult
  private mutating func refresh(at path: FieldPath, changed: FieldPath) -> Bool {
    guard context.derivedReaders.follows(path, changed) else { return false }
    guard let remembered = record.derivedValue(at: path), answers[path] == remembered,
      let entry = context.fields.entry(at: path),
      let template = entry.field.derived.defaultValue
    else {
      edits.append(.rememberDerived(nil, at: path))
      return false
    }
    let current =
      templates
      ?? ConditionScope.templateContext(
        form: context.form, answers: answers, now: context.options.now,
        zone: context.options.zone)
    templates = current
    guard let text = try? template.render(in: current) else { return false }
    var value = AnswerValue.string(text)
    if !entry.field.derived.isComputed {
      guard case .value(let coerced, _) = context.reader.coerce(value, for: entry.field) else {
        return false
      }
      value = coerced
    }
    guard value != remembered else { return false }
    templates = nil
    answers[path] = value
    edits += [.store(value, at: path), .rememberDerived(value, at: path)]
    return true
  }
}

/// The derived defaults still to look at, in the order of their spelled paths, each once.
private struct DerivedQueue {
  private var waiting: [(spelled: String, path: FieldPath)] = []
  private var seen: Set<FieldPath>

  init(_ paths: [FieldPath], skipping changed: FieldPath) {
    seen = [changed]
    add(paths)
  }

  mutating func add(_ paths: [FieldPath]) {
    for path in paths where seen.insert(path).inserted {
      let spelled = path.description
      // Kept sorted, last first, so the next is taken from the end.
      var low = 0
      var high = waiting.count
      while low < high {
        let middle = (low + high) / 2
        if waiting[middle].spelled > spelled { low = middle + 1 } else { high = middle }
      }
      waiting.insert((spelled, path), at: low)
    }
  }

  mutating func next() -> FieldPath? {
    waiting.popLast()?.path
  }
}
