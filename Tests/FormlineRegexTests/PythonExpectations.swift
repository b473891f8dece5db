import Foundation

/// What Python's `re` did with a set of patterns, as `Scripts/python-regex-expectations.py`
/// recorded it in `Fixtures/python-regex-expectations.json`.
struct PythonExpectations: Decodable {
  struct Search: Decodable {
    let pattern: String
    let flags: String
    let text: String
    /// Per match, the code-point span of the whole match and of each group (nil: the
    /// group took no part).
    let matches: [[[Int]?]]
  }

  struct Refusal: Decodable {
    let pattern: String
    let flags: String
    let message: String
  }

  struct Substitution: Decodable {
    let pattern: String
    let flags: String
    let replacement: String
    let text: String
    let result: String?
    let error: String?
  }

  let python: String
  let searches: [Search]
  let errors: [Refusal]
  let substitutions: [Substitution]

  static func load() throws -> PythonExpectations {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/python-regex-expectations.json")
    return try JSONDecoder().decode(PythonExpectations.self, from: Data(contentsOf: url))
  }
}
