package import FormlineCore
import OrderedCollections

/// Turns fuzz bytes into results to write, and compares results exactly.
package enum FuzzValues {
  /// Builds a result from fuzz bytes.
  ///
  /// Splits the input at 0xFF (never part of UTF-8) into strings, and builds an object:
  /// `k0_…` → string, every third member an array of two strings, every fifth an object.
  /// Keys carry their index, so no two are equal or canonically equivalent.
  package static func object(from bytes: [UInt8]) -> AnswerValue {
    let texts = bytes.split(separator: 0xFF, omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
    var members: ObjectMembers = [:]
    var index = 0
    var position = 0
    while position < texts.count {
      let key = "k\(index)_" + texts[position]
      let rest = Array(texts[(position + 1)...].prefix(2))
      switch index % 5 {
      case 2: members[MemberName(key)] = .array(rest.map { .string($0) })
      case 4: members[MemberName(key)] = .object(["in": .string(rest.first ?? "")])
      default: members[MemberName(key)] = .string(rest.first ?? "")
      }
      position += 1 + (index % 5 == 2 || index % 5 == 4 ? rest.count : min(1, rest.count))
      index += 1
    }
    return .object(members)
  }

  /// Every string in a value, keys included.
  package static func strings(in value: AnswerValue) -> [String] {
    switch value {
    case .string(let text): return [text]
    case .array(let items): return items.flatMap(strings(in:))
    case .object(let members):
      return members.flatMap { [$0.key.text] + strings(in: $0.value) }
    default: return []
    }
  }

  /// A one-line spelling with keys sorted by bytes: equal spellings mean the same scalars.
  package static func exact(_ value: AnswerValue) -> [UInt8] {
    Array(JSONWriter.render(sortedByBytes(value), pretty: false).utf8)
  }

  /// Converts what Yams and JSONSerialization return.
  package static func fromAny(_ any: Any?) -> AnswerValue? {
    switch any {
    case let text as String: return .string(text)
    case let items as [Any]:
      var values: [AnswerValue] = []
      for item in items {
        guard let value = fromAny(item) else { return nil }
        values.append(value)
      }
      return .array(values)
    case let members as [String: Any]:
      var values: ObjectMembers = [:]
      for (key, member) in members {
        guard let value = fromAny(member) else { return nil }
        values[MemberName(key)] = value
      }
      return .object(values)
    default: return nil
    }
  }

  private static func sortedByBytes(_ value: AnswerValue) -> AnswerValue {
    switch value {
    case .array(let items): return .array(items.map(sortedByBytes))
    case .object(let members):
      var sorted: ObjectMembers = [:]
      for (key, member) in members.sorted(by: { $0.key < $1.key }) {
        sorted[key] = sortedByBytes(member)
      }
      return .object(sorted)
    default: return value
    }
  }
}
