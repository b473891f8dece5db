import FoundationEssentials
import OrderedCollections

/// Edits of a YAML file: a scalar keeps its quoting style where the new value allows it;
/// block mappings and lists gain and lose whole lines at their own indentation; flow
/// collections are edited like JSON.
struct YAMLEditSyntax: EditSyntax {
  let lines: TextLines
  /// How far the file indents a block mapping below its key, for a value that becomes one.
  var step = 2

  var flow: FlowEditing { FlowEditing(lines: lines, comment: Array("#".utf8)) }
  var hash: [UInt8] { Array("#".utf8) }

  func replace(_ node: SpanNode, with value: AnswerValue, inFlow: Bool, at path: FieldPath)
    throws(EditRefusal) -> [TextEdit]
  {
    // An anchored node is changed like any other: where aliases repeat it and should not
    // change, the read-back check finds the difference and refuses the edit.
    // A block value's text may end with line breaks and blank lines (a block scalar's, or
    // a collection's last one's); they stay.
    let range = node.range.lowerBound..<contentEnd(node)
    if YAMLEditSyntax.isNonEmptyCollection(value),
      node.style == .block
        || !inFlow && followsDash(node) && node.style != .flow
          && node.style != .alias
    {
      return [TextEdit(range: range, replacement: block(value, at: node.range.lowerBound))]
    }
    if case .string(let text) = value, node.style == .multiline,
      let edits = YAMLBlockScalarEdit(lines: lines).edits(node, text: text)
    {
      return edits
    }
    return [
      TextEdit(range: range, replacement: scalarText(value, like: node.style, inFlow: inFlow))
    ]
  }

  /// Whether a value is written as a block collection (a list or object with something in
  /// it).
  static func isNonEmptyCollection(_ value: AnswerValue) -> Bool {
    switch value {
    case .array(let items): !items.isEmpty
    case .object(let members): !members.isEmpty
    default: false
    }
  }

  /// Where a node's text ends before the line breaks and blank lines its span may hold.
  func contentEnd(_ node: SpanNode) -> Int {
    var end = node.range.upperBound
    while end > node.range.lowerBound,
      [0x20, 0x09, 0x0A, 0x0D].contains(lines.bytes[end - 1])
    {
      end -= 1
    }
    return end
  }

  /// Whether a node is a block list's item, right after its dash.
  private func followsDash(_ node: SpanNode) -> Bool {
    var offset = node.range.lowerBound
    while offset > 0, lines.bytes[offset - 1] == 0x20 || lines.bytes[offset - 1] == 0x09 {
      offset -= 1
    }
    guard offset > 0, lines.bytes[offset - 1] == UInt8(ascii: "-") else { return false }
    return offset == 1 || [0x20, 0x09, 0x0A].contains(lines.bytes[offset - 2])
  }

  func removeMembers(
    _ indexes: [Int], of mapping: SpanNode, leavingEmpty: Bool, at path: FieldPath
  )
    throws(EditRefusal) -> [TextEdit]
  {
    if mapping.style == .flow { return flow.remove(indexes, of: mapping) }
    let members = mapping.members ?? []
    guard indexes.count < members.count || !leavingEmpty else {
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
  /// follows the dash; the members in between, being removed too, go with it. Comment
  /// lines directly above that key belong to it and stay directly above it: the first of
  /// them moves up onto the dash line (`- # how`), which YAML reads as a comment before
  /// the item's mapping.
  private func movingUpOntoDashLine(
    _ index: Int, of members: [SpanMember], removing indexes: [Int], at path: FieldPath
  ) throws(EditRefusal) -> (TextEdit, [Int]) {
    guard
      let next = members.indices.first(where: { $0 > index && !indexes.contains($0) }),
      case let key = members[next].keyRange.lowerBound,
      lines.isFirstOnLine(key)
    else {
      throw EditRefusal(
        "the key shares its line with a list item's dash, and no key below it can take "
          + "its place", at: path.appending(members[index].key))
    }
    let commentStart = lines.leadingCommentStart(key, comment: hash)
    let end = commentStart + lines.indentation(commentStart).utf8.count
    return (
      TextEdit(range: members[index].keyRange.lowerBound..<end, replacement: ""),
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
    var object = ObjectMembers()
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
  func lastLineEnd(_ range: Range<Int>) -> Int {
    if range.upperBound > range.lowerBound, lines.bytes[range.upperBound - 1] == 0x0A {
      return range.upperBound
    }
    return lines.nextLineStart(range.upperBound)
  }

  /// New lines after a collection's last line.
  func appendLines(_ text: String, after range: Range<Int>) -> TextEdit {
    let end = lastLineEnd(range)
    let needsBreak = end == lines.bytes.count && !lines.endsWithLineBreak
    return .insert((needsBreak ? lines.lineBreak : "") + text, at: end)
  }

  /// Block YAML moved right by `indent`, in the file's line breaks.
  func indented(_ text: String, by indent: String) -> String {
    var result = ""
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
      result += (line.isEmpty ? "" : indent) + line + lines.lineBreak
    }
    return result
  }

  /// A collection in block style replacing one at `offset`: its first line continues where
  /// the old one started, the others are indented to that column.
  func block(_ value: AnswerValue, at offset: Int) -> String {
    let indent = lines.padding(to: offset)
    let text = indented(YAMLWriter.block(value), by: indent)
    return String(text.dropFirst(indent.count).dropLast(lines.lineBreak.count))
  }

  /// A scalar in the style the old one had, where the value allows it.
  func scalarText(_ value: AnswerValue, like style: SpanNode.Style, inFlow: Bool) -> String {
    guard case .string(let text) = value else { return flowText(value) }
    let printableLine = text.unicodeScalars.allSatisfy {
      YAMLScalar.isPrintable($0) && $0 != "\n" && $0 != "\t"
    }
    switch style {
    case .doubleQuoted:
      return YAMLScalar.doubleQuoted(text)
    case .singleQuoted where printableLine:
      return "'" + text.replacingLiterally("'", with: "''") + "'"
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
      return "'" + text.replacingLiterally("'", with: "''") + "'"
    }
    return written
  }

  /// A value in flow style (`[a, b]`, `{k: v}`), for places inside brackets or after a
  /// scalar's key.
  func flowText(_ value: AnswerValue) -> String {
    switch value {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .integer(let number): String(number)
    case .number(let number): YAMLScalar.float(number)
    case .numberLiteral(let literal): literal.text
    case .string(let text): flowString(text, inFlow: true)
    case .array(let items), .tuple(let items):
      "[" + items.map(flowText).joined(separator: ", ") + "]"
    case .object(let members):
      "{"
        + members.map { YAMLScalar.key($0.key.text) + ": " + flowText($0.value) }
        .joined(separator: ", ") + "}"
    }
  }
}
