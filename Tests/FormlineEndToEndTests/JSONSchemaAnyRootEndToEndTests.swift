import FormlineTestSupport
import Foundation
import Testing

/// A JSON Schema whose root is not an object: a list is a collection, a union its variant
/// menu, a scalar one question; YAML and JSON write any root, TOML and env refuse before
/// the first question.
struct JSONSchemaAnyRootEndToEndTests {
  static let draft = #""$schema": "https://json-schema.org/draft/2020-12/schema""#

  static let plays = #"""
    {\#(Self.draft), "title": "Plays", "type": "array",
     "items": {"type": "object", "required": ["hosts"],
       "properties": {"name": {"type": "string"}, "hosts": {"type": "string"},
         "become": {"type": "boolean"}}}}
    """#

  static func schema(_ text: String, in directory: TemporaryDirectory) throws -> String {
    let file = directory.file("schema.json")
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    return file
  }

  @Test func aListAtTheRootIsACollection() throws {
    let directory = try TemporaryDirectory()
    let schema = try Self.schema(Self.plays, in: directory)
    let transcript = directory.file("transcript.txt")
    let run = try FormlineBinary.run(
      [schema, "-f", "json", "--transcript", transcript], input: "all\ndb\n\n")
    #expect(run.status == 0, "stderr: \(run.stderr)")
    // Each item's required `hosts` stands for it; its optional properties are on request.
    #expect(
      run.stdout == "[\n  {\n    \"hosts\": \"all\"\n  },\n  {\n    \"hosts\": \"db\"\n  }\n]\n",
      "\(run.stdout)")
    let asked = try String(contentsOfFile: transcript, encoding: .utf8)
    #expect(asked.contains("Plays › #1 › hosts * (empty line: no more): all"), "\(asked)")
  }

  @Test func aListAtTheRootComesBackFromItsAnswers() throws {
    let directory = try TemporaryDirectory()
    let schema = try Self.schema(Self.plays, in: directory)
    let answers = directory.file("playbook.yaml")
    let playbook = "- name: web\n  hosts: webservers\n  become: true\n- hosts: db\n"
    try playbook.write(toFile: answers, atomically: true, encoding: .utf8)
    let yaml = try FormlineBinary.run([schema, "-y", "-f", "yaml", "--answers", answers])
    #expect(yaml.status == 0, "stderr: \(yaml.stderr)")
    #expect(yaml.stdout == playbook)
    let json = try FormlineBinary.run([schema, "-y", "-f", "json", "--answers", answers])
    #expect(
      json.stdout
        == "[\n  {\n    \"name\": \"web\",\n    \"hosts\": \"webservers\",\n"
        + "    \"become\": true\n  },\n  {\n    \"hosts\": \"db\"\n  }\n]\n")
  }

  @Test func setNamesPlacesInTheRootValueItself() throws {
    let directory = try TemporaryDirectory()
    let schema = try Self.schema(Self.plays, in: directory)
    let answers = directory.file("playbook.yaml")
    try "- name: web\n  hosts: webservers\n".write(
      toFile: answers, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run([
      schema, "-y", "-f", "yaml", "--answers", answers, "--set", "[0].hosts=all",
      "--set", "[1].hosts=db",
    ])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout == "- name: web\n  hosts: all\n- hosts: db\n")
    // Written from the form's own field, as before, it means the same.
    let wrapped = try FormlineBinary.run([
      schema, "-y", "-f", "yaml", "--answers", answers, "--set", "value[0].hosts=all",
    ])
    #expect(wrapped.stdout == "- name: web\n  hosts: all\n", "\(wrapped.stderr)")
  }

  /// Ansible's playbook schema: an item is an import (told apart only by a `oneOf` of
  /// `required` lists) or a play (which must not hold an import's key).
  @Test func aPlaybookOfPlaysAndImportsComesBackWhole() throws {
    let directory = try TemporaryDirectory()
    let schema = try Self.schema(
      #"""
      {\#(Self.draft), "type": "array",
       "items": {"oneOf": [{"$ref": "#/$defs/import"}, {"$ref": "#/$defs/play"}]},
       "$defs": {
         "import": {"type": "object", "additionalProperties": false,
           "oneOf": [{"not": {"required": ["import_playbook"]},
                      "required": ["ansible.builtin.import_playbook"]},
                     {"not": {"required": ["ansible.builtin.import_playbook"]},
                      "required": ["import_playbook"]}],
           "patternProperties": {"^(ansible\\.builtin\\.)?import_playbook$": {"type": "string"},
             "name": {"type": "string"}}},
         "play": {"type": "object", "required": ["hosts"],
           "allOf": [{"not": {"required": ["import_playbook"]}}],
           "properties": {"name": {"type": "string"}, "hosts": {"type": "string"},
             "tasks": {"type": "array", "items": {"type": "object"}}}}}}
      """#, in: directory)
    let answers = directory.file("playbook.yaml")
    let playbook =
      "- name: Web\n  hosts: webservers\n  tasks:\n  - name: Install nginx\n"
      + "    ansible.builtin.apt:\n      name: nginx\n- import_playbook: other.yaml\n"
    try playbook.write(toFile: answers, atomically: true, encoding: .utf8)
    let run = try FormlineBinary.run([schema, "-y", "-f", "yaml", "--answers", answers])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(!run.stderr.contains("answer not used"), "\(run.stderr)")
    #expect(!run.stderr.contains("error"), "\(run.stderr)")
    #expect(run.stdout == playbook)
  }

  @Test func aUnionAtTheRootIsItsVariantMenu() throws {
    let directory = try TemporaryDirectory()
    let schema = try Self.schema(
      #"""
      {\#(Self.draft), "title": "Pipeline",
       "anyOf": [{"title": "Steps", "type": "object", "required": ["steps"],
                  "properties": {"steps": {"type": "array", "items": {"type": "string"}}}},
                 {"title": "Jobs", "type": "object", "required": ["jobs"],
                  "properties": {"jobs": {"type": "array", "items": {"type": "string"}}}}]}
      """#, in: directory)
    let transcript = directory.file("transcript.txt")
    let run = try FormlineBinary.run(
      [schema, "-f", "json", "--transcript", transcript], input: "2\nbuild\n\n")
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout == "{\n  \"jobs\": [\n    \"build\"\n  ]\n}\n")
    let asked = try String(contentsOfFile: transcript, encoding: .utf8)
    #expect(asked.contains("Pipeline *: 2"), "\(asked)")
    let answers = directory.file("a.yaml")
    try "steps: [lint, test]\n".write(toFile: answers, atomically: true, encoding: .utf8)
    let back = try FormlineBinary.run([schema, "-y", "-f", "yaml", "--answers", answers])
    #expect(back.stdout == "steps:\n- lint\n- test\n", "\(back.stderr)")
  }

  @Test func aScalarAtTheRootIsOneQuestion() throws {
    let directory = try TemporaryDirectory()
    let schema = try Self.schema(
      #"{\#(Self.draft), "title": "Port", "type": "integer", "minimum": 1}"#, in: directory)
    let run = try FormlineBinary.run([schema, "-f", "json"], input: "0\n8080\n")
    #expect(run.status == 65 || run.stdout == "8080\n", "\(run.stdout) \(run.stderr)")
    let good = try FormlineBinary.run([schema, "-f", "json"], input: "8080\n")
    #expect(good.status == 0, "stderr: \(good.stderr)")
    #expect(good.stdout == "8080\n")
  }

  @Test func anObjectOrNullRootIsTheObject() throws {
    let directory = try TemporaryDirectory()
    let schema = try Self.schema(
      #"{\#(Self.draft), "type": ["object", "null"], "required": ["name"], "#
        + #""properties": {"name": {"type": "string"}}}"#,
      in: directory)
    let run = try FormlineBinary.run([schema, "-f", "json"], input: "Ada\n")
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout == "{\n  \"name\": \"Ada\"\n}\n")
  }

  @Test(arguments: ["toml", "env"])
  func tomlAndEnvNeedAnObjectAndSaySoBeforeAsking(format: String) throws {
    let directory = try TemporaryDirectory()
    let schema = try Self.schema(Self.plays, in: directory)
    let run = try FormlineBinary.run([schema, "-f", format], input: "web\nall\n\n\n")
    #expect(run.status == 64)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.contains("holds an object, and this schema's root is not one"))
    #expect(!run.stderr.contains("Hosts"))
  }
}
