import FormlineTestSupport
import Foundation
import OrderedCollections

@testable import FormlineCore

/// Yams, as an independent YAML reader, through the test-only `YAMLOracle` executable
/// (which says why it is a process of its own).
enum YamsOracle {
  struct Refused: Error, CustomStringConvertible {
    var description: String
  }

  /// What Yams reads from each text: nil for a value with no `AnswerValue` (a date, a
  /// key that is not text).
  static func load(_ texts: [String]) throws -> [AnswerValue?] {
    try ask(texts.map { ("L", $0) }).map { answer throws in
      if let members = answer as? [String: Any], let error = members["error"] as? String {
        throw Refused(description: error)
      }
      return value(answer)
    }
  }

  static func load(_ text: String) throws -> AnswerValue? {
    try load([text])[0]
  }

  /// The tag Yams' default resolver gives each text as a plain scalar.
  static func resolve(_ texts: [String]) throws -> [String] {
    try ask(texts.map { ("R", $0) }).map { ($0 as? String) ?? "" }
  }

  private static func ask(_ requests: [(String, String)]) throws -> [Any] {
    var input = ""
    for (kind, text) in requests { input += "\(kind)\(text.utf8.count)\n\(text)" }
    let run = try FormlineBinary.run(
      [], input: input, executable: PseudoTerminal.productPath("YAMLOracle"))
    guard run.status == 0,
      let answers = try JSONSerialization.jsonObject(
        with: Data(run.stdout.utf8), options: [.fragmentsAllowed]) as? [Any],
      answers.count == requests.count
    else { throw Refused(description: "YAMLOracle failed: \(run.stderr)") }
    return answers
  }

  private static func value(_ answer: Any) -> AnswerValue? {
    switch answer {
    case is NSNull: return .null
    case let items as [Any]:
      var values: [AnswerValue] = []
      for item in items {
        guard let value = value(item) else { return nil }
        values.append(value)
      }
      return .array(values)
    case let number as NSNumber:
      return .bool(number.boolValue)
    case let tagged as [String: Any]:
      if let hex = tagged["utf8"] as? String { return text(hex).map(AnswerValue.string) }
      if let digits = tagged["int"] as? String { return Int(digits).map(AnswerValue.integer) }
      if let digits = tagged["float"] as? String { return Double(digits).map(AnswerValue.number) }
      guard let pairs = tagged["map"] as? [[Any]] else { return nil }
      var members: ObjectMembers = [:]
      for pair in pairs {
        guard pair.count == 2, case .string(let key) = value(pair[0]), let member = value(pair[1])
        else {
          return nil
        }
        members[key] = member
      }
      return ParsedValue.sortedKeys(.object(members))
    default:
      return nil
    }
  }

  private static func text(_ hex: String) -> String? {
    var bytes: [UInt8] = []
    var digits = hex.utf8.makeIterator()
    while let high = digits.next() {
      guard let low = digits.next(),
        let byte = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
      else { return nil }
      bytes.append(byte)
    }
    return String(validating: bytes, as: UTF8.self)
  }
}
