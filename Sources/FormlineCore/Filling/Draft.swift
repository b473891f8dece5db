public import Foundation
import OrderedCollections

/// The answers of an interrupted run, saved for `--resume` (SPEC §3): secrets are never
/// included, so a draft file can sit on disk without holding a password.
public struct Draft: Sendable, Hashable {
  public var formPath: String
  public var savedAt: Date
  public var answers: AnswerValue
  public var finishedCollections: [FieldPath]

  /// Captures a session's answers without its secrets.
  public init(session: FillSession, formPath: String, savedAt: Date) {
    self.formPath = formPath
    self.savedAt = savedAt
    self.finishedCollections = session.finishedCollections
    var answers = session.answers
    // Last first, so removing a secret collection item leaves earlier indexes valid.
    for (path, _) in FillSession.leafPaths(of: answers.value, at: .root).reversed() {
      if let field = FieldLookup.field(at: path, in: session.form), field.isSecret {
        answers[path] = nil
      }
    }
    self.answers = answers.value
  }

  /// The draft as JSON text.
  public var json: String {
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
  public init(json text: String, file: String) throws(Diagnostic) {
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
