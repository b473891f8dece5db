/// Renders a diagnostic the way compilers do.
///
/// `file:line:col: error: path: message`, the source line, a caret under the column, then
/// notes. Pure: the caller supplies the text of the files it has read.
package struct SnippetRenderer: Sendable {
  /// File contents by the name used in locations, split into lines once: a file's line is
  /// then found without reading the file again for every message.
  private let lines: [String: SourceLines]

  package init(sources: [String: String] = [:]) {
    lines = sources.mapValues(SourceLines.init)
  }

  /// - Parameter diagnostic: The problem to render.
  /// - Returns: One or more lines, each ending with a newline.
  package func render(_ diagnostic: Diagnostic) -> String {
    var text = SafeText.neutraliseSingleLine(diagnostic.description) + "\n"
    if diagnostic.showsSource, let location = diagnostic.location, let line = location.line,
      let quoted = lines[location.file]?.line(line)
    {
      let (shown, caret) = SnippetRenderer.window(quoted.replacingTabs(), column: location.column)
      text += "  " + SafeText.neutraliseSingleLine(shown) + "\n"
      if let caret {
        text += "  " + String(repeating: " ", count: caret) + "^\n"
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
  fileprivate func replacingTabs() -> String {
    // Most lines hold no tab: they are not rebuilt character by character (an answers file
    // on one line of 180 kB was rebuilt for each of its 200 quoted messages).
    guard utf8.contains(UInt8(ascii: "\t")) else { return self }
    return String(map { $0 == "\t" ? " " : $0 })
  }
}
