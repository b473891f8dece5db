/// How deeply a Mustache template nests its sections, counted before it is parsed: the
/// renderer recurses once per level and would overflow the stack at a few thousand.
///
/// A small scan of the tags:
/// `{{#…}}`, `{{^…}}`, `{{$…}}` and `{{<…}}` open a level, `{{/…}}` closes one, and
/// `{{=<% %>=}}` changes the delimiters, as the Mustache spec defines them. Text between
/// tags is skipped; the count errs high, never low.
enum TemplateNesting {
  /// Deeper than any template a person writes; far below where the parser overflows.
  static let maximumDepth = 100

  /// The deepest nesting and the 1-based line where it is first reached.
  static func deepest(in template: String) -> (depth: Int, line: Int) {
    let bytes = Array(template.utf8)
    var opening = Array("{{".utf8)
    var closing = Array("}}".utf8)
    var depth = 0
    var deepest = (depth: 0, line: 1)
    var line = 1
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\n") { line += 1 }
      guard bytes[index...].starts(with: opening) else {
        index += 1
        continue
      }
      let contentStart = index + opening.count
      guard let end = firstIndex(of: closing, in: bytes, from: contentStart) else { break }
      let content = bytes[contentStart..<end].drop { $0 == UInt8(ascii: " ") }
      switch content.first {
      case UInt8(ascii: "#"), UInt8(ascii: "^"), UInt8(ascii: "$"), UInt8(ascii: "<"):
        depth += 1
        if depth > deepest.depth { deepest = (depth, line) }
      case UInt8(ascii: "/"):
        depth = max(0, depth - 1)
      case UInt8(ascii: "="):
        let inner = content.dropFirst().prefix { $0 != UInt8(ascii: "=") }
        let parts = inner.split(separator: UInt8(ascii: " "))
        if parts.count == 2 {
          opening = Array(parts[0])
          closing = Array(parts[1])
        }
      default:
        break
      }
      line += bytes[index..<end].lazy.filter { $0 == UInt8(ascii: "\n") }.count
      index = end + closing.count
    }
    return deepest
  }

  private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard !needle.isEmpty, start <= bytes.count else { return nil }
    var index = start
    while index + needle.count <= bytes.count {
      if bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
      index += 1
    }
    return nil
  }
}
