import Glibc

/// Names laid out in columns filled top to bottom, as `ls` does, for Tab's list of
/// matches: multi-word options stay whole on their line instead of one hard-wrapped run.
struct ColumnLayout {
  /// Columns of the terminal.
  var width: Int

  /// The rows to print, without newlines; one name per row when a column would not fit.
  func lines(_ names: [String]) -> [String] {
    guard let widest = names.map(\.count).max() else { return [] }
    let columnWidth = widest + 2
    let columns = max(1, min(names.count, (width + 2) / columnWidth))
    let rows = (names.count + columns - 1) / columns
    return (0..<rows).map { row in
      var line = ""
      for column in 0..<columns {
        let index = column * rows + row
        guard index < names.count else { break }
        let name = names[index]
        let isLast = column == columns - 1 || index + rows >= names.count
        line += isLast ? name : name + String(repeating: " ", count: columnWidth - name.count)
      }
      return line
    }
  }

  /// The width of the terminal on `descriptor`, when it is one.
  static func terminalWidth(of descriptor: Int32) -> Int? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }
}
