/// A value's stored properties behind one shared reference, copied only when a copy is
/// written to: `Field` and `Form` are read from many places (the form, the field table,
/// each step of the flow), and copying every property each time was most of a large
/// form's memory and time.
///
/// Two boxes compare and hash by their properties; one box is equal to itself without
/// comparing.
struct SharedProperties<Properties: Sendable & Hashable>: Sendable, Hashable {
  /// Written only through `properties`' `_modify`, which copies a box seen by two values
  /// first, so a box never changes under a value that shares it.
  ///
  /// Reads and writes are not checked for overlap at run time: every accessor of the
  /// owning value reads the box, and the check (some sixty instructions a read) was 3 %
  /// of filling a large form. They cannot overlap: a write comes from a mutating accessor
  /// of the owning value, whose exclusive access the compiler proves statically, and no
  /// accessor calls out to code that could reach the same box while it writes.
  private final class Box: @unchecked Sendable {
    @exclusivity(unchecked) var properties: Properties

    init(_ properties: Properties) {
      self.properties = properties
    }
  }

  private var box: Box

  init(_ properties: Properties) {
    box = Box(properties)
  }

  var properties: Properties {
    get { box.properties }
    _modify {
      if !isKnownUniquelyReferenced(&box) { box = Box(box.properties) }
      yield &box.properties
    }
  }

  /// The same for every copy not written to since.
  var identity: ObjectIdentifier { ObjectIdentifier(box) }

  static func == (lhs: SharedProperties, rhs: SharedProperties) -> Bool {
    lhs.box === rhs.box || lhs.box.properties == rhs.box.properties
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(box.properties)
  }
}
