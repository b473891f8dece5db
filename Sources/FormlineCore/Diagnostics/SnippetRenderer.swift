/// Renders a diagnostic the way compilers do.
///
/// `file:line:col: error: path: message`, the source line, a caret under the column, then
/// notes. Pure: the caller supplies the text of the files it has read.
public struct SnippetRenderer: Sendable {
  /// File contents by the name used in locations.
  public var sources: [String: String]

  public init(sources: [String: String] = [:]) {
    self.sources = sources
  }

  /// - Parameter diagnostic: The problem to render.
  /// - Returns: One or more lines, each ending with a newline.
  public func render(_ diagnostic: Diagnostic) -> String {
    var text = SafeText.neutraliseSingleLine(diagnostic.description) + "\n"
    if let location = diagnostic.location, let line = location.line,
      let source = sources[location.file]
    {
      let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
      if line >= 1, line <= lines.count {
        let sourceLine = String(lines[line - 1]).replacingTabs()
        text += "  " + SafeText.neutraliseSingleLine(sourceLine) + "\n"
        if let column = location.column, column >= 1 {
          let prefix = String(
            String.UnicodeScalarView(sourceLine.unicodeScalars.prefix(column - 1)))
          let indent = String(prefix.map { $0 == "\t" ? "\t" : " " })
          text += "  " + indent + "^\n"
        }
      }
    }
    for note in diagnostic.notes {
      text += "  note: " + SafeText.neutraliseSingleLine(note) + "\n"
    }
    return text
  }
}

extension String {
  fileprivate func replacingTabs() -> String {
    String(map { $0 == "\t" ? " " : $0 })
  }
}
