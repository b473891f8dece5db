import FormlineTestSupport
import Foundation
import Testing

/// Where `-o` writes, and what it refuses, run as users run formline.
struct OutputDestinationEndToEndTests {
  let directory: TemporaryDirectory
  let form: String

  init() throws {
    directory = try TemporaryDirectory()
    form = directory.file("form.yaml")
    try Data("fields: [a]\n".utf8).write(to: URL(fileURLWithPath: form))
  }

  private func shell(_ script: String) throws -> FormlineBinary.Run {
    try FormlineBinary.run(
      ["-c", script, "sh", FormlineBinary.path, form], directory: directory.path,
      executable: "/bin/sh")
  }

  @Test func dashIsStandardOutput() throws {
    for arguments in [
      [form, "-y", "--set", "a=1", "-o", "-"], ["fill", form, "-y", "--set", "a=1", "-o", "-"],
    ] {
      let run = try FormlineBinary.run(arguments)
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stdout == "{\n  \"a\": \"1\"\n}\n")
    }
    #expect(!FileManager.default.fileExists(atPath: directory.file("-")))
  }

  @Test func anEmptyOutputNameIsAUsageError() throws {
    let run = try FormlineBinary.run([form, "-y", "-o", ""])
    #expect(run.status == 64)
    #expect(run.stderr.contains("--output needs a file name, or - for standard output"))
  }

  /// `/dev/stdout` with standard output redirected to a file: the file gets the result and
  /// `/dev/stdout` stays the system's link (it was renamed over, as root).
  @Test func devStdoutIsWrittenThroughTheDescriptor() throws {
    let run = try shell("\"$1\" \"$2\" -y --set a=1 -o /dev/stdout > out.json")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      try String(contentsOfFile: directory.file("out.json"), encoding: .utf8)
        == "{\n  \"a\": \"1\"\n}\n")
    var status = stat()
    #expect(lstat("/dev/stdout", &status) == 0)
    #expect(status.st_mode & S_IFMT == S_IFLNK)
  }

  @Test func aLinkIntoProcSelfFdStaysALink() throws {
    #expect(symlink("/proc/self/fd/1", directory.file("link")) == 0)
    let run = try shell("\"$1\" \"$2\" -y --set a=2 -o link > out.json")
    #expect(run.status == 0, "\(run.stderr)")
    var status = stat()
    #expect(lstat(directory.file("link"), &status) == 0)
    #expect(status.st_mode & S_IFMT == S_IFLNK)
    #expect(
      try String(contentsOfFile: directory.file("out.json"), encoding: .utf8)
        == "{\n  \"a\": \"2\"\n}\n")
  }

  @Test func theFormItsIncludesAndTheTemplateAreNotReplaced() throws {
    let outer = directory.file("outer.yaml")
    try Data("fields:\n  - key: sub\n    form: inner.yaml\n".utf8).write(
      to: URL(fileURLWithPath: outer))
    let inner = directory.file("inner.yaml")
    try Data("fields: [b]\n".utf8).write(to: URL(fileURLWithPath: inner))
    let template = directory.file("t.mustache")
    try Data("{{a}}\n".utf8).write(to: URL(fileURLWithPath: template))
    let cases: [([String], String, String)] = [
      ([form, "-y", "--set", "a=1", "-o", form], form, "is the form"),
      ([outer, "-y", "--set", "sub.b=1", "-o", inner], inner, "is a file the form includes"),
      (
        [form, "-y", "--set", "a=1", "--template", template, "-o", template], template,
        "is the --template"
      ),
    ]
    for (arguments, target, message) in cases {
      let before = try Data(contentsOf: URL(fileURLWithPath: target))
      let run = try FormlineBinary.run(arguments)
      #expect(run.status == 64, "\(arguments)")
      #expect(run.stderr.contains(message), "\(run.stderr)")
      #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == before)
    }
  }

  @Test func theAnswersFileMayBeWrittenBack() throws {
    let answers = directory.file("answers.json")
    try Data("{\"a\": \"old\"}\n".utf8).write(to: URL(fileURLWithPath: answers))
    let run = try FormlineBinary.run([form, "-y", "-a", answers, "--set", "a=new", "-o", answers])
    #expect(run.status == 0, "\(run.stderr)")
    // Written back in place: only the changed value's text changes.
    #expect(try String(contentsOfFile: answers, encoding: .utf8) == "{\"a\": \"new\"}\n")
  }

  @Test func anEmptyEnvironmentPrefixIsAUsageError() throws {
    let run = try FormlineBinary.run(
      [form, "-y", "--env-prefix", ""], environment: ["A": "from the environment"])
    #expect(run.status == 64)
    #expect(run.stderr.contains("--env-prefix needs a prefix"))
    #expect(!run.stdout.contains("from the environment"))
  }

  @Test(arguments: [
    ("FORMLINE_MAX_FILE_BYTES", "9223372036854775807", "1073741824"),
    ("FORMLINE_MAX_NESTING", "100000", "256"),
    ("FORMLINE_MAX_INCLUDE_DEPTH", "257", "256"),
    ("FORMLINE_MAX_FIELDS", "1000001", "1000000"),
  ])
  func limitOverridesAreBounded(name: String, value: String, ceiling: String) throws {
    let run = try FormlineBinary.run([form, "-y"], environment: [name: value])
    #expect(run.status == 64)
    #expect(
      run.stderr.contains("\(name)='\(value)' is more than \(ceiling), the most formline allows"))
    let atCeiling = try FormlineBinary.run([form, "-y"], environment: [name: ceiling])
    #expect(atCeiling.status == 0, "\(atCeiling.stderr)")
  }
}
