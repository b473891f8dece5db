import Foundation

/// `file` and `image` answers: a path that must exist (a `~/` prefix is expanded), with an
/// optional list of allowed extensions.
enum FileInput {
  static let imageExtensions = ["png", "jpg", "jpeg", "gif", "webp", "svg", "bmp", "tiff", "heic"]

  static func read(_ text: String, _ field: Field, workingDirectory: String) -> InputReading {
    let expanded = (text as NSString).expandingTildeInPath
    let absolute =
      expanded.hasPrefix("/")
      ? expanded : (workingDirectory as NSString).appendingPathComponent(expanded)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
      return .invalid("no such file: \(text)")
    }
    guard !isDirectory.boolValue else { return .invalid("\(text) is a directory, not a file") }
    let allowed =
      field.extensions.isEmpty && field.kind == .image
      ? imageExtensions : field.extensions
    let fileExtension = (expanded as NSString).pathExtension.lowercased()
    if !allowed.isEmpty && !allowed.contains(fileExtension) {
      return .invalid("expected a .\(allowed.joined(separator: ", .")) file")
    }
    return .value(.string(expanded), echo: nil)
  }
}
