import CLibEdit
import Glibc

/// Reads keys from a terminal file descriptor as Unicode scalars, with an optional deadline.
///
/// libedit's built-in reader blocks forever; replacing it through `EL_GETCFN` is the only way
/// to give up on a prompt, and a replacement must decode UTF-8 itself (docs/libedit.md §8, as in
/// asterisk/asterisk#1688). Invalid bytes are dropped, as libedit's own `read_char` does.
struct KeyReader {
  /// One read's outcome.
  enum Event: Equatable {
    case scalar(Unicode.Scalar)
    case endOfFile
    case timedOut
    case failed(Int32)
    /// SIGINT, SIGQUIT, SIGTERM or SIGHUP arrived (see `StopSignals`).
    case stopped(Int32)
    /// The window changed size (see `ResizeSignal`); only when `reportsResize`.
    case resized
    /// The process was stopped and continued (see `ContinueSignal`): the terminal's modes
    /// may have been changed meanwhile and the prompt needs drawing again.
    case continued
  }

  /// The terminal's file descriptor.
  let fd: Int32
  /// Whether a resize ends the wait (libedit must hear of it); otherwise it waits for the
  /// next reader that wants it.
  var reportsResize = false
  /// A byte read while decoding that turned out to start the next key.
  private var pending: UInt8?

  /// Creates a reader on a terminal descriptor.
  init(fd: Int32) {
    self.fd = fd
  }

  /// Waits for and decodes the next key.
  ///
  /// - Parameters:
  ///   - deadline: When to stop waiting for the *first* byte of a key.
  ///   - reportingEvents: Whether a resize or continue ends the wait; when false (the rest
  ///     of an escape sequence), they wait for the next call.
  /// - Returns: A scalar, or why there is none; `EINTR` is retried, never returned.
  mutating func next(before deadline: Deadline, reportingEvents: Bool = true) -> Event {
    while true {
      switch readByte(before: deadline, reportingEvents: reportingEvents) {
      case .failed(let error): return .failed(error)
      case .stopped(let signal): return .stopped(signal)
      case .resized: return .resized
      case .continued: return .continued
      case .endOfFile: return .endOfFile
      case .timedOut: return .timedOut
      case .byte(let lead):
        if lead < 0x80 { return .scalar(Unicode.Scalar(lead)) }
        if let scalar = decode(lead: lead) { return .scalar(scalar) }
      // Invalid sequence: drop it and wait for the next key.
      }
    }
  }

  /// Waits for the next key of an answer; a key restarts `deadline`, because `--timeout`
  /// counts idle time, not time since the prompt: a person typing is never cut off.
  mutating func nextKey(restarting deadline: inout Deadline) -> Event {
    let event = next(before: deadline)
    if case .scalar = event { deadline.restart() }
    return event
  }

  private enum ByteEvent {
    case byte(UInt8)
    case endOfFile
    case timedOut
    case failed(Int32)
    case stopped(Int32)
    case resized
    case continued
  }

  private mutating func decode(lead: UInt8) -> Unicode.Scalar? {
    let length: Int
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return nil
    }
    var bytes = [lead]
    // The rest of a character arrives with its lead byte; a short wait keeps a stray lead byte
    // from swallowing the user's next key forever.
    let rest = Deadline(after: .milliseconds(200))
    while bytes.count < length {
      guard case .byte(let next) = readByte(before: rest, reportingEvents: false) else {
        return nil
      }
      guard next & 0xC0 == 0x80 else {
        pending = next  // keep it: it starts the next key, as libedit's read_char does
        return nil
      }
      bytes.append(next)
    }
    guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
    return text.unicodeScalars.first
  }

  /// Reads one byte, waiting until `deadline`.
  ///
  /// The signals a ``TerminalSession`` records are blocked while their flags are checked
  /// and unblocked only inside `ppoll`, atomically: one that arrives after the check
  /// interrupts the wait instead of being noticed only after the next key.
  private mutating func readByte(before deadline: Deadline, reportingEvents: Bool = true)
    -> ByteEvent
  {
    if let byte = pending {
      pending = nil
      return .byte(byte)
    }
    var caught = TerminalSession.caughtSignals
    var previous = sigset_t()
    pthread_sigmask(SIG_BLOCK, &caught, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    var waiting = previous
    for signal in StopSignals.numbers + [SIGWINCH, SIGCONT] { sigdelset(&waiting, signal) }
    while true {
      if let signal = StopSignals.pending { return .stopped(signal) }
      if reportingEvents && ContinueSignal.take() { return .continued }
      if reportsResize && reportingEvents && ResizeSignal.take() { return .resized }
      var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      let ready = Self.wait(for: &descriptor, until: deadline, unblocking: &waiting)
      if ready < 0 {
        if errno == EINTR { continue }
        return .failed(errno)
      }
      if ready == 0 {
        if deadline.hasPassed { return .timedOut }
        continue
      }
      var byte: UInt8 = 0
      let count = read(fd, &byte, 1)
      if count == 1 { return .byte(byte) }
      if count == 0 { return .endOfFile }
      if errno == EINTR || errno == EAGAIN { continue }
      // EIO: the terminal hung up; treat it like end of input.
      return errno == EIO ? .endOfFile : .failed(errno)
    }
  }

  /// `ppoll` until the descriptor is readable, a signal arrives or the deadline passes.
  private static func wait(
    for descriptor: inout pollfd, until deadline: Deadline, unblocking mask: inout sigset_t
  ) -> Int32 {
    let milliseconds = deadline.pollMilliseconds
    guard milliseconds >= 0 else { return ppoll(&descriptor, 1, nil, &mask) }
    var timeout = timespec(
      tv_sec: Int(milliseconds / 1000), tv_nsec: Int(milliseconds % 1000) * 1_000_000)
    return ppoll(&descriptor, 1, &timeout, &mask)
  }
}
