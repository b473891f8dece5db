import Glibc

/// Makes `LC_CTYPE` a UTF-8 locale and returns the resulting codeset.
///
/// libedit decodes keys and measures columns through the C locale; without a UTF-8 `LC_CTYPE`
/// it silently drops every non-ASCII key (notes §4.1), and neither Swift nor Foundation calls
/// `setlocale` for us. Falls back to `C.UTF-8` (built into glibc ≥ 2.35), then `en_US.UTF-8`.
///
/// - Returns: The codeset name, `"UTF-8"` on success.
@discardableResult
public func ensureUTF8Locale() -> String {
  _ = setlocale(LC_CTYPE, "")
  if currentCodeset() != "UTF-8" {
    if setlocale(LC_CTYPE, "C.UTF-8") == nil {
      _ = setlocale(LC_CTYPE, "en_US.UTF-8")
    }
  }
  return currentCodeset()
}

private func currentCodeset() -> String {
  guard let name = nl_langinfo(nl_item(CODESET)) else { return "" }
  return String(cString: name)
}
