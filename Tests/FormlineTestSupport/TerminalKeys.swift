/// Byte sequences a terminal sends for keys, for driving programs through a pseudo-terminal.
///
/// libedit accepts the CSI forms tmux and xterm send (docs/libedit.md §2).
package enum TerminalKeys {
  /// Ctrl-A: start of line.
  package static let controlA = "\u{01}"
  /// Ctrl-B.
  package static let controlB = "\u{02}"
  /// Ctrl-C: interrupt.
  package static let controlC = "\u{03}"
  /// Ctrl-D: end of input on an empty line.
  package static let controlD = "\u{04}"
  /// Ctrl-E: end of line.
  package static let controlE = "\u{05}"
  /// Ctrl-K: kill to end of line.
  package static let controlK = "\u{0B}"
  /// Ctrl-U: kill the line.
  package static let controlU = "\u{15}"
  /// Ctrl-W: kill the previous word.
  package static let controlW = "\u{17}"
  /// Ctrl-X: prefix key.
  package static let controlX = "\u{18}"
  /// Tab: complete.
  package static let tab = "\t"
  /// Enter as a terminal sends it.
  package static let enter = "\r"
  /// Backspace as a terminal sends it (DEL).
  package static let backspace = "\u{7F}"
  /// Arrow up.
  package static let up = "\u{1B}[A"
  /// Arrow down.
  package static let down = "\u{1B}[B"
  /// Arrow right.
  package static let right = "\u{1B}[C"
  /// Arrow left.
  package static let left = "\u{1B}[D"
  /// Page Up: formline's "previous field" key.
  package static let pageUp = "\u{1B}[5~"
  /// PageDown: the next page of a long menu.
  package static let pageDown = "\u{1B}[6~"
  /// Home.
  package static let home = "\u{1B}[H"
  /// End.
  package static let end = "\u{1B}[F"
  /// Delete (forward).
  package static let delete = "\u{1B}[3~"
}
