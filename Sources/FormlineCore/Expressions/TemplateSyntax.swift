/// The delimiters of a template: Jinja's defaults, or copier's `_envops` replacements such
/// as `[[ ]]` and `[% %]`.
public struct TemplateSyntax: Sendable, Hashable {
  public var variableStart = "{{"
  public var variableEnd = "}}"
  public var blockStart = "{%"
  public var blockEnd = "%}"
  public var commentStart = "{#"
  public var commentEnd = "#}"
  /// Jinja drops one newline at the very end of a template unless told to keep it
  /// (copier keeps it, cookiecutter does not).
  public var keepTrailingNewline = false

  public init() {}

  /// Whether `text` holds any delimiter, so plain text skips parsing entirely.
  public func mayContainTemplate(_ text: String) -> Bool {
    // Most texts hold no delimiter's first byte, and one pass over the bytes says so: a
    // substring search for each delimiter was 4 % of loading a large form.
    // A closure, not a key path: applying a key path costs a runtime lookup per call.
    let firstBytes = [variableStart, blockStart, commentStart].map { $0.utf8.first }
    if !firstBytes.contains(nil), !text.utf8.contains(where: { firstBytes.contains($0) }) {
      return false
    }
    return text.contains(variableStart) || text.contains(blockStart)
      || text.contains(commentStart)
  }
}
