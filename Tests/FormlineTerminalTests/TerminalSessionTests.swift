import FormlineTerminal
import Glibc
import Testing

/// A terminal session takes over the locale and the signals, and gives them back.
@Suite(.serialized)
struct TerminalSessionTests {
  /// The handler's address (function pointers are not Equatable).
  private static func handler(of signal: Int32) -> Int {
    var action = sigaction()
    sigaction(signal, nil, &action)
    return action.__sigaction_handler.sa_handler.map { unsafeBitCast($0, to: Int.self) } ?? 0
  }

  private static let ignored = unsafeBitCast(SIG_IGN, to: Int.self)

  @Test func endPutsBackThePreviousHandlersAndLocale() {
    var ignore = sigaction()
    ignore.__sigaction_handler.sa_handler = SIG_IGN
    var original = sigaction()
    sigaction(SIGWINCH, &ignore, &original)
    defer { sigaction(SIGWINCH, &original, nil) }
    let locale = setlocale(LC_CTYPE, nil).map { String(cString: $0) }
    _ = setlocale(LC_CTYPE, "C")
    defer { _ = setlocale(LC_CTYPE, locale) }

    let session = TerminalSession.begin()
    #expect(Self.handler(of: SIGWINCH) != Self.ignored)
    #expect(String(cString: nl_langinfo(nl_item(CODESET))) == "UTF-8")
    session.end()
    #expect(Self.handler(of: SIGWINCH) == Self.ignored)
    #expect(setlocale(LC_CTYPE, nil).map { String(cString: $0) } == "C")
  }
}
