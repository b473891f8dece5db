/// Reads a `re.sub` replacement into literal text and group references.
struct ReplacementReader {
  let scalars: [Unicode.Scalar]
  let groupCount: Int
  let names: [String: Int]
  var parts: [PythonReplacement.Part] = []
  private var literal = String.UnicodeScalarView()
  private var index = 0

  init(scalars: [Unicode.Scalar], groupCount: Int, names: [String: Int]) {
    self.scalars = scalars
    self.groupCount = groupCount
    self.names = names
  }

  mutating func read() throws(RegexCompileError) {
    while index < scalars.count {
      let scalar = scalars[index]
      guard scalar == "\\" else {
        literal.append(scalar)
        index += 1
        continue
      }
      try escape()
    }
    flush()
  }

  private mutating func escape() throws(RegexCompileError) {
    let start = index
    guard index + 1 < scalars.count else {
      throw RegexCompileError("bad escape (end of pattern) at position \(start)", offset: start)
    }
    let next = scalars[index + 1]
    let octal: ClosedRange<Unicode.Scalar> = "0"..."7"
    index += 2
    switch next {
    case "g":
      try namedGroup()
    case "0":
      var value: UInt32 = 0
      while index < start + 4, index < scalars.count, octal.contains(scalars[index]) {
        value = value * 8 + scalars[index].value - 0x30
        index += 1
      }
      literal.append(Unicode.Scalar(UInt8(value)))
    case "1"..."9":
      let following = scalars[index...].prefix(2)
      if octal.contains(next), following.count == 2, following.allSatisfy(octal.contains) {
        let value = following.reduce(next.value - 0x30) { $0 * 8 + $1.value - 0x30 }
        guard value <= 0o377, let character = Unicode.Scalar(value) else {
          throw RegexCompileError(
            "octal escape value \\\(String(next))\(String(String.UnicodeScalarView(following))) "
              + "outside of range 0-0o377 at position \(start)", offset: start)
        }
        literal.append(character)
        index += 2
        return
      }
      var number = Int(next.value - 0x30)
      if let second = following.first, ("0"..."9").contains(second) {
        number = number * 10 + Int(second.value - 0x30)
        index += 1
      }
      try group(number, at: start + 1)
    default:
      if let character = Self.simpleEscapes[next] {
        literal.append(character)
      } else if next.isASCII, next.properties.isAlphabetic {
        throw RegexCompileError("bad escape \\\(next) at position \(start)", offset: start)
      } else {
        literal.append("\\")
        literal.append(next)
      }
    }
  }

  private mutating func flush() {
    if !literal.isEmpty { parts.append(.literal(String(literal))) }
    literal = String.UnicodeScalarView()
  }

  private mutating func group(_ number: Int, at position: Int) throws(RegexCompileError) {
    guard number <= groupCount else {
      throw RegexCompileError(
        "invalid group reference \(number) at position \(position)", offset: position)
    }
    flush()
    parts.append(.group(number))
  }

  /// `\g<…>`, after the `g`.
  private mutating func namedGroup() throws(RegexCompileError) {
    let open = index
    guard open < scalars.count, scalars[open] == "<" else {
      throw RegexCompileError("missing < at position \(open)", offset: open)
    }
    guard let close = scalars[(open + 1)...].firstIndex(of: ">") else {
      throw RegexCompileError(
        "missing >, unterminated name at position \(open + 1)", offset: open + 1)
    }
    let name = String(String.UnicodeScalarView(scalars[(open + 1)..<close]))
    index = close + 1
    if name.isEmpty {
      throw RegexCompileError("missing group name at position \(open + 1)", offset: open + 1)
    }
    if name.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) {
      try group(Int(name) ?? Int.max, at: open + 1)
    } else if let number = names[name] {
      try group(number, at: open + 1)
    } else if let first = name.unicodeScalars.first,
      first == "_" || first.properties.isAlphabetic,
      name.unicodeScalars.allSatisfy({
        $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil
      })
    {
      throw RegexCompileError("unknown group name '\(name)'", offset: open + 1)
    } else {
      throw RegexCompileError(
        "bad character in group name '\(name)' at position \(open + 1)", offset: open + 1)
    }
  }

  private static let simpleEscapes: [Unicode.Scalar: Unicode.Scalar] = [
    "a": "\u{07}", "b": "\u{08}", "f": "\u{0C}", "n": "\n", "r": "\r", "t": "\t",
    "v": "\u{0B}", "\\": "\\",
  ]
}
