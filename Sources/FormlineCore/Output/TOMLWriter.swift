import OrderedCollections
import TOMLKit

/// Writes a result as a TOML document, through TOMLKit (toml++).
///
/// Objects become tables (`[address]`), arrays whose items are all objects become arrays
/// of tables (`[[contacts]]`), other arrays and scalars become `key = value`.
///
/// TOML has no null, so **null members of an object are omitted**: an unanswered optional
/// field is simply absent, which is how TOML configs say "not set". A null *inside an
/// array* cannot be omitted without shifting the other items, so it is an error naming its
/// path.
///
/// Key order: toml++ keeps a table's keys sorted (`std::map`), so members come out in
/// alphabetical order within each table, not in form order; TOMLKit offers no way to
/// change that. toml++ also writes plain keys before sub-tables, as TOML requires.
public enum TOMLWriter {
  /// Renders an object as a TOML document.
  ///
  /// ✅ `["name": "Ada", "nick": null, "address": ["city": "Paris"]]` →
  /// `name = 'Ada'\n\n[address]\ncity = 'Paris'\n`
  ///
  /// - Parameter value: The result; it must be an object, since a TOML document is a table.
  /// - Returns: The document, ending with a newline.
  /// - Throws: `OutputError` when the value is not an object, or when an array holds a
  ///   null (its path is given). Null members of objects are left out, not errors.
  public static func render(_ value: AnswerValue) throws -> String {
    guard case .object(let members) = value else {
      throw OutputError(
        "a TOML document must be a table, not \(value.typeName == "array" ? "an" : "a") "
          + value.typeName, path: .root)
    }
    let table = try self.table(members, at: .root)
    let text = table.convert(to: .toml, options: options)
    if text.isEmpty { return "" }
    return text.hasSuffix("\n") ? text : text + "\n"
  }

  /// TOMLKit's defaults without binary, octal or hexadecimal integers (plain decimal is
  /// what people expect in a config file), keeping literal, multi-line and Unicode strings.
  private static var options: FormatOptions {
    [.allowLiteralStrings, .allowMultilineStrings, .allowUnicodeStrings, .indentations]
  }

  private static func table(
    _ members: OrderedDictionary<String, AnswerValue>, at path: FieldPath
  ) throws -> TOMLTable {
    let table = TOMLTable()
    for (key, member) in members {
      // toml++ copies a child when it is inserted, so each child is built whole first.
      if let converted = try convert(member, at: path.appending(key)) {
        table[key] = converted
      }
    }
    return table
  }

  /// The TOML form of a value, or nil for null (left out of its table).
  private static func convert(
    _ value: AnswerValue, at path: FieldPath
  ) throws -> (any TOMLValueConvertible)? {
    switch value {
    case .null:
      return nil
    case .bool(let flag):
      return flag
    case .integer(let number):
      return number
    case .number(let number):
      return number
    case .string(let text):
      return text
    case .object(let members):
      return try table(members, at: path)
    case .array(let items):
      let array = TOMLArray()
      for (index, item) in items.enumerated() {
        let itemPath = path.appending(index: index)
        guard let converted = try convert(item, at: itemPath) else {
          throw OutputError(
            "TOML has no null, and an array item cannot be left out; "
              + "give it a value or write JSON or YAML", path: itemPath)
        }
        array.append(converted)
      }
      return array
    }
  }
}
