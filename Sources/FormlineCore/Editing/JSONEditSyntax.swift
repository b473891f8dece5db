/// Edits of a JSON (or JSON with comments) file: values as JSON, new members and items at
/// their neighbours' indentation, nested lines indented by the file's own step.
struct JSONEditSyntax: EditSyntax {
  let lines: TextLines
  let allowsComments: Bool

  private var flow: FlowEditing {
    FlowEditing(lines: lines, comment: allowsComments ? Array("//".utf8) : [])
  }

  func replace(_ node: SpanNode, with value: AnswerValue, inFlow: Bool, at path: FieldPath)
    throws(EditRefusal) -> [TextEdit]
  {
    let indent = lines.indentation(node.range.lowerBound)
    return [TextEdit(range: node.range, replacement: text(value, indent: indent, node: node))]
  }

  func removeMembers(
    _ indexes: [Int], of mapping: SpanNode, leavingEmpty: Bool, at path: FieldPath
  )
    throws(EditRefusal) -> [TextEdit]
  {
    flow.remove(indexes, of: mapping)
  }

  func addMembers(
    _ members: [(key: String, value: AnswerValue)], before: Int?, to mapping: SpanNode,
    at path: FieldPath
  ) throws(EditRefusal) -> [TextEdit] {
    flow.insert(count: members.count, before: before, into: mapping, lineBreak: lines.lineBreak) {
      index, indent in
      let member = members[index]
      let key = JSONWriter.render(.string(member.key), pretty: false).dropLast()
      return key + ": " + text(member.value, indent: indent, node: mapping)
    }
  }

  func removeItems(_ indexes: [Int], of list: SpanNode, at path: FieldPath)
    throws(EditRefusal) -> [TextEdit]
  {
    flow.remove(indexes, of: list)
  }

  func insertItems(
    _ items: [AnswerValue], before: Int?, into list: SpanNode, at path: FieldPath
  ) throws(EditRefusal) -> [TextEdit] {
    flow.insert(count: items.count, before: before, into: list, lineBreak: lines.lineBreak) {
      index, indent in text(items[index], indent: indent, node: list)
    }
  }

  /// A value as JSON: on one line where it goes on one line, else laid out as JSONWriter
  /// lays it out with the file's indentation step, below the line's own indentation.
  private func text(_ value: AnswerValue, indent: String?, node: SpanNode) -> String {
    guard let indent else { return String(JSONWriter.render(value, pretty: false).dropLast()) }
    let rendered = JSONWriter.render(value).dropLast()
    let step = indentationStep
    var result = ""
    for (index, line) in rendered.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if index > 0 {
        result += lines.lineBreak + indent
        let depth = line.prefix { $0 == " " }.count / 2
        result += String(repeating: step, count: depth) + line.drop { $0 == " " }
      } else {
        result += line
      }
    }
    return result
  }

  /// The file's indentation step: the indentation of its first indented line.
  private var indentationStep: String {
    var offset = 0
    let bytes = lines.bytes
    while offset < bytes.count {
      let indent = lines.indentation(offset)
      if !indent.isEmpty { return indent }
      offset = lines.nextLineStart(offset)
      if offset >= bytes.count { break }
    }
    return "  "
  }
}
