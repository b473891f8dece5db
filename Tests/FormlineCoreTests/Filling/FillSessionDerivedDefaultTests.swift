import FormlineTestSupport
import Foundation
import Testing

@testable import FormlineCore

/// Defaults, titles and help worked out from earlier answers in native forms.
struct FillSessionDerivedDefaultTests {
  static let project = """
    fields:
      - {key: name, default: My Project}
      - {key: slug, default: "{{ name | lower | replace(' ', '-') }}"}
      - {key: package, title: "Package for {{ slug }}", default: "{{ slug.replace('-', '_') }}"}
      - {key: year, type: integer, default: "{% now 'utc', '%Y' %}"}
    """

  @Test func emptyAnswersTakeTheDerivedDefaults() throws {
    var driver = try FillScript(Self.project)
    driver.fill(["", "", "", ""])
    #expect(
      driver.json
        == #"{"name":"My Project","slug":"my-project","package":"my_project","year":2026}"#)
  }

  @Test func derivedDefaultsFollowEarlierAnswers() throws {
    var driver = try FillScript(Self.project)
    driver.fill(["Hello World", "", "custom", ""])
    #expect(
      driver.json == #"{"name":"Hello World","slug":"hello-world","package":"custom","year":2026}"#)
  }

  @Test func titlesAreDerivedWhenTheFieldIsReached() throws {
    var driver = try FillScript(Self.project, interactive: true)
    driver.fill(["Big Thing", ""])
    guard case .ask(let step, _, _) = driver.session.next() else {
      Issue.record("expected the package question")
      return
    }
    #expect(step.field.title == "Package for big-thing")
    #expect(step.field.defaultValue == .string("big_thing"))
  }

  @Test func goingBackAndChangingAnAnswerReDerivesUntouchedValues() throws {
    var driver = try FillScript(Self.project, interactive: true)
    driver.fill(["First", "", "keep"])
    #expect(driver.session.answers[FieldPath([.key("slug")])] == .string("first"))
    // Back to the package, the slug, then the name.
    for _ in 0..<3 {
      let wentBack = driver.session.back()
      #expect(wentBack)
    }
    guard case .ask(let step, _, _) = driver.session.next() else {
      Issue.record("expected the name question")
      return
    }
    #expect(step.path.description == "name")
    driver.session.submit("Second")
    // The slug was taken as derived: it follows; the package was typed: it stays.
    #expect(driver.session.answers[FieldPath([.key("slug")])] == .string("second"))
    #expect(driver.session.answers[FieldPath([.key("package")])] == .string("keep"))
  }

  @Test func anUndefinedVariableIsAProblemNamingIt() throws {
    var driver = try FillScript("fields: [{key: a, default: '{{ nothing }}'}]")
    driver.fill([""])
    #expect(driver.problems.first?.contains("'nothing' is undefined") == true)
  }

  @Test func unsupportedJinjaIsALoadErrorWithItsPlace() {
    let text = "fields:\n  - {key: a, default: '{{ x | expanduser }}'}\n"
    #expect(throws: FormLoader.Failure.self) {
      try FormLoader(surroundings: .testing()).load(text: text, file: "f.yaml")
    }
    do {
      _ = try FormLoader(surroundings: .testing()).load(text: text, file: "f.yaml")
    } catch {
      guard case .invalid(let diagnostics) = error else { return }
      #expect(
        diagnostics.map(\.description) == [
          "f.yaml:2:31: error: a: filter 'expanduser' is not supported (it reads the home directory)"
        ])
    }
  }
}
