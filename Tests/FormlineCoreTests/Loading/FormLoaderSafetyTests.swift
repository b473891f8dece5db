import Foundation
import Testing

@testable import FormlineCore

/// Forms that would make a fill misbehave are refused when they load.
struct FormLoaderSafetyTests {
  /// A keyless collection made a piped fill loop forever once a line was rejected.
  @Test func aCollectionWithoutAKeyIsAFormError() {
    #expect(
      TestForms.problems(#"[{"template":"text"},{"key":"c","template":"text"}]"#, file: "f.json")
        == ["f.json:1:2: error: a collection needs a 'key'"])
  }

  @Test func aKeylessMultipleChoiceIsNotACollection() throws {
    _ = try TestForms.load("- {title: Pick, options: [a, b], multiple: true}\n- {key: c}")
  }
}
