import FormlineTestSupport
import Foundation
import Testing

@testable import FormlineCore

/// A session answered from lines, with what it asked recorded for assertions.
///
/// A session without a person is answered by the real `FillDriver`, as piped input would
/// be. One that stands for a person (`interactive`) is conversed with as the wizard does,
/// without a terminal: a refused line is asked again with the next one, and the fill stops
/// (``FillOutcome/interrupted(_:)``) when the lines run out, so a test can go back, edit
/// or clear, then go on.
struct FillScript {
  var session: FillSession
  /// Paths of the steps asked, in order (a step asked again appears again).
  var asked: [String] = []
  /// Messages of refused answers, in order.
  var refusals: [String] = []
  /// Prefills offered with each ask, in order.
  var prefills: [String?] = []

  init(_ session: FillSession) {
    self.session = session
  }

  /// Builds a session from inline YAML.
  init(
    _ yaml: String, interactive: Bool = false, askAll: Bool = false,
    presets: PresetAnswers = PresetAnswers(), workingDirectory: String = "/"
  ) throws {
    let form = try TestForms.form(yaml)
    let options = FillOptions(
      interactive: interactive, askAll: askAll,
      surroundings: .testing(now: TestForms.now, workingDirectory: workingDirectory))
    self.init(FillSession(form: form, presets: presets, options: options))
  }

  /// Answers with `lines`: as standard input without a person, or as a person types them.
  @discardableResult
  mutating func fill(_ lines: [String]) -> FillOutcome {
    if session.options.interactive { return converse(lines) }
    let input = lines.map { $0 + "\n" }.joined()
    var driver = FillDriver(session: session, answers: PipedAnswers(InMemoryBytes(input)))
    let log = Log()
    driver.observers = [log]
    let outcome = driver.run()
    session = driver.session
    asked += log.asked
    prefills += log.prefills
    refusals += log.refusals
    return outcome
  }

  /// The wizard's loop without a terminal: each question takes the next line.
  private mutating func converse(_ lines: [String]) -> FillOutcome {
    var remaining = lines[...]
    while true {
      switch session.next() {
      case .finished:
        if session.problems.contains(where: { $0.severity == .error }) {
          return .invalid(session.problems)
        }
        return .finished(session.result())
      case .show:
        continue
      case .chooseButton(let buttons):
        let action =
          buttons.count == 1
          ? session.choose(button: buttons[0])
          : session.chooseButton(buttons, typed: remaining.popFirst() ?? "", origin: .user)
        if action == .cancel { return .aborted }
      case .ask(let step, let prefill, _):
        asked.append(step.path.description)
        prefills.append(prefill)
        guard let line = remaining.popFirst() else { return .interrupted(session) }
        if case .invalid(let message) = session.submit(line) { refusals.append(message) }
      }
    }
  }

  /// The result as one-line JSON.
  var json: String {
    JSONWriter.render(session.result(), pretty: false).trimmingCharacters(in: .newlines)
  }

  /// Problems collected, rendered with their notes.
  var problems: [String] {
    session.problems.map { problem in
      ([problem.description] + problem.notes.map { "  note: \($0)" }).joined(separator: "\n")
    }
  }

  private final class Log: FillObserver {
    var asked: [String] = []
    var prefills: [String?] = []
    var refusals: [String] = []

    func asking(_ step: FillStep, prefill: String?, in session: FillSession) {
      asked.append(step.path.description)
      prefills.append(prefill)
    }

    func happened(_ event: FillStreamEvent) {
      if case .validationFailed(_, let message) = event { refusals.append(message) }
    }
  }
}

extension FillOutcome {
  /// Whether every question was answered and the result is ready.
  var isFinished: Bool {
    if case .finished = self { return true }
    return false
  }
}
