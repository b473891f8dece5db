import CLibYAML

/// Builds a `DocumentNode` straight from libyaml's events, without composing a node tree
/// first (Yams' tree, its duplicate-key check and the walk that turned it into
/// `DocumentNode`s were two fifths of filling a large form).
///
/// It reports what composing Yams' tree and then converting it reported, in the same
/// order: libyaml's errors, undefined aliases and duplicate keys as they occur in the text,
/// then a second document, and only then the first problem of the tree itself (too deep,
/// too many values once aliases are expanded, a key that is not text). One exception keeps
/// memory bounded: a document nested `readingDepth` levels deep stops the reading there,
/// with the tree's depth error, since libyaml 0.2.5 sets no limit of its own and its
/// stacks would grow with the nesting.
final class DocumentComposer {
  /// How deep the reading follows a document before it stops: as deep as the copy of
  /// libyaml that Yams bundles allowed, so syntax errors after a part nested deeper than
  /// `DocumentParser.maximumDepth` are still the ones reported, as before.
  static let readingDepth = 1_000

  private let file: String
  private let source: String
  private let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
  // The state below is not checked for overlapping access at run time: the checks were
  // 2.5 % of filling a large form. Accesses cannot overlap: a composer lives for one
  // call of `compose`/`composeAll` on one thread, its methods are private, and none of
  // them calls out to code that could reach the composer while it changes a property.
  @exclusivity(unchecked) private var event = yaml_event_t()
  /// The mappings and sequences open around the current event, outermost first.
  @exclusivity(unchecked) private var stack: [Frame] = []
  @exclusivity(unchecked) private var anchors: [String: DocumentNode] = [:]
  /// Values an alias may still repeat.
  ///
  /// Values written out in the text are bounded by the file's size; only repeats can make a
  /// small file stand for billions of values.
  @exclusivity(unchecked) private var budget = DocumentParser.maximumRepeatedValues
  /// Reported only when the text is otherwise well-formed, as the conversion of a whole
  /// composed tree found it.
  @exclusivity(unchecked) private var treeProblem: Diagnostic?
  @exclusivity(unchecked) private var root: DocumentNode?
  /// Scalars with a tag of the file's own (`!include x.yml`), in order: only copier's
  /// reader gives them a meaning.
  @exclusivity(unchecked) private var localTags: [ComposedDocument.Tag] = []

  /// - Parameters:
  ///   - source: The whole document.
  ///   - file: The name used in locations.
  /// - Returns: The root node, or nil for an empty document.
  /// - Throws: `Diagnostic` with the line and column libyaml reports.
  static func compose(_ source: String, file: String) throws(Diagnostic) -> DocumentNode? {
    var bytes = source
    let result = bytes.withUTF8 { buffer in
      Result { () throws(Diagnostic) -> DocumentNode? in
        try DocumentComposer(source: source, file: file).read(buffer)
      }
    }
    return try result.get()
  }

  /// Every document of a stream (copier's files may hold several), each with the local
  /// tags of its scalars; the single-document checks of `compose` apply to each.
  /// - Returns: The documents in order; an empty one has a nil root.
  static func composeAll(_ source: String, file: String) throws(Diagnostic)
    -> [ComposedDocument]
  {
    var bytes = source
    let result = bytes.withUTF8 { buffer in
      Result { () throws(Diagnostic) -> [ComposedDocument] in
        try DocumentComposer(source: source, file: file).readAll(buffer)
      }
    }
    return try result.get()
  }

  private func readAll(_ buffer: UnsafeBufferPointer<UInt8>) throws(Diagnostic)
    -> [ComposedDocument]
  {
    guard let start = buffer.baseAddress, !buffer.isEmpty else { return [] }
    yaml_parser_set_input_string(parser, start, buffer.count)
    try nextEvent()  // the stream's start
    try nextEvent()
    var documents: [ComposedDocument] = []
    while event.type != YAML_STREAM_END_EVENT {
      root = nil
      anchors = [:]
      localTags = []
      var complete = false
      while !complete {
        try nextEvent()
        complete = try take()
      }
      try nextEvent()  // the document's end
      if let treeProblem { throw treeProblem }
      documents.append(ComposedDocument(root: root, tags: localTags))
      try nextEvent()
    }
    return documents
  }

  private init(source: String, file: String) {
    self.source = source
    self.file = file
    yaml_parser_initialize(parser)
    yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
  }

  deinit {
    yaml_event_delete(&event)
    yaml_parser_delete(parser)
    parser.deallocate()
  }

  private func read(_ buffer: UnsafeBufferPointer<UInt8>) throws(Diagnostic) -> DocumentNode? {
    guard let start = buffer.baseAddress, !buffer.isEmpty else { return nil }
    yaml_parser_set_input_string(parser, start, buffer.count)
    try nextEvent()  // the stream's start
    try nextEvent()
    if event.type == YAML_STREAM_END_EVENT { return nil }
    // A document's start: its nodes follow until the root is complete.
    var complete = false
    while !complete {
      try nextEvent()
      complete = try take()
    }
    try nextEvent()  // the document's end
    try nextEvent()
    if event.type != YAML_STREAM_END_EVENT {
      throw Diagnostic.error(
        "syntax error: but found another document expected a single document in the stream",
        at: location(of: event.start_mark))
    }
    if let treeProblem { throw treeProblem }
    return root
  }

  private func nextEvent() throws(Diagnostic) {
    yaml_event_delete(&event)
    guard yaml_parser_parse(parser, &event) == 1 else { throw parserError() }
  }

  /// Adds the current event to the tree.
  /// - Returns: Whether the root node is complete.
  private func take() throws(Diagnostic) -> Bool {
    switch event.type {
    case YAML_SCALAR_EVENT:
      let scalar = event.data.scalar
      let text = String(
        decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
      let style = scalar.style
      let quoted = Self.isText(
        tag: scalar.tag.map { String(cString: $0) },
        quoted: style != YAML_PLAIN_SCALAR_STYLE && style != YAML_ANY_SCALAR_STYLE)
      let tagName = scalar.tag.map { String(cString: $0) }
      var node = DocumentNode(
        content: .scalar(text, quoted: quoted), location: location(of: event.start_mark))
      node.isTaggedFloat = tagName == "tag:yaml.org,2002:float"
      let place = nextPlace()
      check(node.location, at: place)
      let tag =
        place.isKey && scalar.quoted_implicit == 0 ? KeyIdentity.tag(scalar.tag) : nil
      register(anchor: scalar.anchor, node)
      noteTag(scalar.tag, at: node.location)
      let isMerge =
        place.isKey && text == "<<"
        && (tagName == Self.mergeTag || tagName == nil && style == YAML_PLAIN_SCALAR_STYLE)
      return try attach(
        node, at: place, identity: KeyIdentity(text: text, tag: tag), merge: isMerge)
    case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
      let isMapping = event.type == YAML_MAPPING_START_EVENT
      let place = nextPlace()
      let location = location(of: event.start_mark)
      if place.depth >= Self.readingDepth {
        throw .error(
          "document nested deeper than \(DocumentParser.maximumDepth) levels",
          at: stack[DocumentParser.maximumDepth].location)
      }
      noteTag(
        isMapping ? event.data.mapping_start.tag : event.data.sequence_start.tag, at: location)
      check(location, at: place)
      stack.append(
        Frame(
          isMapping: isMapping, place: place, location: location,
          anchor: anchorName(
            isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor)))
      return false
    case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
      guard let frame = stack.popLast() else { return false }
      try frame.keys.reportDuplicates(source: source, file: file)
      let node = DocumentNode(
        content: frame.isMapping ? .mapping(merged(frame)) : .sequence(frame.items),
        location: frame.location)
      if let anchor = frame.anchor { anchors[anchor] = node }
      return try attach(node, at: frame.place, identity: nil)
    case YAML_ALIAS_EVENT:
      let name = anchorName(event.data.alias.anchor) ?? ""
      guard let node = anchors[name] else {
        throw Diagnostic.error(
          "syntax error: found undefined alias", at: location(of: event.start_mark))
      }
      let place = nextPlace()
      // The text the alias stands for is in the tree again, so it counts again.
      if place.checked && treeProblem == nil {
        walk(node, depth: place.depth)
      }
      let identity = node.scalarText.map { KeyIdentity(text: $0, tag: nil) }
      return try attach(node, at: place, identity: identity)
    default:
      return false
    }
  }

  /// Whether a scalar is text whatever it reads as: an explicit `!!str` makes it text
  /// (`!!str 0755` is "0755"), and `!!int`, `!!float`, `!!bool` or `!!null` make even a
  /// quoted scalar a value of its type (`!!int "0x1f"` is 31), as YAML's tags say.
  static func isText(tag: String?, quoted: Bool) -> Bool {
    switch tag {
    case "tag:yaml.org,2002:str": true
    case "tag:yaml.org,2002:int", "tag:yaml.org,2002:float", "tag:yaml.org,2002:bool",
      "tag:yaml.org,2002:null":
      false
    default: quoted
    }
  }

  /// Records a tag of the file's own (`!include`) or one naming a Python object
  /// (`!!python/object/apply:os.system`), which PyYAML's safe loader (copier's) refuses.
  private func noteTag(_ tag: UnsafeMutablePointer<yaml_char_t>?, at location: SourceLocation) {
    guard let name = tag.map({ String(cString: $0) }) else { return }
    let python = "tag:yaml.org,2002:python/"
    if name.hasPrefix("!") {
      localTags.append(ComposedDocument.Tag(name: name, location: location, isRoot: stack.isEmpty))
    } else if name.hasPrefix(python) {
      localTags.append(
        ComposedDocument.Tag(
          name: "!!python/" + name.dropFirst(python.count), location: location,
          isRoot: stack.isEmpty))
    }
  }

  /// Where the next node goes: its depth, whether it is a mapping's key, and whether the
  /// tree's checks apply (a key's insides are never converted, so never checked).
  private func nextPlace() -> Place {
    guard let parent = stack.last else { return Place(depth: 0, isKey: false, checked: true) }
    let isKey = parent.isMapping && parent.pendingKey == nil
    return Place(depth: parent.depth + 1, isKey: isKey, checked: parent.place.checked && !isKey)
  }

  /// The checks the conversion made at each node it reached, in the same order.
  ///
  /// The depth check applies to every value; only values an alias repeats (`repeated`)
  /// count against the budget, values written in the text do not.
  private func check(_ location: SourceLocation, at place: Place, repeated: Bool = false) {
    guard place.checked, treeProblem == nil else { return }
    guard place.depth < DocumentParser.maximumDepth else {
      treeProblem = .error(
        "document nested deeper than \(DocumentParser.maximumDepth) levels", at: location)
      return
    }
    guard repeated else { return }
    budget -= 1
    guard budget >= 0 else {
      // Every list, mapping, key and value an alias stands for counts, at each use.
      treeProblem = .error(
        "document's aliases repeat more than \(DocumentParser.maximumRepeatedValues) values "
          + "(lists, mappings, keys and values, counted at each use)", at: location)
      return
    }
  }

  /// An alias's node checked where it is used, node by node, until the first problem.
  ///
  /// Recursive: without an earlier problem the node is less than `maximumDepth` deep.
  private func walk(_ node: DocumentNode, depth: Int) {
    check(node.location, at: Place(depth: depth, isKey: false, checked: true), repeated: true)
    guard treeProblem == nil else { return }
    switch node.content {
    case .scalar: break
    case .mapping(let members):
      for member in members where treeProblem == nil { walk(member.value, depth: depth + 1) }
    case .sequence(let items):
      for item in items where treeProblem == nil { walk(item, depth: depth + 1) }
    }
  }

  /// Hands a complete node to its parent, or makes it the root.
  /// - Returns: Whether it is the root.
  private func attach(
    _ node: DocumentNode, at place: Place, identity: KeyIdentity?, merge: Bool = false
  ) throws(Diagnostic) -> Bool {
    guard !stack.isEmpty else {
      root = node
      return true
    }
    let last = stack.count - 1
    if !stack[last].isMapping {
      stack[last].items.append(node)
    } else if place.isKey {
      guard let identity else {
        if stack[last].place.checked, treeProblem == nil {
          treeProblem = .error("mapping keys must be plain text", at: node.location)
        }
        _ = stack[last].keys.add(KeyIdentity(complex: node), at: node.location)
        stack[last].pendingKey = PendingKey(text: nil, location: node.location)
        return false
      }
      let repeated = stack[last].keys.add(identity, at: node.location)
      if repeated, stack[last].place.checked, treeProblem == nil {
        treeProblem = .error("duplicate key '\(identity.text)'", at: node.location)
      }
      stack[last].pendingKey = PendingKey(
        text: identity.text, location: node.location, isMerge: merge)
    } else if let key = stack[last].pendingKey {
      if key.isMerge {
        stack[last].merges.append(node)
      } else if let text = key.text {
        stack[last].members.append(
          DocumentNode.Member(key: text, keyLocation: key.location, value: node))
      }
      stack[last].pendingKey = nil
    }
    return false
  }

  /// The members of a mapping with its merge keys applied.
  ///
  /// YAML 1.1's merge key, as PyYAML reads it (so copier), and as most YAML users
  /// expect it in formline's own files too: `<<: *base` or `<<: [*a, *b]` adds the
  /// mappings' members; a key written in the mapping wins, and among merged mappings the
  /// earlier one in the list wins. Members keep their places: merged ones first, in the
  /// order PyYAML gives them (it builds a dictionary from the merged pairs, then the
  /// mapping's own).
  ///
  /// The merged mappings were merged when they ended, so a chain of merges stays one level
  /// deep: merging is not nesting.
  private func merged(_ frame: Frame) -> [DocumentNode.Member] {
    guard !frame.merges.isEmpty else { return frame.members }
    var pairs: [DocumentNode.Member] = []
    for value in frame.merges {
      switch value.content {
      case .mapping(let members):
        pairs += members
      case .sequence(let items):
        var mappings: [[DocumentNode.Member]] = []
        for item in items {
          guard let members = item.members else {
            mergeProblem(item)
            return frame.members
          }
          mappings.append(members)
        }
        for members in mappings.reversed() { pairs += members }
      case .scalar:
        mergeProblem(value)
        return frame.members
      }
    }
    var result: [DocumentNode.Member] = []
    var places: [String: Int] = [:]
    for pair in pairs + frame.members {
      if let place = places[pair.key] {
        result[place].value = pair.value
        result[place].keyLocation = pair.keyLocation
      } else {
        places[pair.key] = result.count
        result.append(pair)
      }
    }
    return result
  }

  private func mergeProblem(_ node: DocumentNode) {
    guard treeProblem == nil else { return }
    treeProblem = .error(
      "a merge key '<<' takes a mapping or a list of mappings, not \(node.kindName)",
      at: node.location)
  }

  private static let mergeTag = "tag:yaml.org,2002:merge"

  private func register(anchor: UnsafeMutablePointer<UInt8>?, _ node: DocumentNode) {
    if let name = anchorName(anchor) { anchors[name] = node }
  }

  private func anchorName(_ pointer: UnsafeMutablePointer<UInt8>?) -> String? {
    pointer.map { String(cString: $0) }
  }

  private func location(of mark: yaml_mark_t) -> SourceLocation {
    SourceLocation(file: file, line: mark.line + 1, column: mark.column + 1)
  }

  /// libyaml's error, worded as Yams words it.
  private func parserError() -> Diagnostic {
    let state = parser.pointee
    let problem = state.problem.map { String(cString: $0) } ?? "unknown problem"
    switch state.error {
    case YAML_SCANNER_ERROR, YAML_PARSER_ERROR, YAML_COMPOSER_ERROR:
      let mark = location(of: state.problem_mark)
      if let line = mark.line, let column = mark.column,
        let key = OverlongKey.find(line: line, column: column, in: source)
      {
        return .error(
          "syntax error: this key is \(key.length) characters long; YAML allows \(OverlongKey.limit)"
            + " in 'key: value' (JSON is read by the same rules): in a YAML file, write"
            + " '? key' and, on the next line, ': value'",
          at: SourceLocation(file: file, line: line, column: key.column))
      }
      var message = problem
      if let context = state.context { message += " \(String(cString: context))" }
      return .error("syntax error: \(message)", at: location(of: state.problem_mark))
    case YAML_READER_ERROR:
      return .error("cannot read: \(problem)", at: SourceLocation(file: file))
    default:
      return .error("cannot parse: Memory error", at: SourceLocation(file: file))
    }
  }
}

extension DocumentComposer {
  private struct Place {
    var depth: Int
    var isKey: Bool
    var checked: Bool
  }

  private struct PendingKey {
    /// nil for a key that is not text, whose member is left out.
    var text: String?
    var location: SourceLocation
    /// `<<`: the value's members are merged in, not kept under the key.
    var isMerge = false
  }

  /// A mapping or sequence whose end has not been read yet.
  private struct Frame {
    var isMapping: Bool
    var place: Place
    var location: SourceLocation
    var anchor: String?
    var members: [DocumentNode.Member] = []
    var items: [DocumentNode] = []
    /// The values of the mapping's merge keys, in order.
    var merges: [DocumentNode] = []
    var pendingKey: PendingKey?
    var keys = MappingKeys()

    var depth: Int { place.depth }
  }
}

/// One document of a stream, with the local tags its scalars carry.
struct ComposedDocument {
  struct Tag {
    var name: String
    var location: SourceLocation
    /// The tag is on the document's root (`--- !include file.yml`).
    var isRoot: Bool
  }

  var root: DocumentNode?
  var tags: [Tag]
}
