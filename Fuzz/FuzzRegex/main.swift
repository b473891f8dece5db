import FormlineRegex
import FuzzSupport
import Glibc

// Any pattern, read as ECMA-262 (a schema's `pattern`) or as Python's `re` (the Jinja
// filters) under any flags, compiled by PCRE2 and run on any text, with any `re.sub`
// replacement: a result, a refusal or `.tooCostly`, never a crash or a hang.
//
// Input: one byte of mode (its bits: Python instead of ECMA-262, then Python's five flags),
// then the pattern, the text and the replacement separated by NUL bytes.
@_cdecl("LLVMFuzzerTestOneInput")
package func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let bytes = FuzzInput.bytes(data, count)
  guard let mode = bytes.first else { return 0 }
  let parts = bytes.dropFirst().split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false)
    .map { String(decoding: $0, as: UTF8.self) }
  let pattern = parts[0]
  let text = parts.count > 1 ? parts[1] : ""
  let replacement = parts.count > 2 ? parts[2] : "\\g<0>"
  let regex: CompiledRegex
  do {
    if mode & 1 == 0 {
      regex = try CompiledRegex(ecmaScript: pattern)
    } else {
      regex = try CompiledRegex(
        python: pattern, flags: PythonRegexFlags(rawValue: Int(mode >> 1) & 0x1F))
    }
  } catch {
    return 0
  }
  _ = regex.matches(text)
  if case .finished(let matches) = regex.allMatches(in: text) {
    for match in matches.prefix(8) { _ = match }
  }
  if let substitution = try? PythonReplacement(replacement, for: regex) {
    _ = substitution.substitute(in: text, using: regex)
  }
  return 0
}

exit(runFuzzer(testOneInput))
