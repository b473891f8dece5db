/// A fixed set of key names (a field's keys, the rules' keys), looked up by a key's length
/// in bytes, then by its code points.
///
/// A large form asks for each of its fields' keys whether the decoder knows it: a
/// `Set<String>` hashed every key with SipHash and compared by canonical equivalence (~700
/// instructions a key). Code points are what the decoder's own lookups compare
/// (`DocumentNode.subscript(key:)`), so a key the set knows is a key the decoder reads.
struct KeyNames: Sendable, ExpressibleByArrayLiteral {
  /// The names, in the order given (for suggestions).
  let names: [String]
  /// Names by their length in bytes.
  private let byLength: [[String]]

  init(arrayLiteral names: String...) {
    self.names = names
    var byLength: [[String]] = []
    for name in names {
      let count = name.utf8.count
      if byLength.count <= count {
        byLength += Array(repeating: [], count: count + 1 - byLength.count)
      }
      byLength[count].append(name)
    }
    self.byLength = byLength
  }

  func contains(_ key: String) -> Bool {
    let count = key.utf8.count
    guard count < byLength.count else { return false }
    return byLength[count].contains { CodePointNames.same($0, key) }
  }
}
