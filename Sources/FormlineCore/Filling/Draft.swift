package import FoundationEssentials
import OrderedCollections

/// The answers of an interrupted run, saved for `--resume` (formline(1)): secrets are never
/// included, so a draft file can sit on disk without holding a password.
///
/// Version 2 keeps the variants chosen for unions as their own member, by union path;
/// version 1 (no `version`) kept them inside the answers under a `(variant)` key, and is
/// still read.
package struct Draft: Sendable, Hashable {
  /// The version written.
  package static let version = 2

  package var formPath: String
  package var savedAt: Date
  package var answers: AnswerValue
  /// The variants chosen from unions' menus (their titles), by union path.
  package var variants: [FieldPath: String]
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
    self.variants = session.chosenVariants.filter { union, _ in
      !collectionsOfSecrets.contains { union.components.starts(with: $0.components) }
    }
    self.answers = answers.value
  }

  /// The draft as JSON text.
  package var json: String {
    JSONWriter.render(
      .object([
        "version": .integer(Draft.version),
        "form": .string(formPath),
        "savedAt": .string(InstantText.format(savedAt)),
        "answers": answers,
        "variants": .object(
          ObjectMembers(
            uniqueKeysWithValues: variants.sorted { $0.key < $1.key }.map {
              (MemberName($0.key.description), AnswerValue.string($0.value))
            })),
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
        savedText, timeZone: .utc)
    else {
      throw Diagnostic.error(
        "not a formline draft: 'savedAt' is not an ISO 8601 instant", at: SourceLocation(file: file)
      )
    }
    // Drafts before version 2 have no `version`.
    let version = root["version"].map { Int($0.editableText) ?? -1 } ?? 1
    guard (1...Draft.version).contains(version) else {
      throw Diagnostic.error(
        "not a draft this formline can read: version \(root["version"]?.editableText ?? "?")"
          + " (it reads 1 to \(Draft.version))", at: SourceLocation(file: file))
    }
    self.formPath = formPath
    self.savedAt = savedAt
    if version == 1 {
      (self.answers, self.variants) = Draft.takingVariants(out: answers, at: .root)
    } else {
      self.answers = answers
      self.variants = [:]
      for (key, value) in root["variants"]?.objectValue ?? [:] {
        guard let union = FieldPath(parsing: key.text), let title = value.stringValue else {
          continue
        }
        variants[union] = title
      }
    }
    self.finishedCollections = (root["finishedCollections"]?.arrayValue ?? []).compactMap {
      $0.stringValue.flatMap(FieldPath.init(parsing:))
    }
  }
}

extension Draft {
  /// A version-1 draft's answers without the `(variant)` keys they held, and the variants
  /// those keys chose, by union path: `a.(variant).b` chose for the union `a.b`, and the
  /// list `a.(variant).b` for the items of the collection `a.b`.
  static func takingVariants(out value: AnswerValue, at path: FieldPath)
    -> (AnswerValue, [FieldPath: String])
  {
    var variants: [FieldPath: String] = [:]
    switch value {
    case .object(let members):
      var kept = ObjectMembers()
      for (key, member) in members {
        if key.text == UnionChoice.key {
          for (name, choice) in member.objectValue ?? [:] {
            if let items = choice.arrayValue {
              for (index, item) in items.enumerated() {
                if let title = item.stringValue {
                  variants[path.appending(name).appending(index: index)] = title
                }
              }
            } else if let title = choice.stringValue {
              variants[path.appending(name)] = title
            }
          }
          continue
        }
        let (inner, found) = takingVariants(out: member, at: path.appending(key))
        kept[key] = inner
        variants.merge(found) { first, _ in first }
      }
      return (.object(kept), variants)
    case .array(let items):
      var kept: [AnswerValue] = []
      for (index, item) in items.enumerated() {
        let (inner, found) = takingVariants(out: item, at: path.appending(index: index))
        kept.append(inner)
        variants.merge(found) { first, _ in first }
      }
      return (.array(kept), variants)
    default:
      return (value, [:])
    }
  }
}
