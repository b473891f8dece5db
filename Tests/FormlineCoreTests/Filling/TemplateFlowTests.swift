import FormlineTestSupport
import Foundation
import OrderedCollections
import Testing

@testable import FormlineCore

/// Templates in conditions and defaults are worked out again only when an answer they read
/// changes: the flow is not walked again from the first template after every answer, and a
/// derived default is rendered again only when what it reads changes.
struct TemplateFlowTests {
  /// `count` copier questions, each after the first shown while the one before it is not
  /// `x` (`shape` "when"), or defaulting to it with an `x` added (`shape` "default").
  static func copier(_ shape: String, _ count: Int) -> String {
    var lines: [String] = []
    for index in 0..<count {
      lines += ["q\(index):", "  type: str"]
      if shape == "when" {
        lines.append("  default: v\(index)")
        if index > 0 { lines.append("  when: \"{{ q\(index - 1) != 'x' }}\"") }
      } else {
        lines.append(index > 0 ? "  default: \"{{ q\(index - 1) }}x\"" : "  default: v")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func load(_ text: String) throws -> Form {
    try FormLoader(surroundings: .testing()).load(text: text, file: "/project/copier.yml").form
  }

  @Test func aWhenTemplateIsReadByTheNamesItReads() throws {
    let form = try load(Self.copier("when", 10))
    let order = FlowOrder(form: form, fields: FieldTable(form: form))
    // q3 is read only by q4's `when`: the flow changes from q4 on, not from q1.
    let cut = try #require(order.changeCut(at: FieldPath(parsing: "q3")!))
    #expect(cut == order.key(of: FieldPath(parsing: "q4")!))
    #expect(order.changeCut(at: FieldPath(parsing: "q9")!) == nil)
  }

  /// A question's `when` reads a `when: false` question's derived default, which reads an
  /// earlier answer: that answer reaches the condition through it.
  @Test func aLentDefaultCarriesWhatItReads() throws {
    let form = try load(
      """
      first:
        type: str
        default: a
      other:
        type: str
      hidden:
        type: str
        default: "{{ first }}-x"
        when: false
      last:
        type: str
        when: "{{ hidden == 'b-x' }}"
      """)
    let order = FlowOrder(form: form, fields: FieldTable(form: form))
    let cut = try #require(order.changeCut(at: FieldPath(parsing: "first")!))
    #expect(cut <= order.key(of: FieldPath(parsing: "last")!))
    #expect(order.changeCut(at: FieldPath(parsing: "other")!) == nil)
    var script = FillScript(
      FillSession(form: form, options: FillOptions(interactive: false, surroundings: .testing())))
    script.fill(["b", "o", "l"])
    // `last` is asked: `hidden` is `b-x`.
    #expect(script.json == #"{"first":"b","other":"o","last":"l"}"#, "\(script.json)")
  }

  /// Each step of a forward fill is worked out about once, however many templates.
  @Test(arguments: ["when", "default"])
  func aFillWorksEachStepOutAboutOnce(shape: String) throws {
    let count = 300
    let form = try load(Self.copier(shape, count))
    var script = FillScript(
      FillSession(form: form, options: FillOptions(interactive: false, surroundings: .testing())))
    script.fill([])
    #expect(script.session.problems.isEmpty, "\(script.problems)")
    // Before, every answer walked the flow again from the first template: ~n²/2 steps.
    #expect(
      script.session.flow.stepsWorkedOut <= 3 * count, "\(script.session.flow.stepsWorkedOut)")
    let result = try #require(script.session.result().objectValue)
    #expect(result.count == count)
    if shape == "default" {
      #expect(result["q\(count - 1)"] == .string("v" + String(repeating: "x", count: count - 1)))
    }
  }

  /// Derived defaults left as offered follow a changed answer through a chain of them
  /// (`c` reads `b`, which reads `a`); one the user typed over stays.
  @Test func derivedDefaultsFollowAChangeThroughAChain() throws {
    var script = try FillScript(
      """
      - key: a
        default: one
      - key: b
        default: "{{ a }}-b"
      - key: c
        default: "{{ b }}-c"
      - key: d
        default: "{{ a }}-d"
      - key: e
      """, interactive: true)
    script.fill(["", "", "", "mine"])
    for _ in 0..<4 {
      let wentBack = script.session.back()
      #expect(wentBack)
    }
    guard case .ask(let step, _, _) = script.session.next() else {
      Issue.record("expected the first question")
      return
    }
    #expect(step.path.description == "a")
    script.session.submit("two")
    let answers = script.session.answers
    #expect(answers[FieldPath([.key("b")])] == .string("two-b"))
    #expect(answers[FieldPath([.key("c")])] == .string("two-b-c"))
    #expect(answers[FieldPath([.key("d")])] == .string("mine"))
  }
}
