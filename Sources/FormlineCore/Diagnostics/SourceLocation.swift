/// A place in a source file: 1-based line and column (columns count Unicode scalars, as
/// Yams' `Mark` does).
package struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
  /// The file as the user named it (relative paths stay relative in messages).
  package var file: String
  // Line and column in 32 bits each (`Int32.min`: unknown), not two `Int?`: a document
  // keeps a place for every key and value, and a large form's took half its memory. A file
  // formline reads has far fewer than 2^31 lines; a larger number is kept as 2^31 - 1.
  private var storedLine = Int32.min
  private var storedColumn = Int32.min

  /// 1-based line, or nil when only the file is known.
  package var line: Int? {
    get { Self.number(storedLine) }
    set { storedLine = Self.stored(newValue) }
  }
  /// 1-based column, or nil when only the line is known.
  package var column: Int? {
    get { Self.number(storedColumn) }
    set { storedColumn = Self.stored(newValue) }
  }

  package init(file: String, line: Int? = nil, column: Int? = nil) {
    self.file = file
    storedLine = Self.stored(line)
    storedColumn = Self.stored(column)
  }

  private static func number(_ stored: Int32) -> Int? {
    stored == Int32.min ? nil : Int(stored)
  }

  private static func stored(_ number: Int?) -> Int32 {
    guard let number else { return Int32.min }
    return Int32(clamping: max(number, Int(Int32.min) + 1))
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
