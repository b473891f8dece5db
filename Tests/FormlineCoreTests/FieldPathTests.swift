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
