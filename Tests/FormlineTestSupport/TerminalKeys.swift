/// Byte sequences a terminal sends for keys, for driving programs through a pseudo-terminal.
///
/// libedit accepts the CSI forms tmux and xterm send (notes §5).
public enum TerminalKeys {
  /// Ctrl-A: start of line.
  public static let controlA = "\u{01}"
  /// Ctrl-B.
  public static let controlB = "\u{02}"
  /// Ctrl-C: interrupt.
  public static let controlC = "\u{03}"
  /// Ctrl-D: end of input on an empty line.
  public static let controlD = "\u{04}"
  /// Ctrl-E: end of line.
  public static let controlE = "\u{05}"
  /// Ctrl-K: kill to end of line.
  public static let controlK = "\u{0B}"
  /// Ctrl-U: kill the line.
  public static let controlU = "\u{15}"
  /// Ctrl-W: kill the previous word.
  public static let controlW = "\u{17}"
  /// Ctrl-X: prefix key.
  public static let controlX = "\u{18}"
  /// Tab: complete.
  public static let tab = "\t"
  /// Enter as a terminal sends it.
  public static let enter = "\r"
  /// Backspace as a terminal sends it (DEL).
  public static let backspace = "\u{7F}"
  /// Arrow up.
  public static let up = "\u{1B}[A"
  /// Arrow down.
  public static let down = "\u{1B}[B"
  /// Arrow right.
  public static let right = "\u{1B}[C"
  /// Arrow left.
  public static let left = "\u{1B}[D"
  /// Page Up: formline's "previous field" key.
  public static let pageUp = "\u{1B}[5~"
  /// Home.
  public static let home = "\u{1B}[H"
  /// End.
  public static let end = "\u{1B}[F"
  /// Delete (forward).
  public static let delete = "\u{1B}[3~"
}
