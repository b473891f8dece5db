import Foundation
import Testing

@testable import FormlineCore

/// Rules no answer can meet, and defaults their own field refuses, fail the load (so
/// `validate` exits 65) instead of failing at fill time.
struct FormBoundsTests {
  @Test(
    arguments: [
      ("- {key: n, type: integer, min: 10, max: 5}", "min 10 is above max 5"),
      ("- {key: d, type: date, min: 2026-05-01, max: 2026-04-01}", "min 2026-05-01"),
      ("- {key: s, minLength: 4, maxLength: 2}", "minLength 4 is above maxLength 2"),
      ("- {key: t, template: text, minItems: 3, maxItems: 1}", "minItems 3 is above maxItems 1"),
    ])
  func impossibleBoundsAreRefused(yaml: String, expected: String) {
    let problems = TestForms.problems(yaml)
    #expect(problems.count == 1)
    #expect(problems.first?.contains(expected) == true, "\(problems)")
    #expect(problems.first?.hasPrefix("form.yaml:1:") == true)
  }

  @Test(
    arguments: [
      (
        "- {key: pets, type: multipleSelector, options: [dog, cat], minItems: 2, default: [dog]}",
        "invalid default: needs at least 2 items"
      ),
      ("- {key: n, type: integer, min: 18, default: 3}", "invalid default: must be at least 18"),
      ("- {key: s, maxLength: 2, default: abc}", "invalid default: must be at most 2 characters"),
    ])
  func defaultsTheFieldRefusesAreRefused(yaml: String, expected: String) {
    let problems = TestForms.problems(yaml)
    #expect(problems.map { $0.contains(expected) } == [true], "\(problems)")
  }

  @Test func possibleBoundsAndGoodDefaultsLoad() throws {
    let form = try TestForms.form(
      """
      - {key: n, type: integer, min: 5, max: 5, default: 5}
      - {key: d, type: date, min: 2026-01-01, max: 2026-12-31}
      - {key: pets, type: multipleSelector, options: [dog, cat], minItems: 1, default: [cat]}
      - {key: p, matches: n, default: 5}
      """)
    #expect(form.fields.count == 4)
  }
}
