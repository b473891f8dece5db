import Testing

@testable import FormlineCore

/// Which button a line names, for both drivers.
struct ButtonChoiceTests {
  static let buttons: [Field] = {
    var save = Field(key: "save", kind: .button, title: "Save")
    save.action = "submit"
    var draft = Field(key: "draft", kind: .button, title: "Save as draft")
    draft.action = "draft"
    var discard = Field(key: "discard", kind: .button, title: "Discard")
    discard.action = "cancel"
    return [save, draft, discard]
  }()

  private func chosen(_ text: String) -> String? {
    ButtonChoice.match(text, in: Self.buttons)?.key
  }

  @Test func anEmptyLineIsTheSubmitButton() {
    #expect(chosen("") == "save")
    #expect(chosen("   ") == "save")
  }

  @Test func aNumberPicksByPosition() {
    #expect(chosen("3") == "discard")
    #expect(chosen("4") == nil)
    #expect(chosen("0") == nil)
  }

  @Test func aTitleOrActionInAnyCasePicksIt() {
    #expect(chosen("save") == "save")
    #expect(chosen(" DISCARD ") == "discard")
    #expect(chosen("cancel") == "discard")
    #expect(chosen("Draft") == "draft")
  }

  /// Spaces of any script and tabs around the line are ignored; a line break is not.
  @Test func spacesAroundTheLineAreIgnored() {
    #expect(chosen("\u{3000}discard\t\u{A0}") == "discard")
    #expect(chosen("\t2\u{2009}") == "draft")
    #expect(chosen("\u{3000}") == "save")
    #expect(chosen("discard\n") == nil)
  }

  @Test func onlyAPrefixOfOneTitlePicks() {
    #expect(chosen("Dis") == "discard")
    #expect(chosen("Sa") == nil)
    #expect(chosen("Save as") == "draft")
    #expect(chosen("x") == nil)
  }

  @Test func actionsAreTyped() {
    #expect(ButtonAction(of: Self.buttons[0]) == .submit)
    #expect(ButtonAction(of: Field(key: "go", kind: .button, title: "Go")) == .submit)
    #expect(ButtonAction(of: Self.buttons[1]) == .other("draft"))
    #expect(ButtonAction(of: Self.buttons[2]) == .cancel)
  }
}
