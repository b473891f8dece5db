/// A file format formline writes results in (`--format`, or inferred from `--output`).
///
/// Mustache templates are not a case: a template is a file the user gives, not a format
/// with a fixed extension.
package enum OutputFormat: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  case json
  case yaml
  case toml
  /// `KEY=value` lines for `. file` in sh, systemd `EnvironmentFile=` and docker env files.
  case env
  /// cookiecutter's replay file: the JSON answers inside `{"cookiecutter": …}`, as
  /// `cookiecutter --replay-file` reads them.
  case cookiecutterReplay = "cookiecutter-replay"

  /// Reads a format name as given to `--format`, case-insensitively; `yml` is `yaml`.
  ///
  /// ✅ `OutputFormat(name: "YML")` → `.yaml`
  /// ❌ `OutputFormat(name: "xml")` → nil
  ///
  /// - Parameter name: The name the user typed.
  package init?(name: String) {
    switch name.lowercased() {
    case "json": self = .json
    case "yaml", "yml": self = .yaml
    case "toml": self = .toml
    case "env", "dotenv": self = .env
    case "cookiecutter-replay": self = .cookiecutterReplay
    default: return nil
    }
  }

  /// The format an output path's extension implies, so `-o config.toml` needs no
  /// `--format`.
  ///
  /// ✅ `OutputFormat.inferred(fromPath: "out/app.YML")` → `.yaml`; `".env"` → `.env`
  /// ❌ `OutputFormat.inferred(fromPath: "config")` → nil
  ///
  /// - Parameter path: The output path as the user gave it.
  /// - Returns: The format, or nil when the extension names none.
  package static func inferred(fromPath path: String) -> OutputFormat? {
    let fileName = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
    guard let dot = fileName.lastIndex(of: ".") else { return nil }
    let pathExtension = fileName[fileName.index(after: dot)...].lowercased()
    switch pathExtension {
    case "json": return .json
    case "yaml", "yml": return .yaml
    case "toml": return .toml
    case "env": return .env
    default: return nil
    }
  }

  /// The usual file extension, without the dot.
  package var fileExtension: String { self == .cookiecutterReplay ? "json" : rawValue }

  /// The canonical name, as `--format` accepts it.
  package var description: String { rawValue }
}
