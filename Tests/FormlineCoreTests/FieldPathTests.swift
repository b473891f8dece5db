import Testing

@testable import FormlineCore

struct FieldPathTests {
  @Test(arguments: [
    ("a", "a"), ("a.b.c", "a.b.c"), ("tags[2]", "tags[2]"), ("a.b[0].c", "a.b[0].c"),
  ])
  func roundTrips(text: String, rendered: String) throws {
    let path = try #require(FieldPath(parsing: text))
    #expect(path.description == rendered)
  }

  @Test(arguments: ["", "a..b", ".a", "a.", "[1]", "a[x]", "a[-1]", "a[1"])
  func rejects(text: String) {
    #expect(FieldPath(parsing: text) == nil)
  }
}

extension FieldPathTests {
  @Test(arguments: [
    ("a", "a"), ("tags[2]", "tags[]"), ("people[10].address.city", "people[].address.city"),
    ("a.b[0].c[3]", "a.b[].c[]"),
  ])
  func itemPatternLeavesIndexesOut(text: String, pattern: String) throws {
    let path = try #require(FieldPath(parsing: text))
    #expect(path.itemPattern == pattern)
  }
}

extension FieldPathTests {
  /// `isMember` answers as building the path and comparing would, for every pair here.
  @Test(arguments: [
    ("a", "", "a"), ("a.b", "a", "b"), ("a.b", "a", "c"), ("a.b", "", "b"), ("a", "a", "a"),
    ("list[0].name", "list[0]", "name"), ("list[0].name", "list[3]", "name"),
    ("x.y.z", "x.y", "z"), ("x.y.z", "x.q", "z"), ("caf\u{E9}", "", "cafe\u{301}"),
    ("a.caf\u{E9}", "a", "caf\u{E9}"),
  ])
  func isMemberAgreesWithAppending(path: String, level: String, key: String) throws {
    let whole = try #require(FieldPath(parsing: path))
    let parent = level.isEmpty ? FieldPath.root : try #require(FieldPath(parsing: level))
    #expect(whole.isMember(key, of: parent) == (whole == parent.appending(key)))
  }

  @Test func isMemberIsTrueOnlyForTheAppendedKey() throws {
    let parent = try #require(FieldPath(parsing: "people[2]"))
    #expect(parent.appending("name").isMember("name", of: parent))
    #expect(!parent.appending("name").isMember("nam", of: parent))
    // Other normalizations are other keys, as paths compare them.
    #expect(!FieldPath.root.appending("caf\u{E9}").isMember("cafe\u{301}", of: .root))
  }
}

extension FieldPathTests {
  @Test(arguments: [("a", "a"), ("caf\u{E9}", "caf\u{E9}"), ("a.b", nil), ("tags[0]", nil)])
  func topLevelKeyIsTheKeyOfAPathOfOneKey(text: String, key: String?) throws {
    #expect(try #require(FieldPath(parsing: text)).topLevelKey == key)
  }

  @Test func theRootHasNoTopLevelKey() {
    #expect(FieldPath.root.topLevelKey == nil)
  }
}
