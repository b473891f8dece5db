/// The language an answers file is written in, which is also the language an in-place
/// edit writes it back in.
package enum AnswersDialect: String, Sendable, Hashable {
  case yaml
  /// Strict JSON.
  case json
  /// JSON with `//` and `/* */` comments and trailing commas (VS Code's `.jsonc`).
  case jsonc
  case toml

  /// The dialect of an answers file: by its name's extension (`.toml`, `.jsonc`, `.json`,
  /// `.yaml`/`.yml`), else by its content as forms are (JSON when it opens with `{` or `[`).
  /// - Parameters:
  ///   - path: The file as named (`-` for standard input has no extension).
  ///   - text: Its content.
  ///   - allowsComments: A `.json` file may carry comments and trailing commas
  ///     (`--jsonc`).
  /// - Returns: The dialect.
  package static func of(path: String, text: String, allowsComments: Bool = false)
    -> AnswersDialect
  {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let pathExtension =
      name.lastIndex(of: ".").map { name[name.index(after: $0)...].lowercased() } ?? ""
    switch pathExtension {
    case "toml": return .toml
    case "jsonc": return .jsonc
    case "yaml", "yml": return .yaml
    case "json": return allowsComments ? .jsonc : .json
    default:
      guard DocumentFormat.detect(text) == .json else { return .yaml }
      return allowsComments ? .jsonc : .json
    }
  }

  /// The result format that writes this dialect (JSON with comments is written as JSON).
  package var outputFormat: OutputFormat {
    switch self {
    case .yaml: .yaml
    case .json, .jsonc: .json
    case .toml: .toml
    }
  }
}
