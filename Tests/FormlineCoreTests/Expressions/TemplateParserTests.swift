import Testing

@testable import FormlineCore

struct TemplateParserTests {
  /// Text outside the subset, the message, and the 0-based offset (in scalars) it points at.
  static let unsupported: [(String, String, Int)] = [
    ("{% for x in items %}{{ x }}{% endfor %}", "'{% for %}' is not supported", 3),
    ("{% set x = 1 %}", "'{% set %}' is not supported", 3),
    ("{% raw %}x{% endraw %}", "'{% raw %}' is not supported", 3),
    ("{% frobnicate %}", "statement 'frobnicate' is not supported", 3),
    ("{{ uuid4() }}", "function 'uuid4()' is not supported", 3),
    ("{{ random_ascii_string(8) }}", "function 'random_ascii_string()' is not supported", 3),
    ("{{ name | jsonify }}", "filter 'jsonify' is not supported", 10),
    ("{{ name|wordwrap(3) }}", "filter 'wordwrap' is not supported", 8),
    ("{{ name.format(1) }}", "method '.format()' is not supported", 8),
    ("{{ x is divisibleby(3) }}", "test ''divisibleby'' is not supported", 8),
    ("{{ name", "missing '}}' to close the tag", 7),
    ("{% if x %}a", "missing '{% endif %}'", 11),
    ("{% endif %}", "'{% endif %}' without '{% if %}'", 3),
    ("{% else %}", "'{% else %}' without '{% if %}'", 3),
    ("{{ 'abc }}", "unterminated string", 3),
    ("{{ a ? b }}", "unexpected character '?'", 5),
    ("{{ }}", "expected a value, found the end of the tag", 3),
    ("{{ a[1:2:3] }}", "a slice step is not supported", 8),
    ("{{ a b }}", "expected the end of the tag, found 'b'", 5),
    ("{# never closed", "unclosed comment", 0),
    ("{{ (a }}", "expected ')', found the end of the tag", 6),
  ]

  @Test(arguments: unsupported)
  func rejectsWithPlace(text: String, message: String, offset: Int) {
    #expect(throws: ExpressionError(message: message, offset: offset)) {
      try Template.parse(text)
    }
  }

  @Test func plainTextIsKeptExactly() throws {
    let template = try Template.parse("no { tags } here")
    #expect(template.isPlainText)
    #expect(template.variables.isEmpty)
  }
}
