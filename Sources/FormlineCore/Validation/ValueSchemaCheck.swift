import FoundationEssentials
import OrderedCollections

/// Checks a value against a `ValueSchema` as a JSON Schema validator does, for the
/// keywords of draft-04 to 2020-12 that constrain values, `format` included (as
/// `FormatCheck` reads it).
struct ValueSchemaCheck {
  let document: ValueSchema.Document

  /// Schemas followed inside one another; a `$ref` loop stops here, accepted.
  private static let maximumDepth = 64

  struct Failure: Equatable {
    /// Where in the value, relative to the value checked.
    var path: FieldPath
    var message: String
  }

  static func failure(of value: AnswerValue, against schema: ValueSchema) -> Failure? {
    ValueSchemaCheck(document: schema.document).failure(value, schema.schema, at: .root, depth: 0)
  }

  /// Keywords read together with another one.
  private static let companions: [String: [String]] = [
    "if": ["then", "else"], "items": ["prefixItems", "additionalItems"],
    "additionalProperties": ["properties", "patternProperties"],
    "minimum": ["exclusiveMinimum"], "maximum": ["exclusiveMaximum"],
  ]

  /// One failure per keyword of the schema, as a validator lists every error.
  static func failures(of value: AnswerValue, against schema: ValueSchema) -> [Failure] {
    guard case .object(let keywords) = schema.schema else {
      return failure(of: value, against: schema).map { [$0] } ?? []
    }
    let check = ValueSchemaCheck(document: schema.document)
    var found: [Failure] = []
    for (keyword, argument) in keywords {
      var part: ObjectMembers = [keyword: argument]
      for companion in companions[keyword.text] ?? [] { part[companion] = keywords[companion] }
      if let failure = check.failure(value, .object(part), at: .root, depth: 0),
        !found.contains(failure)
      {
        found.append(failure)
      }
    }
    return found
  }

  func failure(_ value: AnswerValue, _ schema: AnswerValue, at path: FieldPath, depth: Int)
    -> Failure?
  {
    guard depth < Self.maximumDepth else { return nil }
    switch schema {
    case .bool(false): return Failure(path: path, message: "is not allowed here")
    case .object(let keywords):
      if let reference = keywords["$ref"]?.stringValue, let target = pointer(reference),
        let failure = failure(value, target, at: path, depth: depth + 1)
      {
        return failure
      }
      for (keyword, argument) in keywords {
        if let failure = check(keyword.text, argument, in: keywords, value, path, depth) {
          return failure
        }
      }
      return nil
    default: return nil
    }
  }

  private func check(
    _ keyword: String, _ argument: AnswerValue, in keywords: OrderedDictionaryOfValues,
    _ value: AnswerValue, _ path: FieldPath, _ depth: Int
  ) -> Failure? {
    func fail(_ message: String) -> Failure { Failure(path: path, message: message) }
    switch keyword {
    case "type":
      let names =
        argument.arrayValue?.compactMap(\.stringValue) ?? argument.stringValue.map { [$0] } ?? []
      guard !names.isEmpty, !names.contains(where: { Self.isOfType(value, $0) }) else { return nil }
      return fail("must be of type \(names.joined(separator: " or ")), not \(value.typeName)")
    case "enum":
      guard let options = argument.arrayValue, !options.contains(where: { Self.equal($0, value) })
      else { return nil }
      return fail("must be one of: \(options.map(Self.shown).joined(separator: ", "))")
    case "const":
      return Self.equal(argument, value) ? nil : fail("must be \(Self.shown(argument))")
    case "not":
      guard failure(value, argument, at: path, depth: depth + 1) == nil else { return nil }
      return fail(Self.exclusionMessage(argument))
    case "allOf":
      for part in argument.arrayValue ?? [] {
        if let failure = failure(value, part, at: path, depth: depth + 1) { return failure }
      }
      return nil
    case "anyOf":
      guard let parts = argument.arrayValue,
        !parts.contains(where: { failure(value, $0, at: path, depth: depth + 1) == nil })
      else { return nil }
      return fail("matches none of the schemas 'anyOf' allows")
    case "oneOf":
      guard let parts = argument.arrayValue else { return nil }
      let matching = parts.filter { failure(value, $0, at: path, depth: depth + 1) == nil }.count
      if matching == 1 { return nil }
      return fail(
        matching == 0
          ? "matches none of the schemas 'oneOf' allows"
          : "matches \(matching) of the schemas 'oneOf' allows, not exactly one")
    case "if":
      let branch =
        failure(value, argument, at: path, depth: depth + 1) == nil
        ? keywords["then"] : keywords["else"]
      return branch.flatMap { failure(value, $0, at: path, depth: depth + 1) }
    default:
      if let number = value.doubleValue {
        return numberFailure(keyword, argument, in: keywords, number).map(fail)
      }
      if case .string(let text) = value { return stringFailure(keyword, argument, text).map(fail) }
      if case .array(let items) = value {
        return arrayFailure(keyword, argument, in: keywords, items, path, depth)
      }
      if case .object(let members) = value {
        return objectFailure(keyword, argument, in: keywords, members, path, depth)
      }
      return nil
    }
  }

  private func numberFailure(
    _ keyword: String, _ argument: AnswerValue, in keywords: OrderedDictionaryOfValues,
    _ number: Double
  ) -> String? {
    guard let bound = argument.doubleValue else {
      // draft-04's boolean `exclusiveMinimum` is read with `minimum`.
      return nil
    }
    let exclusive = { (name: String) in keywords[name] == .bool(true) }
    switch keyword {
    case "minimum" where exclusive("exclusiveMinimum"):
      return number > bound ? nil : "must be more than \(Self.shown(argument))"
    case "minimum":
      return number >= bound ? nil : "must be at least \(Self.shown(argument))"
    case "maximum" where exclusive("exclusiveMaximum"):
      return number < bound ? nil : "must be less than \(Self.shown(argument))"
    case "maximum":
      return number <= bound ? nil : "must be at most \(Self.shown(argument))"
    case "exclusiveMinimum":
      return number > bound ? nil : "must be more than \(Self.shown(argument))"
    case "exclusiveMaximum":
      return number < bound ? nil : "must be less than \(Self.shown(argument))"
    case "multipleOf":
      guard bound > 0 else { return nil }
      let quotient = number / bound
      return !quotient.isFinite || quotient == quotient.rounded()
        ? nil : "must be a multiple of \(Self.shown(argument))"
    default:
      return nil
    }
  }

  private func stringFailure(_ keyword: String, _ argument: AnswerValue, _ text: String)
    -> String?
  {
    let length = TextLength.of(text)
    switch keyword {
    case "minLength":
      guard let count = argument.doubleValue, Double(length) < count else { return nil }
      return "must be at least \(Self.counted(argument, "character", "characters"))"
    case "maxLength":
      guard let count = argument.doubleValue, Double(length) > count else { return nil }
      return "must be at most \(Self.counted(argument, "character", "characters"))"
    case "format":
      return argument.stringValue.flatMap { FormatCheck.problem(format: $0, text: text) }
    case "pattern":
      guard let pattern = argument.stringValue else { return nil }
      switch ECMAPattern.find(pattern, in: text) {
      case .match: return nil
      case .noMatch: return "does not match the pattern \(pattern)"
      case .tooCostly: return "is too costly to check against the pattern \(pattern)"
      }
    default:
      return nil
    }
  }

  private func arrayFailure(
    _ keyword: String, _ argument: AnswerValue, in keywords: OrderedDictionaryOfValues,
    _ items: [AnswerValue], _ path: FieldPath, _ depth: Int
  ) -> Failure? {
    func fail(_ message: String) -> Failure { Failure(path: path, message: message) }
    func each(_ schemas: [AnswerValue], from start: Int = 0) -> Failure? {
      for (index, item) in items.enumerated() where index >= start {
        let schema = index - start < schemas.count ? schemas[index - start] : schemas.last
        guard let schema else { continue }
        if let failure = failure(item, schema, at: path.appending(index: index), depth: depth + 1) {
          return failure
        }
      }
      return nil
    }
    switch keyword {
    case "prefixItems":
      let schemas = argument.arrayValue ?? []
      for (index, item) in items.prefix(schemas.count).enumerated() {
        if let failure = failure(
          item, schemas[index], at: path.appending(index: index), depth: depth + 1)
        {
          return failure
        }
      }
      return nil
    case "items":
      if let positions = argument.arrayValue {
        // Before 2020-12: one schema per position, then `additionalItems` for the rest.
        for (index, item) in items.prefix(positions.count).enumerated() {
          if let failure = failure(
            item, positions[index], at: path.appending(index: index), depth: depth + 1)
          {
            return failure
          }
        }
        guard let rest = keywords["additionalItems"], items.count > positions.count else {
          return nil
        }
        if rest == .bool(false) {
          return fail("must have at most \(positions.count) items")
        }
        return each([rest], from: positions.count)
      }
      let start = keywords["prefixItems"]?.arrayValue?.count ?? 0
      if argument == .bool(false), items.count > start {
        return fail("must have at most \(start) items")
      }
      return each([argument], from: start)
    case "contains":
      guard !items.contains(where: { failure($0, argument, at: path, depth: depth + 1) == nil })
      else { return nil }
      return fail("holds no item of the kind 'contains' asks for")
    case "minItems":
      guard let count = argument.doubleValue, Double(items.count) < count else { return nil }
      return fail("must have at least \(Self.counted(argument, "item", "items"))")
    case "maxItems":
      guard let count = argument.doubleValue, Double(items.count) > count else { return nil }
      return fail("must have at most \(Self.counted(argument, "item", "items"))")
    case "uniqueItems":
      guard argument == .bool(true) else { return nil }
      for (index, item) in items.enumerated()
      where items[..<index].contains(where: { Self.equal($0, item) }) {
        return fail("holds \(Self.shown(item)) more than once")
      }
      return nil
    default:
      return nil
    }
  }

  private func objectFailure(
    _ keyword: String, _ argument: AnswerValue, in keywords: OrderedDictionaryOfValues,
    _ members: OrderedDictionaryOfValues, _ path: FieldPath, _ depth: Int
  ) -> Failure? {
    func fail(_ message: String) -> Failure { Failure(path: path, message: message) }
    switch keyword {
    case "required":
      for name in argument.arrayValue?.compactMap(\.stringValue) ?? [] where members[name] == nil {
        return Failure(path: path.appending(name), message: "an answer is required")
      }
      return nil
    case "properties":
      for (name, schema) in argument.objectValue ?? [:] {
        guard let member = members[name] else { continue }
        if let failure = failure(member, schema, at: path.appending(name), depth: depth + 1) {
          return failure
        }
      }
      return nil
    case "patternProperties":
      for (pattern, schema) in argument.objectValue ?? [:] {
        for (name, member) in members {
          switch ECMAPattern.find(pattern.text, in: name.text) {
          case .noMatch: continue
          case .tooCostly:
            return Failure(
              path: path.appending(name),
              message: "the name is too costly to check against the pattern \(pattern.text)")
          case .match: break
          }
          if let failure = failure(member, schema, at: path.appending(name), depth: depth + 1) {
            return failure
          }
        }
      }
      return nil
    case "additionalProperties":
      let known = keywords["properties"]?.objectValue?.keys.map { $0 } ?? []
      let patterns = keywords["patternProperties"]?.objectValue?.keys.map(\.text) ?? []
      for (name, member) in members
      where !known.contains(name)
        // Undecided names are `patternProperties`' to report.
        && !patterns.contains(where: { ECMAPattern.find($0, in: name.text) != .noMatch })
      {
        if argument == .bool(false) {
          return Failure(
            path: path.appending(name), message: "is not a property this object allows")
        }
        if let failure = failure(member, argument, at: path.appending(name), depth: depth + 1) {
          return failure
        }
      }
      return nil
    case "propertyNames":
      for name in members.keys {
        if let failure = failure(.string(name.text), argument, at: path, depth: depth + 1) {
          return Failure(
            path: path.appending(name), message: "the name \(name) \(failure.message)")
        }
      }
      return nil
    case "minProperties":
      guard let count = argument.doubleValue, Double(members.count) < count else { return nil }
      return fail("must have at least \(Self.counted(argument, "property", "properties"))")
    case "maxProperties":
      guard let count = argument.doubleValue, Double(members.count) > count else { return nil }
      return fail("must have at most \(Self.counted(argument, "property", "properties"))")
    case "dependentRequired", "dependencies", "dependentSchemas":
      for (name, dependency) in argument.objectValue ?? [:] where members[name] != nil {
        if let names = dependency.arrayValue {
          for required in names.compactMap(\.stringValue) where members[required] == nil {
            return Failure(
              path: path.appending(required),
              message: "an answer is required when \(name) is given")
          }
        } else if let failure = failure(.object(members), dependency, at: path, depth: depth + 1) {
          return failure
        }
      }
      return nil
    default:
      return nil
    }
  }

  /// The node a local JSON pointer names in the document.
  func pointer(_ reference: String) -> AnswerValue? {
    guard reference.hasPrefix("#") else { return nil }
    let fragment = String(reference.dropFirst()).percentDecoded ?? ""
    var node = document.root
    guard !fragment.isEmpty else { return node }
    guard fragment.hasPrefix("/") else { return nil }
    for token in fragment.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
      let name = token.replacingLiterally("~1", with: "/")
        .replacingLiterally("~0", with: "~")
      if let members = node.objectValue, let next = members[name] {
        node = next
      } else if let items = node.arrayValue, let index = Int(name), items.indices.contains(index) {
        node = items[index]
      } else {
        return nil
      }
    }
    return node
  }

  static func isOfType(_ value: AnswerValue, _ name: String) -> Bool {
    switch (name, value) {
    case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array),
      ("object", .object), ("number", .integer), ("number", .number), ("integer", .integer):
      return true
    case ("integer", .number(let number)): return number == number.rounded()
    default: return false
    }
  }

  /// JSON equality: 1 and 1.0 are the same number.
  static func equal(_ lhs: AnswerValue, _ rhs: AnswerValue) -> Bool {
    if let left = lhs.doubleValue, let right = rhs.doubleValue { return left == right }
    switch (lhs, rhs) {
    case (.array(let left), .array(let right)):
      return left.count == right.count && zip(left, right).allSatisfy { equal($0, $1) }
    case (.object(let left), .object(let right)):
      return left.count == right.count
        && left.allSatisfy { key, value in right[key].map { equal(value, $0) } ?? false }
    default:
      return lhs == rhs
    }
  }

  static func shown(_ value: AnswerValue) -> String {
    switch value {
    case .string(let text): text
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    default: JSONWriter.render(value, pretty: false).trimmingNewlines
    }
  }

  static func counted(_ count: AnswerValue, _ one: String, _ many: String) -> String {
    "\(shown(count)) \(count.doubleValue == 1 ? one : many)"
  }

  /// What `not` refuses, in words when it is a value or a list of them.
  static func exclusionMessage(_ schema: AnswerValue) -> String {
    if let members = schema.objectValue, members.count == 1 {
      if let value = members["const"] { return "must not be \(shown(value))" }
      if let values = members["enum"]?.arrayValue {
        return "must not be any of: \(values.map(shown).joined(separator: ", "))"
      }
      if let names = members["required"]?.arrayValue?.compactMap(\.stringValue) {
        return "must not have \(names.joined(separator: " and ")) (the schema's 'not' excludes it)"
      }
    }
    return "matches the schema 'not' excludes"
  }
}

typealias OrderedDictionaryOfValues = ObjectMembers
