import Testing

@testable import FormlineCore

/// A form keeps its properties in a shared box: copies must still behave as values.
struct FormValueSemanticsTests {
  private func sample() -> Form {
    var form = Form(title: "Server", sections: [Section()])
    form.sections[0].fields = [Field(key: "host", kind: .text, title: "Host")]
    form.checks = []
    form.templateConstants = ["region": .string("eu")]
    return form
  }

  @Test func changingACopyLeavesTheOriginal() {
    let original = sample()
    var copy = original
    copy.title = "Other"
    copy.sections[0].fields.append(Field(key: "port", kind: .integer, title: "Port"))
    copy.templateConstants["zone"] = .string("a")
    copy.requiredMarker = "!"
    #expect(original.title == "Server")
    #expect(original.sections[0].fields.map(\.key) == ["host"])
    #expect(original.templateConstants.keys.sorted() == ["region"])
    #expect(original.requiredMarker == "*")
    #expect(copy.sections[0].fields.map(\.key) == ["host", "port"])
    #expect(copy != original)
  }

  @Test func formsWithTheSameContentAreEqualAndHashAlike() {
    let first = sample()
    let second = sample()
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    var changed = second
    changed.disabled = true
    #expect(changed != first)
    changed.disabled = false
    #expect(changed == first)
  }

  @Test func aChangedSectionIsChangedInPlaceForItsOwner() {
    var form = sample()
    for index in 0..<100 {
      form.sections[0].fields.append(Field(key: "f\(index)", kind: .text, title: "F"))
    }
    #expect(form.sections[0].fields.count == 101)
    #expect(form.fields.last?.key == "f99")
  }
}
