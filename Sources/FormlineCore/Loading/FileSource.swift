import Foundation

/// Reads the text of form and answers files, with the size limit and UTF-8 check applied
/// in one place; `-` is standard input.
public struct FileSource: Sendable {
  public enum Failure: Error, Sendable {
    /// The file could not be read at all (exit 66).
    case unreadable(Diagnostic)
    /// It was read but is not acceptable text (exit 65).
    case invalid(Diagnostic)
  }

  public var maximumSize: Int

  public init(maximumSize: Int = LoadLimits().maximumFileSize) {
    self.maximumSize = maximumSize
  }

  /// - Parameter path: A file path, or `-` for standard input.
  /// - Returns: The file's text.
  /// - Throws: `Failure.unreadable` when the file cannot be opened or read,
  ///   `Failure.invalid` when it is too large or not UTF-8.
  public func read(_ path: String) throws(Failure) -> String {
    let location = SourceLocation(file: path == "-" ? "<stdin>" : path)
    let data: Data
    if path == "-" {
      data = FileHandle.standardInput.readDataToEndOfFile()
    } else {
      // One stat() answers existence, kind and size (FileManager's attribute dictionary
      // costs a measurable share of start-up).
      var status = stat()
      guard stat(path, &status) == 0 else {
        throw .unreadable(
          .error(errno == ENOENT ? "no such file" : "cannot read the file", at: location))
      }
      guard status.st_mode & S_IFMT != S_IFDIR else {
        throw .unreadable(.error("is a directory, not a file", at: location))
      }
      if Int(status.st_size) > maximumSize {
        throw .invalid(
          .error(
            "file is \(status.st_size) bytes; the limit is \(maximumSize) bytes", at: location))
      }
      guard let contents = FileManager.default.contents(atPath: path) else {
        throw .unreadable(.error("cannot read the file (permission denied?)", at: location))
      }
      data = contents
    }
    guard data.count <= maximumSize else {
      throw .invalid(
        .error("input is \(data.count) bytes; the limit is \(maximumSize) bytes", at: location))
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw .invalid(.error("not valid UTF-8 text", at: location))
    }
    return text
  }
}
