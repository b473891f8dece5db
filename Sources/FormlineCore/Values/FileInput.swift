import FoundationEssentials
import Glibc

/// `file` and `image` answers: a path that must exist (a `~/` prefix is expanded), with an
/// optional list of allowed extensions.
package enum FileInput {
  static let imageExtensions = ["png", "jpg", "jpeg", "gif", "webp", "svg", "bmp", "tiff", "heic"]

  /// The extensions a `file` or `image` answer may have (none: any), as the reader checks
  /// them and completion offers them.
  package static func allowedExtensions(for field: Field) -> [String] {
    field.extensions.isEmpty && field.kind == .image ? imageExtensions : field.extensions
  }

  static func read(
    _ text: String, _ field: Field, workingDirectory: String, homeDirectory: String?
  ) -> InputReading {
    let expanded = expandingHome(text, homeDirectory: homeDirectory)
    let absolute =
      expanded.hasPrefix("/")
      ? expanded : PathText.joined(workingDirectory, expanded)
    // stat(2) follows links, as `FileManager.fileExists(atPath:isDirectory:)` did.
    var status = stat()
    guard stat(absolute, &status) == 0 else { return .invalid("no such file: \(text)") }
    guard status.st_mode & S_IFMT != S_IFDIR else {
      return .invalid("\(text) is a directory, not a file")
    }
    let allowed = allowedExtensions(for: field)
    let fileExtension = PathText.fileExtension(of: expanded).lowercased()
    if !allowed.isEmpty && !allowed.contains(fileExtension) {
      return .invalid("expected a .\(allowed.joined(separator: ", .")) file")
    }
    return .value(.string(expanded), echo: nil)
  }

  /// `~` and `~/…` name the home directory (given by the executable); nothing else is
  /// expanded, and without a home directory nothing is.
  ///
  /// Anything else starting with `~` (`~user`, `~~`, `~+`) is a plain relative path.
  /// Foundation's `expandingTildeInPath` looks
  /// `~user` up and crashes when there is no such user, so it is not used.
  static func expandingHome(_ text: String, homeDirectory: String?) -> String {
    let scalars = text.unicodeScalars
    guard let homeDirectory,
      scalars.elementsEqual("~".unicodeScalars) || scalars.starts(with: "~/".unicodeScalars)
    else { return text }
    return homeDirectory + String(scalars.dropFirst())
  }
}
