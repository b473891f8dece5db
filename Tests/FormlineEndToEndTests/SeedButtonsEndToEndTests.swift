import FormlineTestSupport
import Foundation
import Testing

/// Buttons chosen by a piped line, and a single custom-action button reported (XLForm's
/// button rows, FXForms' action fields).
struct SeedButtonsEndToEndTests {
  static let form = """
    - name
    - {title: Submit, action: submit}
    - {title: Cancel, action: cancel}
    """

  private func run(_ form: String, input: String, _ extra: [String] = []) throws
    -> FormlineBinary.Run
  {
    let directory = try TemporaryDirectory()
    try directory.create(files: ["form.yaml"], contents: form)
    return try FormlineBinary.run(
      [directory.file("form.yaml")] + extra, input: input, directory: directory.path)
  }

  @Test func aPipedCancelAbortsAndWritesNothing() throws {
    let run = try run(Self.form, input: "Ann\nCancel\n")
    #expect(run.status == 1, "stderr: \(run.stderr)")
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.contains("aborted; nothing written"))
  }

  @Test func aPipedNumberOrEmptyLineSubmits() throws {
    for input in ["Ann\n1\n", "Ann\n", "Ann\n\n"] {
      let run = try run(Self.form, input: input)
      #expect(run.status == 0, "\(input.debugDescription): \(run.stderr)")
      #expect(run.stdout.contains("\"name\": \"Ann\""))
    }
  }

  @Test func anUnknownButtonIsAnError() throws {
    let run = try run(Self.form, input: "Ann\nLater\n")
    #expect(run.status == 65)
    #expect(
      run.stderr.contains(
        "<stdin>:2: error: 'Later' is not one of the buttons (Submit, Cancel)"),
      "stderr: \(run.stderr)")
  }

  /// XLForm's README: `row.action.formSelector = @selector(didTouchButton:)`.
  @Test func aSingleCustomActionButtonIsReported() throws {
    let run = try run(
      "- name\n- {title: Go, rowType: button, action: {formSelector: \"didTouchButton:\"}}",
      input: "Ann\n")
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout.contains("\"name\": \"Ann\""))
    #expect(
      run.stderr.contains(
        "warning: action 'didTouchButton:' has no terminal meaning; finishing"),
      "stderr: \(run.stderr)")
  }
}
