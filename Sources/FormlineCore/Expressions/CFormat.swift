import Glibc

/// printf's rendering of numbers, which Python's `%`-formatting, `round` and Jinja's
/// `filesizeformat` are defined by.
///
/// The C library's `vsnprintf` rather than Foundation's `String(format:)` (which calls it
/// too, but lives in the libraries that link ICU's data into the static binary). Always in
/// the C locale, set for the calling thread alone for the call, so a program that set
/// `LC_NUMERIC` still gets a decimal point.
enum CFormat {
  /// One double under a floating-point conversion (`e`, `E`, `f`, `F`, `g`, `G`) with
  /// `precision` digits and printf's flags (`#`, `+`, space, `-`, `0`; others are left out):
  /// `double(2.5, "f", precision: 1)` is `%.1f`'s "2.5".
  ///
  /// The format is built here from checked parts, never taken whole from a caller, so no
  /// conversion can read an argument that is not there.
  static func double(
    _ value: Double, _ conversion: Unicode.Scalar, precision: Int, flags: String = ""
  ) -> String {
    guard "eEfFgG".unicodeScalars.contains(conversion) else { return "\(value)" }
    let kept = flags.filter { "#+ -0".contains($0) }
    let format = "%\(kept).\(min(max(precision, 0), 400))\(Character(conversion))"
    let previous = cLocale.map { uselocale($0) }
    defer {
      if let previous { uselocale(previous) }
    }
    let length = withVaList([value]) { vsnprintf(nil, 0, format, $0) }
    guard length > 0 else { return "" }
    var buffer = [CChar](repeating: 0, count: Int(length) + 1)
    _ = buffer.withUnsafeMutableBufferPointer { storage in
      withVaList([value]) { vsnprintf(storage.baseAddress, storage.count, format, $0) }
    }
    return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// `value` in hexadecimal, zero-padded to `width` digits (`%0*x`, `%0*X`).
  static func hex(_ value: some BinaryInteger, width: Int, uppercase: Bool) -> String {
    let digits = String(value, radix: 16, uppercase: uppercase)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  // A locale object is immutable once made; created once for every call.
  private nonisolated(unsafe) static let cLocale: locale_t? = newlocale(1 << LC_NUMERIC, "C", nil)
}
