import FormlineCore
import FoundationEssentials
import Glibc

/// Where drafts live: `$XDG_STATE_HOME/formline/drafts/` (default
/// `~/.local/state/formline/drafts/`), one file per form, named after the form's path.
struct DraftStore {
  let directory: String

  /// - Parameters:
  ///   - environment: The process's environment (`XDG_STATE_HOME`).
  ///   - homeDirectory: `$HOME`, else the account's (`Ambient.homeDirectory`).
  init(environment: [String: String], homeDirectory: String?) {
    let state =
      environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? ((homeDirectory ?? "") + "/.local/state")
    directory = state + "/formline/drafts"
  }

  /// The draft file of a form: its base name plus a hash of its absolute path, so two
  /// `setup.yaml` in different projects keep separate drafts.
  func path(forForm formPath: String) -> String {
    path(for: DraftFileName(formPath: formPath, workingDirectory: Self.workingDirectory()))
  }

  func path(for name: DraftFileName) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in name.absolutePath.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return directory + "/\(name.baseName)-\(String(hash, radix: 16)).json"
  }

  /// getcwd(3), which `URL` resolves relative paths against; nil when it fails.
  private static func workingDirectory() -> String? {
    guard let path = getcwd(nil, 0) else { return nil }
    defer { free(path) }
    return String(cString: path)
  }

  /// - Throws: `Diagnostic` when the directory or file cannot be written.
  func save(_ draft: Draft) throws(Diagnostic) {
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
    } catch {
      throw Diagnostic.error("cannot create \(directory)", at: SourceLocation(file: directory))
    }
    try AtomicFile.write(draft.json, to: path(forForm: draft.formPath), mode: 0o600)
  }

  func load(forForm formPath: String) -> Result<Draft, Diagnostic>? {
    let file = path(forForm: formPath)
    guard let text = Self.readText(file) else { return nil }
    do {
      return .success(try Draft(json: text, file: file))
    } catch {
      return .failure(error)
    }
  }

  /// The file's text as `String(contentsOfFile:encoding: .utf8)` reads it (a leading
  /// byte order mark dropped; nil when it cannot be read or is not UTF-8), without the
  /// Foundation set-up that costs on the way to the first prompt of `--resume`.
  static func readText(_ file: String) -> String? {
    guard var text = try? FileSource(maximumSize: Int.max - 1).read(file) else { return nil }
    if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
    return text
  }

  func remove(forForm formPath: String) {
    try? FileManager.default.removeItem(atPath: path(forForm: formPath))
  }
}
