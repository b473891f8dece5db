import FormlineCore
import FormlineTerminal
import FoundationEssentials
import Glibc

/// Where `--events` lines go: a file created for them, or a descriptor the caller opened
/// (`--events 3` with `3>events.jsonl`), written line by line so a follower sees each event
/// as it happens.
final class EventSink: Sendable {
  private let descriptor: Int32
  /// Whether the sink opened the descriptor (and closes it when it goes).
  private let owned: Bool

  private init(descriptor: Int32, owned: Bool) {
    self.descriptor = descriptor
    self.owned = owned
  }

  deinit {
    if owned { close(descriptor) }
  }

  /// - Throws: `ExitStatus.cannotWrite` (after saying why) when the target cannot be used.
  static func open(_ target: String?) throws -> EventSink? {
    guard let target else { return nil }
    if !target.isEmpty, target.allSatisfy(\.isASCII), target.allSatisfy(\.isNumber),
      let descriptor = Int32(target)
    {
      guard fcntl(descriptor, F_GETFD) != -1 else {
        StandardError.write("formline: error: --events \(target): no such open descriptor\n")
        throw ExitStatus.cannotWrite
      }
      return EventSink(descriptor: descriptor, owned: false)
    }
    guard
      FileManager.default.createFile(
        atPath: target, contents: nil, attributes: [.posixPermissions: 0o600]),
      case let opened = Glibc.open(target, O_WRONLY | O_CLOEXEC), opened >= 0
    else {
      StandardError.write("formline: error: \(target): cannot write the events\n")
      throw ExitStatus.cannotWrite
    }
    return EventSink(descriptor: opened, owned: true)
  }

  func write(_ event: FillStreamEvent) {
    DescriptorOutput.write(event.jsonLine, to: descriptor)
  }

  /// The last event: finished, or aborted with why.
  static func closing(_ outcome: FillOutcome) -> FillStreamEvent {
    switch outcome {
    case .finished: .finished
    case .aborted: .aborted(reason: "cancelled")
    case .interrupted: .aborted(reason: "interrupted")
    case .timedOut: .aborted(reason: "timed out")
    case .terminated: .aborted(reason: "terminated")
    case .invalid: .aborted(reason: "invalid answers")
    }
  }
}

extension EventSink: FillObserver {
  func happened(_ event: FillStreamEvent) {
    write(event)
  }
}
