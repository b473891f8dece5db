import FormlineTerminal
import FormlineTestSupport
import Testing

/// The scripted fake others use to test the wizard.
struct ScriptedLineEditorTests {
  @Test func returnsQueuedResultsAndRecordsEverything() {
    let editor = ScriptedLineEditor([.line("Bob"), .back, .line("s3cret")])
    let request = LineRequest(
      prompt: "Name: ", prefill: "Al", completion: .words(["a"]), historyKey: "name")
    #expect(editor.readLine(request) == .line("Bob"))
    #expect(editor.readLine(LineRequest(prompt: "City: ")) == .back)
    #expect(editor.readSecret(prompt: "Password: ") == .line("s3cret"))
    #expect(editor.readLine(request) == .endOfInput)
    editor.write("Hello\n")
    editor.write("Bye\n")
    #expect(editor.requests.count == 3)
    #expect(editor.requests.first == request)
    #expect(editor.secretPrompts == ["Password: "])
    #expect(editor.transcript == "Hello\nBye\n")
    #expect(ScriptedLineEditor(lines: ["a"]).readLine(request) == .line("a"))
  }
}
