import Glibc

/// Makes `LC_CTYPE` a UTF-8 locale for the length of a ``TerminalSession``.
///
/// libedit decodes keys and measures columns through the C locale; without a UTF-8 `LC_CTYPE`
/// it silently drops every non-ASCII key (docs/libedit.md §1), and neither Swift nor
/// Foundation calls `setlocale` for us. Falls back to `C.UTF-8` (built into glibc ≥ 2.35),
/// then `en_US.UTF-8`.
struct UTF8Locale {
  /// The `LC_CTYPE` in force before, put back by ``restore()``.
  private let previous: String?

  /// Switches `LC_CTYPE` to the user's locale, or a UTF-8 one when that is not UTF-8.
  init() {
    previous = setlocale(LC_CTYPE, nil).map { String(cString: $0) }
    _ = setlocale(LC_CTYPE, "")
    if Self.codeset != "UTF-8" {
      if setlocale(LC_CTYPE, "C.UTF-8") == nil {
        _ = setlocale(LC_CTYPE, "en_US.UTF-8")
      }
    }
  }

  /// Puts back the `LC_CTYPE` in force before.
  func restore() {
    if let previous { _ = setlocale(LC_CTYPE, previous) }
  }

  /// The codeset name of `LC_CTYPE`, `"UTF-8"` when the switch worked.
  static var codeset: String {
    guard let name = nl_langinfo(nl_item(CODESET)) else { return "" }
    return String(cString: name)
  }
}
