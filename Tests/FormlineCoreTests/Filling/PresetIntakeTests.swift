import FormlineTestSupport
import Foundation
import OrderedCollections
import Testing

@testable import FormlineCore

/// The intake of answers given in advance and the result builder work from the form and
/// the answers alone: no session is needed to run them.
struct PresetIntakeTests {
  static let form = """
    - key: people
      template:
        fields: [name, {key: age, type: integer}]
    - key: nickname
      hidden: "$people.@count == 0"
    """

  /// Records what the intake hands over, in order.
  struct Recorder: PresetTarget {
    var answers = Answers()
    var log: [String] = []

    func answer(at path: FieldPath) -> AnswerValue? { answers[path] }
    func origin(of path: FieldPath) -> AnswerOrigin? { nil }
    func check(_ value: AnswerValue, for step: FillStep) -> String? { nil }
    func requiresAnswer(_ field: Field, level: FieldPath) -> Bool { false }
    func collectionProblem(_ collection: FieldPath, count: Int, field: Field) -> String? { nil }

    mutating func take(
      _ value: AnswerValue, at path: FieldPath, field: Field?, origin: AnswerOrigin
    ) {
      answers[path] = value
      log.append("take \(path)")
    }
    mutating func write(_ value: AnswerValue, at path: FieldPath) {
      answers[path] = value
      log.append("write \(path)")
    }
    mutating func settle(_ value: AnswerValue, at path: FieldPath) {
      answers[path] = value
      log.append("settle \(path)")
    }
    mutating func refuse(
      _ message: String, at path: FieldPath, origin: AnswerOrigin, secret: Bool
    ) {
      answers[path] = .null
      log.append("refuse \(path): \(message)")
    }
    mutating func close(_ collection: FieldPath) { log.append("close \(collection)") }
    mutating func keepExtra(_ value: AnswerValue, at path: FieldPath, origin: AnswerOrigin) {
      log.append("keep \(path)")
    }
    mutating func report(_ problem: Diagnostic) { log.append("report \(problem.message)") }
  }

  static func intake(_ form: Form) -> PresetIntake {
    let surroundings = Surroundings.testing()
    let dates = DateInputParser(now: surroundings.now, timeZone: surroundings.timeZone)
    return PresetIntake(
      form: form,
      reader: InputReader(dates: dates, workingDirectory: "/", homeDirectory: nil),
      validator: Validator(dates: dates), interactive: false, keepsCollectionsOpen: false)
  }

  @Test func aListGivenInAdvanceIsReadItemByItemThenClosed() throws {
    let form = try TestForms.form(Self.form)
    let people = FieldPath([.key("people")])
    let field = try #require(FieldLookup.field(at: people, in: form))
    let step = FillStep(
      role: .newItem(collection: people), path: people, field: field, breadcrumb: [],
      section: nil, isDisabled: false, level: .root)
    var recorder = Recorder()
    Self.intake(form).takeCollection(
      .array([
        .object(["name": .string("Ada"), "age": .string("36")]), .object(["age": .string("old")]),
      ]),
      at: people, step: step, into: &recorder)
    #expect(
      recorder.log == [
        "take people[0].name", "take people[0].age", "settle people[1].name",
        "refuse people[1].age: 'old' is not a whole number", "take people", "close people",
      ])
    #expect(recorder.answers[FieldPath(parsing: "people[0].age")!] == .integer(36))
  }

  @Test func theResultIsBuiltFromTheAnswersAlone() throws {
    let form = try TestForms.form(Self.form)
    var answers = Answers()
    answers[FieldPath([.key("nickname")])] = .string("Bee")
    let conditions = ConditionScope(
      form: form, fields: FieldTable(form: form), answers: answers,
      now: Surroundings.testing().now, zone: DeferredZone(.utc), memo: nil)
    let result = FillResultBuilder(
      answers: answers, presets: PresetAnswers(), chosenButton: nil, conditions: conditions
    ).result(of: form)
    // Nobody is in the list, so the nickname is hidden and left out.
    #expect(result == .object(["people": .array([])]))
  }
}
