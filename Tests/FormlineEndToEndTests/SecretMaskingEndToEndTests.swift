import FormlineTestSupport
import Foundation
import Testing

/// A secret that fails validation is never printed: not in the message, not in the note
/// naming `--set`, not in the answers file's quoted line, not from piped input.
struct SecretMaskingEndToEndTests {
  static let form = """
    - key: token
      secret: true
      pattern: "[a-z]+"
    - key: pin
      type: integer
      secret: true
    - key: pick
      secret: true
      options: [a, b]
    """

  private func run(_ arguments: [String], input: String = "", files: [String: String] = [:])
    throws -> FormlineBinary.Run
  {
    let directory = try TemporaryDirectory()
    try Self.form.write(toFile: directory.file("f.yaml"), atomically: true, encoding: .utf8)
    for (name, text) in files {
      try text.write(toFile: directory.file(name), atomically: true, encoding: .utf8)
    }
    return try FormlineBinary.run(
      [directory.file("f.yaml")] + arguments, input: input, directory: directory.path)
  }

  @Test func setOptionsAreMasked() throws {
    let run = try run([
      "-y", "--set", "token=SEKRET1", "--set", "pin=abcSEKRET2", "--set", "pick=SEKRET3",
    ])
    #expect(run.status == 65)
    #expect(!run.stderr.contains("SEKRET"), "\(run.stderr)")
    #expect(run.stderr.contains("pin: '•••' is not a whole number"))
    #expect(run.stderr.contains("note: from --set pin=•••"))
  }

  /// A copier validator's message is the form's text: the value can be anywhere in it.
  @Test func copierValidatorMessagesAreMasked() throws {
    let directory = try TemporaryDirectory()
    let copier = """
      password:
        type: str
        secret: true
        default: ""
        validator: "{% if password|length < 12 %}too short: {{ password }}{% endif %}"
      """
    try copier.write(toFile: directory.file("copier.yml"), atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run(
      [directory.file("copier.yml"), "-y", "--set", "password=hunter2"],
      directory: directory.path)
    #expect(run.status == 65)
    #expect(!run.stderr.contains("hunter2"), "\(run.stderr)")
    #expect(run.stderr.contains("too short: •••"), "\(run.stderr)")
  }

  @Test func answersFileLinesAreNotQuoted() throws {
    let run = try run(
      ["-y", "-a", "a.yaml"], files: ["a.yaml": "token: SEKRET4\npin: 5x\npick: SEKRET5\n"])
    #expect(run.status == 65)
    #expect(!run.stderr.contains("SEKRET"), "\(run.stderr)")
    #expect(run.stderr.contains("a.yaml:1:8: error: token: does not match the pattern [a-z]+"))
  }

  @Test func pipedLinesAreMasked() throws {
    let run = try run([], input: "SEKRET6\nSEKRET7\nSEKRET8\n")
    #expect(run.status == 65)
    #expect(!run.stderr.contains("SEKRET"), "\(run.stderr)")
  }
}
