import FormlineTestSupport
import Foundation
import Testing

/// Bad forms and bad input give clear messages and exit statuses, never a crash.
struct BadInputEndToEndTests {
  let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  private func write(_ bytes: [UInt8], to name: String) throws -> String {
    let path = directory.file(name)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func aFormThatIsNotUTF8() throws {
    let form = try write([0xFF, 0xFE] + Array("- a\n".utf8), to: "bad.yaml")
    let run = try FormlineBinary.run(["validate", form])
    #expect(run.status == 65)
    #expect(run.stderr == "\(form): error: not valid UTF-8 text\n")
  }

  @Test func aFormOverTheSizeLimit() throws {
    let form = try write(Array(repeating: UInt8(ascii: "a"), count: 5_000_000), to: "big.yaml")
    let run = try FormlineBinary.run(
      ["validate", form], environment: ["FORMLINE_MAX_FILE_BYTES": "4194304"])
    #expect(run.status == 65)
    #expect(run.stderr.contains("the limit is 4194304 bytes"))
  }

  @Test func theDefaultSizeLimitIs64MiB() throws {
    let form = try write(Array(repeating: UInt8(ascii: "a"), count: 70_000_000), to: "huge.yaml")
    let run = try FormlineBinary.run(["validate", form])
    #expect(run.status == 65)
    #expect(run.stderr.contains("the limit is 67108864 bytes"))
  }

  @Test func theFieldLimitIsSetByTheEnvironment() throws {
    let form = try write(Array("[a, b, c]\n".utf8), to: "three.yaml")
    let run = try FormlineBinary.run(
      ["validate", form], environment: ["FORMLINE_MAX_FIELDS": "2"])
    #expect(run.status == 65)
    #expect(run.stderr.contains("more than 2 fields"), "\(run.stderr)")
    #expect(try FormlineBinary.run(["validate", form]).status == 0)
  }

  @Test func aLimitThatIsNotANumberIsAUsageError() throws {
    let form = try write(Array("[a]\n".utf8), to: "one.yaml")
    let run = try FormlineBinary.run(
      ["validate", form], environment: ["FORMLINE_MAX_NESTING": "deep"])
    #expect(run.status == 64)
    #expect(run.stderr.contains("FORMLINE_MAX_NESTING='deep' is not a whole number of at least 1"))
  }

  @Test func deeplyNestedDocumentsAreRefused() throws {
    let form = try write(Array(repeating: UInt8(ascii: "["), count: 100_000), to: "deep.json")
    let run = try FormlineBinary.run(["validate", form])
    #expect(run.status == 65)
    #expect(run.stderr.contains("deep.json:1:"))
    #expect(run.stderr.split(separator: "\n").allSatisfy { $0.count < 250 })
  }

  /// A piped line, named briefly in test logs (one is a megabyte long).
  struct PipedLine: Sendable, CustomTestStringConvertible {
    var bytes: [UInt8]
    var testDescription: String

    init(_ bytes: [UInt8], _ name: String) {
      self.bytes = bytes
      self.testDescription = name
    }
  }

  @Test(arguments: [
    (
      PipedLine([UInt8](repeating: UInt8(ascii: "b"), count: 1_100_000), "1.1 MB of b"),
      "the line is longer than 1 MiB"
    ),
    (PipedLine([0xFF, 0xFE], "FF FE"), "the line is not valid UTF-8"),
    (
      PipedLine(Array("has\u{1B}[2Jescape".utf8), "has ESC[2Jescape"),
      "the line contains the control character U+001B (ESC)"
    ),
  ])
  func badPipedLinesNameTheirLine(line: PipedLine, message: String) throws {
    let form = try write(Array("- a\n- b\n".utf8), to: "form.yaml")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: FormlineBinary.path)
    process.arguments = [form]
    process.environment = ["LC_ALL": "C.UTF-8", "XDG_STATE_HOME": directory.file("state")]
    let input = directory.file("input")
    try Data(Array("ok\n".utf8) + line.bytes + [0x0A]).write(to: URL(fileURLWithPath: input))
    process.standardInput = FileHandle(forReadingAtPath: input)
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 65)
    #expect(stderr.contains("<stdin>:2: error: b: \(message)"))
  }

  /// A full disk (here /dev/full) is a message and exit 73, never a crash.
  @Test func aResultThatCannotBeWrittenExits73() throws {
    let form = try write(Array("- {key: a, default: x}\n".utf8), to: "form.yaml")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: FormlineBinary.path)
    process.arguments = [form, "-y"]
    process.environment = ["LC_ALL": "C.UTF-8", "XDG_STATE_HOME": directory.file("state")]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
    try process.run()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 73)
    #expect(stderr == "formline: error: cannot write the result to standard output\n")
  }

  /// `-o` naming a device that refuses the bytes (a full disk) is an error naming it, and
  /// the run fails: the answers are not reported as written.
  @Test func anOutputFileThatCannotBeWrittenIsNamed() throws {
    let form = try write(Array("- {key: a, default: x}\n".utf8), to: "form.yaml")
    let run = try FormlineBinary.run(
      [form, "-y", "-o", "/dev/full"], environment: ["XDG_STATE_HOME": directory.file("state")])
    #expect(run.status == 73, "\(run.stderr)")
    #expect(run.stderr.contains("/dev/full: error: cannot write: No space left on device"))
    #expect(run.stdout.isEmpty)
  }
}
