import FormlineTestSupport
import Foundation
import Testing

/// `formline fill` driven through pipes, as in scripts and CI (formline(1) NON-INTERACTIVE USE).
struct FillPipedEndToEndTests {
  static let examples = Fixture.packageRoot.appendingPathComponent("Examples").path

  @Test func signUpFromPipedLinesPrintsExactlyTheJSON() throws {
    let lines = [
      "me@example.org", "secret123", "secret123", "ada lovelace", "36", "2", "1990-12-10",
      "fr", "", "1,3", "n", "Hello", "y",
    ]
    let run = try FormlineBinary.run(
      ["\(Self.examples)/signup.json"], input: lines.joined(separator: "\n") + "\n")
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(
      run.stdout == """
        {
          "email": "me@example.org",
          "password": "secret123",
          "repeatPassword": "secret123",
          "name": "Ada Lovelace",
          "age": 36,
          "gender": "Male",
          "dateOfBirth": "1990-12-10",
          "country": "fr",
          "language": "en",
          "interests": [
            "Music",
            "Travel"
          ],
          "subscribeToNewsletter": false,
          "about": "Hello",
          "agreedToTerms": true
        }

        """)
    #expect(!run.stderr.contains("Email"), "no prompts in piped mode")
  }

  @Test func defaultsWithSetWritesTheOutputFileAtomically() throws {
    let directory = try TemporaryDirectory()
    let output = directory.file("config.json")
    let run = try FormlineBinary.run([
      "\(Self.examples)/server.yaml", "-y", "--set", "port=8080", "--set", "hostname=web1",
      "--set", "adminEmail=ops@example.org", "--set", "database.password=pw", "-o", output,
    ])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout.isEmpty)
    let written = try String(contentsOfFile: output, encoding: .utf8)
    #expect(written.contains("\"hostname\": \"web1\""))
    #expect(written.contains("\"port\": 8080"))
    #expect(written.contains("\"backupRetention\": 604800"))
    #expect(!written.contains("certificate"), "hidden fields are left out")
    // The form has a password, so the file is private.
    let mode = try FileManager.default.attributesOfItem(atPath: output)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(leftovers == ["config.json"], "no temp files left behind")
  }

  @Test func missingRequiredAnswersAreAllListedAndNothingIsWritten() throws {
    let form = try formFile(
      """
      - key: hostname
        required: true
      - key: port
        type: integer
        default: 80
      - key: database
        fields:
          - key: password
            required: true
      """)
    let output = form.directory.file("out.json")
    let run = try FormlineBinary.run([form.path, "-y", "-o", output])
    #expect(run.status == 65)
    #expect(run.stderr.contains("error: hostname: required"))
    #expect(run.stderr.contains("error: database.password: required"))
    #expect(!run.stderr.contains("port"))
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test func theServerExampleFillsFromDefaultsAndOneSet() throws {
    let directory = try TemporaryDirectory()
    let output = directory.file("config.json")
    let run = try FormlineBinary.run([
      "\(Self.examples)/server.yaml", "-y", "--set", "port=8080", "-o", output,
    ])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let written = try String(contentsOfFile: output, encoding: .utf8)
    #expect(written.contains("\"port\": 8080"))
    #expect(written.contains("\"hostname\": \"localhost\""))
  }

  @Test func invalidPipedAnswerNamesTheFieldAndTheLine() throws {
    let form = try formFile(
      """
      - key: name
      - key: age
        type: integer
      """)
    let run = try FormlineBinary.run([form.path], input: "Ann\nforty\n")
    #expect(run.status == 65)
    #expect(run.stderr.contains("<stdin>:2: error: age: 'forty' is not a whole number"))
    #expect(run.stdout.isEmpty)
  }

  @Test func precedenceIsSetThenLaterAnswersFilesThenEnvironment() throws {
    let form = try formFile(
      """
      - a
      - b
      - c
      - d
      - key: e
        default: fromDefault
      """)
    try "a: first\nb: first\nc: first\n".write(
      toFile: form.directory.file("one.yaml"), atomically: true, encoding: .utf8)
    try "{\"b\": \"second\"}".write(
      toFile: form.directory.file("two.json"), atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run(
      [
        form.path, "-y", "-a", form.directory.file("one.yaml"), "-a",
        form.directory.file("two.json"), "--set", "a=set", "--env-prefix", "APP",
      ],
      environment: ["APP_A": "env", "APP_C": "env", "APP_D": "env"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(
      run.stdout
        == "{\n  \"a\": \"set\",\n  \"b\": \"second\",\n  \"c\": \"first\",\n  \"d\": \"env\",\n  \"e\": \"fromDefault\"\n}\n"
    )
  }

  /// An environment value that starts with a combining mark makes `=` and the mark one
  /// grapheme cluster; the variable was once skipped as having no `=` at all.
  @Test func environmentValueStartingWithACombiningMarkIsRead() throws {
    let form = try formFile("fields:\n  - key: name\n")
    let run = try FormlineBinary.run(
      [form.path, "-y", "--env-prefix", "APP"], environment: ["APP_NAME": "\u{301}x"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout == "{\n  \"name\": \"\u{301}x\"\n}\n")
  }

  @Test func setValueStartingWithACombiningMarkIsKept() throws {
    let form = try formFile("fields:\n  - key: name\n")
    let run = try FormlineBinary.run([form.path, "-y", "--set", "name=\u{301}x"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout == "{\n  \"name\": \"\u{301}x\"\n}\n")
  }

  @Test func invalidAnswersFileValueNamesFileLineAndColumn() throws {
    let form = try formFile(
      """
      - key: port
        type: integer
      - key: email
        type: email
      """)
    try "port: 80\nemail: not-an-email\n".write(
      toFile: form.directory.file("answers.yaml"), atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run(
      [form.path, "-y", "-a", form.directory.file("answers.yaml")])
    #expect(run.status == 65)
    #expect(
      run.stderr.contains("answers.yaml:2:8: error: email: 'not-an-email' is not an email address"))
  }

  @Test(arguments: [["-y"], []])
  func brokenFormNamesLineAndColumn(options: [String]) throws {
    let form = try formFile(
      """
      fields:
        - key: name
          type: strng
      """)
    let run = try FormlineBinary.run([form.path] + options)
    #expect(run.status == 65)
    #expect(run.stderr.contains("form.yaml:3:11: error: name: unknown type 'strng'"))
    #expect(run.stderr.contains("did you mean 'string'?"))
    #expect(run.stdout.isEmpty)
  }

  // A lone path starts without the argument parser (StartupShortcut); both ways fail alike.
  @Test(arguments: [["/nonexistent/form.yaml", "-y"], ["/nonexistent/form.yaml"]])
  func missingFormExits66(arguments: [String]) throws {
    let run = try FormlineBinary.run(arguments)
    #expect(run.status == 66)
    #expect(run.stderr == "/nonexistent/form.yaml: error: no such file\n")
    #expect(run.stdout.isEmpty)
  }

  @Test func collectionsReadItemsUntilAnEmptyLine() throws {
    let run = try FormlineBinary.run(
      ["\(Self.examples)/contacts.yaml"],
      input: "Me\nAnn\nann@example.org\n\nfriend\nwork\n\nBob\n\n555 1234\n\n\n")
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(
      run.stdout == """
        {
          "owner": "Me",
          "contacts": [
            {
              "name": "Ann",
              "email": "ann@example.org",
              "phone": null,
              "tags": [
                "friend",
                "work"
              ]
            },
            {
              "name": "Bob",
              "email": null,
              "phone": "555 1234",
              "tags": []
            }
          ]
        }

        """)
  }

  @Test func conditionsDecideWhatIsAskedAndWhatIsKept() throws {
    let noPets = try FormlineBinary.run(["\(Self.examples)/pets.yaml"], input: "Ann\nn\n")
    #expect(noPets.status == 0, "stderr: \(noPets.stderr)")
    #expect(noPets.stdout == "{\n  \"name\": \"Ann\",\n  \"hasPets\": false\n}\n")
    let pets = try FormlineBinary.run(
      ["\(Self.examples)/pets.yaml"], input: "Ann\ny\n2\ndog\nVet Co\n555 1234\n")
    #expect(pets.status == 0, "stderr: \(pets.stderr)")
    #expect(pets.stdout.contains("\"species\": [\n    \"dog\"\n  ]"))
    #expect(!pets.stdout.contains("otherSpecies"))
    #expect(pets.stdout.contains("\"clinic\": \"Vet Co\""))
  }

  @Test(arguments: [
    ("yaml", "name: Ann\nage: 36\n"),
    ("toml", "name = \"Ann\"\nage = 36\n"),
    ("env", "NAME=Ann\nAGE=36\n"),
  ])
  func writesOtherFormats(format: String, expected: String) throws {
    let form = try formFile("- name\n- key: age\n  type: integer\n")
    let run = try FormlineBinary.run([form.path, "-f", format], input: "Ann\n36\n")
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout == expected)
  }

  @Test func rendersAMustacheTemplate() throws {
    let form = try formFile("- name\n- key: port\n  type: integer\n")
    let template = form.directory.file("nginx.conf.mustache")
    try "server {\n  server_name {{name}};\n  listen {{port}};\n}\n".write(
      toFile: template, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run(
      [form.path, "--template", template], input: "a&b.example\n443\n")
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout == "server {\n  server_name a&b.example;\n  listen 443;\n}\n")
  }

  @Test func endOfInputMidFormUsesDefaultsAndReportsRequiredFields() throws {
    let form = try formFile(
      """
      - name
      - key: city
        required: true
      - key: zip
        default: "00000"
      """)
    let run = try FormlineBinary.run([form.path], input: "Ann\n")
    #expect(run.status == 65)
    #expect(run.stderr.contains("error: city: no answer: standard input ended after line 1"))
    #expect(run.stdout.isEmpty)
  }

  @Test func answersFromStandardInputWithDash() throws {
    let form = try formFile("- name\n- key: age\n  type: integer\n")
    let run = try FormlineBinary.run(
      [form.path, "-a", "-"], input: "{\"name\": \"Zoë 東京\", \"age\": 3}")
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout == "{\n  \"name\": \"Zoë 東京\",\n  \"age\": 3\n}\n")
  }

  @Test func resultFedBackAsAnswersGivesTheSameResult() throws {
    let first = try FormlineBinary.run(
      ["\(Self.examples)/contacts.yaml"], input: "Me\nAnn\nann@example.org\n\nfriend\n\n\n")
    #expect(first.status == 0, "stderr: \(first.stderr)")
    let form = try formFile("x")
    let answers = form.directory.file("answers.json")
    try first.stdout.write(toFile: answers, atomically: true, encoding: .utf8)
    let second = try FormlineBinary.run(["\(Self.examples)/contacts.yaml", "-y", "-a", answers])
    #expect(second.status == 0, "stderr: \(second.stderr)")
    #expect(second.stdout == first.stdout)
  }

  @Test func anUnwritableOutputFailsBeforeAnythingIsAsked() throws {
    let run = try FormlineBinary.run(
      ["\(Self.examples)/pets.yaml", "-o", "/nonexistent/dir/out.json"], input: "Ann\n")
    #expect(run.status == 73)
    #expect(run.stderr == "/nonexistent/dir/out.json: error: no such directory: /nonexistent/dir\n")
  }

  /// A form file in a fresh directory.
  private func formFile(_ text: String) throws -> (path: String, directory: TemporaryDirectory) {
    let directory = try TemporaryDirectory()
    let path = directory.file("form.yaml")
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return (path, directory)
  }
}
