import FormlineCore
import Foundation

/// Where drafts live: `$XDG_STATE_HOME/formline/drafts/` (default
/// `~/.local/state/formline/drafts/`), one file per form, named after the form's path.
struct DraftStore {
  let directory: String

  init(environment: [String: String]) {
    let state =
      environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.local/state")
    directory = state + "/formline/drafts"
  }

  /// The draft file of a form: its base name plus a hash of its absolute path, so two
  /// `setup.yaml` in different projects keep separate drafts.
  func path(forForm formPath: String) -> String {
    let absolute = URL(fileURLWithPath: formPath).standardizedFileURL.path
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in absolute.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    let base = URL(fileURLWithPath: formPath).deletingPathExtension().lastPathComponent
    return directory + "/\(base)-\(String(hash, radix: 16)).json"
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
    guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return nil }
    do {
      return .success(try Draft(json: text, file: file))
    } catch {
      return .failure(error)
    }
  }

  func remove(forForm formPath: String) {
    try? FileManager.default.removeItem(atPath: path(forForm: formPath))
  }
}
