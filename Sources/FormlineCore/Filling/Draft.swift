package import Foundation
import OrderedCollections

/// The answers of an interrupted run, saved for `--resume` (formline(1)): secrets are never
/// included, so a draft file can sit on disk without holding a password.
package struct Draft: Sendable, Hashable {
  package var formPath: String
  package var savedAt: Date
  package var answers: AnswerValue
  package var finishedCollections: [FieldPath]

  /// Captures a session's answers without its secrets.
  package init(session: FillSession, formPath: String, savedAt: Date) {
    self.formPath = formPath
    self.savedAt = savedAt
    var answers = session.answers
    var collectionsOfSecrets = Set<FieldPath>()
    // Last first, so removing a secret collection item leaves earlier indexes valid.
    for (path, _) in FillRecord.leafPaths(of: answers.value, at: .root).reversed() {
      if let field = FieldLookup.field(at: path, in: session.form), field.isSecret {
        answers[path] = nil
        if case .index? = path.components.last { collectionsOfSecrets.insert(path.parent) }
      }
    }
    // A collection whose items are secrets is left out entirely, not kept as finished
    // with no items: the resumed run asks it again, as it asks a top-level secret.
    for collection in collectionsOfSecrets { answers[collection] = nil }
    self.finishedCollections = session.finishedCollections.filter {
      !collectionsOfSecrets.contains($0)
    }
    self.answers = answers.value
  }

  /// The draft as JSON text.
  package var json: String {
    JSONWriter.render(
      .object([
        "form": .string(formPath),
        "savedAt": .string(InstantText.format(savedAt)),
        "answers": answers,
        "finishedCollections": .array(finishedCollections.map { .string($0.description) }),
      ]))
  }

  /// Reads a draft written by `json`.
  /// - Parameters:
  ///   - text: The draft file's text.
  ///   - file: Its path, for messages.
  /// - Throws: `Diagnostic` when the file is not a draft.
  package init(json text: String, file: String) throws(Diagnostic) {
    guard let root = try DocumentParser.parse(text, file: file)?.answerValue.objectValue,
      let formPath = root["form"]?.stringValue, let answers = root["answers"],
      answers.objectValue != nil
    else {
      throw Diagnostic.error("not a formline draft", at: SourceLocation(file: file))
    }
    guard let savedText = root["savedAt"]?.stringValue,
      let savedAt = try? InstantText.parse(
        savedText, timeZone: .gmt)
    else {
      throw Diagnostic.error(
        "not a formline draft: 'savedAt' is not an ISO 8601 instant", at: SourceLocation(file: file)
      )
    }
    self.formPath = formPath
    self.savedAt = savedAt
    self.answers = answers
    self.finishedCollections = (root["finishedCollections"]?.arrayValue ?? []).compactMap {
      $0.stringValue.flatMap(FieldPath.init(parsing:))
    }
  }
}
