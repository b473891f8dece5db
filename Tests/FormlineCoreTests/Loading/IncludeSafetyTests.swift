import FormlineTestSupport
import Foundation
import Testing

@testable import FormlineCore

/// Includes and pages: read once, bounded in total, and kept under the form's directory.
struct IncludeSafetyTests {
  private func errors(
    _ path: String, limits: LoadLimits = LoadLimits(), allowsOutside: Bool = false
  ) -> [Diagnostic] {
    var loader = FormLoader(limits: limits, surroundings: .testing())
    loader.allowsOutside = allowsOutside
    do {
      _ = try loader.load(path: path)
      return []
    } catch {
      switch error {
      case .invalid(let diagnostics): return diagnostics.filter { $0.severity == .error }
      case .unreadable(let diagnostic): return [diagnostic]
      }
    }
  }

  /// `count` fields that each include `file`.
  private func includingForm(_ file: String, count: Int) -> String {
    (0..<count).map { "- {key: s\($0), form: \(file)}" }.joined(separator: "\n")
  }

  /// Parsed once: a syntax error in a file included three times is reported once.
  @Test func aFileIncludedManyTimesIsParsedOnce() throws {
    let directory = try TemporaryDirectory()
    try "- [broken\n".write(toFile: directory.file("part.yaml"), atomically: true, encoding: .utf8)
    try includingForm("part.yaml", count: 3).write(
      toFile: directory.file("form.yaml"), atomically: true, encoding: .utf8)
    let messages = errors(directory.file("form.yaml")).map(\.message)
    #expect(messages.count == 1, "\(messages)")
    #expect(messages.first?.hasPrefix("syntax error") == true)
  }

  @Test func everyUseOfAnIncludeCountsAgainstTheValueBudget() throws {
    let directory = try TemporaryDirectory()
    try "- a\n- b\n- c\n".write(
      toFile: directory.file("part.yaml"), atomically: true, encoding: .utf8)
    try includingForm("part.yaml", count: 10).write(
      toFile: directory.file("form.yaml"), atomically: true, encoding: .utf8)
    var limits = LoadLimits()
    limits.maximumIncludedValues = 20
    let found = errors(directory.file("form.yaml"), limits: limits)
    #expect(
      found.map(\.message) == ["includes add up to more than 20 values, each use of a file counted"]
    )
    // Under the budget the same form loads.
    limits.maximumIncludedValues = 40
    #expect(errors(directory.file("form.yaml"), limits: limits).isEmpty)
  }

  /// Eight levels of files that each include the next twice: 256 uses of a 100 kB leaf.
  @Test(.timeLimit(.minutes(1)))
  func anIncludeBombStopsAtTheByteBudget() throws {
    let directory = try TemporaryDirectory()
    let padding = String(repeating: "x", count: 100_000)
    try "- {key: leaf, default: \(padding)}\n".write(
      toFile: directory.file("l8.yaml"), atomically: true, encoding: .utf8)
    for level in 0..<8 {
      try "- {key: a, form: l\(level + 1).yaml}\n- {key: b, form: l\(level + 1).yaml}\n".write(
        toFile: directory.file("l\(level).yaml"), atomically: true, encoding: .utf8)
    }
    let found = errors(directory.file("l0.yaml"))
    #expect(
      found.map(\.message) == [
        "includes add up to more than \(LoadLimits().maximumIncludedBytes) bytes, each use of a file counted"
      ])
  }

  @Test(arguments: ["../outside.yaml", "/etc/passwd", "link.yaml"])
  func anIncludeOutsideTheFormsDirectoryIsRefused(include: String) throws {
    let root = try TemporaryDirectory()
    try FileManager.default.createDirectory(
      atPath: root.file("forms"), withIntermediateDirectories: true)
    try "- a\n".write(toFile: root.file("outside.yaml"), atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: root.file("forms/link.yaml"), withDestinationPath: root.file("outside.yaml"))
    let form = root.file("forms/form.yaml")
    try "- {key: s, form: \(include)}\n".write(toFile: form, atomically: true, encoding: .utf8)
    let found = errors(form)
    let forms = URL(fileURLWithPath: root.file("forms")).resolvingSymlinksInPath().path
    #expect(
      found.map(\.message) == ["include '\(include)' is outside the form's directory (\(forms))"])
    #expect(found.first?.location?.line == 1)
    #expect(found.first?.notes == ["formline --allow-outside reads files anywhere"])
    // Widened, the same include loads (or fails only for what it is).
    if include != "/etc/passwd" {
      #expect(errors(form, allowsOutside: true).isEmpty)
    }
  }

  @Test func aPageOutsideTheFormsDirectoryIsRefused() throws {
    let root = try TemporaryDirectory()
    try FileManager.default.createDirectory(
      atPath: root.file("forms"), withIntermediateDirectories: true)
    try "terms\n".write(toFile: root.file("terms.txt"), atomically: true, encoding: .utf8)
    let form = root.file("forms/form.yaml")
    try "- {title: Terms, page: ../terms.txt}\n- a\n".write(
      toFile: form, atomically: true, encoding: .utf8)
    #expect(
      errors(form).map(\.message).first?.hasPrefix(
        "page '../terms.txt' is outside the form's directory") == true)
    #expect(errors(form, allowsOutside: true).isEmpty)
  }

  @Test func aSubdirectoryOfTheFormsDirectoryIsInside() throws {
    let root = try TemporaryDirectory()
    try FileManager.default.createDirectory(
      atPath: root.file("parts"), withIntermediateDirectories: true)
    try "- city\n".write(toFile: root.file("parts/address.yaml"), atomically: true, encoding: .utf8)
    // An include of an include resolves from its own file, and still inside.
    try "- {key: address, form: address.yaml}\n".write(
      toFile: root.file("parts/home.yaml"), atomically: true, encoding: .utf8)
    try "- {key: home, form: parts/home.yaml}\n".write(
      toFile: root.file("form.yaml"), atomically: true, encoding: .utf8)
    #expect(errors(root.file("form.yaml")).isEmpty)
  }

  /// A file that is not a form (a key, a password file) is never quoted: its messages
  /// carry no source line, and its text is not handed out for snippets.
  @Test func anIncludedFileThatIsNotAFormIsNeverQuoted() throws {
    let directory = try TemporaryDirectory()
    try "root:$6$secret:19000:0:99999:7:::\n".write(
      toFile: directory.file("shadow"), atomically: true, encoding: .utf8)
    try "- {key: fields: broken\n".write(
      toFile: directory.file("typo.yaml"), atomically: true, encoding: .utf8)
    try "- {key: a, form: shadow}\n- {key: b, form: typo.yaml}\n- {key: c, form: good.yaml}\n"
      .write(toFile: directory.file("form.yaml"), atomically: true, encoding: .utf8)
    try "- city\n".write(toFile: directory.file("good.yaml"), atomically: true, encoding: .utf8)
    var sources: [String: String] = [:]
    var diagnostics: [Diagnostic] = []
    do {
      _ = try FormLoader(surroundings: .testing()).load(
        path: directory.file("form.yaml"), sources: &sources)
    } catch {
      if case .invalid(let found) = error { diagnostics = found }
    }
    // Nothing is reported inside it (no key of it becomes an "unknown key" warning): the
    // include itself is the error.
    #expect(!diagnostics.contains { $0.location?.file.hasSuffix("shadow") == true })
    #expect(
      diagnostics.contains {
        $0.message == "cannot include 'shadow': not a form (a list of fields, or an object "
          + "with 'fields' or 'sections')" && $0.location?.line == 1
      })
    let inTypo = diagnostics.filter { $0.location?.file.hasSuffix("typo.yaml") == true }
    #expect(!inTypo.isEmpty && inTypo.allSatisfy { !$0.showsSource })
    #expect(
      sources.keys.sorted().map { ($0 as NSString).lastPathComponent } == [
        "form.yaml", "good.yaml",
      ])
  }

  /// A form that is not a regular file (`<(cmd)`, a pipe) resolves includes in the
  /// working directory, under which they must stay.
  @Test func aFormFromAPipeIncludesFromTheWorkingDirectory() throws {
    let directory = try TemporaryDirectory()
    try "- city\n".write(toFile: directory.file("address.yaml"), atomically: true, encoding: .utf8)
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    let text = Array("- {key: address, form: address.yaml}\n".utf8)
    _ = text.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
    close(ends[1])
    defer { close(ends[0]) }
    let loader = FormLoader(surroundings: .testing(workingDirectory: directory.path))
    let loaded = try loader.load(path: "/dev/fd/\(ends[0])")
    #expect(loaded.form.fields.first?.subform?.fields.map(\.key) == ["city"])
  }
}
