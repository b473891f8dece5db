import FormlineTestSupport
import Foundation
import Testing

/// `formline schema FORM` accepts every result the fill writes for the bundled examples.
///
/// Checked by `SchemaCheck`, which knows the keywords `schema` emits; no JSON Schema
/// package is needed in CI.
struct SchemaConformanceTests {
  static let examples = Fixture.packageRoot.appendingPathComponent("Examples").path

  /// A fill of each example: arguments and piped lines.
  static let fills: [(form: String, arguments: [String], input: String)] = [
    (
      "signup.json", [],
      [
        "me@example.org", "secret123", "secret123", "ada lovelace", "36", "2", "1990-12-10",
        "fr", "", "1,3", "n", "Hello", "y",
      ].joined(separator: "\n") + "\n"
    ),
    (
      "event.yaml", ["--now", "2026-11-23T09:00:00Z"],
      [
        "Team Meeting", "", "y", "next friday", "2", "", "Free", "a@example.org",
        "b@example.org", "", "", "",
      ].joined(separator: "\n") + "\n"
    ),
    ("pets.yaml", [], "Ann\ny\n2\ndog\nVet Co\n555 1234\n"),
    ("pets.yaml", [], "Ann\nn\n"),
    ("contacts.yaml", [], "Me\nAnn\nann@example.org\n\nfriend\n\n\n"),
    ("contacts.yaml", [], "Me\nAnn\n\n\n\nBob\n\n\na\nb\n\n\n"),
    (
      "server.yaml",
      [
        "-y", "--set", "port=8080", "--set", "hostname=web1", "--set",
        "adminEmail=ops@example.org", "--set", "database.password=pw",
      ], ""
    ),
  ]

  @Test(arguments: fills.indices)
  func theSchemaAcceptsTheResult(index: Int) throws {
    let fill = Self.fills[index]
    let form = "\(Self.examples)/\(fill.form)"
    let schemaRun = try FormlineBinary.run(["schema", form])
    #expect(schemaRun.status == 0, "stderr: \(schemaRun.stderr)")
    let run = try FormlineBinary.run([form] + fill.arguments, input: fill.input)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let schema = try JSONSerialization.jsonObject(with: Data(schemaRun.stdout.utf8))
    let result = try JSONSerialization.jsonObject(
      with: Data(run.stdout.utf8), options: .fragmentsAllowed)
    let problems = SchemaCheck.problems(result, against: schema, at: "$")
    #expect(problems.isEmpty, "\(fill.form): \(problems)\n\(run.stdout)")
  }

  @Test func theCheckerRefusesWhatTheSchemaForbids() throws {
    let schema: [String: Any] = [
      "type": "object", "required": ["n"], "additionalProperties": false,
      "properties": [
        "n": ["type": "integer", "minimum": 1],
        "tags": [
          "type": ["array", "null"], "items": ["type": "string", "minLength": 1],
          "anyOf": [["maxItems": 0], ["minItems": 2]],
        ],
      ],
    ]
    #expect(SchemaCheck.problems(["n": 1, "tags": []], against: schema, at: "$").isEmpty)
    #expect(SchemaCheck.problems(["n": 1, "tags": ["a", "b"]], against: schema, at: "$").isEmpty)
    #expect(!SchemaCheck.problems(["n": 1, "tags": ["a"]], against: schema, at: "$").isEmpty)
    #expect(!SchemaCheck.problems(["n": 0], against: schema, at: "$").isEmpty)
    #expect(!SchemaCheck.problems(["x": 1, "n": 1], against: schema, at: "$").isEmpty)
    #expect(!SchemaCheck.problems(["tags": NSNull()], against: schema, at: "$").isEmpty)
  }
}

/// The JSON Schema keywords `formline schema` emits, checked on parsed JSON.
///
/// Keywords: `type`,
/// `properties`, `required`, `additionalProperties`, `items`, `enum`, `minimum`,
/// `maximum`, `minLength`, `maxLength`, `pattern`, `minItems`, `maxItems`, `uniqueItems`,
/// `allOf`, `anyOf`. Annotations (`title`, `default`, `format`…) assert nothing.
enum SchemaCheck {
  static func problems(_ value: Any, against schema: Any, at path: String) -> [String] {
    guard let schema = schema as? [String: Any] else { return [] }
    var problems: [String] = []
    if let type = schema["type"] {
      let types = (type as? [String]) ?? [(type as? String) ?? ""]
      if !types.contains(where: { matches(value, type: $0) }) {
        problems.append("\(path): \(value) is not \(types)")
        return problems
      }
    }
    if let options = schema["enum"] as? [Any],
      !options.contains(where: { ($0 as? NSObject)?.isEqual(value) == true })
    {
      problems.append("\(path): \(value) is not one of \(options)")
    }
    if let number = value as? NSNumber, !isBoolean(value) {
      if let minimum = (schema["minimum"] as? NSNumber)?.doubleValue, number.doubleValue < minimum {
        problems.append("\(path): \(number) < \(minimum)")
      }
      if let maximum = (schema["maximum"] as? NSNumber)?.doubleValue, number.doubleValue > maximum {
        problems.append("\(path): \(number) > \(maximum)")
      }
    }
    if let text = value as? String {
      if let minimum = schema["minLength"] as? Int, text.count < minimum {
        problems.append("\(path): shorter than \(minimum)")
      }
      if let maximum = schema["maxLength"] as? Int, text.count > maximum {
        problems.append("\(path): longer than \(maximum)")
      }
      if let pattern = schema["pattern"] as? String,
        text.range(of: pattern, options: .regularExpression) == nil
      {
        problems.append("\(path): '\(text)' does not match \(pattern)")
      }
    }
    if let items = value as? [Any] {
      if let minimum = schema["minItems"] as? Int, items.count < minimum {
        problems.append("\(path): fewer than \(minimum) items")
      }
      if let maximum = schema["maxItems"] as? Int, items.count > maximum {
        problems.append("\(path): more than \(maximum) items")
      }
      if schema["uniqueItems"] as? Bool == true, Set(items.map { "\($0)" }).count != items.count {
        problems.append("\(path): items repeat")
      }
      for (index, item) in items.enumerated() {
        problems += self.problems(item, against: schema["items"] as Any, at: "\(path)[\(index)]")
      }
    }
    if let object = value as? [String: Any] {
      let properties = schema["properties"] as? [String: Any] ?? [:]
      for key in schema["required"] as? [String] ?? [] where object[key] == nil {
        problems.append("\(path): '\(key)' is missing")
      }
      for (key, member) in object {
        if let property = properties[key] {
          problems += self.problems(member, against: property, at: "\(path).\(key)")
        } else if schema["additionalProperties"] as? Bool == false {
          problems.append("\(path): '\(key)' is not allowed")
        }
      }
    }
    for part in schema["allOf"] as? [Any] ?? [] {
      problems += self.problems(value, against: part, at: path)
    }
    if let parts = schema["anyOf"] as? [Any],
      !parts.contains(where: { self.problems(value, against: $0, at: path).isEmpty })
    {
      problems.append("\(path): matches none of anyOf")
    }
    return problems
  }

  private static func matches(_ value: Any, type: String) -> Bool {
    switch type {
    case "null": return value is NSNull
    case "boolean": return isBoolean(value)
    case "integer":
      guard let number = value as? NSNumber, !isBoolean(value) else { return false }
      return number.doubleValue.rounded() == number.doubleValue
    case "number": return value is NSNumber && !isBoolean(value)
    case "string": return value is String
    case "array": return value is [Any]
    case "object": return value is [String: Any]
    default: return false
    }
  }

  /// JSONSerialization gives booleans as NSNumber; their type tells them from 0 and 1.
  private static func isBoolean(_ value: Any) -> Bool {
    guard let number = value as? NSNumber else { return false }
    return String(cString: number.objCType) == "c"
  }
}
