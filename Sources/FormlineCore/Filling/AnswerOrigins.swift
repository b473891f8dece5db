import OrderedCollections

/// Where each value given in advance came from, by the path it was written at.
///
/// A top-level value's origin is filed under its name alone, without a path: a generated
/// answers file names every field of a form of a million, and a path for each (an array
/// of one key, on the heap) cost more than the origin it found, ~60 MB a million values.
/// Paths come out built again, one at a time, so going over every origin keeps none.
///
/// Top-level origins keep the order they were written in (an ordered table of a million
/// is also half the size of a hashed one, which rounds its room up to a power of two), so
/// a fill that reads them field after field finds each without hashing.
package struct AnswerOrigins: Sendable {
  private var topLevel: OrderedDictionary<MemberName, AnswerOrigin> = [:]
  /// The root and every path of more than one component.
  private var nested: [FieldPath: AnswerOrigin] = [:]

  package init() {}

  /// The origin recorded at exactly `path`.
  package subscript(path: FieldPath) -> AnswerOrigin? {
    get {
      if let name = Self.topLevelName(path) { return topLevel[name] }
      return nested[path]
    }
    set {
      if let name = Self.topLevelName(path) {
        topLevel[name] = newValue
      } else {
        nested[path] = newValue
      }
    }
  }

  package var isEmpty: Bool { topLevel.isEmpty && nested.isEmpty }

  package var count: Int { topLevel.count + nested.count }

  /// Room for `count` more top-level values at once.
  mutating func reserveTopLevel(_ count: Int) {
    topLevel.reserveCapacity(topLevel.count + count)
  }

  /// The origin of the top-level value `name`, looked for at `cursor` first
  /// (`OrderedDictionary.member(_:after:)`).
  package func topLevelOrigin(_ name: String, after cursor: inout Int) -> AnswerOrigin? {
    topLevel.member(name, after: &cursor)
  }

  /// Calls `body` with every path and its origin, top-level ones first in the order
  /// written.
  package func visitAll(_ body: (FieldPath, AnswerOrigin) -> Void) {
    for (name, origin) in topLevel { body(FieldPath([.key(name.text)]), origin) }
    for (path, origin) in nested { body(path, origin) }
  }

  /// Calls `topLevel` with the name of every top-level path, in the order written, then
  /// `nested` with every other path.
  package func visit(topLevel: (MemberName) -> Void, nested: (FieldPath) -> Void) {
    for name in self.topLevel.keys { topLevel(name) }
    for path in self.nested.keys { nested(path) }
  }

  /// The paths and origins `isIncluded` accepts, in path order.
  package func sorted(
    where isIncluded: (FieldPath, AnswerOrigin) -> Bool = { _, _ in true }
  ) -> [(path: FieldPath, origin: AnswerOrigin)] {
    var found: [(path: FieldPath, origin: AnswerOrigin)] = []
    visitAll { path, origin in
      if isIncluded(path, origin) { found.append((path, origin)) }
    }
    found.sort { $0.path < $1.path }
    return found
  }

  /// The paths and origins accepted, in path order: a top-level one by name and origin
  /// (`isIncludedAtTopLevel`, in the order written), so its path is built only when it is
  /// kept; the others by path (`isIncluded`).
  package func sorted(
    topLevel isIncludedAtTopLevel: (String, AnswerOrigin) -> Bool,
    nested isIncluded: (FieldPath, AnswerOrigin) -> Bool
  ) -> [(path: FieldPath, origin: AnswerOrigin)] {
    var found: [(path: FieldPath, origin: AnswerOrigin)] = []
    for (name, origin) in topLevel where isIncludedAtTopLevel(name.text, origin) {
      found.append((FieldPath([.key(name.text)]), origin))
    }
    for (path, origin) in nested where isIncluded(path, origin) { found.append((path, origin)) }
    found.sort { $0.path < $1.path }
    return found
  }

  /// The name of a path of one key; nil for the root, an index, or a longer path.
  private static func topLevelName(_ path: FieldPath) -> MemberName? {
    path.topLevelKey.map { MemberName($0) }
  }
}
