import Testing

@testable import FormlineCore

/// Where the fill is: the steps asked are kept for `back()` only when a person fills.
struct FillNavigatorTests {
  private static func steps() throws -> [FillStep] {
    var script = try FillScript("- a\n- b", interactive: true)
    var steps: [FillStep] = []
    while case .ask(let step, _, _) = script.session.next() {
      steps.append(step)
      script.session.submit("x")
    }
    return steps
  }

  @Test func aPersonsNavigatorGoesBackThroughTheStepsAsked() throws {
    var navigator = FillNavigator(remembersAsked: true)
    for step in try Self.steps() { navigator.advance(past: step) }
    #expect(navigator.popAsked()?.path.description == "b")
    #expect(navigator.popAsked()?.path.description == "a")
    #expect(navigator.popAsked() == nil)
  }

  @Test func withoutAPersonNoStepIsKeptButTheWalkStillMovesOn() throws {
    var navigator = FillNavigator(remembersAsked: false)
    let steps = try Self.steps()
    for step in steps { navigator.advance(past: step) }
    #expect(navigator.popAsked() == nil)
    guard case .forward(let after) = navigator.mode else {
      Issue.record("expected to go forward")
      return
    }
    #expect(after == steps.last?.identity)
  }
}
