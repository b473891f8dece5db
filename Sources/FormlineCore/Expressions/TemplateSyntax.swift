/// The delimiters of a template: Jinja's defaults, or copier's `_envops` replacements such
/// as `[[ ]]` and `[% %]`.
package struct TemplateSyntax: Sendable, Hashable {
  package var variableStart = "{{"
  package var variableEnd = "}}"
  package var blockStart = "{%"
  package var blockEnd = "%}"
  package var commentStart = "{#"
  package var commentEnd = "#}"
  /// Jinja drops one newline at the very end of a template unless told to keep it
  /// (copier keeps it, cookiecutter does not).
  package var keepTrailingNewline = false
  /// `{% break %}` and `{% continue %}`: only with Jinja's `loopcontrols` extension, which
  /// a copier template names in `_jinja_extensions` (cookiecutter: `_extensions`).
  package var loopControls = false

  package init() {}

  /// Whether `text` holds any delimiter, so plain text skips parsing entirely.
  package func mayContainTemplate(_ text: String) -> Bool {
    // Most texts hold no delimiter's first byte, which a byte scan settles without the
    // substring search (its first use sets up string processing: ~2 % of start-up). No
    // key path or array here: instantiating either costs as much again.
    if let variable = variableStart.utf8.first, let block = blockStart.utf8.first,
      let comment = commentStart.utf8.first,
      !text.utf8.contains(where: { $0 == variable || $0 == block || $0 == comment })
    {
      return false
    }
    return text.containsLiterally(variableStart) || text.containsLiterally(blockStart)
      || text.containsLiterally(commentStart)
  }

  /// Whether a list of Jinja extensions (copier's `_jinja_extensions`, cookiecutter's
  /// `_extensions`) names `jinja2.ext.loopcontrols`.
  static func namesLoopControls(_ extensions: DocumentNode?) -> Bool {
    extensions?.items?.contains { $0.scalarText == "jinja2.ext.loopcontrols" } ?? false
  }
}
