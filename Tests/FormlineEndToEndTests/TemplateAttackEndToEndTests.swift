import FormlineTestSupport
import Foundation
import Testing

/// Hostile cookiecutter templates, run as users run formline: an error naming the place.
///
/// Never a trap (exit 132) or a stack overflow (exit 139). Each of these crashed before.
struct TemplateAttackEndToEndTests {
  let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  /// A cookiecutter.json with `members` in order.
  private func cookiecutter(_ members: KeyValuePairs<String, String>) throws -> String {
    try FileManager.default.createDirectory(
      atPath: directory.file("project"), withIntermediateDirectories: true)
    let path = directory.file("project/cookiecutter.json")
    func quoted(_ text: String) throws -> String {
      String(
        decoding: try JSONSerialization.data(withJSONObject: text, options: .fragmentsAllowed),
        as: UTF8.self)
    }
    var entries: [String] = []
    for (key, value) in members { entries.append(try quoted(key) + ": " + quoted(value)) }
    let text = "{" + entries.joined(separator: ", ") + "}"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func theLargestIntegerAsAnAnswerDoesNotTrap() throws {
    let form = try cookiecutter(
      ["port": "8000", "even": "{{ cookiecutter.port|int % 2 == 0 }}"])
    let run = try FormlineBinary.run(
      [form, "-y", "--set", "port=9223372036854775807", "-f", "json"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("\"even\": \"False\""), "\(run.stdout)")
  }

  @Test func anOverflowIsAnErrorAtTheOperator() throws {
    let form = try cookiecutter(["x": "{{ (-9223372036854775807 - 1) // -1 }}"])
    let run = try FormlineBinary.run([form, "-y"])
    #expect(run.status != 132)
    #expect(run.stderr.contains("the result is too large"), "\(run.stderr)")
  }

  /// The error's place is the operator that overflowed, not the question's key.
  @Test func anOverflowIsPlacedAtItsOperator() throws {
    let form = try cookiecutter(["x": "{{ (-9223372036854775807 - 1) // -1 }}"])
    let run = try FormlineBinary.run([form, "-y"])
    #expect(run.status == 65, "\(run.stderr)")
    #expect(
      run.stderr.contains(
        "cookiecutter.json:1:38: error: x: the default cannot be worked out: the result is too large"
      ), "\(run.stderr)")
  }

  @Test func anOverflowInACopierDefaultIsPlacedAtItsOperator() throws {
    try FileManager.default.createDirectory(
      atPath: directory.file("copier"), withIntermediateDirectories: true)
    let form = directory.file("copier/copier.yml")
    try Data(
      "q:\n  type: int\n  default: 1\nr:\n  type: int\n  default: \"{{ q * 9223372036854775807 * 2 }}\"\n"
        .utf8
    ).write(to: URL(fileURLWithPath: form))
    let run = try FormlineBinary.run([form, "-y"])
    #expect(run.status == 65, "\(run.stderr)")
    #expect(
      run.stderr.contains("copier.yml:6:40: error: r: the default cannot be worked out"),
      "\(run.stderr)")
  }

  @Test(arguments: ["validate", "show", "convert", "fill"])
  func deepNestingIsALoadError(command: String) throws {
    let nested = String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
    let form = try cookiecutter(["a": "x", "b": "{{ " + nested + " }}"])
    let arguments = command == "fill" ? [form, "-y"] : [command, form]
    let run = try FormlineBinary.run(arguments)
    #expect(run.status == 65, "\(run.stderr)")
    #expect(run.stderr.contains("nested more than 100 levels deep"), "\(run.stderr)")
  }

  @Test func aLongChainFills() throws {
    let chain = "{{ 1" + String(repeating: " + 1", count: 100_000) + " }}"
    let form = try cookiecutter(["a": "x", "b": chain])
    let run = try FormlineBinary.run([form, "-y", "-f", "json"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("\"b\": \"100001\""))
  }

  /// A chain of filters and method calls in a cookiecutter.json: the JSON string holding
  /// it (with escaped quotes) is read in linear time, and the chain renders.
  @Test(arguments: [" | lower", ".lower()", "[0]"])
  func aLongChainOfFiltersFills(step: String) throws {
    let chain = "{{ \"A\"" + String(repeating: step, count: 100_000) + " }}"
    let form = try cookiecutter(["a": chain])
    let run = try FormlineBinary.run([form, "-y", "-f", "json"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == "{\n  \"a\": \"\(step == "[0]" ? "A" : "a")\"\n}\n")
  }

  @Test func aResultOverTheBudgetIsNamed() throws {
    let form = try cookiecutter(["a": "{{ ((\"a\" * 10000) * 10000) * 10000 }}"])
    let run = try FormlineBinary.run([form, "-y"])
    #expect(run.status != 134)
    #expect(run.stderr.contains("would be larger than 1 MiB"), "\(run.stderr)")
  }
}
