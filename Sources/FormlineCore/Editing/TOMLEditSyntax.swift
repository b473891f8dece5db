import FoundationEssentials
import OrderedCollections

/// Edits of a TOML file: a value keeps its string kind (basic, literal, multi-line) where
/// the new text allows it; a key line is added after its table's last key line; a table
/// or array of tables that is new becomes sections at the end of its parent's region;
/// inline arrays and tables are edited like JSON.
struct TOMLEditSyntax: EditSyntax {
  let lines: TextLines
  let spans: TOMLSpans

  private var flow: FlowEditing { FlowEditing(lines: lines, comment: hash) }
  private var hash: [UInt8] { Array("#".utf8) }

  func replace(_ node: SpanNode, with value: AnswerValue, inFlow: Bool, at path: FieldPath)
    throws(EditRefusal) -> [TextEdit]
  {
    guard node.style != .table, node.style != .tableArray, node.style != .dotted else {
      throw EditRefusal("a table cannot become another kind of value in place", at: path)
    }
    return [TextEdit(range: node.range, replacement: try text(value, like: node.style, at: path))]
  }

  func removeMembers(
    _ indexes: [Int], of mapping: SpanNode, leavingEmpty: Bool, at path: FieldPath
  )
    throws(EditRefusal) -> [TextEdit]
  {
    if mapping.style == .flow { return flow.remove(indexes, of: mapping) }
    let members = mapping.members ?? []
    var ranges: [Range<Int>] = []
    for index in indexes { ranges += removal(of: members[index]) }
    // A subtable's section inside its table's goes with it, and neighbours are one stretch,
    // which then loses a blank line that would otherwise double.
    var merged: [Range<Int>] = []
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = merged.last, range.lowerBound <= last.upperBound {
        merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        merged.append(range)
      }
    }
    var edits = merged.map { TextEdit(range: lines.removingLines($0), replacement: "") }
    // A table named only in its subtables' headers that loses them all would vanish with
    // them; a header of its own, where the first was, keeps it as the empty table it is.
    if leavingEmpty, mapping.style == .dotted, !path.isRoot,
      keyLineMember(of: mapping) == nil, let header = headerKeys(path),
      let first = edits.first
    {
      edits.append(
        .insert(
          "[" + header.joined(separator: ".") + "]" + lines.lineBreak, at: first.range.lowerBound))
    }
    return edits
  }

  /// The text a member takes with it.
  ///
  /// Its key line (and the comment lines directly above), a table's section, each item's
  /// section of an array of tables, and for a table written with dotted keys or named only
  /// in its subtables' headers, all of those of its members. A subtable written elsewhere
  /// in the file goes too.
  private func removal(of member: SpanMember) -> [Range<Int>] {
    let value = member.value
    switch value.style {
    case .table:
      return [sectionRange(ofHeaderAt: value.range.lowerBound)]
        + (value.members ?? []).flatMap { member in
          isKeyLine(member.value) ? [] : removal(of: member)
        }
    case .tableArray:
      return (value.items ?? []).flatMap { item in
        [sectionRange(ofHeaderAt: item.range.lowerBound)]
          + (item.members ?? []).flatMap { isKeyLine($0.value) ? [] : removal(of: $0) }
      }
    case .dotted:
      return (value.members ?? []).flatMap { removal(of: $0) }
    default:
      let start = lines.leadingCommentStart(member.keyRange.lowerBound, comment: hash)
      return [start..<lines.nextLineStart(value.range.upperBound)]
    }
  }

  func replaceMember(
    _ index: Int, of mapping: SpanNode, with value: AnswerValue, inFlow: Bool, at path: FieldPath
  ) throws(EditRefusal) -> [TextEdit]? {
    // A table becoming a value of another kind loses its section (or key lines) and comes
    // back as a key line of its parent; anything else is a new value in the old's place.
    guard let members = mapping.members, members.indices.contains(index),
      !isKeyLine(members[index].value), let key = path.lastKey
    else { return nil }
    return try removeMembers([index], of: mapping, leavingEmpty: false, at: path.parent)
      + addMembers([(key, value)], before: nil, to: mapping, at: path.parent)
  }

  func addMembers(
    _ members: [(key: String, value: AnswerValue)], before: Int?, to mapping: SpanNode,
    at path: FieldPath
  ) throws(EditRefusal) -> [TextEdit] {
    if mapping.style == .flow {
      var texts: [String] = []
      for member in members {
        texts.append(
          TOMLScalar.key(member.key) + " = "
            + (try inline(member.value, at: path.appending(member.key))))
      }
      return flow.insert(
        count: texts.count, before: before, into: mapping, lineBreak: lines.lineBreak
      ) {
        index, _ in texts[index]
      }
    }
    let spansOfMembers = mapping.members ?? []
    // A table inside an array of tables gains tables as inline tables on key lines: a
    // section header could not name it.
    let takesSections = headerKeys(path) != nil
    var keyed: [String] = []
    var sections: ObjectMembers = [:]
    for member in members {
      switch member.value {
      case .null: continue
      case .object where takesSections: sections[member.key] = member.value
      case .array(let items) where takesSections && TOMLWriter.isArrayOfTables(items):
        sections[member.key] = member.value
      default:
        keyed.append(
          TOMLScalar.key(member.key) + " = "
            + (try inline(member.value, at: path.appending(member.key))))
      }
    }
    let keyLines = keyed.map { $0 + lines.lineBreak }.joined()
    var edits: [TextEdit] = []
    if !keyed.isEmpty && mapping.style == .dotted {
      if let edit = dottedKeyLines(keyed, to: mapping) {
        edits.append(edit)
      } else {
        edits.append(try newSection(keyLines, for: mapping, at: path))
      }
    } else if !keyed.isEmpty {
      let keyLineIndexes = spansOfMembers.indices.filter { isKeyLine(spansOfMembers[$0].value) }
      if let before, keyLineIndexes.contains(before) {
        let at = lines.leadingCommentStart(
          spansOfMembers[before].keyRange.lowerBound, comment: hash)
        edits.append(.insert(keyLines, at: at))
      } else if let last = keyLineIndexes.last {
        edits.append(
          .insert(keyLines, at: lines.nextLineStart(spansOfMembers[last].value.range.upperBound)))
      } else if mapping.range.lowerBound == 0 && path.isRoot {
        // A document with no key lines of its own: before its first header's comments.
        let at = spans.headers.first.map { lines.leadingCommentStart($0.start, comment: hash) }
        edits.append(
          .insert(keyLines + (at == nil ? "" : lines.lineBreak), at: at ?? lines.bytes.count))
      } else {
        // A table with a header and no key lines: right below its header.
        let at = lines.nextLineStart(mapping.range.lowerBound)
        let needsBreak = at == lines.bytes.count && !lines.endsWithLineBreak
        edits.append(.insert((needsBreak ? lines.lineBreak : "") + keyLines, at: at))
      }
    }
    if !sections.isEmpty, let header = headerKeys(path) {
      let end = sectionsEnd(under: path)
      var text = ""
      do {
        text = try TOMLWriter.tableBody(
          sections, at: path, header: header)
      } catch {
        throw EditRefusal("cannot be written as TOML", at: path)
      }
      text = text.replacingLiterally("\n", with: lines.lineBreak)
      let needsBreak = end == lines.bytes.count && !lines.endsWithLineBreak
      edits.append(.insert((needsBreak ? lines.lineBreak : "") + lines.lineBreak + text, at: end))
    }
    return edits
  }

  func removeItems(_ indexes: [Int], of list: SpanNode, at path: FieldPath)
    throws(EditRefusal) -> [TextEdit]
  {
    if list.style == .flow { return flow.remove(indexes, of: list) }
    let items = list.items ?? []
    return indexes.map {
      TextEdit(range: region(ofHeaderAt: items[$0].range.lowerBound), replacement: "")
    }
  }

  func insertItems(
    _ items: [AnswerValue], before: Int?, into list: SpanNode, at path: FieldPath
  ) throws(EditRefusal) -> [TextEdit] {
    if list.style == .flow {
      var texts: [String] = []
      for (index, item) in items.enumerated() {
        texts.append(try inline(item, at: path.appending(index: index)))
      }
      return flow.insert(count: texts.count, before: before, into: list, lineBreak: lines.lineBreak)
      {
        index, _ in texts[index]
      }
    }
    guard let header = headerKeys(path), let key = path.lastKey, let last = list.items?.last else {
      throw EditRefusal("the array of tables cannot gain items in place", at: path)
    }
    let parent = path.parent
    var text = ""
    do {
      let body = try TOMLWriter.tableBody(
        [MemberName(key): .array(items)], at: parent, header: Array(header.dropLast()))
      text = body.replacingLiterally("\n", with: lines.lineBreak)
    } catch {
      throw EditRefusal("cannot be written as TOML", at: path)
    }
    let anchor = before.flatMap { list.items?[$0].range.lowerBound }
    let at =
      anchor.map { lines.leadingCommentStart($0, comment: hash) }
      ?? sectionRange(ofHeaderAt: last.range.lowerBound).upperBound
    let needsBreak = at == lines.bytes.count && !lines.endsWithLineBreak
    return [
      .insert(
        (needsBreak ? lines.lineBreak : "") + text + (anchor == nil ? "" : lines.lineBreak), at: at)
    ]
  }

  /// New key lines for a table made by dotted keys (`tool.black.line = 88`).
  ///
  /// Each gets the dotted prefix its table's lines are written with
  /// (`tool.black.target = …`) and goes after the table's last line. Nil when no key line
  /// names the table (`tool` in `[tool.poetry]`).
  private func dottedKeyLines(_ keyLines: [String], to mapping: SpanNode) -> TextEdit? {
    // A member on a key line (not in a `[header]`) gives the prefix: the text before it.
    guard let member = keyLineMember(of: mapping) else { return nil }
    let lineStart = lines.lineStart(member.keyRange.lowerBound)
    let indentation = lines.indentation(lineStart)
    let prefix = String(
      decoding: lines.bytes[(lineStart + indentation.utf8.count)..<member.keyRange.lowerBound],
      as: UTF8.self)
    var text = ""
    for line in keyLines {
      text += indentation + prefix + line + lines.lineBreak
    }
    let end = lines.nextLineStart(mapping.range.upperBound)
    let needsBreak = end == lines.bytes.count && !lines.endsWithLineBreak
    return .insert((needsBreak ? lines.lineBreak : "") + text, at: end)
  }

  /// The last member of a table made by dotted keys that is written on a key line (not in
  /// a `[header]`); nil for a table named only in its subtables' headers.
  private func keyLineMember(of mapping: SpanNode) -> SpanMember? {
    mapping.members?.last { member in
      let start = lines.lineStart(member.keyRange.lowerBound)
      let first = lines.bytes[start...].firstIndex { $0 != 0x20 && $0 != 0x09 } ?? start
      return lines.bytes[first] != UInt8(ascii: "[")
    }
  }

  /// A header of its own for a table named only in its subtables' headers (`[tool]` for
  /// `[tool.poetry]`), with the new key lines, before its first subtable's comment lines:
  /// TOML lets a table be defined once, and nothing defined it yet.
  private func newSection(_ keyLines: String, for mapping: SpanNode, at path: FieldPath)
    throws(EditRefusal) -> TextEdit
  {
    let keys = path.components.compactMap { component -> String? in
      if case .key(let key) = component { return key } else { return nil }
    }
    guard let header = headerKeys(path), !keys.isEmpty,
      let first = spans.headers.first(where: { $0.path.starts(with: keys) })
    else {
      throw EditRefusal(
        "a table named only in its subtables' headers cannot gain keys in place here", at: path)
    }
    let text =
      "[" + header.joined(separator: ".") + "]" + lines.lineBreak + keyLines
      + lines.lineBreak
    return .insert(text, at: lines.leadingCommentStart(first.start, comment: hash))
  }

  /// Whether a member is written as `key = value` (not as a table of its own).
  private func isKeyLine(_ node: SpanNode) -> Bool {
    node.style != .table && node.style != .tableArray && node.style != .dotted
  }

  /// What a removed section takes: its lines, and a blank line that would otherwise double.
  private func region(ofHeaderAt offset: Int) -> Range<Int> {
    lines.removingLines(sectionRange(ofHeaderAt: offset))
  }

  /// A section from its header line (with the comment lines directly above) to the next
  /// header that is not inside it, whose comment lines stay with it.
  private func sectionRange(ofHeaderAt offset: Int) -> Range<Int> {
    guard let index = spans.headers.firstIndex(where: { $0.start == offset }) else {
      return offset..<offset
    }
    let header = spans.headers[index]
    let start = lines.leadingCommentStart(offset, comment: hash)
    for next in spans.headers[(index + 1)...] {
      let inside = next.path.count > header.path.count && next.path.starts(with: header.path)
      if !inside { return start..<lines.leadingCommentStart(next.start, comment: hash) }
    }
    return start..<lines.bytes.count
  }

  /// Where the sections of a table end: after the region of the last header inside it
  /// (its own, or a subtable's), or at the end of the document.
  private func sectionsEnd(under path: FieldPath) -> Int {
    let keys = path.components.compactMap { component -> String? in
      if case .key(let key) = component { return key } else { return nil }
    }
    guard !keys.isEmpty, let last = spans.headers.last(where: { $0.path.starts(with: keys) })
    else { return lines.bytes.count }
    return sectionRange(ofHeaderAt: last.start).upperBound
  }

  /// A table's header keys, quoted as needed; nil when the path passes through a list.
  private func headerKeys(_ path: FieldPath) -> [String]? {
    var keys: [String] = []
    for component in path.components {
      guard case .key(let key) = component else { return nil }
      keys.append(TOMLScalar.key(key))
    }
    return keys
  }

  private func inline(_ value: AnswerValue, at path: FieldPath) throws(EditRefusal) -> String {
    do {
      return try TOMLWriter.inline(value, at: path)
    } catch {
      throw EditRefusal("TOML has no null; give it a value, or remove it", at: path)
    }
  }

  /// A value in the string kind the old one had, where the new text allows it.
  private func text(_ value: AnswerValue, like style: SpanNode.Style, at path: FieldPath)
    throws(EditRefusal) -> String
  {
    guard case .string(let text) = value else { return try inline(value, at: path) }
    let literalSafe = text.unicodeScalars.allSatisfy {
      $0 != "'" && ($0 == "\t" || $0.value >= 0x20) && $0.value != 0x7F
    }
    if style == .singleQuoted && literalSafe { return "'" + text + "'" }
    return TOMLScalar.string(text)
  }
}
