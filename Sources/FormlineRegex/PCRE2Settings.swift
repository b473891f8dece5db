import CPCRE2

/// The options a pattern is compiled with: which syntax rules PCRE2 applies, beside the
/// text of the pattern itself.
package struct PCRE2Settings: Equatable, Sendable {
  /// `PCRE2_*` compile options.
  var options: UInt32
  /// `PCRE2_EXTRA_*` options, set through the compile context.
  var extraOptions: UInt32 = 0
  /// `PCRE2_NEWLINE_*`: what `^` and `$` in multi-line mode, and `.`, take for a line end.
  var newline = UInt32(PCRE2_NEWLINE_LF)

  /// UTF-8 text, no `\C` (which could split a code point and leave an index that is not on
  /// a scalar boundary): the options every pattern gets.
  static let always = UInt32(PCRE2_UTF) | UInt32(PCRE2_NEVER_BACKSLASH_C)

  /// PCRE2's own syntax in UTF mode, with Unicode `\d`, `\w` and `\b` (`PCRE2_UCP`).
  package static let plain = PCRE2Settings(options: always | UInt32(PCRE2_UCP))

  /// For rewritten ECMA-262 patterns.
  ///
  /// No `PCRE2_UCP`: ECMA-262's `\b` is ASCII, and the
  /// rewrite spells out every other class. A `\uD800` that no pair completes may be
  /// written (ECMA-262 allows it) and matches nothing, as a Swift string holds no lone
  /// surrogate. `$` is the end of the text only, as in ECMA-262 without the `m` flag.
  static let ecmaScript = PCRE2Settings(
    options: always | UInt32(PCRE2_DOLLAR_ENDONLY),
    extraOptions: UInt32(PCRE2_EXTRA_ALLOW_SURROGATE_ESCAPES),
    newline: UInt32(PCRE2_NEWLINE_ANY))

  /// These settings with case-insensitive matching (PCRE2's Unicode simple case folding):
  /// ECMA-262's `i` flag, and a form's `MATCHES[c]` condition.
  var caseless: PCRE2Settings {
    var settings = self
    settings.options |= UInt32(PCRE2_CASELESS)
    return settings
  }

  /// These settings with every match starting at the start of the text and ending at its
  /// end: a form's `pattern`, which the whole value must match.
  ///
  /// Options rather than `\A(?:…)\z` around the pattern: PCRE2 still tries the other ways
  /// to match when one ends early (`a|ab` matches all of "ab"), and no `)` is added for a
  /// `(?x)` comment at the pattern's end to swallow.
  var wholeText: PCRE2Settings {
    var settings = self
    settings.options |= UInt32(PCRE2_ANCHORED) | UInt32(PCRE2_ENDANCHORED)
    return settings
  }

  /// For rewritten Python patterns with `flags`: `\n` is the only line end, as in
  /// Python, and in multi-line mode `^` also matches after a final newline (Python's
  /// `re.findall('^', 'a\n', re.M)` finds two).
  static func python(_ flags: PythonRegexFlags) -> PCRE2Settings {
    var options = always | UInt32(PCRE2_ALT_CIRCUMFLEX)
    if !flags.contains(.ascii) { options |= UInt32(PCRE2_UCP) }
    if flags.contains(.ignoreCase) { options |= UInt32(PCRE2_CASELESS) }
    if flags.contains(.multiline) { options |= UInt32(PCRE2_MULTILINE) }
    if flags.contains(.dotAll) { options |= UInt32(PCRE2_DOTALL) }
    if flags.contains(.verbose) { options |= UInt32(PCRE2_EXTENDED) }
    return PCRE2Settings(
      options: options, extraOptions: UInt32(PCRE2_EXTRA_ALLOW_SURROGATE_ESCAPES))
  }
}
