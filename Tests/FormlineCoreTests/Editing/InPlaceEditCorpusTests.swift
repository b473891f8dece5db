import FormlineTestSupport
import Foundation
import OrderedCollections
import Testing

@testable import FormlineCore

/// Every value of every real config file in the corpus (Fixtures/config-files of the
/// end-to-end tests, sources in its SOURCES.md), changed one at a time: each change is one
/// hunk touching only that value's line; each property removed and each list grown by an
/// item touch only their own lines; nothing else of the file moves.
struct InPlaceEditCorpusTests {
  static let corpus: [(file: String, dialect: AnswersDialect)] = [
    ("readthedocs.yaml", .yaml),
    ("pyproject.toml", .toml),
    ("tsconfig.json", .jsonc),
    ("devcontainer.json", .json),
    ("docker-compose.yaml", .yaml),
  ]

  static func text(_ name: String) throws -> String {
    try String(
      contentsOf: Fixture.packageRoot.appendingPathComponent(
        "Tests/FormlineEndToEndTests/Fixtures/config-files/" + name),
      encoding: .utf8)
  }

  /// Each path in a value, with the value there, parents first.
  static func paths(_ value: AnswerValue, at path: FieldPath = .root) -> [(
    FieldPath, AnswerValue
  )] {
    var found = [(path, value)]
    switch value {
    case .object(let members):
      for (key, member) in members { found += paths(member, at: path.appending(key)) }
    case .array(let items):
      for (index, item) in items.enumerated() {
        found += paths(item, at: path.appending(index: index))
      }
    default:
      break
    }
    return found
  }

  /// The diff's changed lines, after checking it is one hunk.
  static func changedLines(_ original: String, _ edited: String, _ what: String) -> (
    removed: [String], added: [String]
  ) {
    let diff = UnifiedDiff.render(original: original, edited: edited, name: "f")
    let lines = diff.split(separator: "\n").dropFirst(2)
    #expect(lines.filter { $0.hasPrefix("@@") }.count == 1, "\(what):\n\(diff)")
    return (
      lines.filter { $0.hasPrefix("-") }.map { String($0.dropFirst()) },
      lines.filter { $0.hasPrefix("+") }.map { String($0.dropFirst()) }
    )
  }

  static func edit(
    _ text: String, _ dialect: AnswersDialect, _ change: (inout Answers) -> Void
  ) throws -> String {
    let old = try AnswersDocument.value(text, file: "f", dialect: dialect)
    var answers = Answers(old.objectValue ?? [:])
    change(&answers)
    return try InPlaceEdit(
      text: text, file: "f", dialect: dialect, result: answers.value, removable: { _ in true }
    ).edited
  }

  /// Whether a path goes through a YAML anchor or alias: a change there would change what
  /// the aliases repeat, which the read-back check refuses, or turns the alias into the
  /// value written out.
  static func isShared(_ path: FieldPath, in text: String, dialect: AnswersDialect) -> Bool {
    guard var node = InPlaceEdit.spans(of: text, bytes: Array(text.utf8), dialect: dialect)
    else { return false }
    for component in path.components {
      if node.anchored || node.style == .alias { return true }
      switch component {
      case .key(let key):
        // A member a merge key (`<<: *common`) brings in is the anchored mapping's.
        guard let member = node.member(key) else { return node.member("<<") != nil }
        node = member.value
      case .index(let index):
        guard let items = node.items, items.indices.contains(index) else { return false }
        node = items[index]
      }
    }
    return node.anchored || node.style == .alias
  }

  /// Whether the path's last key sits beside a merge key (`<<: *common`): removing it
  /// would let the merged member of the same name show through, which the read-back
  /// check refuses.
  static func overridesAMergedMember(
    _ path: FieldPath, in text: String, dialect: AnswersDialect
  ) -> Bool {
    guard var node = InPlaceEdit.spans(of: text, bytes: Array(text.utf8), dialect: dialect)
    else { return false }
    for component in path.components.dropLast() {
      switch component {
      case .key(let key):
        guard let member = node.member(key) else { return false }
        node = member.value
      case .index(let index):
        guard let items = node.items, items.indices.contains(index) else { return false }
        node = items[index]
      }
    }
    return node.member("<<") != nil
  }

  /// Whether `line` is one of `lines` with a stretch of it cut out (a member of a one-line
  /// collection, or a comma, removed).
  static func isCut(_ line: String, from lines: [String]) -> Bool {
    lines.contains { old in
      old.count > line.count
        && old.commonPrefix(with: line).count
          + String(old.reversed()).commonPrefix(with: String(line.reversed())).count
          >= line.count
    }
  }

  @Test(arguments: 0..<5) func eachValueChangedAloneChangesOnlyItsLine(index: Int) throws {
    let (name, dialect) = Self.corpus[index]
    let text = try Self.text(name)
    let value = try AnswersDocument.value(text, file: name, dialect: dialect)
    var changed = 0
    for (path, leaf) in Self.paths(value) {
      let new: AnswerValue
      switch leaf {
      case .string(let string): new = .string("x" + string)
      case .integer(let number): new = .integer(number + 1)
      case .bool(let flag): new = .bool(!flag)
      default: continue
      }
      let what = "\(name) \(path)"
      do {
        let edited = try Self.edit(text, dialect) { $0[path] = new }
        let (removed, added) = Self.changedLines(text, edited, what)
        #expect(removed.count == 1 && added.count == 1, "\(what)")
        changed += 1
      } catch {
        #expect(Self.isShared(path, in: text, dialect: dialect), "\(what): \(error)")
      }
    }
    #expect(changed > 5, "\(name)")
  }

  @Test(arguments: 0..<5) func eachPropertyRemovedTakesOnlyItsLines(index: Int) throws {
    let (name, dialect) = Self.corpus[index]
    let text = try Self.text(name)
    let value = try AnswersDocument.value(text, file: name, dialect: dialect)
    for (path, _) in Self.paths(value) where path.lastKey != nil {
      let what = "\(name) \(path)"
      do {
        let edited = try Self.edit(text, dialect) { $0[path] = nil }
        guard !Self.isShared(path, in: text, dialect: dialect) else { continue }
        let (removed, added) = Self.changedLines(text, edited, what)
        // A line may change to lose a stretch (a member of a one-line collection, the comma
        // before a removed last member), to put the next key of a list item after its dash,
        // or to hold the empty collection that is left.
        #expect(!removed.isEmpty && added.count <= 1, "\(what)")
        for line in added {
          let trimmed = line.trimmingCharacters(in: .whitespaces)
          #expect(
            Self.isCut(line, from: removed) || trimmed.hasPrefix("- ")
              || trimmed.hasSuffix("{}") || trimmed.hasSuffix("[]"), "\(what): \(line)")
        }
      } catch {
        #expect(
          Self.isShared(path, in: text, dialect: dialect)
            || Self.overridesAMergedMember(path, in: text, dialect: dialect),
          "\(what): \(error)")
      }
    }
  }

  @Test(arguments: 0..<5) func eachListGrownByAnItemGainsOnlyItsLine(index: Int) throws {
    let (name, dialect) = Self.corpus[index]
    let text = try Self.text(name)
    let value = try AnswersDocument.value(text, file: name, dialect: dialect)
    for (path, list) in Self.paths(value) where !path.isRoot {
      guard case .array(let items) = list, let last = items.last,
        last.objectValue == nil, last.arrayValue == nil
      else { continue }
      let what = "\(name) \(path)"
      do {
        let edited = try Self.edit(text, dialect) { $0[path] = .array(items + [.string("added")]) }
        let (removed, added) = Self.changedLines(text, edited, what)
        // A list on one line changes that line; a list of lines gains one (and its last
        // item a comma, in JSON).
        #expect(removed.count <= 1 && !added.isEmpty && added.count <= 2, "\(what)")
      } catch {
        #expect(Self.isShared(path, in: text, dialect: dialect), "\(what): \(error)")
      }
    }
  }

  @Test(arguments: 0..<5) func eachMappingGainsAPropertyOnALineOfItsOwn(index: Int) throws {
    let (name, dialect) = Self.corpus[index]
    let text = try Self.text(name)
    let value = try AnswersDocument.value(text, file: name, dialect: dialect)
    for (path, mapping) in Self.paths(value) where mapping.objectValue != nil {
      let what = "\(name) \(path)"
      do {
        let edited = try Self.edit(text, dialect) {
          $0[path.appending("added-key")] = .string("added")
        }
        guard !Self.isShared(path, in: text, dialect: dialect) else { continue }
        let (removed, added) = Self.changedLines(text, edited, what)
        // A mapping on one line changes that line; one of lines gains a line (and its
        // last member a comma, in JSON); a TOML table named only in its subtables'
        // headers gains a header of its own, the key line and a blank line.
        let header = added.count == 3 && added.first?.hasPrefix("[") == true
        #expect(removed.count <= 1 && !added.isEmpty && (added.count <= 2 || header), "\(what)")
        #expect(added.contains { $0.contains("added-key") }, "\(what)")
      } catch {
        #expect(Self.isShared(path, in: text, dialect: dialect), "\(what): \(error)")
      }
    }
  }

  @Test(arguments: 0..<5) func nothingChangedLeavesTheFileAsItIs(index: Int) throws {
    let (name, dialect) = Self.corpus[index]
    let text = try Self.text(name)
    #expect(Array(try Self.edit(text, dialect) { _ in }.utf8) == Array(text.utf8))
  }
}
