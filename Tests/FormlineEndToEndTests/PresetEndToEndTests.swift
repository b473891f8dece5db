import FormlineTestSupport
import Foundation
import Testing

/// Known answers that change which fields are shown.
struct PresetVisibilityEndToEndTests {
  @Test func aSetAnswerRevealsTheFieldsItShows() throws {
    let directory = try TemporaryDirectory()
    let form = directory.file("form.yaml")
    try """
    - key: pets
      default: false
    - key: count
      type: integer
      when: "$pets == true"
    - key: name
    """.write(toFile: form, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run([form, "--set", "pets=yes"], input: "5\nAnn\n")
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout == "{\n  \"pets\": true,\n  \"count\": 5,\n  \"name\": \"Ann\"\n}\n")
  }
}

/// Typed-text answers (`--set`, environment) read like a typed line.
struct TypedPresetEndToEndTests {
  @Test func anEmptySetValueMeansTheDefaultOrNull() throws {
    let directory = try TemporaryDirectory()
    let form = directory.file("form.yaml")
    try "- key: nick\n- key: city\n  default: Paris\n".write(
      toFile: form, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run([form, "-y", "--set", "nick=", "--set", "city="])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout == "{\n  \"nick\": null,\n  \"city\": \"Paris\"\n}\n")
  }

  @Test func numericDatesFollowTheLocale() throws {
    let directory = try TemporaryDirectory()
    let form = directory.file("form.yaml")
    try "- key: day\n  type: date\n".write(toFile: form, atomically: true, encoding: .utf8)
    let british = try FormlineBinary.run(
      [form, "-y", "--set", "day=03/04/2026"], environment: ["LC_ALL": "en_GB.UTF-8"])
    #expect(british.stdout == "{\n  \"day\": \"2026-04-03\"\n}\n", "stderr: \(british.stderr)")
    let american = try FormlineBinary.run(
      [form, "-y", "--set", "day=03/04/2026"], environment: ["LC_ALL": "en_US.UTF-8"])
    #expect(american.stdout == "{\n  \"day\": \"2026-03-04\"\n}\n", "stderr: \(american.stderr)")
  }
}
