/// A place in a source file: 1-based line and column (columns count Unicode scalars, as
/// Yams' `Mark` does).
package struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
  /// The file as the user named it (relative paths stay relative in messages).
  package var file: String
  /// 1-based line, or nil when only the file is known.
  package var line: Int?
  /// 1-based column, or nil when only the line is known.
  package var column: Int?

  package init(file: String, line: Int? = nil, column: Int? = nil) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:col`, dropping the parts that are unknown.
  package var description: String {
    var text = file
    if let line {
      text += ":\(line)"
      if let column { text += ":\(column)" }
    }
    return text
  }
}
