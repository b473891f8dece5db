import Testing

@testable import FormlineCore

/// `AnswerOrigins` files top-level paths by name and the others by path: it answers as one
/// dictionary keyed by path would.
struct AnswerOriginsTests {
  static let paths = [
    "", "a", "b", "a.b", "tags[0]", "tags[2].name", "caf\u{E9}", "cafe\u{301}", "x.y.z", "zz",
  ]

  static func path(_ text: String) throws -> FieldPath {
    text.isEmpty ? .root : try #require(FieldPath(parsing: text))
  }

  static func origin(_ line: Int) -> AnswerOrigin {
    .answersFile(SourceLocation(file: "answers.yaml", line: line, column: 1))
  }

  @Test func answersAsOneDictionaryByPath() throws {
    var origins = AnswerOrigins()
    var expected: [FieldPath: AnswerOrigin] = [:]
    // Written, overwritten and removed in a fixed scramble of the paths.
    for step in 0..<40 {
      let path = try Self.path(Self.paths[(step * 7) % Self.paths.count])
      let origin: AnswerOrigin? = step % 5 == 4 ? nil : Self.origin(step)
      origins[path] = origin
      expected[path] = origin
      for text in Self.paths {
        let probe = try Self.path(text)
        #expect(origins[probe] == expected[probe], "\(text) after step \(step)")
      }
      #expect(origins.count == expected.count)
      #expect(origins.isEmpty == expected.isEmpty)
    }
  }

  @Test func goesOverEveryOriginOnceInPathOrder() throws {
    var origins = AnswerOrigins()
    for (line, text) in Self.paths.enumerated() { origins[try Self.path(text)] = Self.origin(line) }
    var seen: [FieldPath: AnswerOrigin] = [:]
    origins.visitAll { path, origin in
      #expect(seen[path] == nil)
      seen[path] = origin
    }
    #expect(seen.count == Self.paths.count)
    let sorted = origins.sorted()
    #expect(sorted.count == seen.count)
    #expect(Set(sorted.map(\.path)) == Set(seen.keys))
    for entry in sorted { #expect(entry.origin == seen[entry.path]) }
    // In order (two spellings of one text compare as neither before the other).
    for (earlier, later) in zip(sorted, sorted.dropFirst()) {
      #expect(!(later.path < earlier.path))
    }
  }

  @Test func keepsOnlyWhatTheFilterAccepts() throws {
    var origins = AnswerOrigins()
    for (line, text) in Self.paths.enumerated() { origins[try Self.path(text)] = Self.origin(line) }
    let nested = origins.sorted { path, _ in path.components.count > 1 }
    #expect(nested.map(\.path.description) == ["a.b", "tags[0]", "tags[2].name", "x.y.z"])
  }

  /// Two keys that differ only in Unicode normalization are two places, at the top level
  /// as below it.
  @Test func keysCompareByCodePoints() throws {
    var origins = AnswerOrigins()
    origins[try Self.path("caf\u{E9}")] = Self.origin(1)
    #expect(origins[try Self.path("cafe\u{301}")] == nil)
    origins[try Self.path("cafe\u{301}")] = Self.origin(2)
    #expect(origins[try Self.path("caf\u{E9}")] == Self.origin(1))
    #expect(origins.count == 2)
  }

  /// Top-level origins are offered by name in the order written, the others by path; what
  /// is kept comes out in path order either way.
  @Test func offersTopLevelOriginsByNameInTheOrderWritten() throws {
    var origins = AnswerOrigins()
    for (line, text) in ["zz", "a.b", "b", "", "a", "tags[0]"].enumerated() {
      origins[try Self.path(text)] = Self.origin(line)
    }
    var offered: [String] = []
    let kept = origins.sorted(
      topLevel: { name, _ in
        offered.append(name)
        return name != "b"
      },
      nested: { path, _ in !path.isRoot })
    #expect(offered == ["zz", "b", "a"])
    #expect(kept.map(\.path.description) == ["a", "a.b", "tags[0]", "zz"])
    var cursor = 0
    #expect(origins.topLevelOrigin("zz", after: &cursor) == Self.origin(0))
    #expect(origins.topLevelOrigin("b", after: &cursor) == Self.origin(2))
    #expect(cursor == 2)
    #expect(origins.topLevelOrigin("a.b", after: &cursor) == nil)
  }
}
