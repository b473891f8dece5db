import Testing

@testable import FormlineCore

/// Typed input for the text, boolean and colour kinds: what is accepted and how it is
/// stored, and the exact message for what is refused.
struct InputReaderTests {
  static let accepted: [(field: String, input: String, stored: AnswerValue)] = [
    // text: trimmed
    ("{key: t, type: text}", "hello", .string("hello")),
    ("{key: t, type: text}", "  padded  ", .string("padded")),
    ("{key: t, type: text}", "héllo wörld ✓", .string("héllo wörld ✓")),
    ("{key: t, type: default}", "x", .string("x")),
    ("{key: t, type: string}", "42", .string("42")),
    ("{key: t, type: text}", "no", .string("no")),
    // longtext and password keep spaces
    ("{key: t, type: longtext}", "  two  words ", .string("  two  words ")),
    ("{key: t, type: textView}", "line", .string("line")),
    ("{key: t, type: password}", " s3cret ", .string(" s3cret ")),
    // account: trimmed text
    ("{key: a, type: account}", " ada_l ", .string("ada_l")),
    // name: words capitalised
    ("{key: n, type: name}", "ada lovelace", .string("Ada Lovelace")),
    ("{key: n, type: name}", "  grace hopper ", .string("Grace Hopper")),
    ("{key: n, type: name}", "ÉMILE zola", .string("ÉMILE Zola")),
    ("{key: n, type: name}", "o'brien", .string("O'brien")),
    ("{key: n, type: name}", "x", .string("X")),
    // email
    ("{key: e, type: email}", "ada@example.com", .string("ada@example.com")),
    ("{key: e, type: email}", " ada@example.com ", .string("ada@example.com")),
    ("{key: e, type: email}", "a.b+tag@mail.example.org", .string("a.b+tag@mail.example.org")),
    ("{key: e, type: email}", "x@y.io", .string("x@y.io")),
    // url: https:// added when missing
    ("{key: u, type: url}", "https://example.com", .string("https://example.com")),
    ("{key: u, type: url}", "http://example.com/a?b=c", .string("http://example.com/a?b=c")),
    ("{key: u, type: url}", "example.com", .string("https://example.com")),
    ("{key: u, type: url}", "example.com/path", .string("https://example.com/path")),
    ("{key: u, type: url}", "www.example.org", .string("https://www.example.org")),
    ("{key: u, type: url}", "localhost", .string("https://localhost")),
    ("{key: u, type: url}", "localhost:8080", .string("https://localhost:8080")),
    ("{key: u, type: url}", "example.com:8443/x", .string("https://example.com:8443/x")),
    ("{key: u, type: url}", "ftp://files.example.com", .string("ftp://files.example.com")),
    ("{key: u, type: url}", "http://intranet", .string("http://intranet")),
    ("{key: u, type: url}", "mailto:ada@example.com", .string("mailto:ada@example.com")),
    ("{key: u, type: url}", "file:///etc/hosts", .string("file:///etc/hosts")),
    // phone
    ("{key: p, type: phone}", "+1 (555) 123-4567", .string("+1 (555) 123-4567")),
    ("{key: p, type: phone}", "555.123.4567", .string("555.123.4567")),
    ("{key: p, type: phone}", "112", .string("112")),
    ("{key: p, type: phone}", "+44 20 7946 0958", .string("+44 20 7946 0958")),
    // twitter: stored with @
    ("{key: t, type: twitter}", "@jack", .string("@jack")),
    ("{key: t, type: twitter}", "jack", .string("@jack")),
    ("{key: t, type: twitter}", "Jack_Dorsey_99", .string("@Jack_Dorsey_99")),
    ("{key: t, type: twitter}", "@abcdefghijklmno", .string("@abcdefghijklmno")),
    ("{key: t, type: twitter}", "_", .string("@_")),
    // boolean and option
    ("{key: b, type: boolean}", "y", .bool(true)),
    ("{key: b, type: boolean}", "Y", .bool(true)),
    ("{key: b, type: boolean}", "yes", .bool(true)),
    ("{key: b, type: boolean}", "YES", .bool(true)),
    ("{key: b, type: boolean}", "true", .bool(true)),
    ("{key: b, type: boolean}", "True", .bool(true)),
    ("{key: b, type: boolean}", "1", .bool(true)),
    ("{key: b, type: boolean}", "on", .bool(true)),
    ("{key: b, type: boolean}", " yes ", .bool(true)),
    ("{key: b, type: boolean}", "n", .bool(false)),
    ("{key: b, type: boolean}", "N", .bool(false)),
    ("{key: b, type: boolean}", "no", .bool(false)),
    ("{key: b, type: boolean}", "false", .bool(false)),
    ("{key: b, type: boolean}", "0", .bool(false)),
    ("{key: b, type: boolean}", "off", .bool(false)),
    ("{key: b, type: option}", "y", .bool(true)),
    ("{key: b, type: option}", "no", .bool(false)),
    ("{key: b, type: booleanCheck}", "1", .bool(true)),
    ("{key: b, type: booleanSwitch}", "false", .bool(false)),
    // color: #rrggbb
    ("{key: c, type: color}", "#fff", .string("#ffffff")),
    ("{key: c, type: color}", "#FFF", .string("#ffffff")),
    ("{key: c, type: color}", "#0a3", .string("#00aa33")),
    ("{key: c, type: color}", "#ff8800", .string("#ff8800")),
    ("{key: c, type: color}", "#FF8800", .string("#ff8800")),
    ("{key: c, type: color}", "ff8800", .string("#ff8800")),
    ("{key: c, type: color}", "red", .string("#ff0000")),
    ("{key: c, type: color}", "Red", .string("#ff0000")),
    ("{key: c, type: color}", "rebeccapurple", .string("#663399")),
    ("{key: c, type: color}", "Rebecca Purple", .string("#663399")),
    ("{key: c, type: color}", "grey", .string("#808080")),
    ("{key: c, type: color}", "navy", .string("#000080")),
    ("{key: c, type: color}", "rgb(255, 0, 128)", .string("#ff0080")),
    ("{key: c, type: color}", "rgb(0,0,0)", .string("#000000")),
    ("{key: c, type: color}", "RGB(16, 32, 48)", .string("#102030")),
    ("{key: c, type: color}", " #abc ", .string("#aabbcc")),
  ]

  @Test(arguments: accepted)
  func accepts(field yaml: String, input: String, stored: AnswerValue) throws {
    let field = try TestForms.field(yaml)
    #expect(TestForms.reader().read(input, for: field).value == stored)
  }

  static let rejected: [(field: String, input: String, message: String)] = [
    ("{key: e, type: email}", "ada", "'ada' is not an email address (name@example.com)"),
    (
      "{key: e, type: email}", "ada@example",
      "'ada@example' is not an email address (name@example.com)"
    ),
    (
      "{key: e, type: email}", "@example.com",
      "'@example.com' is not an email address (name@example.com)"
    ),
    (
      "{key: e, type: email}", "a@@example.com",
      "'a@@example.com' is not an email address (name@example.com)"
    ),
    (
      "{key: e, type: email}", "a b@example.com",
      "'a b@example.com' is not an email address (name@example.com)"
    ),
    ("{key: e, type: email}", "a@.com", "'a@.com' is not an email address (name@example.com)"),
    (
      "{key: e, type: email}", "a@example.",
      "'a@example.' is not an email address (name@example.com)"
    ),
    (
      "{key: e, type: email}", "a@exa mple.com",
      "'a@exa mple.com' is not an email address (name@example.com)"
    ),
    ("{key: u, type: url}", "not a url", "a URL cannot contain spaces"),
    ("{key: u, type: url}", "https://", "'https://' is not a URL (https://example.com)"),
    ("{key: u, type: url}", "http:///path", "'http:///path' is not a URL (https://example.com)"),
    ("{key: u, type: url}", "intranet", "'intranet' is not a URL (https://example.com)"),
    (
      "{key: u, type: url}", "javascript:alert(1)",
      "'javascript:alert(1)' is not a URL (https://example.com)"
    ),
    ("{key: p, type: phone}", "12", "'12' is not a phone number (digits, spaces, + - ( ) .)"),
    (
      "{key: p, type: phone}", "555-CALL-NOW",
      "'555-CALL-NOW' is not a phone number (digits, spaces, + - ( ) .)"
    ),
    ("{key: p, type: phone}", "1+234", "'1+234' is not a phone number (digits, spaces, + - ( ) .)"),
    (
      "{key: p, type: phone}", "123456789012345678901",
      "'123456789012345678901' is not a phone number (digits, spaces, + - ( ) .)"
    ),
    (
      "{key: p, type: phone}", "ext. 12",
      "'ext. 12' is not a phone number (digits, spaces, + - ( ) .)"
    ),
    ("{key: t, type: twitter}", "@", "'@' is not a handle (@name: letters, digits, _; up to 15)"),
    (
      "{key: t, type: twitter}", "@abcdefghijklmnop",
      "'@abcdefghijklmnop' is not a handle (@name: letters, digits, _; up to 15)"
    ),
    (
      "{key: t, type: twitter}", "@ja ck",
      "'@ja ck' is not a handle (@name: letters, digits, _; up to 15)"
    ),
    (
      "{key: t, type: twitter}", "@jäck",
      "'@jäck' is not a handle (@name: letters, digits, _; up to 15)"
    ),
    (
      "{key: t, type: twitter}", "@@jack",
      "'@@jack' is not a handle (@name: letters, digits, _; up to 15)"
    ),
    (
      "{key: t, type: twitter}", "jack.d",
      "'jack.d' is not a handle (@name: letters, digits, _; up to 15)"
    ),
    ("{key: b, type: boolean}", "maybe", "answer yes or no (y/n), not 'maybe'"),
    ("{key: b, type: boolean}", "2", "answer yes or no (y/n), not '2'"),
    ("{key: b, type: boolean}", "yess", "answer yes or no (y/n), not 'yess'"),
    ("{key: b, type: option}", "-1", "answer yes or no (y/n), not '-1'"),
    (
      "{key: c, type: color}", "#ggg",
      "'#ggg' is not a colour (#rgb, #rrggbb, a CSS name, or rgb(r, g, b))"
    ),
    (
      "{key: c, type: color}", "#ffff",
      "'#ffff' is not a colour (#rgb, #rrggbb, a CSS name, or rgb(r, g, b))"
    ),
    (
      "{key: c, type: color}", "#fffffff",
      "'#fffffff' is not a colour (#rgb, #rrggbb, a CSS name, or rgb(r, g, b))"
    ),
    (
      "{key: c, type: color}", "blurple",
      "'blurple' is not a colour (#rgb, #rrggbb, a CSS name, or rgb(r, g, b))"
    ),
    (
      "{key: c, type: color}", "rgb(256, 0, 0)",
      "'rgb(256, 0, 0)' is not a colour (#rgb, #rrggbb, a CSS name, or rgb(r, g, b))"
    ),
    (
      "{key: c, type: color}", "rgb(1, 2)",
      "'rgb(1, 2)' is not a colour (#rgb, #rrggbb, a CSS name, or rgb(r, g, b))"
    ),
    (
      "{key: c, type: color}", "rgb(-1, 2, 3)",
      "'rgb(-1, 2, 3)' is not a colour (#rgb, #rrggbb, a CSS name, or rgb(r, g, b))"
    ),
    (
      "{key: c, type: color}", "rgba(1, 2, 3, 0.5)",
      "'rgba(1, 2, 3, 0.5)' is not a colour (#rgb, #rrggbb, a CSS name, or rgb(r, g, b))"
    ),
    (
      "{key: c, type: color}", "rgb(1.5, 2, 3)",
      "'rgb(1.5, 2, 3)' is not a colour (#rgb, #rrggbb, a CSS name, or rgb(r, g, b))"
    ),
  ]

  @Test(arguments: rejected)
  func rejects(field yaml: String, input: String, message: String) throws {
    let field = try TestForms.field(yaml)
    #expect(TestForms.reader().read(input, for: field) == .invalid(message))
  }

  /// The echo tells the user how the text was read when it was changed.
  static let echoes: [(field: String, input: String, echo: String?)] = [
    ("{key: u, type: url}", "example.com", "https://example.com"),
    ("{key: u, type: url}", "https://example.com", nil),
    ("{key: c, type: color}", "red", "#ff0000"),
    ("{key: c, type: color}", "fff", "#ffffff"),
    ("{key: c, type: color}", "#fff", nil),
    ("{key: c, type: color}", "rgb(1,2,3)", "#010203"),
    ("{key: t, type: text}", "x", nil),
    ("{key: h, type: twitter}", "jack", "@jack"),
    ("{key: h, type: twitter}", "@jack", nil),
    (
      "{key: n, type: integer, cell: FXFormStepperCell, min: 1, max: 10}", "+20", "10 (the maximum)"
    ),
    ("{key: n, type: integer, cell: FXFormStepperCell, min: 1, max: 10}", "-20", "1 (the minimum)"),
    ("{key: n, type: integer, cell: FXFormStepperCell, min: 1, max: 10}", "+", "2"),
  ]

  @Test(arguments: echoes)
  func echoesHowItWasRead(field yaml: String, input: String, echo: String?) throws {
    let field = try TestForms.field(yaml)
    guard case .value(_, let actual) = TestForms.reader().read(input, for: field) else {
      Issue.record("'\(input)' was refused")
      return
    }
    #expect(actual == echo)
  }

  static let notAnsweredWithText = ["label", "info", "button", "page"]

  @Test(arguments: notAnsweredWithText)
  func virtualKindsRefuseText(kind: String) throws {
    let field = Field(key: "k", kind: try #require(FieldKind(rawValue: kind)), title: "K")
    #expect(
      TestForms.reader().read("x", for: field) == .invalid("this field is not answered with text"))
  }
}
