/// A YAML mapping value that changes between a scalar and a list or object.
///
/// A block collection cannot follow its key on the key's line, so a scalar becoming one
/// leaves the key line (with its comment) and gains indented lines below it; a block
/// collection becoming a scalar (or an empty `[]`/`{}`) goes back onto the key's line
/// and its lines go. A list becoming an object, or the other way round, keeps the comment
/// lines above its first entry.
extension YAMLEditSyntax {
  func replaceMember(
    _ index: Int, of mapping: SpanNode, with value: AnswerValue, inFlow: Bool, at path: FieldPath
  ) throws(EditRefusal) -> [TextEdit]? {
    guard mapping.style == .block, !inFlow, let members = mapping.members,
      members.indices.contains(index)
    else { return nil }
    let member = members[index]
    let node = member.value
    guard let keyLine = keyLine(of: member) else { return nil }
    let keyColumn = lines.padding(to: member.keyRange.lowerBound).count
    let becomesBlock = YAMLEditSyntax.isNonEmptyCollection(value)
    switch node.style {
    case .block:
      // A block collection starts on a line of its own below the key.
      guard lines.isFirstOnLine(node.range.lowerBound), node.range.lowerBound > keyLine.lineEnd
      else { return nil }
      let end = contentEnd(node)
      guard becomesBlock else {
        // Back onto the key's line, before its comment; the collection's lines go.
        let text = scalarText(value, like: .plain, inFlow: false)
        return [
          .insert(" " + text, at: keyLine.contentEnd),
          TextEdit(range: keyLine.lineEnd..<end, replacement: ""),
        ]
      }
      let nodeColumn = lines.padding(to: node.range.lowerBound).count
      let isList = value.arrayValue != nil
      let column = nodeColumn > keyColumn || isList ? nodeColumn : keyColumn + step
      return [
        TextEdit(
          range: lines.lineStart(node.range.lowerBound)..<end,
          replacement: String(blockLines(value, column: column).dropLast(lines.lineBreak.count)))
      ]
    case .plain, .singleQuoted, .doubleQuoted, .multiline:
      // A scalar after its key becomes lines below it; the key line keeps its comment.
      guard becomesBlock, lines.lineStart(node.range.lowerBound) == lines.lineStart(keyLine.colon)
      else { return nil }
      var start = node.range.lowerBound
      while start > keyLine.colon + 1,
        lines.bytes[start - 1] == 0x20 || lines.bytes[start - 1] == 0x09
      {
        start -= 1
      }
      let below =
        lines.lineBreak
        + String(blockLines(value, column: keyColumn + step).dropLast(lines.lineBreak.count))
      if node.style == .multiline {
        // The block's header and lines are replaced; blank lines after it stay.
        return [TextEdit(range: start..<contentEnd(node), replacement: below)]
      }
      return [
        TextEdit(range: start..<node.range.upperBound, replacement: ""),
        .insert(below, at: lines.lineEnd(node.range.upperBound)),
      ]
    default:
      return nil
    }
  }

  /// A value as block lines at `column`, each ending with the file's line break.
  private func blockLines(_ value: AnswerValue, column: Int) -> String {
    indented(YAMLWriter.block(value), by: String(repeating: " ", count: column))
  }

  /// The places on a member's key line: its colon, the end of what follows the colon
  /// before a comment (properties such as `&anchor`), and the line's end; nil when the key
  /// is not followed by its colon on its line (a `? key` entry).
  private func keyLine(of member: SpanMember) -> (colon: Int, contentEnd: Int, lineEnd: Int)? {
    let bytes = lines.bytes
    var offset = member.keyRange.upperBound
    while offset < bytes.count, bytes[offset] == 0x20 || bytes[offset] == 0x09 { offset += 1 }
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { return nil }
    let colon = offset
    var contentEnd = colon + 1
    offset = contentEnd
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == 0x20 || byte == 0x09 {
        offset += 1
      } else if byte == UInt8(ascii: "&") || byte == UInt8(ascii: "!") {
        while offset < bytes.count, ![0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) {
          offset += 1
        }
        contentEnd = offset
      } else {
        break
      }
    }
    return (colon, contentEnd, lines.lineEnd(colon))
  }

  /// How far the file indents a block mapping below its key: the first such nesting's
  /// step, else two spaces.
  static func indentationStep(_ root: SpanNode?, lines: TextLines) -> Int {
    var pending = root.map { [$0] } ?? []
    var next = 0
    while next < pending.count {
      let node = pending[next]
      next += 1
      for member in node.members ?? [] {
        if node.style == .block, member.value.style == .block,
          let first = member.value.members?.first,
          lines.isFirstOnLine(member.keyRange.lowerBound)
        {
          let step =
            lines.padding(to: first.keyRange.lowerBound).count
            - lines.padding(to: member.keyRange.lowerBound).count
          if step > 0 { return step }
        }
        pending.append(member.value)
      }
      pending += node.items ?? []
    }
    return 2
  }
}
