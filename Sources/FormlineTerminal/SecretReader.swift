import FormlineCore
import Glibc

/// Reads a secret from a terminal with echo off, showing nothing of it (not even a mask).
///
/// libedit cannot hide input (docs/libedit.md §5), so secrets use their own loop in
/// ``TerminalSession/withRawMode(on:_:)``, which switches the modes *before* the prompt is
/// printed. After SIGCONT the modes are set again and the prompt redrawn.
struct SecretReader {
  /// The terminal's file descriptor.
  let fd: Int32
  /// Where the prompt and the final newline go.
  let output: UnsafeMutablePointer<FILE>

  /// The key that shows or hides the secret as it is typed (FormKit's password "eye").
  ///
  /// Ctrl-R: this reader is not libedit, so no editing key is lost, and with `IXON` and
  /// `IEXTEN` off no terminal driver takes it (as it would Ctrl-S, Ctrl-Q, Ctrl-V or Ctrl-O).
  static let revealKey: Unicode.Scalar = "\u{12}"
  static let revealKeyName = "Ctrl-R"

  /// Reads one secret line.
  ///
  /// Enter finishes, Backspace drops one character, Ctrl-U clears, Ctrl-R shows or hides what
  /// is typed, Ctrl-C interrupts, Ctrl-D on empty input ends input, Ctrl-Z suspends, escape
  /// sequences (arrows) are swallowed; termios is restored on every path. A secret shown is
  /// hidden again when the line ends, so it stays neither on the screen nor in scrollback.
  ///
  /// - Parameters:
  ///   - prompt: Shown before the input (ANSI colours allowed; nothing else is printed).
  ///   - deadline: When to give up.
  /// - Returns: The secret or why there is none.
  func read(prompt: String, deadline: Deadline) -> LineReadResult {
    if let signal = StopSignals.pending { return .stopped(by: signal) }
    let result = TerminalSession.withRawMode(on: fd) { modes in
      show(prompt)
      return collect(prompt: prompt, modes: modes, deadline: deadline)
    }
    guard let result else {
      // EIO: the terminal hung up (its window closed); asking again would spin forever.
      return errno == EIO ? .terminated(signal: SIGHUP) : .rejected("secret input needs a terminal")
    }
    show("\n")
    return result
  }

  private func show(_ text: String) {
    fputs(text, output)
    fflush(output)
  }

  private func collect(prompt: String, modes: TerminalSession.ModeScope, deadline: Deadline)
    -> LineReadResult
  {
    var keys = KeyReader(fd: fd)
    var secret = String.UnicodeScalarView()
    var deadline = deadline
    var revealed = false
    // Redraws the line: the secret after the prompt when shown, nothing when hidden.
    func redraw() {
      show(
        "\r" + prompt + (revealed ? SafeText.neutraliseSingleLine(String(secret)) : "") + "\u{1B}[K"
      )
    }
    defer {
      if revealed {
        revealed = false
        redraw()
      }
    }
    while true {
      let event = keys.nextKey(restarting: &deadline)
      switch event {
      case .timedOut:
        return .timedOut
      case .stopped(let signal):
        // Keys typed ahead and not read yet are part of the secret: dropped before echo
        // comes back on with the restored modes, or the terminal would echo them then.
        _ = tcflush(fd, TCIFLUSH)
        return .stopped(by: signal)
      case .resized:
        continue  // not reported: this reader leaves `reportsResize` off
      case .continued:
        // After `fg` the shell's modes are in force (echo on): set no-echo again, then
        // draw the prompt again at the start of the line (the cursor may be on a new one).
        modes.reapply()
        redraw()
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
        case "\u{1A}":
          // Ctrl-Z suspends, as at any other prompt; what was typed so far is kept.
          show("\n")
          modes.suspend()
          _ = ContinueSignal.take()
          show(prompt)
        case "\u{7F}", "\u{8}":
          if !secret.isEmpty { secret.removeLast() }
          if revealed { redraw() }
        case "\u{15}":
          secret.removeAll()
          if revealed { redraw() }
        case Self.revealKey:
          revealed.toggle()
          redraw()
        case "\u{1B}":
          swallowEscapeSequence(&keys)
        default:
          // Other control keys (Tab included) are ignored rather than stored invisibly.
          if key.value >= 0x20, !(0x7F...0x9F).contains(key.value) {
            secret.append(key)
            if revealed { show(SafeText.neutraliseSingleLine(String(key))) }
          }
        }
      }
    }
  }

  /// Drops the rest of a CSI/SS3 sequence (arrow keys and the like) after an ESC.
  private func swallowEscapeSequence(_ keys: inout KeyReader) {
    let soon = Deadline(after: .milliseconds(100))
    // A continue meanwhile is left for the main loop, which redraws the prompt.
    guard case .scalar(let introducer) = keys.next(before: soon, reportingEvents: false),
      introducer == "[" || introducer == "O"
    else { return }
    while case .scalar(let part) = keys.next(before: soon, reportingEvents: false),
      !(0x40...0x7E).contains(part.value)
    {}
  }
}
