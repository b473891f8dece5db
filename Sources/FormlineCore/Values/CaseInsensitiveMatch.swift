import FormlineUnicode

/// Whether two texts are the same ignoring case, as Foundation's `caseInsensitiveCompare`
/// says `.orderedSame`.
///
/// Foundation compares with CoreFoundation's case folding and canonical decomposition (not
/// ICU); FormlineUnicode carries the same tables, so this agrees without linking ICU
/// (CaseInsensitiveMatchTests holds it to Foundation on random Unicode).
///
/// ✅ `"Côte d’Ivoire"` and `"CÔTE D’IVOIRE"`; `"straße"` and `"STRASSE"`; `"é"` and `"e\u{301}"`
/// ❌ `"e"` and `"é"`; `"ᾳ"` and `"ΑΙ"`
enum CaseInsensitiveMatch {
  static func matches(_ first: String, _ second: String) -> Bool {
    if first.utf8.allSatisfy({ $0 < 0x80 }) && second.utf8.allSatisfy({ $0 < 0x80 }) {
      return first.utf8.elementsEqual(second.utf8) { lowered($0) == lowered($1) }
    }
    let (left, right) = (units(first), units(second))
    return left.count == right.count
      && zip(left, right).allSatisfy { pair in
        pair.0 == pair.1 || Self.subscriptMatch(pair.0, pair.1)
          || Self.subscriptMatch(pair.1, pair.0)
      }
  }

  /// A written U+0345 (the Greek iota subscript) that matches both itself and iota.
  private static let eitherSubscript: UInt32 = 0x11_0345
  private static let iotaSubscript: UInt32 = 0x345
  private static let iota: UInt32 = 0x3B9

  /// Whether a written iota subscript matches the unit `other`.
  ///
  /// CoreFoundation folds lazily, a letter and the marks after it when the texts first
  /// differ there, folding the letter but not those marks. A written iota subscript is
  /// therefore iota when it comes first or after a letter folding leaves alone (`α\u{345}`
  /// matches `αι`), and itself after one folding changes (`Σ\u{345}` does not match `σι`,
  /// nor does `ᾳ`); where it could be either it matches both (`ᾳ` matches `α\u{345}`).
  private static func subscriptMatch(_ unit: UInt32, _ other: UInt32) -> Bool {
    unit == eitherSubscript && (other == iota || other == iotaSubscript)
  }

  private static func lowered(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
  }

  /// Each scalar decomposed, its first scalar case-folded and the marks of its
  /// decomposition kept as they are (CoreFoundation folds a letter but not the marks a
  /// precomposed letter brings), then marks in canonical order.
  private static func units(_ text: String) -> [UInt32] {
    var units: [UInt32] = []
    // Whether folding left the scalar before as it was (true at the start).
    var previousKept = true
    for scalar in text.unicodeScalars {
      if scalar.value < 0x80 {
        units.append(UInt32(lowered(UInt8(scalar.value))))
        previousKept = !(0x41...0x5A).contains(scalar.value)
      } else if scalar.value == iotaSubscript {
        units.append(previousKept ? eitherSubscript : iotaSubscript)
        previousKept = false
      } else {
        let parts = String(scalar).normalized(.nfd).unicodeScalars
        guard let base = parts.first else { continue }
        // CoreFoundation's comparison folds no scalar beyond the Basic Multilingual Plane.
        let folded =
          base.value > 0xFFFF
          ? [base] : Array(String(base).folded(.caseInsensitive).normalized(.nfd).unicodeScalars)
        units += folded.map(\.value) + parts.dropFirst().map(\.value)
        previousKept = parts.count == 1 && folded == [base]
      }
    }
    return canonicallyOrdered(units)
  }

  /// Runs of marks sorted by combining class, keeping the order of equal classes.
  private static func canonicallyOrdered(_ units: [UInt32]) -> [UInt32] {
    var units = units
    for index in units.indices.dropFirst() {
      var position = index
      let unit = units[index]
      let unitClass = combiningClass(unit)
      guard unitClass != 0 else { continue }
      while position > 0, combiningClass(units[position - 1]) > unitClass {
        units[position] = units[position - 1]
        position -= 1
      }
      units[position] = unit
    }
    return units
  }

  private static func combiningClass(_ unit: UInt32) -> UInt8 {
    let value = unit == eitherSubscript ? iotaSubscript : unit
    return Unicode.Scalar(value)?.properties.canonicalCombiningClass.rawValue ?? 0
  }
}
