import FormlineTestSupport
import Testing

@testable import FormlineCore

/// `required` given as a condition: the field is required only while it holds, in every
/// fill mode, including when the condition reads a field asked after it.
struct ConditionalRequirementTests {
  static let image = """
    - {key: kind, options: [simple, docker]}
    - {key: image, required: "$kind == 'docker'"}
    """

  @Test func theFieldIsRequiredOnlyWhileItsConditionHolds() throws {
    var docker = try FillScript(Self.image, interactive: true)
    #expect(docker.fill(["2", "", "app"]).isFinished)
    #expect(docker.refusals == ["an answer is required"])
    #expect(docker.json == #"{"kind":"docker","image":"app"}"#)
    var simple = try FillScript(Self.image)
    #expect(simple.fill(["1", ""]).isFinished)
    #expect(simple.json == #"{"kind":"simple","image":null}"#)
    var missing = try FillScript(Self.image)
    #expect(!missing.fill(["2", ""]).isFinished)
    #expect(missing.problems == ["<stdin>:2: error: image: an answer is required"])
  }

  static let proxy = """
    - {key: proxy, required: "$port != nil"}
    - {key: port, type: integer}
    """

  @Test func aConditionOnALaterFieldAsksTheEarlierOneAgainAtTheEnd() throws {
    var person = try FillScript(Self.proxy, interactive: true)
    #expect(person.fill(["", "80", "gw"]).isFinished)
    #expect(person.asked == ["proxy", "port", "proxy"])
    #expect(person.json == #"{"proxy":"gw","port":80}"#)
    var piped = try FillScript(Self.proxy)
    #expect(!piped.fill(["", "80"]).isFinished)
    #expect(
      piped.problems == [
        "error: proxy: an answer is required when $port != nil\n  note: from the default"
      ])
    var none = try FillScript(Self.proxy)
    #expect(none.fill(["", ""]).isFinished)
  }

  @Test func answersFilesAreCheckedWithTheAnswerThatRequiredTheFieldNamed() throws {
    let form = try TestForms.form(Self.proxy)
    var presets = PresetAnswers()
    presets.mergeAnswersDocument("port: 80\n", file: "answers.yaml", form: form)
    let session = FillSession(
      form: form, presets: presets,
      options: FillOptions(interactive: false, surroundings: .testing()))
    var driver = FillDriver(session: session, answers: nil)
    guard case .invalid(let problems) = driver.run() else {
      Issue.record("a missing conditional requirement was accepted")
      return
    }
    #expect(
      problems.map(\.description)
        == ["answers.yaml:1:7: error: proxy: an answer is required when $port != nil"])
  }

  @Test func aRequirementConditionIsCheckedWhenTheFormLoads() throws {
    #expect(
      TestForms.problems("- {key: a, required: \"$nope == 1\"}")
        == ["form.yaml:1:23: error: a: condition '$nope == 1' refers to unknown field 'nope'"])
    // Two fields required by each other are no cycle: neither hides the other.
    let form = try TestForms.form(
      "- {key: a, required: \"$b != nil\"}\n- {key: b, required: \"$a != nil\"}")
    #expect(form.fields.map(\.required) == [false, false])
    #expect(form.fields.allSatisfy { $0.requiredWhen != nil })
    #expect(try TestForms.field("{key: c, required: yes}").required)
  }
}
