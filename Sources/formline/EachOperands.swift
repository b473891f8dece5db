import ArgumentParser

/// The file names of `validate FORM --each F1 F2 …`, set aside before swift-argument-parser
/// reads the command line and given back to the parsed command after.
///
/// Why: the parser's time grows with the square of the words it reads (each value it takes
/// removes a word from the front of its list and adds to a growing set of where values came
/// from): 10,000 names from a shell glob took 2.7 s to parse, four times the 0.6 s of
/// checking the files (docs/benchmarks.md, session 27). Each `--each` keeps its first name,
/// so the parser still sees and checks the option; the plain words after it, which its
/// `.upToNextOption` reading would take as more names, wait here. A run ends at the first
/// word that starts with `-` (another option, `-` for standard input, `--`) or is empty;
/// from there on the parser reads the words as it always did.
struct EachOperands {
  /// The names set aside after each `--each`, in the order of the options.
  private(set) var runs: [[String]] = []

  /// `arguments` (without the program name) with the names after each `--each`'s first set
  /// aside, and what was set aside; `arguments` as they are for any other command line.
  static func setAside(from arguments: [String]) -> (arguments: [String], operands: EachOperands) {
    var operands = EachOperands()
    guard arguments.first == "validate" else { return (arguments, operands) }
    var kept: [String] = []
    kept.reserveCapacity(arguments.count)
    var index = arguments.startIndex
    while index < arguments.endIndex {
      let word = arguments[index]
      kept.append(word)
      index += 1
      // Past `--` every word is an operand of the parser's.
      if word == "--" { break }
      guard word == "--each", index < arguments.endIndex, isPlain(arguments[index]) else {
        continue
      }
      kept.append(arguments[index])
      index += 1
      var run: [String] = []
      while index < arguments.endIndex, isPlain(arguments[index]) {
        run.append(arguments[index])
        index += 1
      }
      operands.runs.append(run)
    }
    kept += arguments[index...]
    return (kept, operands)
  }

  /// A word `.upToNextOption` takes as a value whatever it is: anything but an option, `-`,
  /// `--` or an empty word.
  private static func isPlain(_ word: String) -> Bool {
    guard let first = word.utf8.first else { return false }
    return first != UInt8(ascii: "-")
  }

  /// Whether no name was set aside (the command line is parsed whole).
  var isEmpty: Bool { runs.allSatisfy(\.isEmpty) }

  /// The `--each` names as the parser would have read them from the whole command line:
  /// each option's first name (in `parsed`, one per option, in order) followed by the names
  /// set aside after it; nil when `parsed` does not hold one name per option, so the caller
  /// parses the whole command line instead.
  func restored(into parsed: [String]) -> [String]? {
    guard parsed.count == runs.count else { return nil }
    var names: [String] = []
    names.reserveCapacity(runs.reduce(parsed.count) { $0 + $1.count })
    for (first, run) in zip(parsed, runs) {
      names.append(first)
      names += run
    }
    return names
  }
}
