import FormlineTestSupport
import Foundation
import Testing

@testable import FormlineCore

/// Drives a `FillSession` the way the piped wizard does: each `.ask` takes the next line,
/// numbered like standard input; running out of lines marks the step unanswered.
struct SessionDriver {
  var session: FillSession
  /// Paths of the steps asked, in order (a step asked again appears again).
  var asked: [String] = []
  /// Messages of refused answers, in order.
  var refusals: [String] = []
  /// Prefills offered with each ask, in order.
  var prefills: [String?] = []
  private var lineNumber = 0

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

  /// Answers until the session finishes or `lines` run out (then stops at the next ask
  /// when `stopWhenOut`, or marks it unanswered).
  @discardableResult
  mutating func fill(_ lines: [String], stopWhenOut: Bool = false) -> FillEvent {
    var remaining = lines[...]
    for _ in 0..<1000 {
      let event = session.next()
      switch event {
      case .ask(let step, let prefill, _):
        guard let line = remaining.popFirst() else {
          if stopWhenOut { return event }
          asked.append(step.path.description)
          prefills.append(prefill)
          session.markUnanswered(
            "no answer: standard input ended", origin: .standardInput(line: lineNumber + 1))
          continue
        }
        asked.append(step.path.description)
        prefills.append(prefill)
        lineNumber += 1
        if case .invalid(let message) = session.submit(
          line, origin: .standardInput(line: lineNumber))
        {
          refusals.append(message)
        }
      case .show:
        continue
      case .chooseButton(let buttons):
        guard let first = buttons.first else { return event }
        _ = session.choose(button: first)
      case .finished:
        return event
      }
    }
    Issue.record("the session did not finish")
    return .finished
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
}
