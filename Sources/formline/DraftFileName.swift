import FoundationEssentials

/// The two parts of a form's path a draft file is named after: the absolute path (hashed)
/// and the base name without its extension, as `URL` works them out.
///
/// Drafts saved by earlier versions are found by name, so these must stay byte for byte
/// what `URL(fileURLWithPath:).standardizedFileURL.path` and
/// `deletingPathExtension().lastPathComponent` give. `URL`'s first use costs ~0.5 ms on
/// the way to the first prompt of `--resume` (docs/benchmarks.md), so the paths people
/// type — plain components, an extension of letters and digits — are worked out here, and
/// anything else (`~`, `.` or `..` components, doubled or trailing slashes, other
/// extensions) is left to `URL`. A test checks both ways agree on generated paths.
struct DraftFileName: Equatable {
  /// The form's absolute, standardised path.
  var absolutePath: String
  /// The form's file name without its extension.
  var baseName: String

  /// - Parameters:
  ///   - formPath: The form's path as given.
  ///   - workingDirectory: getcwd(3), or nil when it failed.
  init(formPath: String, workingDirectory: String?) {
    self =
      Self.plain(formPath: formPath, workingDirectory: workingDirectory)
      ?? Self.throughURL(formPath: formPath)
  }

  init(absolutePath: String, baseName: String) {
    self.absolutePath = absolutePath
    self.baseName = baseName
  }

  /// What `URL` makes of the path: the reference the fast way must match.
  static func throughURL(formPath: String) -> DraftFileName {
    DraftFileName(
      absolutePath: URL(fileURLWithPath: formPath).standardizedFileURL.path,
      baseName: URL(fileURLWithPath: formPath).deletingPathExtension().lastPathComponent)
  }

  /// The names of a path made of plain components, or nil when `URL` must decide.
  static func plain(formPath: String, workingDirectory: String?) -> DraftFileName? {
    let components = formPath.utf8.split(
      separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
    let isAbsolute = formPath.utf8.first == UInt8(ascii: "/")
    for (index, component) in components.enumerated() {
      // The leading "" of an absolute path is the only empty component allowed.
      if component.isEmpty, index == 0, isAbsolute { continue }
      guard isPlain(component) else { return nil }
    }
    guard let last = components.last, let lastName = String(last) else { return nil }
    let absolute: String
    if isAbsolute {
      absolute = formPath
    } else {
      guard let directory = workingDirectory, directory.utf8.first == UInt8(ascii: "/") else {
        return nil
      }
      let separator = directory.utf8.last == UInt8(ascii: "/") ? "" : "/"
      absolute = directory + separator + formPath
    }
    guard let base = baseName(of: lastName) else { return nil }
    return DraftFileName(absolutePath: absolute, baseName: base)
  }

  /// Not empty, not `.` or `..`, no leading `~` (a home directory to `URL`), no NUL.
  private static func isPlain(_ component: Substring.UTF8View.SubSequence) -> Bool {
    guard let first = component.first, first != UInt8(ascii: "~") else { return false }
    if component.allSatisfy({ $0 == UInt8(ascii: ".") }), component.count <= 2 { return false }
    return !component.contains(0)
  }

  /// The name without an extension of ASCII letters and digits; the name itself when it
  /// has no dot; nil for any other dot, whose meaning `URL` decides.
  private static func baseName(of name: String) -> String? {
    let bytes = Array(name.utf8)
    guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return name }
    let stem = bytes[..<dot]
    let suffix = bytes[(dot + 1)...]
    guard !suffix.isEmpty, suffix.allSatisfy(isASCIIAlphanumeric),
      stem.contains(where: { $0 != UInt8(ascii: ".") })
    else { return nil }
    return String(decoding: stem, as: UTF8.self)
  }

  private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}
