import FormlineTestSupport
import Foundation
import Testing

/// Schemas of megabytes: AWS CloudFormation's (5 MB, ~900 resource types in one `anyOf`,
/// no `$schema`: read with `--from json-schema`) and the Serverless Framework's (1.9 MB).
extension RealConfigRoundTripEndToEndTests {
  /// A template of a bucket, a function and its role, with parameters, outputs and
  /// intrinsic functions (`Ref`, `Fn::GetAtt`, `Fn::Sub`).
  @Test func aCloudFormationTemplateComesBackUnchanged() throws {
    let base = Self.folder.appendingPathComponent("cloudformation")
    let schema = base.appendingPathComponent("schema.json").path
    let template = base.appendingPathComponent("template.json").path
    let json = try FormlineBinary.run([
      schema, "--from", "json-schema", "-y", "-f", "json", "--answers", template,
    ])
    #expect(json.status == 0, "stderr: \(json.stderr)")
    #expect(json.stderr.isEmpty, "nothing dropped: \(json.stderr)")
    let want = try String(contentsOfFile: template, encoding: .utf8)
    #expect(try Self.parsed(json.stdout) == Self.parsed(want))
    let directory = try TemporaryDirectory()
    let yaml = directory.file("back.yml")
    let written = try FormlineBinary.run([
      schema, "--from", "json-schema", "-y", "-f", "yaml", "--answers", template, "-o", yaml,
    ])
    #expect(written.status == 0, "stderr: \(written.stderr)")
    let again = try FormlineBinary.run([
      schema, "--from", "json-schema", "-y", "-f", "json", "--answers", yaml,
    ])
    #expect(again.stdout == json.stdout)
    for checked in [template, yaml] {
      let check = try FormlineBinary.run([
        "validate", schema, "--from", "json-schema", "--answers", checked,
      ])
      #expect(check.status == 0, "\(checked): \(check.stderr)")
    }
    // A resource whose properties its type does not allow is refused, naming the place.
    let wrong = directory.file("wrong.json")
    try #"{"Resources": {"Bucket": {"Type": "AWS::S3::Bucket", "Properties": {"Nope": 1}}}}"#
      .write(toFile: wrong, atomically: true, encoding: .utf8)
    let refused = try FormlineBinary.run([
      "validate", schema, "--from", "json-schema", "--answers", wrong,
    ])
    #expect(refused.status == 65, "\(refused.stdout)")
    #expect(refused.stderr.contains("Resources.Bucket: matches none"), "\(refused.stderr)")
  }

  /// The Serverless Framework's schema (1.9 MB) and a service with two kinds of events.
  @Test func aServerlessConfigComesBackUnchanged() throws {
    let base = Self.folder.appendingPathComponent("serverless")
    let schema = base.appendingPathComponent("schema.json").path
    let config = base.appendingPathComponent("serverless.yml").path
    let json = try FormlineBinary.run([schema, "-y", "-f", "json", "--answers", config])
    #expect(json.status == 0, "stderr: \(json.stderr)")
    // The schema's own unsupported keyword (`fileMatch`) is its one warning; nothing given
    // is dropped.
    #expect(
      json.stderr == "formline: form has 1 warning; formline validate \(schema) shows it\n",
      "\(json.stderr)")
    let want = try String(
      contentsOf: base.appendingPathComponent("serverless.expected.json"), encoding: .utf8)
    #expect(try Self.parsed(json.stdout) == Self.parsed(want))
    let check = try FormlineBinary.run(["validate", schema, "--answers", config])
    #expect(check.status == 0, "\(check.stderr)")
  }
}
