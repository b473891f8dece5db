import Testing

@testable import FormlineCore

/// A place keeps its line and column (or their absence) as given, in less room.
struct SourceLocationTests {
  @Test func lineAndColumnComeBackAsGiven() {
    let place = SourceLocation(file: "f.yaml", line: 12, column: 7)
    #expect(place.line == 12 && place.column == 7)
    #expect(place.description == "f.yaml:12:7")
    #expect(SourceLocation(file: "f.yaml", line: 3).description == "f.yaml:3")
    #expect(SourceLocation(file: "f.yaml").line == nil)
    #expect(SourceLocation(file: "f.yaml").column == nil)
    #expect(SourceLocation(file: "f", line: 0, column: 0).line == 0)
  }

  @Test func aChangedLineIsKeptAndNilClears() {
    var place = SourceLocation(file: "f", line: 1, column: 1)
    place.line = 40_000
    place.column = nil
    #expect(place == SourceLocation(file: "f", line: 40_000))
    #expect(place != SourceLocation(file: "f", line: 40_000, column: 1))
  }

  @Test func aNumberBeyondThirtyTwoBitsIsKeptAtTheLargest() {
    let place = SourceLocation(file: "f", line: Int(Int32.max) + 10, column: Int.min)
    #expect(place.line == Int(Int32.max))
    #expect(place.column == Int(Int32.min) + 1)
  }
}
