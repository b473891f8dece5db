import OrderedCollections

/// Writes a result as `KEY=value` lines for `. file` in sh, systemd's `EnvironmentFile=`
/// and docker compose `.env` files.
///
/// (`docker run --env-file` does no unquoting at all: a quoted value reaches the container
/// with its quotes, so plain values are the only ones it reads the same.)
///
/// Conventions, chosen so every line means the same to all of these readers:
/// - One line per scalar leaf, in form order. The key is the leaf's path in upper snake
///   case: `address.city` → `ADDRESS_CITY`, `userURL` → `USER_URL`, `ipv6Address` →
///   `IPV6_ADDRESS`; characters other than ASCII letters and digits become `_`, and a key
///   starting with a digit gets a leading `_`. The prefix is put in front as given.
/// - Arrays are indexed: `TAGS_0=a`, `TAGS_1=b` (objects in arrays: `CONTACTS_0_NAME=…`).
///   There is no joined `TAGS="a,b"` form, and an empty array or object writes no line.
/// - Values: `true`/`false`, numbers as JSON writes them, null and "" as nothing (`KEY=`).
///   A string made only of `A-Z a-z 0-9 _ . / : @ % + , -` is written as is; anything else
///   is single-quoted, with `'` written `'\''`. Single quotes keep `$`, backticks,
///   backslashes, spaces and newlines literal in sh, so a multi-line value survives
///   `. file`.
package enum EnvWriter {
  /// Renders a result as environment assignments.
  ///
  /// ✅ `["name": "Ada Lovelace", "address": ["city": "Paris"], "tags": ["a", "b"]]`, prefix
  /// `APP_` → `APP_NAME='Ada Lovelace'\nAPP_ADDRESS_CITY=Paris\nAPP_TAGS_0=a\nAPP_TAGS_1=b\n`
  ///
  /// - Parameters:
  ///   - value: The result, usually an object in form order.
  ///   - prefix: Put in front of every key as given, e.g. `APP_`.
  /// - Returns: One line per scalar leaf, each ending with a newline; "" when there are none.
  /// - Throws: `OutputError` when the prefix is not made of ASCII letters, digits and `_`,
  ///   when a scalar sits at the root (it has no name), or when two paths give the same
  ///   key (`a_b` and `a.b`), naming the second path.
  package static func render(_ value: AnswerValue, prefix: String = "") throws -> String {
    var warnings: [Diagnostic] = []
    return try render(value, prefix: prefix, warnings: &warnings)
  }

  /// Renders a result as environment assignments, checking the names (see `EnvNames`).
  ///
  /// - Parameters:
  ///   - value: The result, usually an object in form order.
  ///   - prefix: Put in front of every key as given, e.g. `APP_`.
  ///   - warnings: Receives one warning per name that would shadow a common variable
  ///     (`PATH`, `HOME`) when there is no prefix.
  /// - Returns: One line per scalar leaf, each ending with a newline; "" when there are none.
  /// - Throws: `OutputError` as `render(_:prefix:)`, and also for a key with no letter
  ///   (`!!`), and, without a prefix, for a name that changes how programs run
  ///   (`LD_PRELOAD`, `IFS`).
  package static func render(
    _ value: AnswerValue, prefix: String = "", warnings: inout [Diagnostic]
  ) throws -> String {
    guard prefix.unicodeScalars.allSatisfy(isNameCharacter) else {
      throw OutputError("the environment prefix '\(prefix)' may hold only A-Z, a-z, 0-9 and _")
    }
    var lines: [String] = []
    var seen: [String: FieldPath] = [:]
    try collect(value, at: .root, into: &lines, seen: &seen, prefix: prefix)
    for line in lines {
      let name = String(line.prefix { $0 != "=" })
      guard let path = seen[name] else { continue }
      try checkName(variableName(for: path), of: path, prefixed: !prefix.isEmpty, into: &warnings)
    }
    return lines.map { $0 + "\n" }.joined()
  }

  private static func checkName(
    _ name: String, of path: FieldPath, prefixed: Bool, into warnings: inout [Diagnostic]
  ) throws {
    switch EnvNames.verdict(for: name) {
    case .fine: return
    case .meaningless:
      throw OutputError(
        "the key has no letter to make an environment variable name of (it would be \(name))",
        path: path)
    case .changesHowProgramsRun where !prefixed:
      throw OutputError(
        "would be written as \(name), which changes how the shell or every later program runs "
          + "when the file is sourced; name the variables with --env-prefix", path: path)
    case .shadowsCommonVariable where !prefixed:
      warnings.append(
        .warning(
          "would be written as \(name), replacing the \(name) of a shell that sources the file; "
            + "--env-prefix APP writes APP_\(name)", path: path))
    case .changesHowProgramsRun, .shadowsCommonVariable: return
    }
  }

  /// The variable name for a path, as `render` writes it (without a prefix).
  ///
  /// - Parameter path: A path to a value in the result.
  /// - Returns: The upper-snake-case name, e.g. `CONTACTS_0_EMAIL` for `contacts[0].email`.
  package static func variableName(for path: FieldPath) -> String {
    var parts: [String] = []
    for component in path.components {
      switch component {
      case .key(let key): parts.append(upperSnakeCase(key))
      case .index(let index): parts.append(String(index))
      }
    }
    let name = parts.joined(separator: "_")
    if let first = name.unicodeScalars.first, ("0"..."9").contains(first) { return "_" + name }
    return name
  }

  /// Quotes a value so sh, systemd and compose all read it back unchanged.
  ///
  /// ✅ `quoted("it's $HOME")` → `'it'\''s $HOME'`; `quoted("a/b:c")` → `a/b:c`
  ///
  /// - Parameter text: The value.
  /// - Returns: The text as is when it needs no quotes, else single-quoted.
  package static func quoted(_ text: String) -> String {
    if text.unicodeScalars.allSatisfy(isPlainCharacter) { return text }
    // Scalars, not Characters: `'` followed by a combining mark is one Character that is
    // not equal to "'", yet sh reads its first byte as a closing quote.
    var result = "'"
    for scalar in text.unicodeScalars {
      if scalar == "'" {
        result += #"'\''"#
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result + "'"
  }

  private static func collect(
    _ value: AnswerValue, at path: FieldPath, into lines: inout [String],
    seen: inout [String: FieldPath], prefix: String
  ) throws {
    let scalar: String
    switch value {
    case .object(let members):
      for (key, member) in members {
        try collect(member, at: path.appending(key), into: &lines, seen: &seen, prefix: prefix)
      }
      return
    case .array(let items), .tuple(let items):
      for (index, item) in items.enumerated() {
        try collect(
          item, at: path.appending(index: index), into: &lines, seen: &seen, prefix: prefix)
      }
      return
    case .null: scalar = ""
    case .bool(let flag): scalar = flag ? "true" : "false"
    case .integer(let number): scalar = String(number)
    case .number(let number): scalar = AnswerValue.format(number)
    case .numberLiteral(let literal): scalar = literal.text
    case .string(let text):
      guard !text.unicodeScalars.contains("\0") else {
        // sh, systemd and compose all end a value at NUL: it cannot be written.
        throw OutputError(
          "holds a NUL character, which an environment file cannot carry", path: path)
      }
      scalar = quoted(text)
    }
    guard !path.isRoot else {
      throw OutputError("an environment file needs named values, not a single \(value.typeName)")
    }
    let name = prefix + variableName(for: path)
    if let earlier = seen[name] {
      throw OutputError(
        "both '\(earlier)' and '\(path)' would be written as \(name)", path: path)
    }
    seen[name] = path
    lines.append(name + "=" + scalar)
  }

  /// `userURL` → `USER_URL`, `HTTPServer` → `HTTP_SERVER`, `first-name` → `FIRST_NAME`.
  ///
  /// A word boundary falls before an upper-case letter that follows a lower-case letter or
  /// digit, and before the last capital of a run when a lower-case letter follows it.
  private static func upperSnakeCase(_ key: String) -> String {
    let scalars = Array(key.unicodeScalars)
    var result = ""
    for (index, scalar) in scalars.enumerated() {
      guard isNameCharacter(scalar) else {
        result += "_"
        continue
      }
      if isUpper(scalar), index > 0 {
        let previous = scalars[index - 1]
        let next = index + 1 < scalars.count ? scalars[index + 1] : nil
        let afterWord = isLower(previous) || isDigit(previous)
        let endsAcronym = isUpper(previous) && next.map(isLower) == true
        if afterWord || endsAcronym { result += "_" }
      }
      result += String(scalar).uppercased()
    }
    return result
  }

  private static func isUpper(_ scalar: Unicode.Scalar) -> Bool { ("A"..."Z").contains(scalar) }
  private static func isLower(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) }
  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

  private static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
    isUpper(scalar) || isLower(scalar) || isDigit(scalar) || scalar == "_"
  }

  private static func isPlainCharacter(_ scalar: Unicode.Scalar) -> Bool {
    isNameCharacter(scalar) || "./:@%+,-".unicodeScalars.contains(scalar)
  }
}
