/// Renders a diagnostic the way compilers do.
///
/// `file:line:col: error: path: message`, the source line, a caret under the column, then
/// notes. Pure: the caller supplies the text of the files it has read.
package struct SnippetRenderer: Sendable {
  /// File contents by the name used in locations.
  package var sources: [String: String]

  package init(sources: [String: String] = [:]) {
    self.sources = sources
  }

  /// - Parameter diagnostic: The problem to render.
  /// - Returns: One or more lines, each ending with a newline.
  package func render(_ diagnostic: Diagnostic) -> String {
    var text = SafeText.neutraliseSingleLine(diagnostic.description) + "\n"
    if diagnostic.showsSource, let location = diagnostic.location, let line = location.line,
      let source = sources[location.file]
    {
      // Split by scalar: "\r\n" is one Character, so a CRLF file would not split by Character.
      let lines = source.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
      if line >= 1, line <= lines.count {
        let (shown, caret) = SnippetRenderer.window(
          String(String.UnicodeScalarView(lines[line - 1])).withoutCarriageReturn.replacingTabs(),
          column: location.column)
        text += "  " + SafeText.neutraliseSingleLine(shown) + "\n"
        if let caret {
          text += "  " + String(repeating: " ", count: caret) + "^\n"
        }
      }
    }
    for note in diagnostic.notes {
      text += "  note: " + SafeText.neutraliseSingleLine(note) + "\n"
    }
    return text
  }
}

extension SnippetRenderer {
  /// Widest source excerpt shown; longer lines are cut around the column with "…".
  static let maximumWidth = 72

  /// The part of a line to show and the caret's offset in it.
  static func window(_ line: String, column: Int?) -> (text: String, caret: Int?) {
    let scalars = Array(line.unicodeScalars)
    let target = column.map { max(0, $0 - 1) }
    guard scalars.count > maximumWidth else { return (line, target) }
    let start = max(0, min((target ?? 0) - maximumWidth / 2, scalars.count - maximumWidth))
    let end = min(scalars.count, start + maximumWidth)
    var view = String.UnicodeScalarView(scalars[start..<end])
    if end < scalars.count { view.append("…") }
    let lead = start > 0 ? "…" : ""
    return (lead + String(view), target.map { $0 - start + lead.count })
  }
}

extension String {
  fileprivate var withoutCarriageReturn: String {
    unicodeScalars.last == "\r" ? String(String.UnicodeScalarView(unicodeScalars.dropLast())) : self
  }

  fileprivate func replacingTabs() -> String {
    String(map { $0 == "\t" ? " " : $0 })
  }
}
