/// Parses a Mustache template into nodes in one pass over its UTF-8 bytes.
///
/// Written for formline rather than taken from swift-mustache, whose parser copies the rest
/// of the template at every tag (80,000 tags took 89 s) and whose Foundation use pulls
/// ICU's data into the binary. Sections are kept on an explicit stack, so nesting costs no
/// recursion here; the renderer's recursion is bounded by `TemplateNesting`.
///
/// Standalone lines follow the spec: a section, inverted, closing, comment, partial,
/// set-delimiter or pragma tag alone on its line (spaces and tabs aside) removes the whole
/// line, its newline (`\n` or `\r\n`) included.
struct MustacheParser {
  private let bytes: [UInt8]
  private var position = 0
  /// Whether `position` is at the start of a line (the template's, or after a newline a
  /// standalone tag took), so a tag right there may stand alone.
  private var atLineStart = true
  private var opening = Array("{{".utf8)
  private var closing = Array("}}".utf8)
  private var nodes: [MustacheNode] = []
  private var openSections: [OpenSection] = []

  private struct OpenSection {
    var kind: MustacheTagKind
    var name: String
    var offset: Int
    var enclosing: [MustacheNode]
  }

  private init(_ template: String) {
    bytes = Array(template.utf8)
  }

  /// The nodes of a template.
  ///
  /// ✅ `"a{{#b}}{{c}}{{/b}}"` → text "a", section b holding variable c
  /// ❌ `"{{#b}}"` → "a section is not closed" at the end
  static func parse(_ template: String) throws(MustacheSyntaxError) -> [MustacheNode] {
    var parser = MustacheParser(template)
    return try parser.parseAll()
  }

  private mutating func parseAll() throws(MustacheSyntaxError) -> [MustacheNode] {
    while let tagStart = firstIndex(of: opening, from: position) {
      try readTag(at: tagStart)
    }
    appendText(position..<bytes.count)
    if !openSections.isEmpty {
      throw MustacheSyntaxError(message: "a section is not closed", offset: bytes.count)
    }
    return nodes
  }

  private mutating func readTag(at tagStart: Int) throws(MustacheSyntaxError) {
    let sigilIndex = tagStart + opening.count
    guard sigilIndex < bytes.count else {
      throw MustacheSyntaxError(message: "the template ends inside a tag", offset: tagStart)
    }
    let kind = MustacheTagKind(sigil: bytes[sigilIndex]) ?? .variable
    let contentStart = kind == .variable ? sigilIndex : sigilIndex + 1
    var terminator = closing
    if bytes[sigilIndex] == UInt8(ascii: "{") { terminator = [UInt8(ascii: "}")] + closing }
    if kind == .delimiters { terminator = [UInt8(ascii: "=")] + closing }
    guard let contentEnd = firstIndex(of: terminator, from: contentStart) else {
      throw MustacheSyntaxError(message: "the template ends inside a tag", offset: tagStart)
    }
    let tagEnd = contentEnd + terminator.count
    let content = trimmed(contentStart..<contentEnd)

    var textEnd = tagStart
    var next = tagEnd
    var indentation = ""
    if kind.canStandAlone, let lineStart = standaloneLineStart(before: tagStart),
      let lineEnd = standaloneLineEnd(after: tagEnd)
    {
      textEnd = lineStart
      next = lineEnd
      indentation = String(decoding: bytes[lineStart..<tagStart], as: UTF8.self)
    }
    appendText(position..<textEnd)
    position = next
    atLineStart = next != tagEnd

    try apply(kind, content: content, indentation: indentation, at: tagStart)
  }

  private mutating func apply(
    _ kind: MustacheTagKind, content: String, indentation: String, at offset: Int
  ) throws(MustacheSyntaxError) {
    switch kind {
    case .comment:
      break
    case .variable, .unescaped:
      nodes.append(.variable(try name(content, at: offset), escaped: kind == .variable))
    case .partial:
      nodes.append(.partial(name: content, indentation: indentation))
    case .delimiters:
      try setDelimiters(content, at: offset)
    case .pragma:
      nodes.append(try MustachePragma.contentType(content, at: offset))
    case .section, .inverted, .block, .parent:
      if kind == .section || kind == .inverted { _ = try name(content, at: offset) }
      openSections.append(OpenSection(kind: kind, name: content, offset: offset, enclosing: nodes))
      nodes = []
    case .close:
      try closeSection(content, at: offset)
    }
  }

  private mutating func closeSection(_ content: String, at offset: Int) throws(MustacheSyntaxError)
  {
    guard var section = openSections.popLast() else {
      throw MustacheSyntaxError(
        message: "'{{/\(content)}}' closes a section that is not open", offset: offset)
    }
    guard section.name == content else {
      throw MustacheSyntaxError(
        message: "a section is closed with a different name", offset: offset)
    }
    // Swapped, not copied: the enclosing nodes stay uniquely referenced, so appending the
    // section to them does not copy them (a copy per section made long templates quadratic).
    swap(&nodes, &section.enclosing)
    let inner = section.enclosing
    switch section.kind {
    case .block: nodes.append(.block(inner))
    case .parent: nodes.append(.parent)
    default:
      nodes.append(
        .section(MustacheName(section.name), inverted: section.kind == .inverted, inner))
    }
  }

  private func name(_ content: String, at offset: Int) throws(MustacheSyntaxError)
    -> MustacheName
  {
    guard !content.isEmpty else {
      throw MustacheSyntaxError(message: "a tag has no name", offset: offset)
    }
    if content.contains("(") || content.contains(")") {
      throw MustacheSyntaxError(
        message: "'\(content)' is a transform, which formline's templates do not have",
        offset: offset)
    }
    if content.unicodeScalars.contains(where: {
      $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r"
    }) {
      throw MustacheSyntaxError(message: "a tag is not finished", offset: offset)
    }
    return MustacheName(content)
  }

  private mutating func setDelimiters(_ content: String, at offset: Int)
    throws(MustacheSyntaxError)
  {
    let parts = content.split(whereSeparator: { $0 == " " || $0 == "\t" })
    guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
      throw MustacheSyntaxError(message: "a set-delimiter tag is malformed", offset: offset)
    }
    opening = Array(parts[0].utf8)
    closing = Array(parts[1].utf8)
  }

  private mutating func appendText(_ range: Range<Int>) {
    guard !range.isEmpty else { return }
    nodes.append(.text(String(decoding: bytes[range], as: UTF8.self)))
  }

  /// Where the tag's line starts, when only spaces and tabs stand before the tag on it.
  private func standaloneLineStart(before tagStart: Int) -> Int? {
    var start = tagStart
    while start > position, isBlank(bytes[start - 1]) { start -= 1 }
    if start > position { return bytes[start - 1] == UInt8(ascii: "\n") ? start : nil }
    return atLineStart ? start : nil
  }

  /// Where the next line starts, when only spaces and tabs follow the tag on its line.
  private func standaloneLineEnd(after tagEnd: Int) -> Int? {
    var end = tagEnd
    while end < bytes.count, isBlank(bytes[end]) { end += 1 }
    if end == bytes.count { return end }
    if bytes[end] == UInt8(ascii: "\n") { return end + 1 }
    if bytes[end] == UInt8(ascii: "\r"), end + 1 < bytes.count,
      bytes[end + 1] == UInt8(ascii: "\n")
    {
      return end + 2
    }
    return nil
  }

  private func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }

  private func trimmed(_ range: Range<Int>) -> String {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper, isSpace(bytes[lower]) { lower += 1 }
    while upper > lower, isSpace(bytes[upper - 1]) { upper -= 1 }
    return String(decoding: bytes[lower..<upper], as: UTF8.self)
  }

  private func isSpace(_ byte: UInt8) -> Bool {
    isBlank(byte) || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
  }

  private func firstIndex(of needle: [UInt8], from start: Int) -> Int? {
    guard let first = needle.first else { return nil }
    var index = start
    let last = bytes.count - needle.count
    while index <= last {
      if bytes[index] == first,
        bytes[index..<(index + needle.count)].elementsEqual(needle)
      {
        return index
      }
      index += 1
    }
    return nil
  }
}
