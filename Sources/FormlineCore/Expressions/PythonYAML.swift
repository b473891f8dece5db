import FoundationEssentials
import OrderedCollections

/// PyYAML's `yaml.dump` as ansible's `to_yaml` (collections of scalars in flow style) and
/// `to_nice_yaml` (block style) call it: keys sorted, text plain when PyYAML would leave it
/// plain, else single-quoted (double-quoted when it holds control characters).
///
/// A tuple is tagged `!!python/tuple`, as ansible's dumper (PyYAML's full `Dumper`) writes
/// it.
enum PythonYAML {
  private static let tupleTag = "!!python/tuple"

  static func dump(_ value: AnswerValue, flow: Bool, indent: Int) -> String {
    let indent = max(2, min(indent, 9))
    switch value {
    case .array, .tuple, .object:
      var lines: [String] = []
      if flow && isLeaf(value) || isEmpty(value) { return flowText(value) + "\n" }
      if case .tuple(let items) = value {
        lines.append(tupleTag)
        block(.array(items), flow: flow, indent: indent, level: 0, into: &lines)
        return lines.joined(separator: "\n") + "\n"
      }
      block(value, flow: flow, indent: indent, level: 0, into: &lines)
      return lines.joined(separator: "\n") + "\n"
    default:
      let text = scalar(value, inFlow: false)
      // PyYAML ends a document that is one plain scalar with an explicit end marker.
      return isPlain(text, value) ? text + "\n...\n" : text + "\n"
    }
  }

  private static func isLeaf(_ value: AnswerValue) -> Bool {
    switch value {
    case .array(let items), .tuple(let items): items.allSatisfy { !isCollection($0) }
    case .object(let members): members.values.allSatisfy { !isCollection($0) }
    default: true
    }
  }

  private static func isCollection(_ value: AnswerValue) -> Bool {
    switch value {
    case .array, .tuple, .object: true
    default: false
    }
  }

  private static func sortedMembers(_ value: AnswerValue) -> [(String, AnswerValue)] {
    guard case .object(let members) = value else { return [] }
    return members.keys.sorted().map { ($0.text, members[$0] ?? .null) }
  }

  private static func flowText(_ value: AnswerValue) -> String {
    switch value {
    case .array(let items): "[" + items.map(flowText).joined(separator: ", ") + "]"
    case .tuple(let items): tupleTag + " " + flowText(.array(items))
    case .object:
      "{"
        + sortedMembers(value).map { scalar(.string($0.0), inFlow: true) + ": " + flowText($0.1) }
        .joined(separator: ", ") + "}"
    default: scalar(value, inFlow: true)
    }
  }

  /// Lines of a block collection at `level` spaces; a list inside a mapping is not
  /// indented further (PyYAML's default).
  private static func block(
    _ value: AnswerValue, flow: Bool, indent: Int, level: Int, into lines: inout [String]
  ) {
    let pad = String(repeating: " ", count: level)
    switch value {
    case .array(let items):
      if items.isEmpty {
        lines.append(pad + "[]")
        return
      }
      for item in items {
        if case .tuple(let inner) = item, !(flow && isLeaf(item)), !inner.isEmpty {
          // A tagged item does not share its line with the first of its own items.
          lines.append(pad + "- " + tupleTag)
          block(.array(inner), flow: flow, indent: indent, level: level + indent, into: &lines)
        } else if isCollection(item), !(flow && isLeaf(item)), !isEmpty(item) {
          var inner: [String] = []
          block(item, flow: flow, indent: indent, level: level + indent, into: &inner)
          if var first = inner.first {
            first =
              pad + "-" + String(repeating: " ", count: indent - 1)
              + first.dropFirst(level + indent)
            lines.append(first)
            lines += inner.dropFirst()
          }
        } else {
          lines.append(pad + "- " + inline(item, flow: flow))
        }
      }
    case .object:
      let members = sortedMembers(value)
      if members.isEmpty {
        lines.append(pad + "{}")
        return
      }
      for (key, member) in members {
        let name = scalar(.string(key), inFlow: false)
        if isCollection(member), !(flow && isLeaf(member)), !isEmpty(member) {
          let nested = member.arrayValue != nil ? level : level + indent
          if case .tuple(let items) = member {
            lines.append(pad + name + ": " + tupleTag)
            block(.array(items), flow: flow, indent: indent, level: nested, into: &lines)
            continue
          }
          lines.append(pad + name + ":")
          block(member, flow: flow, indent: indent, level: nested, into: &lines)
        } else {
          lines.append(pad + name + ": " + inline(member, flow: flow))
        }
      }
    default:
      lines.append(pad + scalar(value, inFlow: false))
    }
  }

  private static func isEmpty(_ value: AnswerValue) -> Bool {
    switch value {
    case .array(let items), .tuple(let items): items.isEmpty
    case .object(let members): members.isEmpty
    default: false
    }
  }

  private static func inline(_ value: AnswerValue, flow: Bool) -> String {
    isCollection(value) ? flowText(value) : scalar(value, inFlow: false)
  }

  static func scalar(_ value: AnswerValue, inFlow: Bool) -> String {
    switch value {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .integer(let number): return String(number)
    case .numberLiteral(let literal): return literal.text
    case .number(let number):
      if number.isNaN { return ".nan" }
      if number.isInfinite { return number < 0 ? "-.inf" : ".inf" }
      var text = PythonText.float(number)
      // PyYAML writes an exponent with a point in the mantissa: 1e+20 as 1.0e+20.
      if !text.containsLiterally("."), let e = text.firstIndex(of: "e") {
        text.insert(contentsOf: ".0", at: e)
      }
      return text
    case .string(let text):
      if isPlain(text, value, inFlow: inFlow) { return text }
      if text.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\t" }) {
        return PythonJSON.quote(text)
      }
      return "'" + text.replacingLiterally("'", with: "''") + "'"
    default: return PythonText.repr(value)
    }
  }

  /// Whether PyYAML writes the text without quotes: it would read back as the same text,
  /// and nothing in it starts or ends a YAML construct.
  private static func isPlain(_ text: String, _ value: AnswerValue, inFlow: Bool = false)
    -> Bool
  {
    guard case .string = value else { return true }
    guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else {
      return false
    }
    if case .string = PyYAMLScalar.value(text) {} else { return false }
    if first.properties.isWhitespace || last.properties.isWhitespace { return false }
    if "-?:,[]{}#&*!|>'\"%@`".unicodeScalars.contains(first) {
      // `-`, `?` and `:` may start plain text when followed by a non-space.
      let second = text.unicodeScalars.dropFirst().first
      guard "-?:".unicodeScalars.contains(first), let second, !second.properties.isWhitespace
      else { return false }
    }
    if text.containsLiterally(": ") || text.containsLiterally(" #") || text.hasSuffix(":") {
      return false
    }
    if inFlow, text.unicodeScalars.contains(where: { ",[]{}".unicodeScalars.contains($0) }) {
      return false
    }
    return !text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
  }
}
