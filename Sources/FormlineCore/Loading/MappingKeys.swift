/// A mapping key as YAML compares keys: its text and its tag, so `1` and `!!int 1` are
/// different keys while `a`, `'a'` and `!!str a` are one.
struct KeyIdentity: Hashable {
  var text: String
  /// nil for text (`!!str`, the tag every untagged or quoted key resolves to).
  var tag: String?

  /// A key that is a mapping or a list: compared by its contents, shown as Yams shows it.
  init(complex node: DocumentNode) {
    text = KeyIdentity.contents(of: node)
    tag = KeyIdentity.complexTag
  }

  init(text: String, tag: String?) {
    self.text = text
    self.tag = tag
  }

  /// Not a tag a document can spell (a tag has no spaces).
  private static let complexTag = "complex key"

  /// Texts compare by code points, as YAML compares scalars: keys that differ only in
  /// Unicode normalization are two keys.
  static func == (lhs: KeyIdentity, rhs: KeyIdentity) -> Bool {
    lhs.tag == rhs.tag && CodePointNames.same(lhs.text, rhs.text)
  }

  func hash(into hasher: inout Hasher) {
    MemberName(text).hash(into: &hasher)
    hasher.combine(tag)
  }

  /// How messages name the key.
  var name: String { tag == KeyIdentity.complexTag ? "<uncovertable>" : text }

  private static func contents(of node: DocumentNode) -> String {
    switch node.content {
    case .scalar(let text, _): "\(text.utf8.count):\(text)"
    case .mapping(let members):
      "{" + members.map { "\($0.key.utf8.count):\($0.key)" + contents(of: $0.value) }.joined() + "}"
    case .sequence(let items): "[" + items.map(contents(of:)).joined() + "]"
    }
  }

  /// The tag a key was given, nil when it resolves to text.
  static func tag(_ pointer: UnsafeMutablePointer<UInt8>?) -> String? {
    guard let pointer else { return nil }
    let name = String(cString: pointer)
    return name == "!" || name == "tag:yaml.org,2002:str" ? nil : name
  }
}

/// The keys of one mapping, for its two duplicate checks: YAML's (same text and tag),
/// reported once the mapping is read, and the tree's (same text), reported at the repeat.
struct MappingKeys {
  private var keys: [(identity: KeyIdentity, line: Int, column: Int)] = []
  /// Indices of the first of each key that came again, in the order they came again.
  private var repeated: [Int] = []
  /// Filled once the mapping has more keys than a search should scan (an answers file is
  /// one mapping of thousands of keys).
  private var firstIndex: [KeyIdentity: Int] = [:]
  private var texts: Set<MemberName> = []
  private static let scanLimit = 16

  /// - Returns: Whether an earlier key had the same text.
  mutating func add(_ identity: KeyIdentity, at location: SourceLocation) -> Bool {
    var textSeen = false
    var first: Int?
    if keys.count < MappingKeys.scanLimit {
      for index in keys.indices
      where CodePointNames.same(keys[index].identity.text, identity.text) {
        textSeen = true
        if keys[index].identity.tag == identity.tag {
          first = index
          break
        }
      }
    } else {
      if firstIndex.isEmpty {
        for index in keys.indices.reversed() {
          firstIndex[keys[index].identity] = index
          texts.insert(MemberName(keys[index].identity.text))
        }
      }
      textSeen = !texts.insert(MemberName(identity.text)).inserted
      first = textSeen ? firstIndex[identity] : nil
      if first == nil { firstIndex[identity] = keys.count }
    }
    if let first, !repeated.contains(first) { repeated.append(first) }
    keys.append((identity, location.line ?? 0, location.column ?? 0))
    return textSeen
  }

  /// YAML's check, worded as Yams words it: every repeated key, placed at the repeat when
  /// only one key repeats and the repeat can be found.
  func reportDuplicates(source: String, file: String) throws(Diagnostic) {
    guard !repeated.isEmpty else { return }
    let sorted = repeated.sorted {
      (keys[$0].identity.text, $0) < (keys[$1].identity.text, $1)
    }
    let names = sorted.map { keys[$0].identity.name }
    let first = (line: keys[sorted[0]].line, column: keys[sorted[0]].column)
    let second =
      names.count == 1 ? DocumentParser.repeatedKey(names[0], after: first, in: source) : nil
    let mark = second ?? first
    throw Diagnostic.error(
      "duplicate key '\(names.joined(separator: "', '"))'",
      at: SourceLocation(file: file, line: mark.line, column: mark.column))
  }
}
