import FormlineTestSupport
import Foundation
import Testing

/// Documents nested far deeper than a form may be are refused with the loader's depth
/// error, read by the binary's own libyaml (the system's, which sets no nesting limit of
/// its own; the test process links Yams' copy, which does).
struct YAMLNestingEndToEndTests {
  @Test(arguments: [
    // a flow list a million levels deep: the 65th bracket is too deep
    (String(repeating: "[", count: 1_000_000), "form.yaml:1:65"),
    // block lists nested on one line, 100,000 deep: the 65th dash's list
    (String(repeating: "- ", count: 100_000) + "x\n", "form.yaml:1:129"),
    // block mappings, one level a line
    (
      (0..<5_000).map { String(repeating: " ", count: $0) + "k:\n" }.joined(),
      "form.yaml:65:65"
    ),
  ])
  func aDocumentNestedTooDeepIsRefused(text: String, location: String) throws {
    let directory = try TemporaryDirectory()
    try text.write(toFile: directory.file("form.yaml"), atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run(["validate", "form.yaml"], directory: directory.path)
    #expect(run.status == 65)
    #expect(
      run.stderr.contains("\(location): error: document nested deeper than 64 levels"),
      "\(run.stderr.prefix(500))")
  }

  /// Below the depth where reading stops, a syntax error after the deep part is still the
  /// error reported, as libyaml finds it.
  @Test func aSyntaxErrorAfterADeepPartIsReported() throws {
    let directory = try TemporaryDirectory()
    let text =
      "- key: a\n  default: " + String(repeating: "[", count: 500)
      + String(repeating: "]", count: 500) + "\n- key: [\n"
    try text.write(toFile: directory.file("form.yaml"), atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run(["validate", "form.yaml"], directory: directory.path)
    #expect(run.status == 65)
    #expect(
      run.stderr.contains(
        "form.yaml:4:1: error: syntax error: did not find expected node content"),
      "\(run.stderr.prefix(500))")
  }
}
