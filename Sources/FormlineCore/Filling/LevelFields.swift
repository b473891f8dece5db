/// The fields of one level of a form, found by the keys of an answers document's object.
///
/// Answers written from the form (a result read back, a file generated from it) name its
/// fields in the form's order: each member is then the next keyed field, found by one
/// comparison. At the first member that is not, a table of every field is made and used
/// from then on: a generated answers file names every field of a form of thousands, and
/// searching the form for each would make merging quadratic.
///
/// In order or by the table, a key finds the first field with that key: a document's
/// members have distinct keys, so no earlier field with the key can have been passed.
/// Keys compare by code points: a file may answer two fields whose keys differ only in
/// normalization.
struct LevelFields {
  private let level: Form
  /// Where the next member is looked for while the members follow the form's order.
  private var section = 0
  private var index = 0
  /// Every keyed field by key, once a member has come out of order.
  private var table: [MemberName: Field]?

  init(_ level: Form) {
    self.level = level
  }

  /// The first field with `key`; nil when the level has none.
  mutating func field(named key: String) -> Field? {
    if table == nil {
      if let next = nextKeyedField(), let nextKey = next.key, CodePointNames.same(nextKey, key) {
        advance()
        return next
      }
      table = Self.firstFields(of: level)
    }
    return table?[MemberName(key)]
  }

  /// The keyed field at or after the cursor (the cursor moved onto it).
  private mutating func nextKeyedField() -> Field? {
    while section < level.sections.count {
      let fields = level.sections[section].fields
      while index < fields.count {
        if fields[index].key != nil { return fields[index] }
        index += 1
      }
      section += 1
      index = 0
    }
    return nil
  }

  private mutating func advance() {
    index += 1
  }

  /// The first field with each key: filed last to first, so it is the one that stays, with
  /// one hash each.
  static func firstFields(of level: Form) -> [MemberName: Field] {
    var fields: [MemberName: Field] = [:]
    fields.reserveCapacity(level.sections.reduce(0) { $0 + $1.fields.count })
    for section in level.sections.reversed() {
      for field in section.fields.reversed() {
        if let key = field.key { fields[MemberName(key)] = field }
      }
    }
    return fields
  }
}
