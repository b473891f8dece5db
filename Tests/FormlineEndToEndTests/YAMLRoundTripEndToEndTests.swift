import FormlineTestSupport
import Foundation
import Testing

/// `-f yaml` output read back as an answers file gives the same result.
struct YAMLRoundTripEndToEndTests {
  /// A map name longer than YAML's 1,024-character limit on implicit keys is written as an
  /// explicit key (`? name` / `: value`) and reads back whole (found by FuzzWriters).
  @Test func aLongMapNameReadsBack() throws {
    let directory = try TemporaryDirectory()
    let form = directory.file("form.yaml")
    try """
    fields:
      - key: labels
        map: true
        template: text
    """.write(toFile: form, atomically: true, encoding: .utf8)
    let long = String(repeating: "name ", count: 240) + "end"
    // Given in YAML's explicit form: read as JSON, libyaml refuses such a key.
    let answers = directory.file("a.yaml")
    try "labels:\n  ? \(long)\n  : first\n  short: second\n"
      .write(toFile: answers, atomically: true, encoding: .utf8)
    let json = try FormlineBinary.run([form, "-y", "-a", answers])
    #expect(json.status == 0, "stderr: \(json.stderr)")
    #expect(json.stdout.contains(long))
    let yamlFile = directory.file("out.yaml")
    let yaml = try FormlineBinary.run([form, "-y", "-a", answers, "-f", "yaml", "-o", yamlFile])
    #expect(yaml.status == 0, "stderr: \(yaml.stderr)")
    let written = try String(contentsOfFile: yamlFile, encoding: .utf8)
    #expect(written.contains("  ? " + long.trimmingCharacters(in: .whitespaces) + "\n  : first\n"))
    let back = try FormlineBinary.run([form, "-y", "-a", yamlFile])
    #expect(back.status == 0, "stderr: \(back.stderr)")
    #expect(back.stdout == json.stdout)
  }
}
