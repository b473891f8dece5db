import CPCRE2

/// A pattern compiled by PCRE2 once, then run on any number of texts under a step budget.
///
/// A class that owns the compiled code and frees it when the last reference goes. It may
/// be shared between threads: PCRE2 only reads compiled code while matching, and every
/// search allocates its own match data.
///
/// ✅ `try CompiledRegex(ecmaScript: "^\\d{3}$").firstMatch(in: "123")` is
/// `.finished(match)` covering "123".
/// ❌ `try CompiledRegex(ecmaScript: "a(")` throws "missing closing parenthesis at offset 2".
package final class CompiledRegex: @unchecked Sendable {
  // @unchecked: `code` is set once, by init, and never written after; PCRE2 documents
  // compiled code as shareable between threads when each match has its own match data,
  // which `PCRE2Calls.withMatchState` gives every search.
  private let code: OpaquePointer
  /// The pattern as PCRE2 compiled it.
  package let translated: TranslatedPattern
  /// How many capture groups the pattern has.
  package let captureGroupCount: Int
  /// The named groups and their numbers.
  package let groupNumbers: [String: Int]

  /// Compiles a pattern already rewritten into PCRE2 syntax.
  /// - Parameter translated: The PCRE2 text, its settings and the map to its source.
  /// - Throws: `RegexCompileError` with PCRE2's message and the offset in the source.
  package init(_ translated: TranslatedPattern) throws(RegexCompileError) {
    switch PCRE2Calls.compile(translated.pcre2, settings: translated.settings) {
    case .code(let code):
      self.code = code
    case .failed(let errorCode, let byteOffset):
      throw RegexCompileError(
        PCRE2Calls.message(for: errorCode),
        offset: translated.sourceOffset(ofByte: byteOffset))
    }
    self.translated = translated
    captureGroupCount = PCRE2Calls.captureCount(code)
    groupNumbers = PCRE2Calls.groupNumbers(code)
  }

  /// Compiles a JSON Schema `pattern`: ECMA-262 syntax, as with the `u` flag.
  /// - Throws: `RegexCompileError` for a pattern ECMA-262 or PCRE2 refuses.
  package convenience init(ecmaScript source: String) throws(RegexCompileError) {
    try self.init(ECMAScriptSyntax.translate(source))
  }

  /// Compiles an ECMA-262 pattern to match case-insensitively, or only the whole text, or
  /// both: a form's `pattern` validator and its `MATCHES` conditions.
  /// - Parameters:
  ///   - source: The pattern as written.
  ///   - ignoreCase: Whether letters match in either case (ECMA-262's `i` flag).
  ///   - wholeText: Whether a match must start at the start of the text and end at its end.
  /// - Throws: `RegexCompileError` for a pattern ECMA-262 or PCRE2 refuses.
  package convenience init(ecmaScript source: String, ignoreCase: Bool, wholeText: Bool)
    throws(RegexCompileError)
  {
    let translated = try ECMAScriptSyntax.translate(source)
    var settings = translated.settings
    if ignoreCase { settings = settings.caseless }
    if wholeText { settings = settings.wholeText }
    try self.init(translated.with(settings))
  }

  /// Compiles a pattern in Python's `re` syntax with `flags`.
  /// - Throws: `RegexCompileError` for a pattern Python or PCRE2 refuses.
  package convenience init(python pattern: String, flags: PythonRegexFlags = [])
    throws(RegexCompileError)
  {
    try self.init(PythonRegexSyntax.translate(pattern, flags: flags))
  }

  deinit {
    PCRE2Calls.free(code)
  }

  /// The first match in `text`, if any.
  /// - Returns: `.finished(nil)` when nothing matches, `.tooCostly` when the search ran
  ///   over its budget. Never traps, whatever the pattern and the text.
  package func firstMatch(in text: String) -> BudgetedResult<RegexMatch?> {
    let search = PCRE2Calls.withBytes(of: text) { bytes, count in
      PCRE2Calls.withMatchState(for: code, byteCount: count) { matchData, context in
        PCRE2Calls.search(
          code, subject: bytes, count: count, from: 0, notEmptyAtStart: false,
          matchData: matchData, context: context)
      }
    }
    switch search {
    case .match(let groups):
      return .finished(RegexMatch(utf8Ranges: groups, in: text, groupNumbers: groupNumbers))
    case .noMatch: return .finished(nil)
    case .stopped, nil: return .tooCostly
    }
  }

  /// Whether the pattern matches somewhere in `text` (JSON Schema's `pattern`: unanchored).
  package func matches(_ text: String) -> BudgetedResult<Bool> {
    switch firstMatch(in: text) {
    case .finished(let match): .finished(match != nil)
    case .tooCostly: .tooCostly
    }
  }

  /// Successive non-overlapping matches, found as Python's `re.finditer` finds them.
  ///
  /// Each search starts where the last match ended. An empty match may follow a
  /// non-empty one at the same place (Python 3.7 and later: `x*` on "ab" finds an empty
  /// match before and after each letter); after an empty match the next search refuses an
  /// empty match at the same place, so it finds a non-empty match there or moves on by
  /// one code point.
  ///
  /// Each search has the budget of `MatchBudget` for the whole text; there is one search
  /// per match plus one.
  /// - Returns: The matches in order, or `.tooCostly` when any search ran over.
  package func allMatches(in text: String) -> BudgetedResult<[RegexMatch]> {
    let searches = PCRE2Calls.withBytes(of: text) { bytes, count in
      PCRE2Calls.withMatchState(for: code, byteCount: count) { matchData, context in
        var found: [[Range<Int>?]] = []
        var start = 0
        var afterEmptyMatch = false
        while start <= count {
          let search = PCRE2Calls.search(
            code, subject: bytes, count: count, from: start, notEmptyAtStart: afterEmptyMatch,
            matchData: matchData, context: context)
          switch search {
          case .noMatch: return BudgetedResult.finished(found)
          case .stopped: return .tooCostly
          case .match(let groups):
            guard let whole = groups.first.flatMap({ $0 }),
              whole.upperBound > start || (whole.isEmpty && !afterEmptyMatch)
            else {
              // No progress (only possible with `\K` in a raw PCRE2 pattern): stop
              // rather than loop.
              return .finished(found)
            }
            found.append(groups)
            afterEmptyMatch = whole.isEmpty
            start = whole.upperBound
          }
        }
        return .finished(found)
      }
    }
    switch searches {
    case .finished(let found):
      return .finished(
        found.map { RegexMatch(utf8Ranges: $0, in: text, groupNumbers: groupNumbers) })
    case .tooCostly, nil: return .tooCostly
    }
  }
}
