import FormlineTestSupport
import Foundation
import Testing

/// Fields that are never nil, as FXForms and FormKit define them: BOOL, float and bitfield
/// properties are primitives, FormKit's switches "do not handle optionals", and an FXForms
/// default is "a way to ensure that a field value can never be set to nil by the user".
struct SeedNeverNullEndToEndTests {
  /// FXForms' README form (email, password, rememberMe) with its float, bitfield and
  /// default examples.
  static let form = """
    - email
    - password
    - {key: rememberMe, type: boolean}
    - {key: rating, type: float}
    - {key: interests, type: bitfield, options: [Computers, Socializing, Sports]}
    - {key: gender, options: [Male, Female, Other], default: Male}
    """

  private func run(_ arguments: [String], answers: String? = nil) throws -> FormlineBinary.Run {
    let directory = try TemporaryDirectory()
    try directory.create(files: ["form.yaml"], contents: Self.form)
    var extra: [String] = []
    if let answers {
      try directory.create(files: ["answers.json"], contents: answers)
      extra = ["--answers", directory.file("answers.json")]
    }
    let form = directory.file("form.yaml")
    let command = arguments.first == "validate" ? ["validate", form] : [form] + arguments
    return try FormlineBinary.run(command + extra, directory: directory.path)
  }

  @Test func defaultsTakeTheValueThePropertyStartsWith() throws {
    let run = try run(["-y"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout.contains(#""rememberMe": false"#), "\(run.stdout)")
    #expect(run.stdout.contains(#""rating": 0"#), "\(run.stdout)")
    #expect(run.stdout.contains(#""interests": 0"#), "\(run.stdout)")
    #expect(run.stdout.contains(#""gender": "Male""#), "\(run.stdout)")
  }

  @Test(arguments: [
    (#"{"rememberMe": null}"#, "rememberMe: is a switch and is never empty: give true or false"),
    (#"{"rating": null}"#, "rating: is a number and is never empty: give a number"),
    (#"{"interests": null}"#, "interests: is a set of flags and is never empty: choose none for 0"),
    (#"{"gender": null}"#, "gender: has a default (Male) and is never empty"),
  ])
  func nullIsRefusedByTheFillAndByValidate(answers: String, message: String) throws {
    let fill = try run(["-y"], answers: answers)
    #expect(fill.status == 65, "stdout: \(fill.stdout)")
    #expect(fill.stderr.contains(message), "stderr: \(fill.stderr)")
    let validate = try run(["validate"], answers: answers)
    #expect(validate.status == 65)
    #expect(validate.stderr.contains(message), "stderr: \(validate.stderr)")
  }
}
