import FoundationEssentials
import OrderedCollections

/// The global functions a template may call: Jinja's `range` and `dict`, and
/// cookiecutter's `uuid4()` and `random_ascii_string(length, punctuation=False)`.
///
/// The core reads no ambient randomness: the random values come from a generator seeded
/// by the run's clock (`--now`) and the call's place, so a run with the same `--now` gives
/// the same values and two runs at different instants differ, as the tools' do.
struct ExpressionFunctions {
  let context: TemplateContext

  static let names: Set<String> = ["range", "dict", "uuid4", "random_ascii_string"]

  /// Jinja globals that are not offered, with the reason given in the message.
  static let refused: [String: String] = [
    "lipsum": "it writes random Latin text",
    "cycler": "it is a Python object",
    "joiner": "it is a Python object",
    "namespace": "it is a Python object",
    "self": "it reaches the template object",
    "super": "it reaches the template object",
    "caller": "macros are not supported",
  ]

  /// The most items `range` may make, as the result budget allows.
  static let maximumRange = 100_000

  func call(_ name: String, arguments: ExpressionArguments, offset: Int)
    throws(ExpressionError) -> AnswerValue
  {
    switch name {
    case "range": return try range(arguments, offset: offset)
    case "dict":
      var members: ObjectMembers = [:]
      if let first = arguments.positional(0) {
        guard case .object(let given) = first else {
          throw .evaluation("dict() takes a mapping or keyword arguments", offset: offset)
        }
        members = given
      }
      for (key, value) in arguments.values { if let key { members[key] = value } }
      return .object(members)
    case "uuid4":
      var generator = SeededGenerator(context: context, offset: offset)
      return .string(PythonUUID.format(PythonUUID.version4(&generator)))
    case "random_ascii_string":
      guard let length = arguments.argument("length", position: 0)?.integerValue, length >= 0
      else {
        throw .evaluation("random_ascii_string needs a length", offset: offset)
      }
      try ResultBudget.ensure(length, offset: offset)
      let punctuation =
        arguments.argument("punctuation", position: 1).map(PythonText.isTruthy) ?? false
      // Python's string.ascii_letters, plus string.punctuation when asked.
      var alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars)
      if punctuation { alphabet += Array("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".unicodeScalars) }
      var generator = SeededGenerator(context: context, offset: offset)
      var text = String.UnicodeScalarView()
      for _ in 0..<length { text.append(alphabet[Int(generator.next() % UInt64(alphabet.count))]) }
      return .string(String(text))
    default:
      throw ExpressionError(message: "function '\(name)()' is not supported", offset: offset)
    }
  }

  /// Python's `range(stop)`, `range(start, stop[, step])`.
  private func range(_ arguments: ExpressionArguments, offset: Int) throws(ExpressionError)
    -> AnswerValue
  {
    let numbers = (0..<arguments.count).compactMap { arguments.positional($0)?.integerValue }
    guard numbers.count == arguments.count, (1...3).contains(numbers.count) else {
      throw .evaluation("range() takes one to three integers", offset: offset)
    }
    let start = numbers.count == 1 ? 0 : numbers[0]
    let stop = numbers.count == 1 ? numbers[0] : numbers[1]
    let step = numbers.count == 3 ? numbers[2] : 1
    guard step != 0 else { throw .evaluation("range() arg 3 must not be zero", offset: offset) }
    var values: [AnswerValue] = []
    var current = start
    while step > 0 ? current < stop : current > stop {
      guard values.count < Self.maximumRange else {
        throw .evaluation(
          "range() would make more than \(Self.maximumRange) numbers", offset: offset)
      }
      values.append(.integer(current))
      let (next, overflow) = current.addingReportingOverflow(step)
      if overflow { break }
      current = next
    }
    return .array(values)
  }
}

/// SplitMix64 seeded by the run's clock and a place in the template: reproducible with
/// `--now`, different from one instant to the next.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(context: TemplateContext, offset: Int) {
    let instant = UInt64(bitPattern: Int64(context.now.timeIntervalSince1970 * 1000))
    state = instant &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(bitPattern: Int64(offset))
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
