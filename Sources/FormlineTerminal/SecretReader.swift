import Glibc

/// Reads a secret from a terminal with echo off, showing nothing of it (not even a mask).
///
/// libedit cannot hide input (notes §4.6), so secrets use their own termios loop. Termios is
/// switched *before* the prompt is printed, with `TCSANOW`, or keys typed as soon as the prompt
/// shows would be echoed by the still-cooked terminal (notes pitfall 11).
struct SecretReader {
  /// The terminal's file descriptor.
  let fd: Int32
  /// Where the prompt and the final newline go.
  let output: UnsafeMutablePointer<FILE>

  /// Reads one secret line.
  ///
  /// Enter finishes, Backspace drops one character, Ctrl-U clears, Ctrl-C interrupts, Ctrl-D on
  /// empty input ends input, escape sequences (arrows) are swallowed; termios is restored on
  /// every path.
  ///
  /// - Parameters:
  ///   - prompt: Shown before the input (ANSI colours allowed; nothing else is printed).
  ///   - deadline: When to give up.
  /// - Returns: The secret or why there is none.
  func read(prompt: String, deadline: Deadline) -> LineReadResult {
    if let signal = StopSignals.pending { return .terminated(signal: signal) }
    var saved = termios()
    guard tcgetattr(fd, &saved) == 0 else {
      // EIO: the terminal hung up (its window closed); asking again would spin forever.
      return errno == EIO ? .terminated(signal: SIGHUP) : .rejected("secret input needs a terminal")
    }
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    withUnsafeMutableBytes(of: &raw.c_cc) { controls in
      controls[Int(VMIN)] = 1
      controls[Int(VTIME)] = 0
    }
    _ = tcsetattr(fd, TCSANOW, &raw)
    defer {
      _ = tcsetattr(fd, TCSANOW, &saved)
      fputs("\n", output)
      fflush(output)
    }
    fputs(prompt, output)
    fflush(output)
    return collect(deadline: deadline)
  }

  private func collect(deadline: Deadline) -> LineReadResult {
    var keys = KeyReader(fd: fd)
    var secret = String.UnicodeScalarView()
    var deadline = deadline
    while true {
      let event = keys.next(before: deadline)
      if case .scalar = event { deadline.restart() }  // idle time, reset by each key
      switch event {
      case .timedOut:
        return .timedOut
      case .stopped(let signal):
        return .terminated(signal: signal)
      case .resized:
        continue  // not reported: this reader leaves `reportsResize` off
      case .endOfFile, .failed:
        return secret.isEmpty ? .endOfInput : .checked(text: String(secret))
      case .scalar(let key):
        switch key {
        case "\r", "\n":
          return .checked(text: String(secret))
        case "\u{3}":
          return .interrupted
        case "\u{4}":
          if secret.isEmpty { return .endOfInput }
        case "\u{7F}", "\u{8}":
          if !secret.isEmpty { secret.removeLast() }
        case "\u{15}":
          secret.removeAll()
        case "\u{1B}":
          swallowEscapeSequence(&keys)
        default:
          // Other control keys (Tab included) are ignored rather than stored invisibly.
          if key.value >= 0x20, !(0x7F...0x9F).contains(key.value) { secret.append(key) }
        }
      }
    }
  }

  /// Drops the rest of a CSI/SS3 sequence (arrow keys and the like) after an ESC.
  private func swallowEscapeSequence(_ keys: inout KeyReader) {
    let soon = Deadline(after: .milliseconds(100))
    guard case .scalar(let introducer) = keys.next(before: soon),
      introducer == "[" || introducer == "O"
    else { return }
    while case .scalar(let part) = keys.next(before: soon), !(0x40...0x7E).contains(part.value) {}
  }
}
