/// A regular expression of the plain kind most schemas use (`^[a-z0-9-]+(\.[a-z]+)*$`),
/// run on ASCII text by a Thompson automaton: no backtracking and no step budget, so a
/// batch checks a pattern in every file cheaply.
///
/// Only constructs whose meaning on ASCII text is the same in ECMA-262 and in any regular
/// engine are read: literals and escaped punctuation, `.`, classes with ranges and `\d \w \s`
/// (and their negations), groups (`(…)`, `(?:…)`), `|`, the quantifiers `? * + {n} {n,}
/// {n,m}` (lazy ones too: whether a match exists does not depend on laziness), and `^ $` as
/// the start and end of the text. Anything else (back-references, look-arounds, `\b`,
/// `\u` escapes, Annex B's lone braces) makes `init` fail, and `ECMAPattern` asks PCRE2.
///
/// ✅ `^(?:[a-z0-9]([a-z0-9-]*[a-z0-9])?)$` on "node-1" → match
/// ❌ `(a)\1` → nil (a back-reference is left to PCRE2)
struct ASCIIPattern: Sendable {
  /// One step of the automaton.
  enum Step: Sendable {
    /// Consumes one character of the set.
    case character(ASCIISet)
    /// Continues at both.
    case split(Int, Int)
    case jump(Int)
    case textStart
    case textEnd
    case match
  }

  private let steps: [Step]
  /// The automaton made deterministic, when it has few enough states.
  private let table: ASCIIPatternTable?

  /// nil when the pattern uses anything beyond the plain kind, or is no pattern at all.
  init?(_ source: String) {
    guard source.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
    var parser = Parser(bytes: Array(source.utf8))
    guard let tree = parser.alternation(), parser.offset == parser.bytes.count else {
      return nil
    }
    var steps: [Step] = []
    guard ASCIIPattern.emit(tree, into: &steps) else { return nil }
    steps.append(.match)
    self.steps = steps
    table = ASCIIPatternTable(steps)
  }

  /// Whether the pattern matches somewhere in `text`; nil when `text` is not ASCII.
  func matches(_ text: String) -> Bool? {
    if let found = text.utf8.withContiguousStorageIfAvailable({ run($0) }) { return found }
    return Array(text.utf8).withUnsafeBufferPointer { run($0) }
  }

  /// `matches` step by step even when a table is built, to hold the table to it in tests.
  func matchesStepByStep(_ text: String) -> Bool? {
    Array(text.utf8).withUnsafeBufferPointer { run($0, byTable: false) }
  }

  /// Whether the automaton was made deterministic.
  var runsByTable: Bool { table != nil }

  private func run(_ text: UnsafeBufferPointer<UInt8>, byTable: Bool = true) -> Bool? {
    guard text.allSatisfy({ $0 < 0x80 }) else { return nil }
    if byTable, let table { return table.matches(text) }
    var current = StateSet(count: steps.count)
    var next = StateSet(count: steps.count)
    var pending: [Int] = []
    pending.reserveCapacity(steps.count)
    for position in 0...text.count {
      // Unanchored: a match may start at every position.
      if add(0, at: position, length: text.count, to: &current, &pending) { return true }
      guard position < text.count else { break }
      let byte = text[position]
      next.clear()
      for slot in 0..<current.count {
        let state = current.member(slot)
        if case .character(let set) = steps[state], set.contains(byte),
          add(state + 1, at: position + 1, length: text.count, to: &next, &pending)
        {
          return true
        }
      }
      swap(&current, &next)
    }
    return false
  }

  /// Adds a state and every state reached from it without consuming a character.
  /// - Returns: Whether the match state was reached.
  private func add(
    _ state: Int, at position: Int, length: Int, to set: inout StateSet, _ pending: inout [Int]
  ) -> Bool {
    pending.removeAll(keepingCapacity: true)
    pending.append(state)
    while let state = pending.popLast() {
      guard set.insert(state) else { continue }
      switch steps[state] {
      case .split(let first, let second):
        pending.append(second)
        pending.append(first)
      case .jump(let target):
        pending.append(target)
      case .textStart:
        if position == 0 { pending.append(state + 1) }
      case .textEnd:
        if position == length { pending.append(state + 1) }
      case .match:
        return true
      case .character:
        break
      }
    }
    return false
  }

  /// The most steps a pattern may compile to (counted repetitions are copied out).
  private static let maximumSteps = 4_096

  private static func emit(_ node: Node, into steps: inout [Step]) -> Bool {
    guard steps.count < maximumSteps else { return false }
    switch node {
    case .set(let set):
      steps.append(.character(set))
    case .textStart:
      steps.append(.textStart)
    case .textEnd:
      steps.append(.textEnd)
    case .sequence(let parts):
      for part in parts where !emit(part, into: &steps) { return false }
    case .choice(let options):
      // split(o1, next) … o1 jump(end) split(o2, …) …
      var jumps: [Int] = []
      for (index, option) in options.enumerated() {
        if index < options.count - 1 {
          let split = steps.count
          steps.append(.split(split + 1, 0))
          guard emit(option, into: &steps) else { return false }
          jumps.append(steps.count)
          steps.append(.jump(0))
          steps[split] = .split(split + 1, steps.count)
        } else {
          guard emit(option, into: &steps) else { return false }
        }
      }
      for jump in jumps { steps[jump] = .jump(steps.count) }
    case .repeated(let inner, let minimum, let maximum):
      for _ in 0..<minimum where !emit(inner, into: &steps) { return false }
      if let maximum {
        // Each optional copy may be skipped to the end.
        var skips: [Int] = []
        for _ in minimum..<maximum {
          skips.append(steps.count)
          steps.append(.split(steps.count + 1, 0))
          guard emit(inner, into: &steps) else { return false }
        }
        for skip in skips { steps[skip] = .split(skip + 1, steps.count) }
      } else {
        let loop = steps.count
        steps.append(.split(loop + 1, 0))
        guard emit(inner, into: &steps) else { return false }
        steps.append(.jump(loop))
        steps[loop] = .split(loop + 1, steps.count)
      }
    }
    return steps.count <= maximumSteps
  }

  /// The pattern's tree.
  fileprivate indirect enum Node {
    case set(ASCIISet)
    case textStart
    case textEnd
    case sequence([Node])
    case choice([Node])
    case repeated(Node, minimum: Int, maximum: Int?)
  }

  /// Reads the plain kind of pattern; nil for anything else.
  private struct Parser {
    let bytes: [UInt8]
    var offset = 0
    var depth = 0

    mutating func alternation() -> Node? {
      depth += 1
      defer { depth -= 1 }
      guard depth < 50 else { return nil }
      var options: [Node] = []
      while true {
        guard let option = sequence() else { return nil }
        options.append(option)
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "|") else { break }
        offset += 1
      }
      return options.count == 1 ? options[0] : .choice(options)
    }

    private mutating func sequence() -> Node? {
      var parts: [Node] = []
      while offset < bytes.count, bytes[offset] != UInt8(ascii: "|"),
        bytes[offset] != UInt8(ascii: ")")
      {
        guard let atom = atom() else { return nil }
        guard let quantified = quantifier(on: atom) else { return nil }
        parts.append(quantified)
      }
      return .sequence(parts)
    }

    private mutating func atom() -> Node? {
      let byte = bytes[offset]
      offset += 1
      switch byte {
      case UInt8(ascii: "^"): return .textStart
      case UInt8(ascii: "$"): return .textEnd
      case UInt8(ascii: "."): return .set(ASCIISet.all.removing([0x0A, 0x0D]))
      case UInt8(ascii: "("):
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "?") {
          guard offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: ":") else {
            return nil
          }
          offset += 2
        }
        guard let inner = alternation(), offset < bytes.count,
          bytes[offset] == UInt8(ascii: ")")
        else { return nil }
        offset += 1
        return inner
      case UInt8(ascii: "["): return characterClass().map(Node.set)
      case UInt8(ascii: "\\"): return escape(inClass: false).map(Node.set)
      // Quantifiers without an atom, and Annex B's lone braces and brackets.
      case UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "?"), UInt8(ascii: "{"),
        UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ")"):
        return nil
      default: return .set(ASCIISet(byte))
      }
    }

    private mutating func quantifier(on atom: Node) -> Node? {
      guard offset < bytes.count else { return atom }
      var minimum = 0
      var maximum: Int?
      switch bytes[offset] {
      case UInt8(ascii: "?"): maximum = 1
      case UInt8(ascii: "*"): break
      case UInt8(ascii: "+"): minimum = 1
      case UInt8(ascii: "{"):
        guard let bounds = braces() else { return nil }
        (minimum, maximum) = bounds
        offset -= 1
      default: return atom
      }
      offset += 1
      if offset < bytes.count, bytes[offset] == UInt8(ascii: "?") { offset += 1 }
      if case .textStart = atom { return nil }
      if case .textEnd = atom { return nil }
      guard minimum <= 100, (maximum ?? 0) <= 100, minimum <= (maximum ?? minimum) else {
        return nil
      }
      if offset < bytes.count,
        [UInt8(ascii: "?"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "{")].contains(
          bytes[offset])
      {
        return nil
      }
      return .repeated(atom, minimum: minimum, maximum: maximum)
    }

    /// `{n}`, `{n,}` or `{n,m}`, ending just after `}`.
    private mutating func braces() -> (Int, Int?)? {
      var position = offset + 1
      func digits() -> Int? {
        var value = 0
        var count = 0
        while position < bytes.count, bytes[position] >= 0x30, bytes[position] <= 0x39 {
          value = min(value * 10 + Int(bytes[position] - 0x30), 1_000_000)
          position += 1
          count += 1
        }
        return count > 0 ? value : nil
      }
      guard let minimum = digits(), position < bytes.count else { return nil }
      var maximum: Int? = minimum
      if bytes[position] == UInt8(ascii: ",") {
        position += 1
        maximum = digits()
      }
      guard position < bytes.count, bytes[position] == UInt8(ascii: "}") else { return nil }
      offset = position + 1
      return (minimum, maximum)
    }

    private mutating func characterClass() -> ASCIISet? {
      var negated = false
      if offset < bytes.count, bytes[offset] == UInt8(ascii: "^") {
        negated = true
        offset += 1
      }
      var set = ASCIISet()
      var first = true
      while offset < bytes.count, bytes[offset] != UInt8(ascii: "]") || first {
        // A `]` first closes an empty class in ECMA-262: left to PCRE2.
        if bytes[offset] == UInt8(ascii: "]") { return nil }
        first = false
        guard let low = classMember() else { return nil }
        if offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "-"),
          bytes[offset + 1] != UInt8(ascii: "]")
        {
          offset += 1
          guard let high = classMember(), let from = low.single, let to = high.single,
            from <= to
          else { return nil }
          set.insert(from...to)
        } else {
          set.formUnion(low)
        }
      }
      guard offset < bytes.count else { return nil }
      offset += 1
      return negated ? set.inverted : set
    }

    private mutating func classMember() -> ASCIISet? {
      let byte = bytes[offset]
      offset += 1
      switch byte {
      case UInt8(ascii: "\\"): return escape(inClass: true)
      case UInt8(ascii: "["): return nil
      default: return ASCIISet(byte)
      }
    }

    /// After a backslash: a class escape, or escaped punctuation.
    private mutating func escape(inClass: Bool) -> ASCIISet? {
      guard offset < bytes.count else { return nil }
      let byte = bytes[offset]
      offset += 1
      switch byte {
      case UInt8(ascii: "d"): return ASCIISet.digits
      case UInt8(ascii: "D"): return ASCIISet.digits.inverted
      case UInt8(ascii: "w"): return ASCIISet.word
      case UInt8(ascii: "W"): return ASCIISet.word.inverted
      case UInt8(ascii: "s"): return ASCIISet.space
      case UInt8(ascii: "S"): return ASCIISet.space.inverted
      case UInt8(ascii: "t"): return ASCIISet(0x09)
      case UInt8(ascii: "n"): return ASCIISet(0x0A)
      case UInt8(ascii: "r"): return ASCIISet(0x0D)
      case UInt8(ascii: "f"): return ASCIISet(0x0C)
      case UInt8(ascii: "v"): return ASCIISet(0x0B)
      default:
        // Escaped punctuation is itself; a letter or digit escape means more than that.
        let punctuation = Array("^$\\.*+?()[]{}|/-".utf8)
        return punctuation.contains(byte) ? ASCIISet(byte) : nil
      }
    }
  }
}

/// A set of ASCII characters as a 128-bit map.
struct ASCIISet: Sendable, Hashable {
  private var low: UInt64 = 0
  private var high: UInt64 = 0

  init() {}

  init(_ byte: UInt8) {
    insert(byte...byte)
  }

  static let all = ASCIISet().inverted
  static let digits: ASCIISet = {
    var set = ASCIISet()
    set.insert(0x30...0x39)
    return set
  }()
  static let word: ASCIISet = {
    var set = digits
    set.insert(0x41...0x5A)
    set.insert(0x61...0x7A)
    set.insert(0x5F...0x5F)
    return set
  }()
  /// ECMA-262's white space and line terminators that are ASCII.
  static let space: ASCIISet = {
    var set = ASCIISet()
    set.insert(0x09...0x0D)
    set.insert(0x20...0x20)
    return set
  }()

  func contains(_ byte: UInt8) -> Bool {
    byte < 64 ? low & (1 << UInt64(byte)) != 0 : high & (1 << UInt64(byte - 64)) != 0
  }

  mutating func insert(_ range: ClosedRange<UInt8>) {
    for byte in range where byte < 0x80 {
      if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
    }
  }

  mutating func formUnion(_ other: ASCIISet) {
    low |= other.low
    high |= other.high
  }

  func removing(_ bytes: [UInt8]) -> ASCIISet {
    var set = self
    for byte in bytes {
      if byte < 64 {
        set.low &= ~(1 << UInt64(byte))
      } else {
        set.high &= ~(1 << UInt64(byte - 64))
      }
    }
    return set
  }

  /// Every other ASCII character.
  var inverted: ASCIISet {
    var set = ASCIISet()
    set.low = ~low
    set.high = ~high
    return set
  }

  /// The one character of a set that holds exactly one.
  var single: UInt8? {
    if low.nonzeroBitCount + high.nonzeroBitCount != 1 { return nil }
    return low != 0 ? UInt8(low.trailingZeroBitCount) : UInt8(64 + high.trailingZeroBitCount)
  }
}

/// The automaton's live states: a sparse set, cleared in constant time.
private struct StateSet {
  private var dense: [Int]
  private var sparse: [Int]
  private(set) var count = 0

  init(count: Int) {
    dense = Array(repeating: 0, count: count)
    sparse = Array(repeating: 0, count: count)
  }

  /// false when it was there already.
  mutating func insert(_ state: Int) -> Bool {
    let slot = sparse[state]
    if slot < count && dense[slot] == state { return false }
    sparse[state] = count
    dense[count] = state
    count += 1
    return true
  }

  mutating func clear() { count = 0 }

  /// The state in `slot` (below `count`), in the order added.
  func member(_ slot: Int) -> Int { dense[slot] }
}
