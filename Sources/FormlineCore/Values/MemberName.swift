package import OrderedCollections

/// The name of a member of an object in a value, compared by code points.
///
/// JSON, YAML, Python and JSON Schema tell two names apart when their code points differ,
/// even where the text looks the same ("é" precomposed and "e" with a combining accent).
/// Swift's `String` compares by canonical equivalence and would take them for one key, so
/// an object holding both would lose one: objects are keyed by this instead.
package struct MemberName: Sendable, Hashable, Comparable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  package let text: String

  package init(_ text: String) {
    self.text = text
  }

  package init(stringLiteral text: String) {
    self.text = text
  }

  package var description: String { text }

  package static func == (lhs: MemberName, rhs: MemberName) -> Bool {
    CodePointNames.same(lhs.text, rhs.text)
  }

  package func hash(into hasher: inout Hasher) {
    CodePointNames.hash(text, into: &hasher)
  }

  /// Code-point order, which is the order of the names' UTF-8 bytes (Python's and
  /// `sort_keys`' order).
  package static func < (lhs: MemberName, rhs: MemberName) -> Bool {
    lhs.text.utf8.lexicographicallyPrecedes(rhs.text.utf8)
  }
}

/// The members of an object value, in order.
package typealias ObjectMembers = OrderedDictionary<MemberName, AnswerValue>

extension OrderedDictionary where Key == MemberName {
  /// The member named exactly `name` (the same code points).
  package subscript(name: String) -> Value? {
    get { self[MemberName(name)] }
    set { self[MemberName(name)] = newValue }
  }
}

extension OrderedDictionary where Key == MemberName {
  /// The member named exactly `name`, looked for at `cursor` first, which then moves past
  /// the member found.
  ///
  /// Members read in the order they were written (a form's answers, field after field)
  /// are found one after another by one comparison each, instead of a hash and a probe of
  /// a table that, for a million members, is a read from anywhere in memory.
  package func member(_ name: String, after cursor: inout Int) -> Value? {
    if cursor < count, CodePointNames.same(keys[cursor].text, name) {
      cursor += 1
      return values[cursor - 1]
    }
    guard let index = index(forKey: MemberName(name)) else { return nil }
    cursor = index + 1
    return values[index]
  }
}
