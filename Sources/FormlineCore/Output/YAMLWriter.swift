import OrderedCollections

/// Writes a result as a block-style YAML document that YAML parsers read back as the same
/// values.
///
/// Emitted here rather than by libyaml, which escapes every character outside the Basic
/// Multilingual Plane (`🚀` → `\U0001F680`) and picks the plain style whenever the text is
/// syntactically plain, so `yes`, `0123` or `2026-11-22` would come back as a boolean, a
/// number or a date. The rules:
/// - A string is plain only when no parser could misread it: YAML 1.1 resolves it as a string,
///   it is not a YAML 1.1 boolean or null (`y`, `on`, `off`, `~`), it does not start like a
///   number (`0123`, `1e3`, `.5`, `1:30`), has no leading or trailing space, no `: ` or
///   ` #`, and does not start with an indicator (`-`, `?`, `&`, `'`, `#`, …).
/// - Otherwise it is single-quoted (`'yes'`, `'it''s'`), or, when it spans lines, a
///   literal block (`|`, `|-`, `|+`, with an indentation indicator when it starts with a
///   space), or, when it holds control characters or line separators, double-quoted with
///   escapes.
/// - Keys keep their order (a key longer than 1,000 bytes is written `? key`, `: value`,
///   since implicit keys are limited to 1,024 characters); nulls are `null`, empty arrays
///   `[]`, empty objects `{}`; floats always show a `.` or an exponent; the document ends
///   with a newline.
package enum YAMLWriter {
  /// Renders a value as a YAML document.
  ///
  /// ✅ `["name": "Ada", "answer": "yes", "tags": []]` →
  /// `name: Ada\nanswer: 'yes'\ntags: []\n`
  ///
  /// - Parameter value: The result, usually an object in form order.
  /// - Returns: The document, ending with a newline.
  /// - Throws: Nothing in practice: every `AnswerValue` has a YAML form. The signature
  ///   matches the other writers so callers treat formats alike.
  package static func render(_ value: AnswerValue) throws -> String {
    block(value)
  }

  /// The document `render` writes, for callers that need no error path (in-place edits).
  static func block(_ value: AnswerValue) -> String {
    var output = ""
    switch value {
    case .object(let members) where !members.isEmpty:
      writeMapping(members, indent: 0, continuingLine: false, into: &output)
    case .array(let items) where !items.isEmpty:
      writeSequence(items, indent: 0, continuingLine: false, into: &output)
    default:
      writeInlineValue(value, indent: 0, into: &output)
    }
    return output
  }

  /// The longest key written as `key: value`.
  ///
  /// YAML allows an implicit key of 1024 characters at most, and libyaml refuses a longer
  /// one ("could not find expected ':'", found by FuzzWriters); a longer key is written
  /// explicitly, `? key` then `: value`. Counted in UTF-8 bytes, never fewer than
  /// characters, so that parsers counting either way read it.
  static let implicitKeyLimit = 1000

  private static func writeMapping(
    _ members: ObjectMembers, indent: Int, continuingLine: Bool,
    into output: inout String
  ) {
    for (offset, (key, member)) in members.enumerated() {
      if offset > 0 || !continuingLine { output += String(repeating: " ", count: indent) }
      let written = YAMLScalar.key(key.text)
      if written.utf8.count > implicitKeyLimit {
        output += "? " + written + "\n" + String(repeating: " ", count: indent) + ":"
      } else {
        output += written + ":"
      }
      switch member {
      case .object(let children) where !children.isEmpty:
        output += "\n"
        writeMapping(children, indent: indent + 2, continuingLine: false, into: &output)
      case .array(let items) where !items.isEmpty:
        // Block sequences may sit at their key's indentation, as libyaml writes them.
        output += "\n"
        writeSequence(items, indent: indent, continuingLine: false, into: &output)
      default:
        writeInlineValue(member, indent: indent + 2, into: &output)
      }
    }
  }

  private static func writeSequence(
    _ items: [AnswerValue], indent: Int, continuingLine: Bool, into output: inout String
  ) {
    for (offset, item) in items.enumerated() {
      if offset > 0 || !continuingLine { output += String(repeating: " ", count: indent) }
      output += "-"
      switch item {
      case .object(let members) where !members.isEmpty:
        output += " "
        writeMapping(members, indent: indent + 2, continuingLine: true, into: &output)
      case .array(let children) where !children.isEmpty:
        output += " "
        writeSequence(children, indent: indent + 2, continuingLine: true, into: &output)
      default:
        writeInlineValue(item, indent: indent + 2, into: &output)
      }
    }
  }

  /// Writes a scalar, `[]` or `{}` after a key's `:` or an item's `-` (or alone at the
  /// root, where `output` is empty), ending the line; a literal block's lines follow at
  /// `indent`.
  private static func writeInlineValue(
    _ value: AnswerValue, indent: Int, into output: inout String
  ) {
    let text: String
    switch value {
    case .null: text = "null"
    case .bool(let flag): text = flag ? "true" : "false"
    case .integer(let number): text = String(number)
    case .number(let number): text = YAMLScalar.float(number)
    // YAML 1.2 reads every JSON number as the same number.
    case .numberLiteral(let literal): text = literal.text
    case .array, .tuple: text = "[]"
    case .object: text = "{}"
    case .string(let string):
      let separator = output.isEmpty ? "" : " "
      if let block = YAMLScalar.literalBlock(string, indent: max(indent, 2)) {
        output += separator + block
      } else {
        output += separator + YAMLScalar.flowString(string) + "\n"
      }
      return
    }
    output += (output.isEmpty ? "" : " ") + text + "\n"
  }
}
