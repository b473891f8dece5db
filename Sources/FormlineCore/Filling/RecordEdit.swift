/// One change a fill rule asks of the record.
///
/// The rules (`OfferedFieldMenu`, `UnionItems`, `DerivedFollowing`, …) read the context and
/// the record and return the changes to make, in order; the session makes them
/// (`FillSession.apply`), handing the flow the steps each one drops. No rule writes the
/// record itself, so what a rule does can be read, and tested, as a list.
enum RecordEdit: Sendable, Hashable {
  /// Stores (or with nil removes) the answer at a path.
  case store(AnswerValue?, at: FieldPath)
  /// Records how the value at a path was settled.
  case settle(FieldPath, Settlement)
  /// Forgets how the value at a path was settled: it is asked again.
  case unsettle(FieldPath)
  /// Forgets how every value at or under a path was settled.
  case unsettleAll(under: FieldPath)
  /// Reopens a collection: its step that adds an item comes back.
  case reopen(FieldPath)
  /// Remembers (or with nil forgets) that the answer at a path is its derived default as
  /// offered.
  case rememberDerived(AnswerValue?, at: FieldPath)
}

extension FillSession {
  /// Makes a rule's changes, in order.
  mutating func apply(_ edits: [RecordEdit]) {
    for edit in edits {
      switch edit {
      case .store(let value, let path):
        setAnswer(value, at: path)
      case .settle(let path, let how):
        settle(path, how)
      case .unsettle(let path):
        remember { $0.unsettle(path) }
      case .unsettleAll(let prefix):
        remember { $0.unsettle(under: prefix) }
      case .reopen(let collection):
        reopen(collection)
      case .rememberDerived(let value, let path):
        remember { $0.rememberDerived(value, at: path) }
      }
    }
  }
}
