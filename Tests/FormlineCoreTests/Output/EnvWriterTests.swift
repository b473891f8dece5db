import Foundation
import OrderedCollections
import Testing

@testable import FormlineCore

struct EnvWriterTests {
  @Test func writesTheSampleResultWithAPrefix() throws {
    let expected = """
      APP_NAME='Ada Lovelace'
      APP_AGE=36
      APP_RATIO=0.5
      APP_SCORE=3
      APP_ACTIVE=true
      APP_NICK=
      APP_ANSWER=yes
      APP_ZIP=0123
      APP_MOTTO=' spaced: # out '
      APP_BIO='line one
      line two
      '
      APP_CITY='Zürich 🚀'
      APP_USER_URL='https://example.com/a?b=c&d=e'
      APP_ADDRESS_STREET='1 Main St'
      APP_ADDRESS_CITY=Paris
      APP_ADDRESS_COUNTRY=
      APP_CONTACTS_0_NAME=Bob
      APP_CONTACTS_0_EMAIL=bob@example.com
      APP_CONTACTS_1_NAME='O'\\''Hara'
      APP_CONTACTS_1_EMAIL=
      APP_TAGS_0=a
      APP_TAGS_1='b c'

      """
    #expect(try EnvWriter.render(SampleResult.value, prefix: "APP_") == expected)
  }

  @Test(arguments: [
    ("address.city", "ADDRESS_CITY"), ("userURL", "USER_URL"), ("HTTPServer", "HTTP_SERVER"),
    ("ipv6Address", "IPV6_ADDRESS"), ("first-name", "FIRST_NAME"), ("tags[2]", "TAGS_2"),
    ("contacts[0].email", "CONTACTS_0_EMAIL"), ("already_snake", "ALREADY_SNAKE"),
    ("2fa", "_2FA"), ("café", "CAF_"), ("isOK", "IS_OK"), ("a.b.c", "A_B_C"),
  ])
  func namesVariablesInUpperSnakeCase(path: String, expected: String) throws {
    let fieldPath = try #require(FieldPath(parsing: path))
    #expect(EnvWriter.variableName(for: fieldPath) == expected)
  }

  @Test(arguments: [
    ("plain-text_1.2/a:b@c%d+e,f", "plain-text_1.2/a:b@c%d+e,f"), ("", ""),
    ("two words", "'two words'"), ("it's", #"'it'\''s'"#), ("$HOME", "'$HOME'"),
    ("a=b", "'a=b'"), ("#x", "'#x'"), ("~", "'~'"),
  ])
  func quotesOnlyWhenNeeded(text: String, expected: String) {
    #expect(EnvWriter.quoted(text) == expected)
  }

  static let trickyValues: [String] = [
    "it's", "say \"hi\"", "$HOME", "${PATH}", "`date`", "$(id)", "back\\slash", "a b  c",
    " leading", "trailing ", "multi\nline", "trailing newline\n", "\n", "tab\there",
    "semi;colon", "pipe|amp&", "glob*?[a]", "~user", "#comment", "''", "'\\''", "Zürich 🚀",
    "!bang", "a=b", "", "-n", "--", "%s %d",
  ]

  @Test(arguments: trickyValues)
  func valuesSurviveSourcingByPOSIXShell(text: String) throws {
    let env = try EnvWriter.render(.object(["value": .string(text), "after": .string("ok")]))
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("formline-env-\(UUID().uuidString).env")
    try env.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let sourced = try sourceAndPrint(file: file, names: ["VALUE", "AFTER"])
    #expect(sourced == [text, "ok"], "env file was:\n\(env)")
  }

  @Test func writesBooleansNumbersAndNulls() throws {
    let value = AnswerValue.object([
      "on": .bool(true), "off": .bool(false), "n": .integer(-3), "x": .number(2.5),
      "whole": .number(4), "none": .null, "list": .array([]), "group": .object([:]),
    ])
    let expected = "ON=true\nOFF=false\nN=-3\nX=2.5\nWHOLE=4\nNONE=\n"
    #expect(try EnvWriter.render(value) == expected)
  }

  @Test func twoPathsWithTheSameNameAreAnError() throws {
    let value = AnswerValue.object(["a_b": .integer(1), "a": .object(["b": .integer(2)])])
    let error = try #require(throws: OutputError.self) { try EnvWriter.render(value) }
    #expect(error.path?.description == "a.b")
    #expect(error.message == "both 'a_b' and 'a.b' would be written as A_B")
  }

  @Test(arguments: ["APP-", "A B", "É_"])
  func aPrefixMustBeANamePart(prefix: String) throws {
    #expect(throws: OutputError.self) { try EnvWriter.render(.object([:]), prefix: prefix) }
  }

  @Test func aScalarAtTheRootIsAnError() throws {
    #expect(throws: OutputError.self) { try EnvWriter.render(.string("x")) }
  }

  /// Sources the file in `/bin/sh` and prints each variable NUL-terminated.
  private func sourceAndPrint(file: URL, names: [String]) throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    let printing = names.map { #"printf '%s\0' "$\#($0)""# }.joined(separator: "; ")
    process.arguments = ["-c", #". "$1"; "# + printing, "sh", file.path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let text = String(decoding: data, as: UTF8.self)
    return text.split(separator: "\0", omittingEmptySubsequences: false).dropLast().map(String.init)
  }
}
