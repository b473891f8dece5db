/// One piece of a parsed Mustache template: text, a value to insert, or a section holding
/// the nodes between its opening and closing tags.
indirect enum MustacheNode: Sendable, Equatable {
  case text(String)
  /// `{{name}}` (HTML-escaped only where the content type is HTML), or `{{{name}}}` and
  /// `{{&name}}` (never escaped).
  case variable(MustacheName, escaped: Bool)
  /// `{{#name}}…{{/name}}`, or with `inverted` `{{^name}}…{{/name}}`.
  case section(MustacheName, inverted: Bool, [MustacheNode])
  /// `{{>name}}`: the indentation is the whitespace before a partial alone on its line,
  /// which the spec prepends to every line of the partial.
  case partial(name: String, indentation: String)
  /// `{{$name}}…{{/name}}` outside a parent: its own content, as nothing overrides it.
  case block([MustacheNode])
  /// `{{<name}}…{{/name}}`: a parent template, which a formline template can never read.
  case parent
  /// `{{%CONTENT_TYPE:HTML}}` or `TEXT`: escaping for the rest of the enclosing nodes.
  case contentType(html: Bool)
}

/// A looked-up name: `.` (no parts), `a`, `a.b.c`, or `.a` (the current context only).
struct MustacheName: Sendable, Equatable {
  var parts: [String]
  /// A leading dot: look in the top context only, not down the stack.
  var currentContextOnly = false

  init(_ text: String) {
    currentContextOnly = text.count > 1 && text.hasPrefix(".")
    parts = text == "." ? [] : text.split(separator: ".").map(String.init)
  }
}
