import FoundationEssentials
import OrderedCollections

/// Answers known before the wizard starts, from `--set`, answers files and the environment.
///
/// Later writes win, so merging the environment, then the answers files in order, then
/// `--set` gives the precedence formline(1) documents. Defaults stay in the form and are applied by
/// the session.
package struct PresetAnswers: Sendable {
  package private(set) var values = Answers()
  /// The origin of each value written, by the path it was written at.
  package private(set) var origins = AnswerOrigins()
  /// Keys given for objects that keep values no field asks for, by the object's path, in
  /// the order given (their values are in `values`).
  package private(set) var extraKeys: [FieldPath: [String]] = [:]
  /// The member names of each object an answers file gives, by the object's path, in the
  /// file's order (recorded when the form's member order follows the answers).
  package private(set) var givenMemberOrder: [FieldPath: [String]] = [:]
  /// Where each object of an answers file starts, for problems of the object as a whole
  /// (a property it lacks).
  package private(set) var objectLocations: [FieldPath: SourceLocation] = [:]
  /// Where each item of a keyed map given in an answers file is written (its name), and
  /// its value: the map is given whole, so its origin is the map's, but a message about
  /// one entry names the entry's own line.
  private var mapItemLocations: [FieldPath: SourceLocation] = [:]
  /// Properties `--unset` leaves out of the result, in the order given.
  package private(set) var removals: [FieldPath] = []
  /// Problems found while merging (bad paths, unknown keys, unreadable files).
  package private(set) var diagnostics: [Diagnostic] = []

  package init() {}

  /// Writes a value at a path, recording its origin; later writes win.
  package mutating func set(_ value: AnswerValue, at path: FieldPath, origin: AnswerOrigin) {
    values[path] = value
    origins[path] = origin
  }

  /// The origin of the value at `path` or of the nearest enclosing value written whole.
  package func origin(of path: FieldPath) -> AnswerOrigin? {
    var current = path
    var place: SourceLocation?
    while true {
      if let origin = origins[current] {
        if let place, case .answersFile = origin { return .answersFile(place) }
        return origin
      }
      if place == nil { place = mapItemLocations[current] }
      if current.isRoot { return nil }
      current = current.parent
    }
  }

  /// Merges an answers document (YAML, JSON, JSON with comments or TOML, the result's
  /// shape) with its source marks.
  /// - Parameters:
  ///   - text: The document.
  ///   - file: Its name for messages.
  ///   - form: The form, to report keys it does not have.
  ///   - dialect: Its language; nil decides between JSON and YAML by the content.
  package mutating func mergeAnswersDocument(
    _ text: String, file: String, form: Form, dialect: AnswersDialect? = nil
  ) {
    let root: DocumentNode?
    do {
      root = try AnswersDocument.parse(
        text, file: file, dialect: dialect ?? AnswersDialect.of(path: "", text: text))
    } catch {
      diagnostics.append(error)
      return
    }
    guard var root else { return }
    if form.wrapsRootValue {
      // The document is the value of the form's one field.
      root = DocumentNode(
        content: .mapping(
          [.init(key: Form.rootValueKey, keyLocation: root.location, value: root)]),
        location: root.location)
    }
    guard root.members != nil else {
      diagnostics.append(
        .error("answers must be an object keyed like the result", at: root.location))
      return
    }
    let answers = Self.unwrappingReplay(root, form: form)
    if form.meaning.memberOrderFollowsAnswers { recordMemberOrder(answers, at: .root) }
    merge(answers, at: .root, form: form, level: form)
  }

  /// The order of every object's members in an answers document, objects in lists too.
  private mutating func recordMemberOrder(_ node: DocumentNode, at path: FieldPath) {
    if let members = node.members {
      givenMemberOrder[path] = members.map(\.key)
      for member in members { recordMemberOrder(member.value, at: path.appending(member.key)) }
    } else if let items = node.items {
      for (index, item) in items.enumerated() {
        recordMemberOrder(item, at: path.appending(index: index))
      }
    }
  }

  /// What cookiecutter adds to the context it replays, beside the answers.
  private static let replayBookkeeping: Set<String> = [
    "_template", "_output_dir", "_repo_dir", "_checkout",
  ]

  /// A cookiecutter replay file (`{"cookiecutter": {…}, "_cookiecutter": {…}}`) given to a
  /// cookiecutter questionnaire: its answers are those inside `cookiecutter`, without the
  /// template's and output's places cookiecutter records there.
  static func unwrappingReplay(_ root: DocumentNode, form: Form) -> DocumentNode {
    guard form.meaning.answersMayBeReplayFiles, let members = root.members,
      let inner = root["cookiecutter"], let answers = inner.members,
      !form.fields.contains(where: { $0.key == "cookiecutter" }),
      members.allSatisfy({ $0.key == "cookiecutter" || $0.key == "_cookiecutter" })
    else { return root }
    let formKeys = Set(form.fields.compactMap(\.key))
    var unwrapped = inner
    unwrapped.content = .mapping(
      answers.filter { !replayBookkeeping.contains($0.key) || formKeys.contains($0.key) })
    return unwrapped
  }

  private mutating func merge(_ node: DocumentNode, at path: FieldPath, form: Form, level: Form?) {
    guard let members = node.members, let level else {
      set(node.answerValue, at: path, origin: .answersFile(node.location))
      return
    }
    objectLocations[path] = node.location
    if path.isRoot {
      // Room at once for a file that answers every field of a large form.
      values.reserveTopLevel(members.count)
      origins.reserveTopLevel(members.count)
    }
    var fields = LevelFields(level)
    for member in members {
      let childPath = path.appending(member.key)
      // A pending field is built here: the answers file has reached it.
      guard let field = fields.field(named: member.key).map({ $0.expanded ?? $0 }) else {
        mergeExtra(member, at: childPath, level: level)
        continue
      }
      if field.collection.keyedMap, let items = KeyedMap.items(of: member.value.answerValue) {
        set(items, at: childPath, origin: .answersFile(member.value.location))
        recordMapItemLocations(member.value, at: childPath)
      } else if field.kind == .form, let given = member.value.members {
        // An optional subform given as `{}` is added, empty: its `required` then applies.
        if field.optional && given.isEmpty {
          set(.object([:]), at: childPath, origin: .answersFile(member.value.location))
        }
        merge(member.value, at: childPath, form: form, level: field.subform)
      } else {
        set(member.value.answerValue, at: childPath, origin: .answersFile(member.value.location))
        recordItemLocations(member.value, at: childPath)
      }
    }
  }

  /// A value for a key the form has no field for: kept, refused or ignored as the form says.
  private mutating func mergeExtra(
    _ member: DocumentNode.Member, at path: FieldPath, level: Form
  ) {
    // A key with a field's text in another Unicode normalization is another name (JSON and
    // YAML compare code points), but it looks the same: the message says why it is not the
    // field's.
    let twin = level.fields.compactMap(\.key).first {
      $0 == member.key && !CodePointNames.same($0, member.key)
    }
    let notes =
      twin.map {
        [
          "the field '\($0)' has the same text with other code points (another Unicode "
            + "normalization): \($0.codePointsText), here \(member.key.codePointsText)"
        ]
      } ?? []
    switch level.extraValues {
    case .kept:
      keepExtra(member.value.answerValue, at: path, origin: .answersFile(member.value.location))
      recordItemLocations(member.value, at: path)
      if !notes.isEmpty {
        diagnostics.append(
          .warning(
            "'\(member.key)' is not a field's name; kept beside the field", at: member.keyLocation,
            path: path, notes: notes))
      }
    case .refused:
      diagnostics.append(
        .error(
          "not a property of this object (its schema's additionalProperties is false)",
          at: member.keyLocation, path: path, notes: notes))
    case .ignored:
      diagnostics.append(
        .warning(
          "the form has no field '\(member.key)'; answer ignored", at: member.keyLocation,
          path: path, notes: notes))
    }
  }

  /// Keeps a value no field asks for (the form's `extraValues` is `kept`), for the result.
  package mutating func keepExtra(_ value: AnswerValue, at path: FieldPath, origin: AnswerOrigin) {
    guard let key = path.lastKey else { return }
    set(value, at: path, origin: origin)
    if !(extraKeys[path.parent]?.contains(where: { CodePointNames.same($0, key) }) ?? false) {
      extraKeys[path.parent, default: []].append(key)
    }
  }

  /// Items of a collection keep their own lines for messages about them.
  private mutating func recordItemLocations(_ node: DocumentNode, at path: FieldPath) {
    if let items = node.items {
      for (index, item) in items.enumerated() {
        origins[path.appending(index: index)] = .answersFile(item.location)
        recordItemLocations(item, at: path.appending(index: index))
      }
    } else if let members = node.members {
      for member in members {
        origins[path.appending(member.key)] = .answersFile(member.value.location)
        recordItemLocations(member.value, at: path.appending(member.key))
      }
    }
  }

  /// The lines of a map's entries: each item at its name, its value where the value is.
  private mutating func recordMapItemLocations(_ node: DocumentNode, at path: FieldPath) {
    mapItemLocations = mapItemLocations.filter { !$0.key.components.starts(with: path.components) }
    for (index, member) in (node.members ?? []).enumerated() {
      let item = path.appending(index: index)
      mapItemLocations[item] = member.keyLocation
      recordValueLocations(member.value, at: item.appending(KeyedMap.valueField))
    }
  }

  /// The line of a map entry's value and of each value inside it.
  private mutating func recordValueLocations(_ node: DocumentNode, at path: FieldPath) {
    mapItemLocations[path] = node.location
    if let items = node.items {
      for (index, item) in items.enumerated() {
        recordValueLocations(item, at: path.appending(index: index))
      }
    } else if let members = node.members {
      for member in members { recordValueLocations(member.value, at: path.appending(member.key)) }
    }
  }

  /// Applies `--set PATH=VALUE` arguments; VALUE is typed text for that field.
  package mutating func mergeSetArguments(_ arguments: [String], form: Form) {
    for argument in arguments {
      // Split at the first `=` code point: as a Character, `=` followed by a combining
      // mark is another grapheme cluster, and the value would not be found.
      let scalars = argument.unicodeScalars
      guard let equals = scalars.firstIndex(of: "=") else {
        diagnostics.append(.error("--set \(argument): expected PATH=VALUE"))
        continue
      }
      let pathText = String(scalars[..<equals])
      let value = String(scalars[scalars.index(after: equals)...])
      guard let path = Self.givenPath(pathText, form: form) else {
        diagnostics.append(.error("--set \(argument): '\(pathText)' is not a field path"))
        continue
      }
      if let index = path.components.lazy.compactMap({ component -> Int? in
        if case .index(let index) = component { return index } else { return nil }
      }).first(where: { $0 > PresetAnswers.maximumItemIndex }) {
        // Items before it are created as nulls: a typo must not allocate millions.
        diagnostics.append(
          .error(
            "--set \(argument): item \(index) is beyond the limit of "
              + "\(PresetAnswers.maximumItemIndex)", path: path))
        continue
      }
      guard FieldLookup.field(at: path, in: form) != nil else {
        let known = PresetAnswers.valuePaths(in: form, level: .root).map(\.0.description)
        diagnostics.append(
          .error(
            "--set \(argument): the form has no field '\(pathText)'", path: path,
            notes: NodeReader.suggestion(for: pathText, among: known)))
        continue
      }
      if let gap = firstGap(in: path) {
        diagnostics.append(
          .error(
            "--set \(argument): \(gap.list) has \(gap.count) item\(gap.count == 1 ? "" : "s"), "
              + "so the next is \(gap.list)[\(gap.count)]; items are numbered from 0 "
              + "without gaps", path: path))
        continue
      }
      set(.string(value), at: path, origin: .setOption(argument))
    }
  }

  /// Applies `--unset PATH`, which leaves the property out of the result.
  ///
  /// Whatever it is answered with is dropped from the result (a switch cannot be answered
  /// with null, so no answer is made up for it); a required field cannot be left out.
  package mutating func mergeUnsetArguments(_ arguments: [String], form: Form) {
    for argument in arguments {
      guard let path = Self.givenPath(argument, form: form), !path.isRoot, path.lastKey != nil
      else {
        diagnostics.append(.error("--unset \(argument): not the path of a property"))
        continue
      }
      guard let field = FieldLookup.field(at: path, in: form) else {
        let known = PresetAnswers.valuePaths(in: form, level: .root).map(\.0.description)
        diagnostics.append(
          .error(
            "--unset \(argument): the form has no field '\(argument)'", path: path,
            notes: NodeReader.suggestion(for: argument, among: known)))
        continue
      }
      if field.required {
        diagnostics.append(
          .error("--unset \(argument): the field is required, so it cannot be left out", path: path)
        )
        continue
      }
      removals.append(path)
    }
  }

  /// The first list on `path` whose index is past its next new item (`tags[2]` when tags
  /// has no items): filling the gap would mean items nobody gave, kept as nulls.
  private func firstGap(in path: FieldPath) -> (list: FieldPath, count: Int)? {
    for (offset, component) in path.components.enumerated() {
      guard case .index(let index) = component else { continue }
      let list = FieldPath(Array(path.components[..<offset]))
      let count = values[list]?.arrayValue?.count ?? 0
      if index > count { return (list, count) }
    }
    return nil
  }

  /// The largest collection index `--set` accepts.
  package static let maximumItemIndex = 9_999

  /// Takes answers from variables named `PREFIX_PATH_IN_UPPER_SNAKE` (`APP_ADDRESS_CITY`).
  /// - Parameters:
  ///   - prefix: The prefix without the trailing underscore.
  ///   - environment: The variables, read once by the caller.
  ///   - form: The form whose value fields are looked up.
  package mutating func mergeEnvironment(
    prefix: String, environment: [String: String], form: Form
  ) {
    let valuePaths = PresetAnswers.valuePaths(in: form, level: .root)
    // A variable that is another field's own name (`tags_1` beside `tags`) is no item.
    let fieldNames = Set(
      valuePaths.map { PresetAnswers.environmentName(prefix: prefix, path: $0.0) })
    for (path, field) in valuePaths {
      let name = PresetAnswers.environmentName(prefix: prefix, path: path)
      if environment[name] == nil, field.kind == .array || field.choices.mode == .multiple {
        let count =
          PresetAnswers.environmentItems(
            of: field, at: path, prefix: prefix, environment: environment)?.count ?? 0
        if let stranded = PresetAnswers.strandedItem(
          of: name, after: count, in: environment.filter { !fieldNames.contains($0.key) })
        {
          diagnostics.append(
            .warning(
              "\(stranded) is ignored: the items of a list are read from \(name)_0 on, "
                + "without a gap (\(name)_\(count) is missing)", path: path))
        }
      }
      if let value = environment[name] {
        set(PresetAnswers.environmentValue(value, for: field), at: path, origin: .environment(name))
      } else if field.choices.mode == .multiple,
        let items = PresetAnswers.environmentItems(
          of: field, at: path, prefix: prefix, environment: environment)
      {
        // A multi-select as `-f env` writes it: one variable per selected value.
        let stored = AnswerValue.array(
          items.map { item in item.stringValue.flatMap(Int.init).map(AnswerValue.integer) ?? item })
        let value =
          MultipleChoiceStorage.indexes(of: stored, field: field) != nil ? stored : .array(items)
        set(value, at: path, origin: .environment(name + "_0"))
      } else if field.kind == .array, field.choices.mode == nil,
        let items = PresetAnswers.environmentItems(
          of: field, at: path, prefix: prefix, environment: environment)
      {
        // Items as `-f env` writes them: `APP_TAGS_0`, `APP_CONTACTS_0_NAME`.
        set(.array(items), at: path, origin: .environment(name + "_0"))
      } else if field.kind == .union,
        let items = PresetAnswers.environmentItems(
          of: field, at: path, prefix: prefix, environment: environment)
      {
        // A union's list as `-f env` writes it, read as the list typed in brackets.
        set(
          .string(StructuredInput.text(.array(items))), at: path, origin: .environment(name + "_0"))
      }
    }
  }

  /// A variable's text as `-f env` writes it: a choice stored as a number (an index, a
  /// bitfield mask) is that number, as `level: 2` in an answers file is; any other text is
  /// read like typed input.
  static func environmentValue(_ text: String, for field: Field) -> AnswerValue {
    guard let choice = field.choices.mode, let number = Int(text) else { return .string(text) }
    let stored = AnswerValue.integer(number)
    let isStoredValue =
      switch choice {
      case .single: ChoiceMenu(field).optionIndex(of: stored) != nil
      case .multiple: MultipleChoiceStorage.indexes(of: stored, field: field) != nil
      }
    return isStoredValue ? stored : .string(text)
  }

  /// A collection's items from numbered variables, until the first number with none.
  /// - Returns: nil when not even item 0 has a variable.
  /// The first variable of an item past the last one read (`APP_TAGS_1` without
  /// `APP_TAGS_0`), which would otherwise be ignored without a word.
  private static func strandedItem(
    of name: String, after count: Int, in environment: [String: String]
  )
    -> String?
  {
    let start = name + "_"
    return environment.keys.filter { key in
      guard key.hasPrefix(start) else { return false }
      let digits = key.dropFirst(start.count).prefix { $0.isASCII && $0.isNumber }
      guard let index = Int(digits) else { return false }
      let rest = key.dropFirst(start.count + digits.count)
      return index >= count && (rest.isEmpty || rest.hasPrefix("_"))
    }.sorted().first
  }

  private static func environmentItems(
    of field: Field, at path: FieldPath, prefix: String, environment: [String: String]
  ) -> [AnswerValue]? {
    var items: [AnswerValue] = []
    while items.count <= maximumItemIndex {
      let itemPath = path.appending(index: items.count)
      let itemName = environmentName(prefix: prefix, path: itemPath)
      if let subform = field.collection.template?.subform {
        guard environment.keys.contains(where: { $0.hasPrefix(itemName + "_") }) else { break }
        var members: ObjectMembers = [:]
        for member in subform.fields where member.producesValue {
          guard let key = member.key else { continue }
          let memberPath = itemPath.appending(key)
          if let value = environment[environmentName(prefix: prefix, path: memberPath)] {
            members[key] = .string(value)
          } else if member.kind == .array, member.choices.mode == nil {
            members[key] = .array(
              environmentItems(
                of: member, at: memberPath, prefix: prefix, environment: environment) ?? [])
          }
        }
        items.append(.object(members))
      } else {
        guard let value = environment[itemName] else { break }
        items.append(.string(value))
      }
    }
    return items.isEmpty ? nil : items
  }

  /// `app` + `address.city` → `APP_ADDRESS_CITY`: the name `-f env --env-prefix app`
  /// writes, so a result read back from the environment finds every answer.
  package static func environmentName(prefix: String, path: FieldPath) -> String {
    EnvNames.prefix(fromOption: prefix) + EnvWriter.variableName(for: path)
  }

  /// Paths of the fields that take one answer (scalars, choices, whole collections).
  static func valuePaths(in form: Form, level: FieldPath) -> [(FieldPath, Field)] {
    var paths: [(FieldPath, Field)] = []
    for field in form.fields where field.producesValue {
      guard let key = field.key else { continue }
      let path = level.appending(key)
      if field.kind == .form, let subform = field.subform {
        paths += valuePaths(in: subform, level: path)
      } else {
        paths.append((path, field))
      }
    }
    return paths
  }
}
