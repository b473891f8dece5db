import FormlineTestSupport
import Testing

@testable import FormlineCore

/// Answers given for fields a condition hides are each reported once; a value given whole
/// (a list) is reported once, not once per item.
struct UnusedPresetsTests {
  static let form = """
    - {key: mode, default: simple}
    - {key: a, when: "$mode == 'full'"}
    - {key: b, when: "$mode == 'full'"}
    - {key: shown}
    - key: tags
      type: array
      template: text
      when: "$mode == 'full'"
    - key: extra
      when: "$mode == 'full'"
      fields: [x, y]
    """

  @Test func eachHiddenAnswerIsReportedOnceAndAListOnceWhole() throws {
    let form = try TestForms.form(Self.form)
    var presets = PresetAnswers()
    presets.mergeAnswersDocument(
      "b: 2\nshown: s\na: 1\ntags: [t1, t2]\nextra: {y: 4, x: 3}\n", file: "given.yaml",
      form: form)
    var script = try FillScript(Self.form, presets: presets)
    script.fill([])
    let hidden = "hidden by condition '$mode == 'full''; answer not used"
    #expect(
      script.session.unusedPresetWarnings().map(\.description) == [
        "given.yaml:3:4: warning: a: \(hidden)",
        "given.yaml:1:4: warning: b: \(hidden)",
        "given.yaml:5:18: warning: extra.x: \(hidden)",
        "given.yaml:5:12: warning: extra.y: \(hidden)",
        "given.yaml:4:7: warning: tags: \(hidden)",
      ])
    #expect(script.json == #"{"mode":"simple","shown":"s"}"#)
  }
}
