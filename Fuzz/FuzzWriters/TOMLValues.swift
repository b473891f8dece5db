import FormlineCore
import OrderedCollections
import TOMLKit

/// A TOML table as parsed by TOMLKit, strings, arrays and tables only.
enum TOMLValues {
  static func value(_ table: TOMLTable) -> AnswerValue {
    var members: OrderedDictionary<String, AnswerValue> = [:]
    for (key, member) in table { members[key] = value(member) }
    return .object(members)
  }

  private static func value(_ member: any TOMLValueConvertible) -> AnswerValue {
    if let table = member.table { return value(table) }
    if let array = member.array { return .array(array.map { value($0) }) }
    if let text = member.string { return .string(text) }
    return .null
  }
}
