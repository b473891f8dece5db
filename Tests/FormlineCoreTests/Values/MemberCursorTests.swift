import OrderedCollections
import Testing

@testable import FormlineCore

/// `member(_:after:)` finds what the subscript finds, in any order of reading; in the
/// order written it moves along one member at a time.
struct MemberCursorTests {
  static let members: ObjectMembers = [
    "a": .string("1"), "b": .integer(2), "caf\u{E9}": .bool(true), "cafe\u{301}": .null,
    "c": .array([]),
  ]
  static let names = ["a", "b", "caf\u{E9}", "cafe\u{301}", "c", "z", "B"]

  @Test func findsWhatTheSubscriptFindsInAnyOrder() {
    // Readings in a fixed scramble, names read again and names not there among them.
    for start in 0..<Self.names.count {
      for stride in [1, 2, 3, 4, 6] {
        var cursor = start % 3
        for step in 0..<12 {
          let name = Self.names[(start + step * stride) % Self.names.count]
          #expect(Self.members.member(name, after: &cursor) == Self.members[name], "\(name)")
          #expect((0...Self.members.count).contains(cursor))
        }
      }
    }
  }

  @Test func movesAlongInTheOrderWritten() {
    var cursor = 0
    for (index, name) in ["a", "b", "caf\u{E9}", "cafe\u{301}", "c"].enumerated() {
      #expect(Self.members.member(name, after: &cursor) != nil || name == "cafe\u{301}")
      #expect(cursor == index + 1)
    }
    // A name not there leaves the cursor where it was.
    #expect(Self.members.member("z", after: &cursor) == nil)
    #expect(cursor == Self.members.count)
  }
}
