import FormlineTestSupport
import Foundation
import Testing

/// `formline validate FORM --each FILE…`: many answers files against one form in one run.
struct ValidateEachEndToEndTests {
  static let form = """
    title: Server
    fields:
      - {key: name, required: true}
      - {key: port, type: integer, min: 1, max: 65535}
      - {key: host, pattern: "[a-z]+"}
    """

  /// A directory with the form, two valid files, two invalid ones and a broken one.
  private func mixedFiles() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    let files = [
      "form.yaml": Self.form,
      "good.yaml": "name: web\nport: 80\n",
      "good.json": #"{"name": "db", "host": "db"}"#,
      "low-port.yaml": "name: web\nport: 0\n",
      "bad.yaml": "port: 70000\nhost: \"abc\\n\"\n",
      "broken.yaml": "name: [\n",
    ]
    for (name, text) in files {
      try text.write(toFile: directory.file(name), atomically: true, encoding: .utf8)
    }
    return directory
  }

  @Test func reportsEachFileWithItsOwnProblems() throws {
    let directory = try mixedFiles()
    let names = ["good.yaml", "low-port.yaml", "good.json", "bad.yaml", "broken.yaml"]
    let run = try FormlineBinary.run(
      ["validate", directory.file("form.yaml"), "--each"] + names.map(directory.file))
    #expect(run.status == 65)
    #expect(
      run.stdout.split(separator: "\n").map(String.init) == [
        "\(directory.file("good.yaml")): valid",
        "\(directory.file("low-port.yaml")): invalid (1 problem)",
        "\(directory.file("good.json")): valid",
        "\(directory.file("bad.yaml")): invalid (3 problems)",
        "\(directory.file("broken.yaml")): invalid (1 problem)",
      ])
    // Each problem names its file; a file's answers never leak into the next one's check.
    #expect(run.stderr.contains("low-port.yaml:2:7: error: port: must be at least 1"))
    #expect(run.stderr.contains("bad.yaml: error: name: required"))
    #expect(run.stderr.contains("bad.yaml:1:7: error: port: must be at most 65535"))
    #expect(run.stderr.contains("bad.yaml:2:7: error: host: does not match the pattern [a-z]+"))
    #expect(run.stderr.contains("broken.yaml:2:1: error: syntax error"))
    #expect(run.stderr.contains("2 of 5 answers files valid"))
  }

  @Test func jsonLinesGiveOneObjectPerFile() throws {
    let directory = try mixedFiles()
    let run = try FormlineBinary.run(
      [
        "validate", directory.file("form.yaml"), "--format", "jsonl", "--each",
        directory.file("good.yaml"), directory.file("bad.yaml"), directory.file("missing.yaml"),
      ])
    #expect(run.status == 65)
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.count == 3)
    let objects = try lines.map {
      try #require(
        try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(
      objects.map { $0["file"] as? String } == [
        directory.file("good.yaml"), directory.file("bad.yaml"), directory.file("missing.yaml"),
      ])
    #expect(objects.map { $0["valid"] as? Bool } == [true, false, false])
    let problems = try #require(objects[1]["problems"] as? [[String: Any]])
    #expect(problems.map { $0["path"] as? String } == ["name", "port", "host"])
    #expect(problems[1]["line"] as? Int == 1)
    #expect(problems[1]["column"] as? Int == 7)
    #expect(problems[1]["message"] as? String == "must be at most 65535")
    let missing = try #require(objects[2]["problems"] as? [[String: Any]])
    #expect(missing.first?["message"] as? String == "no such file")
  }

  @Test func allValidExitsZeroAndUnreadableExits66() throws {
    let directory = try mixedFiles()
    let form = directory.file("form.yaml")
    let good = try FormlineBinary.run(
      ["validate", form, "--each", directory.file("good.yaml"), directory.file("good.json")])
    #expect(good.status == 0, "\(good.stderr)")
    let missing = try FormlineBinary.run(
      ["validate", form, "--each", directory.file("good.yaml"), directory.file("nope.yaml")])
    #expect(missing.status == 66)
    #expect(missing.stdout.contains("nope.yaml: cannot be read"))
  }

  @Test func sharedAnswersAndSetApplyToEveryFile() throws {
    let directory = try mixedFiles()
    try "name: base\n".write(
      toFile: directory.file("base.yaml"), atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run(
      [
        "validate", directory.file("form.yaml"), "-a", directory.file("base.yaml"),
        "--set", "port=8080", "--each", directory.file("bad.yaml"),
        directory.file("low-port.yaml"), "--format", "jsonl",
      ])
    // bad.yaml gets its name from base.yaml and its port from --set: only host is wrong.
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(lines[0].contains(#""path":"host""#) && !lines[0].contains(#""path":"name""#))
    #expect(!lines[0].contains(#""path":"port""#))
    #expect(lines[1].contains(#""valid":true"#))
    #expect(run.status == 65)
  }

  /// 10 000 generated files named in a list file; a thousand of them on standard input.
  @Test func tenThousandFilesFromAListAndFromStandardInput() throws {
    let directory = try TemporaryDirectory()
    try Self.form.write(toFile: directory.file("form.yaml"), atomically: true, encoding: .utf8)
    var names: [String] = []
    for index in 0..<10_000 {
      let name = directory.file("answers-\(index).yaml")
      let port = index % 1000 == 7 ? 0 : 1 + index % 65535
      try "name: n\(index)\nport: \(port)\n".write(toFile: name, atomically: false, encoding: .utf8)
      names.append(name)
    }
    let list = names.joined(separator: "\n") + "\n"
    try list.write(toFile: directory.file("list.txt"), atomically: true, encoding: .utf8)
    let fromList = try FormlineBinary.run(
      [
        "validate", directory.file("form.yaml"), "--each", "@" + directory.file("list.txt"),
        "--format", "jsonl",
      ])
    #expect(fromList.status == 65)
    let lines = fromList.stdout.split(separator: "\n")
    #expect(lines.count == 10_000)
    let invalid = lines.filter { $0.contains(#""valid":false"#) }
    #expect(invalid.count == 10)
    #expect(invalid.allSatisfy { $0.contains("answers-") && $0.contains("7.yaml") })
    let someNames = names[0..<1_010].joined(separator: "\n")
    let fromStandardInput = try FormlineBinary.run(
      ["validate", directory.file("form.yaml"), "--each", "-"], input: someNames)
    #expect(fromStandardInput.status == 65)
    #expect(fromStandardInput.stdout.split(separator: "\n").count == 1_010)
    #expect(fromStandardInput.stderr.contains("1008 of 1010 answers files valid"))
  }

  /// Files checked on several threads are reported exactly as one after another: the same
  /// lines in the order of the files, the same problems, the same exit status, for a form
  /// and for a JSON Schema alike.
  @Test(arguments: [false, true])
  func threadsChangeNothingButTheTimeTaken(schema: Bool) throws {
    let directory = try TemporaryDirectory()
    let form = directory.file(schema ? "schema.json" : "form.yaml")
    let schemaText = #"""
      {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
       "required": ["name"], "additionalProperties": false,
       "properties": {"name": {"type": "string"}, "port": {"type": "integer", "minimum": 1},
       "host": {"type": "string", "pattern": "^[a-z]+$"}}}
      """#
    try (schema ? schemaText : Self.form).write(toFile: form, atomically: true, encoding: .utf8)
    var names: [String] = []
    for index in 0..<700 {
      let name = directory.file("f\(index % 3)/a-\(index).\(index % 5 == 0 ? "yaml" : "json")")
      let text =
        switch index % 7 {
        case 0: #"{"name": "x", "port": 0}"#
        case 1: #"{"port": 3, "host": "ABC"}"#
        case 2: "{broken"
        case 3: #"{"name": "n\#(index)", "extra": 1}"#
        default: #"{"name": "n\#(index)", "port": \#(index + 1), "host": "h"}"#
        }
      if index % 11 != 4 {
        try FileManager.default.createDirectory(
          atPath: (name as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: name, atomically: false, encoding: .utf8)
      }
      names.append(name)
    }
    try names.joined(separator: "\n").write(
      toFile: directory.file("list.txt"), atomically: true, encoding: .utf8)
    for format in ["text", "jsonl"] {
      let runs = try [1, 3].map { jobs in
        try FormlineBinary.run(
          [
            "validate", form, "--each", "@" + directory.file("list.txt"), "--format", format,
            "--jobs", String(jobs),
          ])
      }
      #expect(runs[0].status == 65)
      #expect(runs[1].status == runs[0].status)
      #expect(runs[1].stdout == runs[0].stdout)
      #expect(runs[1].stderr == runs[0].stderr)
      #expect(runs[0].stdout.split(separator: "\n").count == 700)
    }
  }

  @Test func jobsMustBeAtLeastOneAndGoWithEach() throws {
    let directory = try mixedFiles()
    let none = try FormlineBinary.run(
      [
        "validate", directory.file("form.yaml"), "--each", directory.file("good.yaml"), "--jobs",
        "0",
      ])
    #expect(none.status == 64)
    #expect(none.stderr.contains("--jobs must be at least 1"))
    let alone = try FormlineBinary.run(["validate", directory.file("form.yaml"), "--jobs", "2"])
    #expect(alone.status == 64)
    #expect(alone.stderr.contains("--jobs applies to --each"))
  }

  /// A list written on Windows (CRLF line ends, blank lines between) names each file.
  @Test func aListWithCarriageReturnsNamesEachFile() throws {
    let directory = try mixedFiles()
    let list = directory.file("list.txt")
    try "\(directory.file("good.yaml"))\r\n\r\n\(directory.file("low-port.yaml"))\r\n"
      .write(toFile: list, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run([
      "validate", directory.file("form.yaml"), "--each", "@" + list, "--format", "jsonl",
    ])
    #expect(run.status == 65, "stderr: \(run.stderr)")
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.count == 2, "\(run.stdout)")
    #expect(lines.first?.contains("good.yaml") == true)
    #expect(lines.last?.contains("low-port.yaml") == true)
  }

  @Test func standardInputCannotCarryBothNamesAndAnswers() throws {
    let directory = try mixedFiles()
    let run = try FormlineBinary.run(
      ["validate", directory.file("form.yaml"), "-a", "-", "--each", "-"], input: "")
    #expect(run.status == 64)
    #expect(run.stderr.contains("cannot both read standard input"))
  }
}
