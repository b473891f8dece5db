import Glibc

/// Installs C signal handlers and puts the previous ones back.
enum SignalHandler {
  /// The actions a set of signals had before ``install(_:for:)``.
  typealias Previous = [(signal: Int32, action: sigaction)]

  /// Installs `handler` without SA_RESTART, so a blocked read() or ppoll() returns EINTR and
  /// the reader can look at what the handler recorded.
  ///
  /// - Returns: The actions replaced, for ``restore(_:)``.
  static func install(_ handler: @convention(c) (Int32) -> Void, for signals: [Int32])
    -> Previous
  {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = handler
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    return signals.map { signal in
      var old = sigaction()
      sigaction(signal, &action, &old)
      return (signal, old)
    }
  }

  /// Puts back the actions ``install(_:for:)`` replaced.
  static func restore(_ previous: Previous) {
    for (signal, action) in previous {
      var old = action
      sigaction(signal, &old, nil)
    }
  }
}
