import OrderedCollections

/// The edit as it may be shown on a screen: the values of secret fields masked in both
/// texts, so a diff of them shows which lines change without what a secret is.
extension InPlaceEdit {
  /// The mask standing for a secret the edit leaves as it was.
  package static let secretMask = AnswerText.mask
  /// The mask standing for a secret the edit changes or adds, which must differ from the
  /// old one's so that its line shows as changed.
  package static let changedSecretMask = AnswerText.mask + " (changed)"

  /// - Parameter isSecret: Whether the value at a path is a secret.
  /// - Returns: `original` and `edited` with each secret value's text replaced by a mask.
  package func masked(isSecret: (FieldPath) -> Bool) -> (original: String, edited: String) {
    let maskedOriginal = InPlaceEdit.mask(
      original, dialect: dialect, value: before, isSecret: isSecret
    ) { _ in InPlaceEdit.secretMask }
    let maskedEdited = InPlaceEdit.mask(
      edited, dialect: dialect, value: after, isSecret: isSecret
    ) { path in
      let old = Answers(before.objectValue ?? [:])[path]
      let new = Answers(after.objectValue ?? [:])[path]
      if let old, let new, sameValue(old, new) { return InPlaceEdit.secretMask }
      return InPlaceEdit.changedSecretMask
    }
    return (maskedOriginal, maskedEdited)
  }

  private static func mask(
    _ text: String, dialect: AnswersDialect, value: AnswerValue, isSecret: (FieldPath) -> Bool,
    mask: (FieldPath) -> String
  ) -> String {
    let bytes = Array(text.utf8)
    guard let root = spans(of: text, bytes: bytes, dialect: dialect) else { return text }
    var edits: [TextEdit] = []
    var pending: [(SpanNode, FieldPath)] = [(root, .root)]
    while let (node, path) = pending.popLast() {
      if !path.isRoot, isSecret(path) {
        // A block scalar's span ends with its line breaks, which stay.
        var end = node.range.upperBound
        while end > node.range.lowerBound, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end - 1]) {
          end -= 1
        }
        edits.append(TextEdit(range: node.range.lowerBound..<end, replacement: mask(path)))
        continue
      }
      switch node.content {
      case .mapping(let members):
        for (index, member) in members.enumerated()
        where members.lastIndex(where: { CodePointNames.same($0.key, member.key) }) == index {
          pending.append((member.value, path.appending(member.key)))
        }
      case .sequence(let items):
        for (index, item) in items.enumerated() {
          pending.append((item, path.appending(index: index)))
        }
      case .scalar:
        continue
      }
    }
    guard let masked = TextEdit.apply(edits, to: bytes) else { return text }
    return String(decoding: masked, as: UTF8.self)
  }

  /// Where each value of a text is written, in its dialect; nil when it cannot be read.
  static func spans(of text: String, bytes: [UInt8], dialect: AnswersDialect) -> SpanNode? {
    switch dialect {
    case .yaml: YAMLSpans.read(bytes)
    case .json, .jsonc: JSONSpans.read(text, allowsComments: dialect == .jsonc)
    case .toml: TOMLSpans.read(bytes)?.root
    }
  }
}
