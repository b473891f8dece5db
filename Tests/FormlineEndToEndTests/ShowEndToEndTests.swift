import FormlineTestSupport
import Foundation
import Testing

/// `formline show`: answers as a readable summary, secrets masked.
struct ShowEndToEndTests {
  @Test func printsASectionedSummaryWithSecretsMasked() throws {
    let directory = try TemporaryDirectory()
    let form = directory.file("form.yaml")
    try """
    title: Account
    sections:
      - title: Login
        fields:
          - user
          - key: token
            secret: true
      - title: Pets
        fields:
          - key: hasPets
            title: Do you have pets?
          - key: names
            template: text
          - key: country
            valueTransformer: countryName
    """.write(toFile: form, atomically: true, encoding: .utf8)
    let answers = directory.file("answers.json")
    try #"{"user": "ann", "token": "t0k3n", "hasPets": true, "names": ["Rex"], "country": "fr"}"#
      .write(toFile: answers, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run(["show", form, "-a", answers, "--no-color"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(
      run.stdout == """
        Account

        Login
          User: ann
          Token: ••••••

        Pets
          Do you have pets? yes
          Names: 1 item
          Names #1: Rex
          Country: France

        """)
  }

  @Test func invalidAnswersAreReportedAndFailTheStatus() throws {
    let directory = try TemporaryDirectory()
    let form = directory.file("form.yaml")
    try "- key: age\n  type: integer\n".write(toFile: form, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run(["show", form, "--set", "age=old"])
    #expect(run.status == 65)
    #expect(run.stderr.contains("error: age: 'old' is not a whole number"))
    #expect(run.stdout.contains("Age: —"))
  }
}
