/// What `JSONParser` accepts beyond RFC 8259.
///
/// Strict JSON by default. `.jsonc` adds what editors' "JSON with comments" files
/// (`tsconfig.json`, VS Code settings) use: `//` and `/* */` comments and a trailing comma
/// before `]` or `}`.
package struct JSONParseOptions: Sendable, Hashable {
  /// `// …` to the end of the line and `/* … */` count as whitespace.
  package var allowsComments: Bool
  /// One comma may follow the last element of an array or the last member of an object.
  package var allowsTrailingCommas: Bool
  /// Arrays and objects nested deeper than this are refused before recursion could
  /// exhaust the stack.
  package var maximumDepth: Int

  package init(
    allowsComments: Bool = false, allowsTrailingCommas: Bool = false, maximumDepth: Int = 512
  ) {
    self.allowsComments = allowsComments
    self.allowsTrailingCommas = allowsTrailingCommas
    self.maximumDepth = maximumDepth
  }

  /// RFC 8259 exactly.
  package static let strict = JSONParseOptions()
  /// JSON with comments and trailing commas.
  package static let jsonc = JSONParseOptions(allowsComments: true, allowsTrailingCommas: true)
}
