import FormlineTestSupport
import Foundation
import Testing

@testable import FormlineCore

/// Forms nested as deep as raised limits allow load without overflowing the stack, and the
/// whole-form checks stay fast at that depth.
struct DeepNestingTests {
  /// A form of `levels` nested subforms.
  ///
  /// 30 levels per file (a document may nest 64 deep), files chained by includes. Each level's `v` has a condition on its `u`.
  private func chain(levels: Int, in directory: TemporaryDirectory) throws -> String {
    let perFile = 30
    let files = (levels + perFile - 1) / perFile
    for file in 0..<files {
      var lines: [String] = []
      let depth = min(perFile, levels - file * perFile)
      for level in 0..<depth {
        let indent = String(repeating: "    ", count: level)
        lines.append("\(indent)- key: u")
        lines.append("\(indent)- key: v")
        lines.append("\(indent)  when: \"$u != 'stop'\"")
        lines.append("\(indent)- key: s")
        if level == depth - 1 {
          lines.append(
            file + 1 < files ? "\(indent)  form: f\(file + 1).yaml" : "\(indent)  fields: [leaf]")
        } else {
          lines.append("\(indent)  fields:")
        }
      }
      try lines.joined(separator: "\n").write(
        toFile: directory.file("f\(file).yaml"), atomically: true, encoding: .utf8)
    }
    return directory.file("f0.yaml")
  }

  @Test(arguments: [500, 1_200])
  func loadsAtTheNestingLimit(levels: Int) throws {
    let directory = try TemporaryDirectory()
    let path = try chain(levels: levels, in: directory)
    let limits = LoadLimits(
      maximumNesting: levels + 1, maximumIncludeDepth: levels / 30 + 2,
      maximumFieldCount: 10 * levels)
    let loaded = try FormLoader(limits: limits, surroundings: .testing()).load(path: path)
    var depth = 0
    var form: Form? = loaded.form
    while let current = form {
      form = current.fields.last?.subform
      depth += 1
    }
    #expect(depth == levels + 1)
  }

  @Test func aLevelPastTheLimitIsAnErrorNotACrash() throws {
    let directory = try TemporaryDirectory()
    let path = try chain(levels: 600, in: directory)
    let limits = LoadLimits(maximumNesting: 599, maximumIncludeDepth: 40)
    #expect {
      try FormLoader(limits: limits, surroundings: .testing()).load(path: path)
    } throws: { error in
      guard case .invalid(let diagnostics) = error as? FormLoader.Failure else { return false }
      return diagnostics.contains { $0.message == "subforms nested deeper than 599 levels" }
    }
  }
}
