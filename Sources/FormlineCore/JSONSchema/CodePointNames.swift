import FoundationEssentials
import Glibc

/// Names compared by code points, as JSON, YAML and JSON Schema compare them.
///
/// Swift's `String` compares by canonical equivalence, so `==` also holds for a name that
/// only looks the same (`"é"` precomposed and `"e"` with a combining accent).
package enum CodePointNames {
  /// Whether the two names are the same sequence of code points.
  ///
  /// The lengths are compared inline first: most names compared differ in length (the
  /// forty keys the form decoder looks for in each field's few members).
  @inline(__always)
  package static func same(_ a: String, _ b: String) -> Bool {
    a.utf8.count == b.utf8.count && sameBytes(a.utf8, b.utf8)
  }

  private static func sameBytes(_ x: String.UTF8View, _ y: String.UTF8View) -> Bool {
    // Compared as bytes in place (native and small strings alike lend their bytes without a
    // copy or a count of their storage): a generic `elementsEqual` over the UTF-8 views was
    // 4 % of `validate --each`, and copies of the strings made to borrow their bytes were a
    // tenth of the retains of a large fill (every `FieldPath` key compares this way).
    let inPlace = x.withContiguousStorageIfAvailable { p in
      y.withContiguousStorageIfAvailable { q in
        guard let p = p.baseAddress, let q = q.baseAddress else { return true }
        return memcmp(p, q, x.count) == 0
      }
    }
    if let inPlace, let inPlace { return inPlace }
    return x.elementsEqual(y)
  }

  /// Feeds the name's code points (as UTF-8 bytes) to `hasher`: names `same` calls equal
  /// hash alike.
  package static func hash(_ name: String, into hasher: inout Hasher) {
    let fed: Void? = name.utf8.withContiguousStorageIfAvailable {
      hasher.combine(bytes: UnsafeRawBufferPointer($0))
    }
    if fed == nil { Array(name.utf8).withUnsafeBytes { hasher.combine(bytes: $0) } }
  }
}
