import Testing

@testable import FormlineRegex

/// `re.sub`'s replacement templates, held to Python (the fixture's substitutions).
@Suite struct PythonReplacementTests {
  @Test func substitutesAsPythonsReSub() throws {
    let expectations = try PythonExpectations.load()
    for substitution in expectations.substitutions {
      let regex = try CompiledRegex(
        python: substitution.pattern, flags: PythonRegexSyntaxTests.flags(substitution.flags))
      if let message = substitution.error {
        #expect(throws: RegexCompileError.self, "\(substitution.replacement): \(message)") {
          try PythonReplacement(substitution.replacement, for: regex)
        }
        continue
      }
      let replacement = try PythonReplacement(substitution.replacement, for: regex)
      #expect(
        replacement.substitute(in: substitution.text, using: regex)
          == .finished(substitution.result ?? ""),
        "\(substitution.pattern) → \(substitution.replacement) on \(substitution.text)")
    }
  }

  @Test func anInvalidGroupReferenceIsAnErrorNotText() throws {
    let regex = try CompiledRegex(python: "(a)")
    #expect(throws: RegexCompileError("invalid group reference 2 at position 1", offset: 1)) {
      try PythonReplacement("\\2", for: regex)
    }
    #expect(throws: RegexCompileError("unknown group name 'x'", offset: 3)) {
      try PythonReplacement("\\g<x>", for: regex)
    }
  }

  @Test func namedGroupsUsePCRE2sNumbers() throws {
    let regex = try CompiledRegex(python: "(a)(?P<second>b)")
    let replacement = try PythonReplacement("\\g<second>\\1", for: regex)
    #expect(replacement.substitute(in: "xab", using: regex) == .finished("xba"))
  }

  @Test func aRunawaySubstitutionIsTooCostly() throws {
    let regex = try CompiledRegex(python: "^(x+x+)+$")
    let replacement = try PythonReplacement("-", for: regex)
    #expect(
      replacement.substitute(in: String(repeating: "x", count: 30) + "y", using: regex)
        == .tooCostly)
  }
}
