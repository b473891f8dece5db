import Foundation
import Synchronization
import Testing

@testable import FormlineCore

/// The system's time zone is looked up only when a date needs it: loading a form without
/// dates and reaching its first question never reads it, and a date answer does, once.
struct DeferredZoneTests {
  final class Tally: Sendable {
    let count = Mutex(0)
  }

  /// A zone that counts its lookups.
  struct CountingLookUp {
    let tally = Tally()
    let zone: DeferredZone
    init(_ identifier: String) {
      let tally = self.tally
      let found = DateTestClock.zone(identifier)
      zone = DeferredZone(lookUp: {
        tally.count.withLock { $0 += 1 }
        return found
      })
    }
    var lookUps: Int { tally.count.withLock { $0 } }
  }

  private func surroundings(_ zone: DeferredZone) -> Surroundings {
    Surroundings(
      now: Date(timeIntervalSince1970: 1_795_348_800), zone: zone, workingDirectory: "/",
      homeDirectory: nil)
  }

  @Test func aFormWithoutDatesNeverLooksTheZoneUp() throws {
    let lookUp = CountingLookUp("Europe/Berlin")
    let surroundings = surroundings(lookUp.zone)
    let form = try FormLoader(surroundings: surroundings)
      .load(text: "- name\n- {key: age, type: integer, default: 3}", file: "form.yaml").form
    var session = FillSession(
      form: form, options: FillOptions(interactive: true, surroundings: surroundings))
    guard case .ask(let step, _, _) = session.next() else {
      Issue.record("expected the first question")
      return
    }
    #expect(step.path.description == "name")
    #expect(lookUp.lookUps == 0)
    #expect(!lookUp.zone.isResolved)
  }

  /// Finishing a fill renders its `when` templates once more; those that do not show the
  /// time never read the zone.
  @Test func finishingAFillWithTemplatesNeverLooksTheZoneUp() throws {
    let lookUp = CountingLookUp("Europe/Berlin")
    let surroundings = surroundings(lookUp.zone)
    let form = try FormLoader(surroundings: surroundings)
      .load(
        text:
          "- {key: name, default: x}\n- {key: slug, default: '{{ name }}-y', when: '{{ name }}'}",
        file: "form.yaml"
      ).form
    var session = FillSession(
      form: form, options: FillOptions(interactive: true, surroundings: surroundings))
    // Enter at each question takes its default.
    for _ in 0..<10 {
      let event = session.next()
      if event == .finished { break }
      if case .ask = event { _ = session.submit("") }
    }
    #expect(JSONWriter.render(session.result(), pretty: false).contains("x-y"))
    #expect(lookUp.lookUps == 0)
  }

  @Test func aDateAnswerLooksItUpOnceAndReadsInIt() throws {
    let lookUp = CountingLookUp("Asia/Tokyo")
    let surroundings = surroundings(lookUp.zone)
    let form = try FormLoader(surroundings: surroundings)
      .load(text: "- {key: when, type: datetime}\n- {key: again, type: datetime}", file: "f.yaml")
      .form
    var session = FillSession(
      form: form, options: FillOptions(interactive: true, surroundings: surroundings))
    _ = session.next()
    #expect(lookUp.lookUps == 0)
    _ = session.submit("2026-11-27 09:00")
    _ = session.next()
    _ = session.submit("2026-11-28 09:00")
    #expect(lookUp.lookUps == 1)
    // Written without an offset, 09:00 is read in the zone looked up: Tokyo, +09:00.
    let json = JSONWriter.render(session.result(), pretty: false)
    #expect(json.contains("2026-11-27T09:00:00+09:00"), "\(json)")
  }
}
