import FormlineCore
import OrderedCollections
import TOMLKit

/// A TOML table as parsed by TOMLKit, strings, arrays and tables only.
enum TOMLValues {
  static func value(_ table: TOMLTable) -> AnswerValue {
    var members: OrderedDictionary<String, AnswerValue> = [:]
    // The keys are read once: TOMLKit's iterator asks toml++ for all of them (and leaks the
    // list) at every step, which made the fuzzer's memory grow by gigabytes.
    for key in table.keys {
      if let member = table[key] { members[key] = value(member) }
    }
    return .object(members)
  }

  private static func value(_ member: any TOMLValueConvertible) -> AnswerValue {
    if let table = member.table { return value(table) }
    if let array = member.array { return .array(array.map { value($0) }) }
    if let text = member.string { return .string(text) }
    return .null
  }
}
