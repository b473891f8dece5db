import FoundationEssentials

/// An `if` schema as a condition in formline's condition language, when it has the usual
/// shape: `properties` tested by `const` or `enum`, and `required` names.
///
/// JSON Schema applies `properties` only to the properties present, so a test of a
/// property `if` does not require holds when that property is absent too.
///
/// ✅ `{properties: {kind: {const: docker}}, required: [kind]}` → `$kind == 'docker'`
/// ✅ `{properties: {kind: {enum: [a, b]}}}` → `($kind == nil OR $kind IN {'a', 'b'})`
/// ✅ `{required: [proxy]}` → `$proxy != nil`
/// ✅ `{not: {properties: {group: {}}, required: [group]}}` → `NOT ($group != nil)`
/// ✅ `{properties: {legacy: false}}` → `$legacy == nil`
/// ❌ `{properties: {port: {minimum: 1024}}}` → nil (not a const or enum test)
struct JSONSchemaConditionText {
  /// The object's own properties: a condition names only these.
  let keys: Set<String>

  func condition(of schema: DocumentNode) -> String? {
    guard let members = schema.members else { return nil }
    for member in members
    where member.key != "properties" && member.key != "required" && member.key != "not"
      && !JSONSchemaKeywords.annotations.contains(member.key)
    {
      return nil
    }
    var required: [String] = []
    if let list = schema["required"] {
      guard let items = list.items else { return nil }
      for item in items {
        guard let name = item.scalarText, isTestable(name) else { return nil }
        if !required.contains(name) { required.append(name) }
      }
    }
    var clauses: [String] = []
    var tested: Set<String> = []
    if let properties = schema["properties"] {
      guard let members = properties.members else { return nil }
      for member in members {
        guard isTestable(member.key) else { return nil }
        // `{}` or `true` holds for any value: only `required` says anything of the property;
        // `false` holds only while the property is absent.
        if member.value.isEmptySchema { continue }
        if case .bool(false) = member.value.answerValue {
          tested.insert(member.key)
          clauses.append("$\(member.key) == nil")
          continue
        }
        guard let test = test(member.value, name: member.key) else { return nil }
        tested.insert(member.key)
        clauses.append(required.contains(member.key) ? test : "($\(member.key) == nil OR \(test))")
      }
    }
    for name in required where !tested.contains(name) {
      clauses.append("$\(name) != nil")
    }
    if let negated = schema["not"] {
      guard let inner = condition(of: negated) else { return nil }
      clauses.append("NOT (\(inner))")
    }
    return clauses.isEmpty ? nil : clauses.joined(separator: " AND ")
  }

  private func isTestable(_ name: String) -> Bool {
    keys.contains(name) && Self.canName(name)
  }

  /// `const` and `enum` on one property, as comparisons.
  private func test(_ schema: DocumentNode, name: String) -> String? {
    guard let members = schema.members else { return nil }
    var tests: [String] = []
    for member in members {
      switch member.key {
      case "const":
        guard let literal = Self.literal(member.value.answerValue) else { return nil }
        tests.append("$\(name) == \(literal)")
      case "enum":
        guard let items = member.value.items, !items.isEmpty else { return nil }
        var literals: [String] = []
        for item in items {
          guard let literal = Self.literal(item.answerValue) else { return nil }
          literals.append(literal)
        }
        tests.append("$\(name) IN {\(literals.joined(separator: ", "))}")
      case let keyword where JSONSchemaKeywords.annotations.contains(keyword):
        continue
      default:
        return nil
      }
    }
    guard !tests.isEmpty else { return nil }
    return tests.joined(separator: " AND ")
  }

  /// Whether `$name` reads this property: the condition language's key characters.
  static func canName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first.isASCII, first != "-" else {
      return false
    }
    return name.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
          || scalar == "-")
    } && !("0"..."9").contains(first)
  }

  /// A string, number or boolean as a literal; nil for null, lists and objects, which
  /// conditions do not compare like JSON Schema does.
  static func literal(_ value: AnswerValue) -> String? {
    switch value {
    case .string(let text):
      let escaped = text.replacingLiterally("\\", with: "\\\\")
        .replacingLiterally("'", with: "\\'").replacingLiterally("\n", with: "\\n")
        .replacingLiterally("\r", with: "\\r").replacingLiterally("\t", with: "\\t")
      return "'\(escaped)'"
    case .integer(let number): return String(number)
    case .number(let number) where number.isFinite: return AnswerValue.format(number)
    case .numberLiteral(let literal): return literal.text
    case .bool(let flag): return flag ? "true" : "false"
    default: return nil
    }
  }

  /// A condition this importer wrote; it always parses.
  static func parse(_ text: String, at location: SourceLocation) -> Condition? {
    guard let expression = try? ConditionExpression.parse(text) else { return nil }
    return .expression(expression, source: text, location: location)
  }
}
