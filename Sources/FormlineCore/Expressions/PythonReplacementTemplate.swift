/// The replacement of Python's `re.sub` (which `regex_replace` calls), parsed as Python
/// parses it: `\1`…`\99` and `\g<n>`/`\g<name>` name groups, `\0` and three octal digits
/// are characters, `\n` and the other C escapes are characters, an unknown escape of an
/// ASCII letter is an error and any other unknown escape stays as written.
struct PythonReplacementTemplate: Equatable {
  enum Part: Equatable {
    case literal(String)
    case group(Int)
  }

  let parts: [Part]

  /// - Parameters:
  ///   - replacement: The replacement as written.
  ///   - groupCount: How many groups the pattern has (a reference past it is an error).
  ///   - names: The number of each named group.
  /// - Throws: Python's message for the first malformed reference, with its position.
  init(_ replacement: String, groupCount: Int, names: [String: Int]) throws(TemplateError) {
    let scalars = Array(replacement.unicodeScalars)
    var parts: [Part] = []
    var literal = String.UnicodeScalarView()
    func flush() {
      if !literal.isEmpty { parts.append(.literal(String(literal))) }
      literal = String.UnicodeScalarView()
    }
    func group(_ number: Int, at position: Int) throws(TemplateError) {
      guard number <= groupCount else {
        throw TemplateError("invalid group reference \(number) at position \(position)")
      }
      flush()
      parts.append(.group(number))
    }
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      guard scalar == "\\" else {
        literal.append(scalar)
        index += 1
        continue
      }
      guard index + 1 < scalars.count else {
        throw TemplateError("bad escape (end of pattern) at position \(index)")
      }
      let next = scalars[index + 1]
      let octal: ClosedRange<Unicode.Scalar> = "0"..."7"
      switch next {
      case "g":
        index = try Self.namedGroup(scalars, at: index, names: names, group: group)
      case "0":
        let digits = scalars[(index + 1)...].prefix(3).prefix { octal.contains($0) }
        literal.append(Unicode.Scalar(UInt8(digits.reduce(0) { $0 * 8 + Int($1.value - 48) })))
        index += 1 + digits.count
      case "1"..."9":
        let following = scalars[(index + 1)...].prefix(3)
        if following.count == 3, following.allSatisfy({ octal.contains($0) }) {
          let value = following.reduce(0) { $0 * 8 + Int($1.value - 48) }
          guard value <= 0o377, let character = Unicode.Scalar(UInt32(value)) else {
            throw TemplateError(
              "octal escape value \\\(String(String.UnicodeScalarView(following))) outside of range 0-0o377 at position \(index)"
            )
          }
          literal.append(character)
          index += 4
          continue
        }
        let digits = following.prefix(2).prefix { ("0"..."9").contains($0) }
        try group(Int(String(String.UnicodeScalarView(digits))) ?? 0, at: index + 1)
        index += 1 + digits.count
      default:
        if let character = Self.simpleEscapes[next] {
          literal.append(character)
        } else if next.isASCII, next.properties.isAlphabetic {
          throw TemplateError("bad escape \\\(next) at position \(index)")
        } else {
          literal.append("\\")
          literal.append(next)
        }
        index += 2
      }
    }
    flush()
    self.parts = parts
  }

  struct TemplateError: Error {
    let message: String
    init(_ message: String) { self.message = message }
  }

  private static let simpleEscapes: [Unicode.Scalar: Unicode.Scalar] = [
    "a": "\u{07}", "b": "\u{08}", "f": "\u{0C}", "n": "\n", "r": "\r", "t": "\t",
    "v": "\u{0B}", "\\": "\\",
  ]

  /// `\g<…>` starting at `index` (the backslash); returns the index after it.
  private static func namedGroup(
    _ scalars: [Unicode.Scalar], at index: Int, names: [String: Int],
    group: (Int, Int) throws(TemplateError) -> Void
  ) throws(TemplateError) -> Int {
    let open = index + 2
    guard open < scalars.count, scalars[open] == "<" else {
      throw TemplateError("missing < at position \(open)")
    }
    guard let close = scalars[(open + 1)...].firstIndex(of: ">") else {
      throw TemplateError("missing >, unterminated name at position \(open + 1)")
    }
    let name = String(String.UnicodeScalarView(scalars[(open + 1)..<close]))
    if name.isEmpty { throw TemplateError("missing group name at position \(open + 1)") }
    if name.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) {
      try group(Int(name) ?? Int.max, open + 1)
    } else if let number = names[name] {
      try group(number, open + 1)
    } else if let first = name.unicodeScalars.first,
      first == "_" || first.properties.isAlphabetic,
      name.unicodeScalars.allSatisfy({
        $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil
      })
    {
      throw TemplateError("unknown group name '\(name)'")
    } else {
      throw TemplateError("bad character in group name '\(name)' at position \(open + 1)")
    }
    return close + 1
  }
}
