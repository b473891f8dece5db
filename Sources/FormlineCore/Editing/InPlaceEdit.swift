import FoundationEssentials
import OrderedCollections

/// Writes a result back into the answers file it came from by changing only the text of
/// what changed: comments, blank lines, key order, quoting, anchors, document markers, a
/// byte-order mark and line endings stay as they were.
///
/// The edited text is read back in its dialect and must hold exactly the values intended;
/// otherwise nothing is edited and the first difference is reported.
package struct InPlaceEdit: Sendable {
  /// The file's text before the edit.
  package let original: String
  /// The file's text after it (the same when nothing changed).
  package let edited: String
  /// The changes, as byte ranges of `original` and their new text.
  package let edits: [TextEdit]
  /// The file's language.
  let dialect: AnswersDialect
  /// What the file held, and what it holds after the edit.
  let before: AnswerValue
  let after: AnswerValue

  /// Whether the file would stay byte for byte as it is.
  package var isUnchanged: Bool { edits.isEmpty || original == edited }

  /// - Parameters:
  ///   - text: The file as read.
  ///   - file: Its name for messages.
  ///   - dialect: Its language.
  ///   - result: The values the file should hold.
  ///   - removable: Whether a key the file has and the result lacks is removed (a field of
  ///     the form) rather than kept (a key the form does not know, which is not formline's
  ///     to drop).
  ///   - nullIsUnanswered: Whether a null result at a path means "no answer" (a formline,
  ///     cookiecutter or copier field cleared with `:clear` or `--set key=`) rather than a
  ///     null the schema allows: the property the file holds is then removed, as a file
  ///     that lacks it says "no answer" too.
  /// - Throws: `Diagnostic` when the file cannot be read, when a change has no small edit,
  ///   or when the edited text would not read back as `result`.
  package init(
    text: String, file: String, dialect: AnswersDialect, result: AnswerValue,
    removable: (FieldPath) -> Bool, nullIsUnanswered: (FieldPath) -> Bool = { _ in false }
  ) throws(Diagnostic) {
    let old = try AnswersDocument.value(text, file: file, dialect: dialect)
    let target = InPlaceEdit.target(
      old: old, new: InPlaceEdit.writable(result, in: dialect), removable: removable,
      nullIsUnanswered: nullIsUnanswered)
    original = text
    self.dialect = dialect
    before = old
    after = target
    if sameValue(old, target) {
      edited = text
      edits = []
      return
    }
    let bytes = Array(text.utf8)
    let lines = TextLines(bytes: bytes)
    let syntax: any EditSyntax
    let root: SpanNode?
    switch dialect {
    case .yaml:
      root = YAMLSpans.read(bytes)
      syntax = YAMLEditSyntax(
        lines: lines, step: YAMLEditSyntax.indentationStep(root, lines: lines))
    case .json, .jsonc:
      root = JSONSpans.read(text, allowsComments: dialect == .jsonc)
      syntax = JSONEditSyntax(lines: lines, allowsComments: dialect == .jsonc)
    case .toml:
      let spans = TOMLSpans.read(bytes)
      root = spans?.root
      syntax = spans.map { TOMLEditSyntax(lines: lines, spans: $0) } ?? YAMLEditSyntax(lines: lines)
    }
    guard let root else {
      throw Diagnostic.error(
        "cannot edit in place: the places of the values in this file could not be found",
        at: SourceLocation(file: file))
    }
    do {
      edits = try DocumentEditor(syntax: syntax).edits(root, old: old, new: target)
    } catch {
      throw Diagnostic.error(
        "cannot edit in place: \(error.message); nothing written",
        at: SourceLocation(file: file), path: error.path.isRoot ? nil : error.path)
    }
    guard let editedBytes = TextEdit.apply(edits, to: bytes) else {
      throw Diagnostic.error(
        "cannot edit in place: the changes overlap; nothing written", at: SourceLocation(file: file)
      )
    }
    edited = String(decoding: editedBytes, as: UTF8.self)
    try InPlaceEdit.checkReadBack(edited, file: file, dialect: dialect, expected: target)
  }

  /// The edited text must read back as the values intended, or nothing is written.
  private static func checkReadBack(
    _ edited: String, file: String, dialect: AnswersDialect, expected: AnswerValue
  ) throws(Diagnostic) {
    let readBack: AnswerValue
    do {
      readBack = try AnswersDocument.value(edited, file: file, dialect: dialect)
    } catch {
      throw Diagnostic.error(
        "cannot edit in place: the edited file would not read back (\(error.message)); "
          + "nothing written", at: SourceLocation(file: file))
    }
    guard let place = firstDifference(expected, readBack) else { return }
    throw Diagnostic.error(
      "cannot edit in place: the edited file would read differently at \(place.isRoot ? "its root" : place.description) "
        + "(\(describe(expected, at: place)) expected, \(describe(readBack, at: place)) read back); "
        + "nothing written",
      at: SourceLocation(file: file), path: place.isRoot ? nil : place)
  }

  private static func describe(_ value: AnswerValue, at path: FieldPath) -> String {
    guard case .object(let members) = value, let found = Answers(members)[path] else {
      return "nothing"
    }
    switch found {
    case .object, .array: return "\(found.typeName)"
    default: return JSONWriter.render(found, pretty: false).trimmingNewlines
    }
  }

  /// What the file should hold: the result, plus the keys the file has that the form does
  /// not know (formline does not drop what it did not ask about).
  static func target(
    old: AnswerValue, new: AnswerValue, removable: (FieldPath) -> Bool,
    nullIsUnanswered: (FieldPath) -> Bool = { _ in false }, at path: FieldPath = .root
  ) -> AnswerValue {
    guard case .object(let oldMembers) = old, case .object(var newMembers) = new else { return new }
    for (key, value) in newMembers {
      let memberPath = path.appending(key)
      if let oldValue = oldMembers[key] {
        if value.isNull, !oldValue.isNull, removable(memberPath), nullIsUnanswered(memberPath) {
          // Cleared: the file goes back to not answering it, by losing the property.
          newMembers[key] = nil
          continue
        }
        newMembers[key] = target(
          old: oldValue, new: value, removable: removable, nullIsUnanswered: nullIsUnanswered,
          at: memberPath)
      } else if value.isNull {
        // An optional field left unanswered is null in a result; in a file it is the key
        // that is not there.
        newMembers[key] = nil
      }
    }
    for (key, value) in oldMembers where newMembers[key] == nil && !removable(path.appending(key)) {
      newMembers[key] = value
    }
    return .object(newMembers)
  }

  /// The result as the dialect can hold it: TOML has no null, so a null member is left
  /// out, as `-f toml` leaves it out.
  static func writable(_ value: AnswerValue, in dialect: AnswersDialect) -> AnswerValue {
    guard dialect == .toml else { return value }
    switch value {
    case .object(let members):
      var kept = ObjectMembers()
      for (key, member) in members where !member.isNull {
        kept[key] = writable(member, in: dialect)
      }
      return .object(kept)
    case .array(let items):
      return .array(items.map { writable($0, in: dialect) })
    default:
      return value
    }
  }
}
