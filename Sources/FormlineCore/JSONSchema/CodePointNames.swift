import OrderedCollections

/// Look-ups of property names by code points, as JSON compares them.
///
/// Swift's `String` compares by canonical equivalence, so a look-up by `String` also finds a
/// name that only looks the same (`"é"` precomposed and `"e"` with a combining accent):
/// these look up a name and then check the code points of the name found.
package enum CodePointNames {
  /// Whether the two names are the same sequence of code points.
  package static func same(_ a: String, _ b: String) -> Bool {
    a.utf8.elementsEqual(b.utf8)
  }

  /// The member named exactly `name`.
  static func member(_ name: String, of members: OrderedDictionary<String, AnswerValue>)
    -> AnswerValue?
  {
    guard let index = members.index(forKey: name), same(members.keys[index], name) else {
      return nil
    }
    return members.values[index]
  }

  /// The value stored under exactly `name`.
  static func value<Value>(_ name: String, in dictionary: [String: Value]) -> Value? {
    guard let index = dictionary.index(forKey: name) else { return nil }
    let entry = dictionary[index]
    return same(entry.key, name) ? entry.value : nil
  }

  /// Whether the set holds exactly `name`.
  static func contains(_ name: String, in names: Set<String>) -> Bool {
    guard let index = names.firstIndex(of: name) else { return false }
    return same(names[index], name)
  }
}
