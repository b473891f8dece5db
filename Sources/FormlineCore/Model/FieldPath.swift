/// The address of a value in a result: `account.address.city`, `tags[2]`.
///
/// Used in every message about a field, in `--set`, and to read and write `Answers`.
package struct FieldPath: Sendable, Hashable, CustomStringConvertible, Comparable {
  package enum Component: Sendable, Hashable {
    case key(String)
    case index(Int)

    /// Keys compare by code points, as the members of the objects they name do
    /// (`MemberName`): two keys that differ only in Unicode normalization are two places.
    package static func == (lhs: Component, rhs: Component) -> Bool {
      switch (lhs, rhs) {
      case (.key(let a), .key(let b)): CodePointNames.same(a, b)
      case (.index(let a), .index(let b)): a == b
      default: false
      }
    }

    package func hash(into hasher: inout Hasher) {
      switch self {
      case .key(let key): CodePointNames.hash(key, into: &hasher)
      case .index(let index):
        hasher.combine(UInt8(0xFF))  // no UTF-8 byte: an index never hashes as a key
        hasher.combine(index)
      }
    }
  }

  package var components: [Component]

  package init(_ components: [Component] = []) {
    self.components = components
  }

  package static let root = FieldPath()

  package var isRoot: Bool { components.isEmpty }

  package func appending(_ key: String) -> FieldPath {
    appending(component: .key(key))
  }

  /// Whether this is `level.appending(key)` (by code points, as paths compare), found
  /// without building it.
  func isMember(_ key: String, of level: FieldPath) -> Bool {
    guard components.count == level.components.count + 1, case .key(let last)? = components.last,
      CodePointNames.same(last, key)
    else { return false }
    return components.prefix(level.components.count).elementsEqual(level.components)
  }

  /// One allocation of the right size: `components + [component]` made a one-element
  /// array and appended it through the generic path, ~700 instructions a path.
  private func appending(component: Component) -> FieldPath {
    var longer: [Component] = []
    longer.reserveCapacity(components.count + 1)
    longer.append(contentsOf: components)
    longer.append(component)
    return FieldPath(longer)
  }

  /// The path of an object's member.
  package func appending(_ member: MemberName) -> FieldPath {
    appending(member.text)
  }

  package func appending(index: Int) -> FieldPath {
    appending(component: .index(index))
  }

  package var parent: FieldPath {
    // A top-level field's parent is the root, which needs no array of its own (every
    // answer to a flat form asks for it).
    components.count <= 1 ? .root : FieldPath(Array(components.dropLast()))
  }

  package var lastKey: String? {
    if case .key(let key)? = components.last { return key }
    return nil
  }

  /// The key of a top-level value's path (one key); nil for the root, an item or a
  /// longer path.
  package var topLevelKey: String? {
    guard components.count == 1, case .key(let key) = components[0] else { return nil }
    return key
  }

  /// `a.b[2].c` (indexes 0-based, as in the result arrays).
  package var description: String { rendered { "[\($0)]" } }

  /// `a.b[].c`: the path with its indexes left out, naming every item of a collection at
  /// once (items share per-field history).
  package var itemPattern: String { rendered { _ in "[]" } }

  private func rendered(index: (Int) -> String) -> String {
    var text = ""
    for component in components {
      switch component {
      case .key(let key):
        if !text.isEmpty { text += "." }
        text += key
      case .index(let value):
        text += index(value)
      }
    }
    return text
  }

  /// Parses `a.b[2].c`.
  ///
  /// ✅ `FieldPath(parsing: "tags[2]")` → `[.key("tags"), .index(2)]`
  /// ❌ `FieldPath(parsing: "a..b")` → nil
  package init?(parsing text: String) {
    var components: [Component] = []
    var current = ""
    var iterator = Array(text).makeIterator()
    var expectKey = true
    while let character = iterator.next() {
      switch character {
      case ".":
        if current.isEmpty {
          if expectKey { return nil }
        } else {
          components.append(.key(current))
          current = ""
        }
        expectKey = true
      case "[":
        if !current.isEmpty {
          components.append(.key(current))
          current = ""
        } else if components.isEmpty {
          return nil
        }
        var digits = ""
        var closed = false
        while let inner = iterator.next() {
          if inner == "]" {
            closed = true
            break
          }
          digits.append(inner)
        }
        guard closed, let index = Int(digits), index >= 0 else { return nil }
        components.append(.index(index))
        expectKey = false
      default:
        current.append(character)
        expectKey = false
      }
    }
    if !current.isEmpty {
      components.append(.key(current))
    } else if expectKey && !components.isEmpty {
      return nil
    }
    guard !components.isEmpty else { return nil }
    self.components = components
  }

  package static func < (lhs: FieldPath, rhs: FieldPath) -> Bool {
    lhs.description < rhs.description
  }
}
