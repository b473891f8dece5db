import Foundation
import OrderedCollections
import TOMLKit

@testable import FormlineCore

/// Turns what YAML and TOML parsers give back into `AnswerValue`s, so tests compare
/// values rather than text.
enum ParsedValue {
  /// A value as `JSONSerialization` gives it: NSNull, Bool, Int, Double, String, arrays and
  /// dictionaries.
  static func fromYams(_ any: Any?) -> AnswerValue? {
    switch any {
    case nil, is NSNull: return .null
    case let flag as Bool: return .bool(flag)
    case let number as Int: return .integer(number)
    case let number as Double: return .number(number)
    case let text as String: return .string(text)
    case let items as [Any]:
      var values: [AnswerValue] = []
      for item in items {
        guard let value = fromYams(item) else { return nil }
        values.append(value)
      }
      return .array(values)
    case let members as [AnyHashable: Any]:
      var values: ObjectMembers = [:]
      for (key, member) in members {
        guard let key = key.base as? String, let value = fromYams(member) else { return nil }
        values[key] = value
      }
      return sortedKeys(.object(values))
    default:
      return nil
    }
  }

  /// A TOML table parsed by TOMLKit, keys sorted (toml++ sorts them).
  static func fromTOML(_ table: TOMLTable) -> AnswerValue {
    var members: ObjectMembers = [:]
    for (key, value) in table {
      members[key] = fromTOML(value)
    }
    return sortedKeys(.object(members))
  }

  private static func fromTOML(_ value: any TOMLValueConvertible) -> AnswerValue {
    if let table = value.table { return fromTOML(table) }
    if let array = value.array { return .array(array.map { fromTOML($0) }) }
    if let flag = value.bool { return .bool(flag) }
    if let number = value.int { return .integer(number) }
    if let number = value.double { return .number(number) }
    if let text = value.string { return .string(text) }
    return .null
  }

  /// The same value with every object's keys sorted, for order-blind comparisons.
  static func sortedKeys(_ value: AnswerValue, droppingNulls: Bool = false) -> AnswerValue {
    switch value {
    case .array(let items):
      return .array(items.map { sortedKeys($0, droppingNulls: droppingNulls) })
    case .object(let members):
      var sorted: ObjectMembers = [:]
      for key in members.keys.sorted() {
        guard let member = members[key], !(droppingNulls && member.isNull) else { continue }
        sorted[key] = sortedKeys(member, droppingNulls: droppingNulls)
      }
      return .object(sorted)
    default:
      return value
    }
  }
}
