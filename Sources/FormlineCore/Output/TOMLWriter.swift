import OrderedCollections

/// Writes a result as a TOML 1.0 document.
///
/// Objects become tables (`[address]`), non-empty arrays whose items are all objects
/// become arrays of tables (`[[contacts]]`), other arrays are inline (`["a", "b"]`, with
/// objects inside as inline tables). Within a table, plain `key = value` members come
/// first, in form order, then its tables and arrays of tables, in form order, as TOML
/// requires. Strings are basic strings with escapes; multi-line strings use `"""`.
///
/// TOML has no null, so **null members of an object are omitted**: an unanswered optional
/// field is simply absent, which is how TOML configs say "not set". A null *inside an
/// array* cannot be omitted without shifting the other items, so it is an error naming
/// its path.
///
/// Emitted here rather than through TOMLKit because its toml++ tables are `std::map`s: they
/// sort keys alphabetically, losing form order. The tests parse every output back with
/// TOMLKit to check it.
package enum TOMLWriter {
  /// Renders an object as a TOML document.
  ///
  /// ✅ `["name": "Ada", "nick": null, "address": ["city": "Paris"]]` →
  /// `name = "Ada"\n\n[address]\ncity = "Paris"\n`
  ///
  /// - Parameter value: The result; it must be an object, since a TOML document is a table.
  /// - Returns: The document, ending with a newline ("" for an object with no values).
  /// - Throws: `OutputError` when the value is not an object, or when an array holds a
  ///   null (its path is given). Null members of objects are left out, not errors.
  package static func render(_ value: AnswerValue) throws -> String {
    guard case .object(let members) = value else {
      throw OutputError(
        "a TOML document must be a table (an object), not this \(value.typeName)", path: .root)
    }
    var output = ""
    try writeTable(members, at: .root, header: [], into: &output)
    return output
  }

  /// The key lines and sections of a table whose header names `header` (quoted keys), for
  /// a table added to an existing document.
  static func tableBody(
    _ members: ObjectMembers, at path: FieldPath, header: [String]
  ) throws -> String {
    var output = ""
    try writeTable(members, at: path, header: header, into: &output)
    return output
  }

  static func isArrayOfTables(_ items: [AnswerValue]) -> Bool {
    !items.isEmpty && items.allSatisfy { $0.objectValue != nil }
  }

  private static func writeTable(
    _ members: ObjectMembers, at path: FieldPath, header: [String],
    into output: inout String
  ) throws {
    var sections: [(key: String, value: AnswerValue)] = []
    for (key, member) in members {
      let memberPath = path.appending(key)
      switch member {
      case .null:
        continue
      case .object:
        sections.append((key.text, member))
      case .array(let items) where isArrayOfTables(items):
        sections.append((key.text, member))
      default:
        output += TOMLScalar.key(key.text) + " = " + (try inline(member, at: memberPath)) + "\n"
      }
    }
    for (key, member) in sections {
      let memberPath = path.appending(key)
      let name = header + [TOMLScalar.key(key)]
      switch member {
      case .object(let children):
        if !output.isEmpty { output += "\n" }
        output += "[" + name.joined(separator: ".") + "]\n"
        try writeTable(children, at: memberPath, header: name, into: &output)
      case .array(let items):
        for (index, item) in items.enumerated() {
          if !output.isEmpty { output += "\n" }
          output += "[[" + name.joined(separator: ".") + "]]\n"
          try writeTable(
            item.objectValue ?? [:], at: memberPath.appending(index: index), header: name,
            into: &output)
        }
      default:
        continue
      }
    }
  }

  /// A value on the right of `=` or inside an inline array or table.
  static func inline(_ value: AnswerValue, at path: FieldPath) throws -> String {
    switch value {
    case .null:
      throw OutputError(
        "TOML has no null, and an array item cannot be left out; give it a value, or write "
          + "JSON or YAML", path: path)
    case .bool(let flag):
      return flag ? "true" : "false"
    case .integer(let number):
      return String(number)
    case .number(let number):
      return TOMLScalar.float(number)
    case .numberLiteral(let literal):
      // TOML's floats take JSON's spelling; its integers stop at 64 bits, and one that
      // does not fit must not turn into a float silently.
      let isInteger = !literal.text.contains(where: { ".eE".contains($0) })
      guard !isInteger || Int64(literal.text) != nil else {
        throw OutputError(
          "\(literal.text) does not fit in a TOML integer (64 bits); write JSON or YAML",
          path: path)
      }
      return literal.text
    case .string(let text):
      return TOMLScalar.string(text)
    case .array(let items), .tuple(let items):
      var parts: [String] = []
      for (index, item) in items.enumerated() {
        parts.append(try inline(item, at: path.appending(index: index)))
      }
      return "[" + parts.joined(separator: ", ") + "]"
    case .object(let members):
      var parts: [String] = []
      for (key, member) in members where !member.isNull {
        parts.append(
          TOMLScalar.key(key.text) + " = " + (try inline(member, at: path.appending(key))))
      }
      return parts.isEmpty ? "{}" : "{ " + parts.joined(separator: ", ") + " }"
    }
  }
}
