/// A pattern that cannot be compiled, with the reason and where in the pattern it was
/// found.
///
/// The offset counts Unicode scalars into the pattern as it was written (ECMA-262 or
/// Python syntax), not into the PCRE2 text it was rewritten to, so a caret can be placed
/// under the source.
package struct RegexCompileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// PCRE2's message, or the rewriter's when it refused the pattern itself.
  package let message: String
  /// Unicode scalars from the start of the pattern as written.
  package let offset: Int

  package init(_ message: String, offset: Int) {
    self.message = message
    self.offset = offset
  }

  package var description: String { "\(message) at offset \(offset)" }
}
