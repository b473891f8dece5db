import Testing

@testable import FormlineCore

struct TemplateParserTests {
  /// Text outside the subset, the message, and the 0-based offset (in scalars) it points at.
  static let unsupported: [(String, String, Int)] = [
    ("{% macro m() %}x{% endmacro %}", "'{% macro %}' is not supported", 3),
    ("{% include 'other.txt' %}", "'{% include %}' is not supported", 3),
    ("{% for x in items recursive %}{% endfor %}", "a recursive loop is not supported", 18),
    ("{% set ns.x = 1 %}", "assigning to an attribute (a namespace) is not supported", 9),
    ("{% for x in items %}", "missing '{% endfor %}'", 20),
    ("{% endfor %}", "'{% endfor %}' without '{% for %}'", 3),
    ("{% raw %}x", "missing '{% endraw %}'", 0),
    ("{% set loop = 1 %}", "cannot assign to 'loop'", 7),
    ("{% frobnicate %}", "statement 'frobnicate' is not supported", 3),
    ("{{ lipsum() }}", "function 'lipsum()' is not supported (it writes random Latin text)", 3),
    ("{{ frob(8) }}", "function 'frob()' is not supported", 3),
    ("{{ name | realpath }}", "filter 'realpath' is not supported (it reads the file system)", 10),
    ("{{ name|frob(3) }}", "filter 'frob' is not supported", 8),
    ("{{ name.encode(1) }}", "method '.encode()' is not supported", 8),
    ("{{ x is frob(3) }}", "test ''frob'' is not supported", 8),
    ("{{ name", "missing '}}' to close the tag", 7),
    ("{% if x %}a", "missing '{% endif %}'", 11),
    ("{% endif %}", "'{% endif %}' without '{% if %}'", 3),
    ("{% else %}", "'{% else %}' without '{% if %}'", 3),
    ("{{ 'abc }}", "unterminated string", 3),
    ("{{ a ? b }}", "unexpected character '?'", 5),
    ("{{ }}", "expected a value, found the end of the tag", 3),
    ("{{ a b }}", "expected the end of the tag, found 'b'", 5),
    ("{# never closed", "unclosed comment", 0),
    ("{{ (a }}", "unexpected '}', expected ')'", 6),
    ("{{ a) }}", "unexpected ')'", 4),
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
