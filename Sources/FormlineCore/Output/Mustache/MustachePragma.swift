/// The one pragma formline's templates know: `{{%CONTENT_TYPE:TEXT}}` (the default: text
/// as typed) or `{{%CONTENT_TYPE:HTML}}` (escape `{{name}}` for HTML).
enum MustachePragma {
  static func contentType(_ content: String, at offset: Int) throws(MustacheSyntaxError)
    -> MustacheNode
  {
    guard let colon = content.firstIndex(of: ":") else {
      throw MustacheSyntaxError(message: "a pragma tag ({{% … }}) is malformed", offset: offset)
    }
    let name = content[..<colon].filter { $0 != " " && $0 != "\t" }
    let value = content[content.index(after: colon)...].filter { $0 != " " && $0 != "\t" }
    guard !name.isEmpty, !value.isEmpty else {
      throw MustacheSyntaxError(message: "a pragma tag ({{% … }}) is malformed", offset: offset)
    }
    switch (name, value) {
    case ("CONTENT_TYPE", "TEXT"): return .contentType(html: false)
    case ("CONTENT_TYPE", "HTML"): return .contentType(html: true)
    default:
      throw MustacheSyntaxError(
        message: "unknown pragma; only CONTENT_TYPE: TEXT|HTML", offset: offset)
    }
  }
}
