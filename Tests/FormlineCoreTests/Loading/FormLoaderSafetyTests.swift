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

  @Test func aBitfieldWithMoreThan63OptionsIsAFormError() {
    let options = (0..<64).map { "o\($0)" }.joined(separator: ", ")
    #expect(
      TestForms.problems("- {key: flags, type: bitfield, options: [\(options)]}")
        == ["form.yaml:1:3: error: flags: a bitfield holds at most 63 options"])
  }

  @Test(arguments: [400, -1])
  func decimalsOutsideWhatADoubleHoldsAreAFormError(decimals: Int) {
    #expect(
      TestForms.problems("- {key: price, type: decimal, decimals: \(decimals)}")
        == ["form.yaml:1:3: error: price: 'decimals' must be between 0 and 15"])
  }
}
