import FormlineCore
import Foundation
import FuzzSupport

// A check (`validate`) and a fill without a person of the same form and answers report the
// same problems and warnings; neither crashes nor hangs. The input is a form, a line
// `---answers---`, then an answers document.
@_cdecl("LLVMFuzzerTestOneInput")
package func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let text = String(decoding: FuzzInput.bytes(data, count), as: UTF8.self)
  let parts = text.split(separator: "\n---answers---\n", maxSplits: 1)
  let formText = parts.first.map(String.init) ?? ""
  let answers = parts.count > 1 ? String(parts[1]) : ""
  guard
    let form = try? FormLoader(surroundings: FuzzValues.surroundings).load(
      text: formText, file: "form.yaml"
    ).form
  else { return 0 }
  var presets = PresetAnswers()
  presets.mergeAnswersDocument(answers, file: "a.yaml", form: form)
  let options = FillOptions(interactive: false, surroundings: FuzzValues.surroundings)

  var filling = FillDriver(
    session: FillSession(form: form, presets: presets, options: options), answers: nil)
  let filled: String
  switch filling.run() {
  case .finished(let result):
    filled = report(
      filling.session.shownProblems.filter { $0.severity == .warning }
        + filling.session.unusedPresetWarnings(result: result))
  case .invalid(let problems): filled = "invalid " + report(problems)
  default: filled = "stopped"
  }

  var checking = FillDriver(
    session: FillSession(form: form, presets: presets, options: options), answers: nil)
  let verdict = checking.check()
  let checked: String
  switch verdict {
  case .valid:
    checked = report(
      checking.session.shownProblems.filter { $0.severity == .warning }
        + checking.session.unusedPresetWarnings(after: verdict))
  case .invalid(let problems): checked = "invalid " + report(problems)
  case .stopped: checked = "stopped"
  }
  precondition(checked == filled, "check: \(checked)\nfill: \(filled)")
  return 0
}

private func report(_ problems: [Diagnostic]) -> String {
  problems.map(\.description).joined(separator: "\n")
}

exit(runFuzzer(testOneInput))
