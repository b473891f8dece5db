import OrderedCollections

/// Renders parsed Mustache nodes with a value as the context, into one growing string, so
/// the time is linear in the template and the output.
///
/// Lookup and truthiness are the spec's, on formline's values: a name is looked up down
/// the context stack (an object member that is null counts as missing there), dotted
/// parts only in what the part before found. False, null, missing and `[]` are falsy;
/// every other value (`""`, `0`, `{}` too) is truthy. An array repeats its section once
/// per item with the item on the stack; `true` renders it once with the stack unchanged.
struct MustacheRenderer {
  /// Partial templates by name.
  ///
  /// formline passes none (a template cannot read other files), so `{{>name}}` renders as
  /// nothing; the spec's tests pass theirs.
  var partials: [String: String] = [:]

  /// Partials including partials stop here: a partial that includes itself is bounded by
  /// its data in the spec, but not in a careless template.
  static let maximumPartialDepth = 100

  /// The rendered text.
  ///
  /// ✅ `{{#tags}}{{.}},{{/tags}}` with `["tags": ["a", "b"]]` → `a,b,`
  func render(_ nodes: [MustacheNode], with value: AnswerValue, escapingHTML: Bool) -> String {
    var output = ""
    var stack = [value]
    render(nodes, stack: &stack, escapingHTML: escapingHTML, partialDepth: 0, into: &output)
    return output
  }

  private func render(
    _ nodes: [MustacheNode], stack: inout [AnswerValue], escapingHTML: Bool, partialDepth: Int,
    into output: inout String
  ) {
    var escapingHTML = escapingHTML
    for node in nodes {
      switch node {
      case .text(let text):
        output += text
      case .variable(let name, let escaped):
        guard let value = Self.lookUp(name, in: stack) else { continue }
        let text = Self.text(of: value)
        if escaped && escapingHTML {
          HTMLEscaping.append(text, to: &output)
        } else {
          output += text
        }
      case .section(let name, let inverted, let children):
        let value = Self.lookUp(name, in: stack)
        if inverted {
          guard !Self.isTruthy(value) else { continue }
          render(
            children, stack: &stack, escapingHTML: escapingHTML, partialDepth: partialDepth,
            into: &output)
          continue
        }
        let items: [AnswerValue]
        switch value {
        case nil, .null?, .bool(false)?: continue
        case .bool(true)?:
          render(
            children, stack: &stack, escapingHTML: escapingHTML, partialDepth: partialDepth,
            into: &output)
          continue
        case .array(let elements)?: items = elements
        case let other?: items = [other]
        }
        for item in items {
          stack.append(item)
          render(
            children, stack: &stack, escapingHTML: escapingHTML, partialDepth: partialDepth,
            into: &output)
          stack.removeLast()
        }
      case .partial(let name, let indentation):
        guard partialDepth < Self.maximumPartialDepth, let source = partials[name],
          let parsed = try? MustacheParser.parse(Self.indent(source, by: indentation))
        else { continue }
        render(
          parsed, stack: &stack, escapingHTML: escapingHTML, partialDepth: partialDepth + 1,
          into: &output)
      case .block(let children):
        render(
          children, stack: &stack, escapingHTML: escapingHTML, partialDepth: partialDepth,
          into: &output)
      case .parent:
        continue
      case .contentType(let html):
        escapingHTML = html
      }
    }
  }

  /// The value a name finds, or nil when it finds nothing.
  static func lookUp(_ name: MustacheName, in stack: [AnswerValue]) -> AnswerValue? {
    guard let first = name.parts.first else { return stack.last }
    var found: AnswerValue?
    if name.currentContextOnly {
      found = stack.last.flatMap { member(first, of: $0) }
    } else {
      for context in stack.reversed() {
        if let value = member(first, of: context) {
          found = value
          break
        }
      }
    }
    for part in name.parts.dropFirst() {
      guard let value = found else { return nil }
      found = member(part, of: value)
    }
    return found
  }

  private static func member(_ key: String, of value: AnswerValue) -> AnswerValue? {
    guard case .object(let members) = value, let member = members[key], !member.isNull else {
      return nil
    }
    return member
  }

  private static func isTruthy(_ value: AnswerValue?) -> Bool {
    switch value {
    case nil, .null?, .bool(false)?: false
    case .array(let items)?: !items.isEmpty
    default: true
    }
  }

  /// A value as text: numbers as JSON writes them (`3`, not `3.0`), arrays and objects as
  /// compact JSON, null as nothing.
  static func text(of value: AnswerValue) -> String {
    switch value {
    case .null: ""
    case .bool(let flag): flag ? "true" : "false"
    case .integer(let number): String(number)
    case .number(let number): AnswerValue.format(number)
    case .numberLiteral(let literal): literal.text
    case .string(let text): text
    case .array, .tuple, .object: String(JSONWriter.render(value, pretty: false).dropLast())
    }
  }

  /// A partial's text with the standalone tag's indentation before every line, as the spec
  /// asks (before rendering, so inserted values are not indented).
  private static func indent(_ source: String, by indentation: String) -> String {
    guard !indentation.isEmpty else { return source }
    var result = ""
    var atLineStart = true
    for scalar in source.unicodeScalars {
      if atLineStart { result += indentation }
      result.unicodeScalars.append(scalar)
      atLineStart = scalar == "\n"
    }
    return result
  }
}
