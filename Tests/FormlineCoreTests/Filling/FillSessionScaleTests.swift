import FormlineTestSupport
import Foundation
import OrderedCollections
import Testing

@testable import FormlineCore

/// Large forms and long chains of conditions: correct, and never a stack overflow.
struct FillSessionScaleTests {
  /// `f1` shows when `f0` is answered, `f2` when `f1` is, and so on.
  private func chain(_ count: Int) throws -> Form {
    var text = "fields:\n  - key: f0\n"
    for index in 1..<count {
      text += "  - key: f\(index)\n    when: \"$f\(index - 1) != nil\"\n"
    }
    return try FormLoader(surroundings: .testing()).load(text: text, file: "chain.yaml").form
  }

  @Test func aLongChainOfConditionsIsEvaluatedWithoutDeepRecursion() throws {
    let form = try chain(1500)
    var session = FillSession(
      form: form, options: FillOptions(interactive: false, surroundings: .testing()))
    #expect(session.steps().count == 1, "only f0 shows while it is unanswered")
    var answers = ObjectMembers()
    for index in 0..<1500 { answers["f\(index)"] = .string("v\(index)") }
    session.restore(.object(answers), closed: [])
    #expect(session.steps().count == 1500)
    // Asked without a memo (the worst case), the depth bound answers instead of recursing.
    let last = FieldPath([.key("f1499")])
    #expect(session.isHidden(absolute: last, depth: 0) == false)
  }

  @Test func aLargeFormWithoutConditionsFillsInOnePass() throws {
    var text = "fields:\n"
    for index in 0..<1500 { text += "  - key: f\(index)\n    default: v\(index)\n" }
    let form = try FormLoader(surroundings: .testing()).load(text: text, file: "big.yaml").form
    var session = FillSession(
      form: form, options: FillOptions(interactive: false, surroundings: .testing()))
    var asked = 0
    while case .ask = session.next() {
      session.submit("", origin: .defaultValue)
      asked += 1
    }
    #expect(asked == 1500)
    #expect(session.result().objectValue?["f1499"] == .string("v1499"))
  }
}
