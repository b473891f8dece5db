/// An `ASCIIPattern`'s automaton made deterministic once, when it has few states: a match
/// is then one table look-up per character instead of following every live state's empty
/// moves again at each one (which was a tenth of checking a small file in a batch).
///
/// The characters are grouped into classes that every step treats alike (`[a-z]` and
/// `[0-9]` give four classes of ASCII), so the table has a row per state and a column per
/// class. `^` holds only in the first state; `$` is looked at only once the text has ended.
struct ASCIIPatternTable: Sendable {
  /// The class of each ASCII character.
  private let classOf: [UInt8]
  private let classCount: Int
  /// `state * classCount + class` → the next state.
  private let next: [Int32]
  /// Whether the pattern has matched on reaching the state, text ending there or not.
  private let matched: [Bool]
  /// Whether it has matched when the text ends in the state (`$` holds there).
  private let matchedAtEnd: [Bool]

  /// The most states a table may have; beyond, the automaton runs step by step.
  static let maximumStates = 256
  /// The most steps of an automaton made into a table, which bounds the work of making it.
  static let maximumSteps = 256

  /// nil when the automaton has more than `maximumSteps` steps or the table would have
  /// more than `maximumStates` states.
  init?(_ steps: [ASCIIPattern.Step]) {
    guard steps.count <= Self.maximumSteps else { return nil }
    // Classes: characters that belong to the same sets of every step.
    var sets: [ASCIISet] = []
    for step in steps {
      if case .character(let set) = step { sets.append(set) }
    }
    var signatures: [[Bool]: UInt8] = [:]
    var classOf = [UInt8](repeating: 0, count: 128)
    var representatives: [UInt8] = []
    for byte in UInt8(0)..<128 {
      let signature = sets.map { $0.contains(byte) }
      if let known = signatures[signature] {
        classOf[Int(byte)] = known
      } else {
        let id = UInt8(truncatingIfNeeded: representatives.count)
        signatures[signature] = id
        representatives.append(byte)
        classOf[Int(byte)] = id
      }
    }
    let classCount = representatives.count

    var states: [[Int]] = []
    var matched: [Bool] = []
    var matchedAtEnd: [Bool] = []
    var known: [[Int]: Int] = [:]
    // The first state is its own (`^` holds in it): never shared with a later one.
    let first = Self.closure(steps, [0], atStart: true, atEnd: false)
    states.append(first.states)
    matched.append(first.matched)
    matchedAtEnd.append(Self.closure(steps, first.states, atStart: true, atEnd: true).matched)
    var next: [Int32] = []
    var pending = 0
    while pending < states.count {
      let current = states[pending]
      pending += 1
      for representative in representatives {
        // A match may also start at every later position.
        var seeds = [0]
        for state in current {
          if case .character(let set) = steps[state], set.contains(representative) {
            seeds.append(state + 1)
          }
        }
        let reached = Self.closure(steps, seeds, atStart: false, atEnd: false)
        if let index = known[reached.states] {
          next.append(Int32(index))
          continue
        }
        guard states.count < Self.maximumStates else { return nil }
        known[reached.states] = states.count
        next.append(Int32(states.count))
        states.append(reached.states)
        matched.append(reached.matched)
        matchedAtEnd.append(
          Self.closure(steps, reached.states, atStart: false, atEnd: true).matched)
      }
    }
    self.classOf = classOf
    self.classCount = classCount
    self.next = next
    self.matched = matched
    self.matchedAtEnd = matchedAtEnd
  }

  /// Whether the pattern matches somewhere in `text`, all of whose bytes are ASCII.
  func matches(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    var state = 0
    if matched[0] { return true }
    for byte in text {
      state = Int(next[state * classCount + Int(classOf[Int(byte)])])
      if matched[state] { return true }
    }
    return matchedAtEnd[state]
  }

  /// The states reached from `seeds` without consuming a character, sorted, and whether
  /// the match state is among them.
  private static func closure(
    _ steps: [ASCIIPattern.Step], _ seeds: [Int], atStart: Bool, atEnd: Bool
  ) -> (states: [Int], matched: Bool) {
    var seen = Set<Int>()
    var pending = seeds
    var matched = false
    while let state = pending.popLast() {
      guard seen.insert(state).inserted else { continue }
      switch steps[state] {
      case .split(let first, let second):
        pending.append(second)
        pending.append(first)
      case .jump(let target):
        pending.append(target)
      case .textStart:
        if atStart { pending.append(state + 1) }
      case .textEnd:
        if atEnd { pending.append(state + 1) }
      case .match:
        matched = true
      case .character:
        break
      }
    }
    return (seen.sorted(), matched)
  }
}
