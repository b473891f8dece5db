import FormlineTerminal
import FormlineTestSupport
import Foundation
import Testing

/// The external editor runs a command on a private temp file.
struct ExternalEditorTests {
  /// Writes a shell script and returns a command running it.
  ///
  /// Run through `/bin/sh`, not exec'd: a parallel test's spawn can briefly inherit the
  /// script's write descriptor, and exec would then fail with ETXTBSY.
  private static func script(_ body: String, in directory: TemporaryDirectory) throws -> String {
    let path = directory.file("editor.sh")
    try Data("\(body)\n".utf8).write(to: URL(fileURLWithPath: path))
    return "/bin/sh \(path)"
  }

  @Test func returnsTheEditedTextFromAPrivateFileThenRemovesIt() throws {
    let directory = try TemporaryDirectory()
    let log = directory.file("log")
    let editor = try Self.script(
      """
      stat -c %a "$1" > '\(log)'; echo "$1" >> '\(log)'; cat "$1" >> '\(log)'
      printf 'new text\\n' > "$1"
      """, in: directory)
    let external = ExternalEditor(
      visual: "", editor: editor, environment: ["PATH": "/usr/bin:/bin", "TMPDIR": directory.path])
    #expect(external.edit("old text") == "new text\n")
    let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
    #expect(lines.first == "600")
    #expect(lines.count == 3 && lines[2] == "old text")
    if lines.count > 1 {
      #expect(lines[1].hasSuffix(".txt"))
      #expect(!FileManager.default.fileExists(atPath: String(lines[1])))
    }
  }

  @Test func visualWinsAndArgumentsAreKept() throws {
    let directory = try TemporaryDirectory()
    let editor = try Self.script("printf '%s' \"$1\" > \"$2\"", in: directory)
    let external = ExternalEditor(
      visual: "\(editor) from-visual", editor: "false", environment: ["TMPDIR": directory.path])
    #expect(external.command == "\(editor) from-visual")
    #expect(external.edit("x", fileExtension: "md") == "from-visual")
  }

  @Test func failingEditorGivesNil() {
    let external = ExternalEditor(visual: nil, editor: "false", environment: [:])
    #expect(external.edit("text") == nil)
    #expect(ExternalEditor(visual: nil, editor: nil, environment: [:]).command == "vi")
  }
}
