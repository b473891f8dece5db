import Foundation
import OrderedCollections

/// Edits of a YAML file: a scalar keeps its quoting style where the new value allows it;
/// block mappings and lists gain and lose whole lines at their own indentation; flow
/// collections are edited like JSON.
struct YAMLEditSyntax: EditSyntax {
  let lines: TextLines

  private var flow: FlowEditing { FlowEditing(lines: lines, comment: Array("#".utf8)) }
  private var hash: [UInt8] { Array("#".utf8) }

  func replace(_ node: SpanNode, with value: AnswerValue, inFlow: Bool, at path: FieldPath)
    throws(EditRefusal) -> [TextEdit]
  {
    // An anchored node is changed like any other: where aliases repeat it and should not
    // change, the read-back check finds the difference and refuses the edit.
    switch value {
    case .array(let items) where !items.isEmpty && node.style == .block:
      return [TextEdit(range: node.range, replacement: block(value, at: node.range.lowerBound))]
    case .object(let members) where !members.isEmpty && node.style == .block:
      return [TextEdit(range: node.range, replacement: block(value, at: node.range.lowerBound))]
    case .string(let text) where node.style == .multiline:
      if let edits = YAMLBlockScalarEdit(lines: lines).edits(node, text: text) { return edits }
      fallthrough
    default:
      var text = scalarText(value, like: node.style, inFlow: inFlow)
      // A block scalar's text ends with its line break, which the new text must keep.
      if node.style == .multiline, node.range.upperBound > 0,
        lines.bytes[node.range.upperBound - 1] == 0x0A
      {
        text += lines.lineBreak
      }
      return [TextEdit(range: node.range, replacement: text)]
    }
  }

  func removeMembers(_ indexes: [Int], of mapping: SpanNode, at path: FieldPath)
    throws(EditRefusal) -> [TextEdit]
  {
    if mapping.style == .flow { return flow.remove(indexes, of: mapping) }
    let members = mapping.members ?? []
    guard indexes.count < members.count else {
      return try replace(mapping, with: .object([:]), inFlow: false, at: path)
    }
    var edits: [TextEdit] = []
    var covered: Set<Int> = []
    for index in indexes where !covered.contains(index) {
      let member = members[index]
      guard lines.isFirstOnLine(member.keyRange.lowerBound) else {
        // `- name: a` losing `name`: the next key that stays moves up onto the dash line.
        let (edit, skipped) = try movingUpOntoDashLine(
          index, of: members, removing: indexes, at: path)
        edits.append(edit)
        covered.formUnion(skipped)
        continue
      }
      let start = lines.leadingCommentStart(member.keyRange.lowerBound, comment: hash)
      edits.append(
        TextEdit(
          range: lines.removingLines(start..<lastLineEnd(member.value.range)), replacement: ""))
    }
    return edits
  }

  /// The removal of a key that follows a list item's dash.
  ///
  /// The text from it to the next key that stays goes, so that key (and its value) now
  /// follows the dash; the members in between, being removed too, go with it.
  private func movingUpOntoDashLine(
    _ index: Int, of members: [SpanMember], removing indexes: [Int], at path: FieldPath
  ) throws(EditRefusal) -> (TextEdit, [Int]) {
    guard
      let next = members.indices.first(where: { $0 > index && !indexes.contains($0) }),
      case let key = members[next].keyRange.lowerBound,
      lines.isFirstOnLine(key),
      // Comment lines above the key that stays belong to it and cannot follow a dash.
      lines.leadingCommentStart(key, comment: hash) == lines.lineStart(key)
    else {
      throw EditRefusal(
        "the key shares its line with a list item's dash, and no key below it can take "
          + "its place", at: path.appending(members[index].key))
    }
    return (
      TextEdit(range: members[index].keyRange.lowerBound..<key, replacement: ""),
      Array((index + 1)..<next)
    )
  }

  func addMembers(
    _ members: [(key: String, value: AnswerValue)], before: Int?, to mapping: SpanNode,
    at path: FieldPath
  ) throws(EditRefusal) -> [TextEdit] {
    if mapping.style == .flow {
      return flow.insert(
        count: members.count, before: before, into: mapping, lineBreak: lines.lineBreak
      ) { index, _ in
        YAMLScalar.key(members[index].key) + ": " + flowText(members[index].value)
      }
    }
    guard let spans = mapping.members, let first = spans.first else {
      throw EditRefusal("the mapping has no members to align with", at: path)
    }
    let indent = lines.padding(to: first.keyRange.lowerBound)
    var object = OrderedDictionary<String, AnswerValue>()
    for member in members { object[member.key] = member.value }
    let text = indented(YAMLWriter.block(.object(object)), by: indent)
    if let before, lines.isFirstOnLine(spans[before].keyRange.lowerBound) {
      return [
        .insert(
          text, at: lines.leadingCommentStart(spans[before].keyRange.lowerBound, comment: hash))
      ]
    }
    return [appendLines(text, after: mapping.range)]
  }

  func removeItems(_ indexes: [Int], of list: SpanNode, at path: FieldPath)
    throws(EditRefusal) -> [TextEdit]
  {
    if list.style == .flow { return flow.remove(indexes, of: list) }
    let items = list.items ?? []
    guard indexes.count < items.count else {
      throw EditRefusal("a block list cannot lose every item line by line", at: path)
    }
    var edits: [TextEdit] = []
    for index in indexes {
      let dash = try self.dash(of: items[index], at: path)
      let start = lines.leadingCommentStart(dash, comment: hash)
      edits.append(
        TextEdit(
          range: lines.removingLines(start..<lastLineEnd(items[index].range)), replacement: ""))
    }
    return edits
  }

  func insertItems(
    _ items: [AnswerValue], before: Int?, into list: SpanNode, at path: FieldPath
  ) throws(EditRefusal) -> [TextEdit] {
    if list.style == .flow {
      return flow.insert(
        count: items.count, before: before, into: list, lineBreak: lines.lineBreak
      ) { index, _ in flowText(items[index]) }
    }
    guard let spans = list.items, let first = spans.first else {
      throw EditRefusal("the list has no items to align with", at: path)
    }
    let firstDash = try dash(of: first, at: path)
    let indent = lines.padding(to: firstDash)
    let text = indented(YAMLWriter.block(.array(items)), by: indent)
    if let before {
      let dash = try self.dash(of: spans[before], at: path)
      return [.insert(text, at: lines.leadingCommentStart(dash, comment: hash))]
    }
    return [appendLines(text, after: list.range)]
  }

  /// The `-` of a block list's item, which must be the first thing on its line.
  private func dash(of item: SpanNode, at path: FieldPath) throws(EditRefusal) -> Int {
    var offset = item.range.lowerBound - 1
    while offset >= 0, lines.bytes[offset] == 0x20 || lines.bytes[offset] == 0x09 { offset -= 1 }
    guard offset >= 0, lines.bytes[offset] == UInt8(ascii: "-"), lines.isFirstOnLine(offset) else {
      throw EditRefusal("the list item shares its line with another node", at: path)
    }
    return offset
  }

  /// The end of the last line of a value (a block scalar's range already ends there).
  private func lastLineEnd(_ range: Range<Int>) -> Int {
    if range.upperBound > range.lowerBound, lines.bytes[range.upperBound - 1] == 0x0A {
      return range.upperBound
    }
    return lines.nextLineStart(range.upperBound)
  }

  /// New lines after a collection's last line.
  private func appendLines(_ text: String, after range: Range<Int>) -> TextEdit {
    let end = lastLineEnd(range)
    let needsBreak = end == lines.bytes.count && !lines.endsWithLineBreak
    return .insert((needsBreak ? lines.lineBreak : "") + text, at: end)
  }

  /// Block YAML moved right by `indent`, in the file's line breaks.
  private func indented(_ text: String, by indent: String) -> String {
    var result = ""
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
      result += (line.isEmpty ? "" : indent) + line + lines.lineBreak
    }
    return result
  }

  /// A collection in block style replacing one at `offset`: its first line continues where
  /// the old one started, the others are indented to that column.
  private func block(_ value: AnswerValue, at offset: Int) -> String {
    let indent = lines.padding(to: offset)
    let text = indented(YAMLWriter.block(value), by: indent)
    return String(text.dropFirst(indent.count).dropLast(lines.lineBreak.count))
  }

  /// A scalar in the style the old one had, where the value allows it.
  private func scalarText(_ value: AnswerValue, like style: SpanNode.Style, inFlow: Bool) -> String
  {
    guard case .string(let text) = value else { return flowText(value) }
    let printableLine = text.unicodeScalars.allSatisfy {
      YAMLScalar.isPrintable($0) && $0 != "\n" && $0 != "\t"
    }
    switch style {
    case .doubleQuoted:
      return YAMLScalar.doubleQuoted(text)
    case .singleQuoted where printableLine:
      return "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    default:
      return flowString(text, inFlow: inFlow)
    }
  }

  /// A string on one line, safe inside brackets too when `inFlow`.
  private func flowString(_ text: String, inFlow: Bool) -> String {
    let written = YAMLScalar.flowString(text)
    let quoted = written.hasPrefix("'") || written.hasPrefix("\"")
    if inFlow && !quoted
      && written.unicodeScalars.contains(where: { ",[]{}".unicodeScalars.contains($0) })
    {
      return "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    }
    return written
  }

  /// A value in flow style (`[a, b]`, `{k: v}`), for places inside brackets or after a
  /// scalar's key.
  private func flowText(_ value: AnswerValue) -> String {
    switch value {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .integer(let number): String(number)
    case .number(let number): YAMLScalar.float(number)
    case .numberLiteral(let literal): literal.text
    case .string(let text): flowString(text, inFlow: true)
    case .array(let items): "[" + items.map(flowText).joined(separator: ", ") + "]"
    case .object(let members):
      "{"
        + members.map { YAMLScalar.key($0.key) + ": " + flowText($0.value) }
        .joined(separator: ", ") + "}"
    }
  }
}
