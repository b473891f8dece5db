// Writes Sources/FormlineUnicode/Generated/LatinTransliterations.swift: how ICU's
// `Any-Latin; Latin-ASCII` transform spells each scalar, read from this machine's Foundation
// (swift-corelibs-foundation runs `applyingTransform` with the ICU it bundles), so that the
// slugify filter spells other scripts in Latin letters without linking ICU (#31).
//
//   swift Scripts/generate-latin-table.swift [output directory]
//
// Every scalar is transliterated alone (about a minute); those whose answer is not the scalar
// itself are written out. A second, small table lists the combining marks Latin-ASCII
// removes after a Latin letter, which `Transliteration.latin(_:)` needs to spell a character
// of several scalars.
import Foundation

let outputDirectory = CommandLine.arguments.dropFirst().first ?? "Sources/FormlineUnicode/Generated"

let transform = StringTransform("Any-Latin; Latin-ASCII")

func transliterated(_ text: String) -> String? { text.applyingTransform(transform, reverse: false) }

// MARK: - Reading the answers from ICU

var answers: [(scalar: UInt32, answer: String)] = []
var withoutAnswer: [UInt32] = []
for value in UInt32(0x80)...0x10_FFFF {
  guard let scalar = Unicode.Scalar(value) else { continue }
  let text = String(scalar)
  guard let answer = transliterated(text) else {
    withoutAnswer.append(value)
    continue
  }
  if !answer.unicodeScalars.elementsEqual(text.unicodeScalars) {
    answers.append((value, answer))
  }
}

// Marks Latin-ASCII removes after a Latin letter: "a" and the mark come back as "a". The
// transform's first step leaves such a mark alone by itself, so only context shows it.
var dropped: [(first: UInt32, last: UInt32)] = []
for value in UInt32(0x300)...0x10_FFFF {
  guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory.isMark,
    transliterated("a" + String(scalar)) == "a"
  else { continue }
  if let run = dropped.last, run.last + 1 == value {
    dropped[dropped.count - 1].last = value
  } else {
    dropped.append((value, value))
  }
}

let spellings = Dictionary(answers.map { ($0.scalar, $0.answer) }) { first, _ in first }

func spelling(_ scalar: Unicode.Scalar) -> String { spellings[scalar.value] ?? String(scalar) }

func isASCIILetters(_ text: String) -> Bool {
  !text.isEmpty
    && text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
}

/// ICU spells a dependent vowel sign alone as U+0314 and the vowel: the mark stands for the
/// consonant whose inherent "a" the sign replaces. Spellings after a letter use it too.
let dependentVowelMarker: Unicode.Scalar = "\u{314}"

// Marks ICU spells otherwise after a letter of their script than alone (Arabic harakat:
// U+064E is itself alone, "a" after a letter): each mark after a letter of its 128-scalar
// block, preferably a consonant spelled with an inherent "a". The marks the transliterator
// spells by its own rules (viramas, dependent vowel signs) are left to those.
var afterLetters: [(UInt32, [UInt32])] = []
var blockLetters: [UInt32: Unicode.Scalar] = [:]
func letter(inBlockOf value: UInt32) -> Unicode.Scalar? {
  let block = value & ~0x7F
  if let known = blockLetters[block] { return known }
  let letters = (block...(block + 0x7F)).compactMap(Unicode.Scalar.init).filter {
    $0.properties.isAlphabetic && !$0.properties.generalCategory.isMark
      && isASCIILetters(spelling($0))
  }
  let chosen =
    letters.first { spelling($0).unicodeScalars.count >= 2 && spelling($0).hasSuffix("a") }
    ?? letters.first
  blockLetters[block] = chosen
  return chosen
}
for value in UInt32(0x300)...0x10_FFFF {
  guard let mark = Unicode.Scalar(value), mark.properties.generalCategory.isMark else { continue }
  let own = spelling(mark)
  let isVirama = own.isEmpty && mark.properties.canonicalCombiningClass == .virama
  guard !isVirama, own.unicodeScalars.first != dependentVowelMarker,
    let base = letter(inBlockOf: value), (String(base) + String(mark)).count == 1,
    let both = transliterated(String(base) + String(mark))
  else { continue }
  let alone = spelling(base).unicodeScalars
  var after: [Unicode.Scalar]
  if both.unicodeScalars.starts(with: alone) {
    after = Array(both.unicodeScalars.dropFirst(alone.count))
  } else if alone.last == "a", both.unicodeScalars.starts(with: alone.dropLast()) {
    after = [dependentVowelMarker] + both.unicodeScalars.dropFirst(alone.count - 1)
  } else {
    continue
  }
  // Not when the mark is only removed after the letter: Latin-ASCII removes its spelling
  // after any Latin letter, a rule of its own.
  let onlyRemoved =
    after.isEmpty
    && own.unicodeScalars.allSatisfy { mark in
      dropped.contains { $0.first <= mark.value && mark.value <= $0.last }
    }
  if !onlyRemoved, !after.elementsEqual(own.unicodeScalars) {
    afterLetters.append((value, after.map(\.value)))
  }
}

// Pairs NFC leaves apart that ICU spells as the scalar they decompose from (a consonant and
// a nukta: U+0915 U+093C is "qa", as U+0958 is; composition exclusions).
var excludedPairs: [(UInt64, UInt32)] = []
for value in UInt32(0xA0)...0x10_FFFF {
  guard let scalar = Unicode.Scalar(value), spellings[value] != nil else { continue }
  let pair = String(scalar).decomposedStringWithCanonicalMapping
  let parts = pair.unicodeScalars.map(\.value)
  // Scalar by scalar: `==` on strings is canonical equivalence, which holds here.
  guard parts.count == 2,
    !pair.precomposedStringWithCanonicalMapping.unicodeScalars.elementsEqual([scalar]),
    pair.count == 1,
    transliterated(pair)?.unicodeScalars.elementsEqual(spelling(scalar).unicodeScalars) == true
  else { continue }
  excludedPairs.append((UInt64(parts[0]) << 32 | UInt64(parts[1]), value))
}
excludedPairs.sort { $0.0 < $1.0 }

extension Unicode.GeneralCategory {
  var isMark: Bool { self == .nonspacingMark || self == .spacingMark || self == .enclosingMark }
}

// MARK: - Encoding

/// Digits of the encoded numbers: printable ASCII from "#" to "~" without the backslash, so
/// the string literal needs no escapes.
let digits: [Character] = (UInt8(0x23)...0x7E).filter { $0 != 0x5C }.map {
  Character(Unicode.Scalar($0))
}
/// How many digits end a number.
///
/// The others carry its higher part in base `digits.count - terminal`. Answers are numbered
/// most used first, so most take one digit.
let terminal = 64

func encoded(_ number: Int) -> String {
  precondition(number >= 0)
  var text = String(digits[number % terminal])
  var rest = number / terminal
  let carry = digits.count - terminal
  while rest > 0 {
    text.insert(digits[terminal + rest % carry], at: text.startIndex)
    rest /= carry
  }
  return text
}

// The distinct answers, most used first.
var uses: [String: Int] = [:]
for entry in answers { uses[entry.answer, default: 0] += 1 }
let pool = uses.keys.sorted { (uses[$0] ?? 0, $1) > (uses[$1] ?? 0, $0) }
var rank: [String: Int] = [:]
for (index, answer) in pool.enumerated() { rank[answer] = index }
// The unit separator: no answer holds a control character.
let separator: Character = "\u{1F}"
precondition(
  !pool.contains { $0.unicodeScalars.contains("\u{1F}") }, "an answer holds the separator")

// Runs of consecutive scalars with answers: the gap since the last run, the run's length,
// then the number of each answer.
var entries = ""
var runCount = 0
var previousEnd: UInt32 = 0
var index = 0
while index < answers.count {
  var end = index + 1
  while end < answers.count, answers[end].scalar == answers[end - 1].scalar + 1 { end += 1 }
  entries += encoded(Int(answers[index].scalar - previousEnd))
  entries += encoded(end - index)
  for entry in answers[index..<end] { entries += encoded(rank[entry.answer] ?? 0) }
  previousEnd = answers[end - 1].scalar + 1
  runCount += 1
  index = end
}

/// An answer as a string literal's contents: printable ASCII as it is, everything else
/// escaped, so the generated file is ASCII.
func escaped(_ text: String) -> String {
  text.unicodeScalars.map { scalar in
    switch scalar {
    case "\"": "\\\""
    case "\\": "\\\\"
    case " "..."~": String(scalar)
    default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
  }.joined()
}

/// A multi-line string literal's lines, each ending in a backslash (no line break), cut
/// before 100 columns and never inside an escape.
func literalLines(_ pieces: [String]) -> String {
  var lines: [String] = []
  var line = ""
  for piece in pieces {
    if line.count + piece.count > 93 {
      lines.append("    " + line + "\\")
      line = ""
    }
    line += piece
  }
  lines.append("    " + line)
  return lines.joined(separator: "\n")
}

func hex(_ value: UInt32) -> String {
  let digits = String(value, radix: 16, uppercase: true)
  guard digits.count > 4 else { return "0x" + digits }
  let split = digits.index(digits.endIndex, offsetBy: -4)
  return "0x" + digits[..<split] + "_" + digits[split...]
}

var afterLetterStarts = [0]
for (_, spelling) in afterLetters {
  afterLetterStarts.append(afterLetterStarts.last.map { $0 + spelling.count } ?? 0)
}

/// Array literal lines, as many elements to a line as fit in 100 columns.
func numberLines(_ elements: [String]) -> String {
  var lines: [String] = []
  var line = "    "
  for element in elements {
    if line.count + element.count + 2 > 100, line != "    " {
      lines.append(line)
      line = "    "
    }
    line += (line == "    " ? "" : " ") + element + ","
  }
  if line != "    " { lines.append(line) }
  return lines.joined(separator: "\n")
}

func hex64(_ value: UInt64) -> String {
  let digits = String(value, radix: 16, uppercase: true)
  var groups: [Substring] = []
  var end = digits.endIndex
  while end > digits.startIndex {
    let start = digits.index(end, offsetBy: -4, limitedBy: digits.startIndex) ?? digits.startIndex
    groups.insert(digits[start..<end], at: 0)
    end = start
  }
  return "0x" + groups.joined(separator: "_")
}

let poolPieces = pool.map { escaped($0) + escaped(String(separator)) }

let file = """
  // Generated by Scripts/generate-latin-table.swift from ICU's `Any-Latin; Latin-ASCII` as
  // Foundation's `applyingTransform` runs it on swift-corelibs-foundation. Do not edit; run the
  // script again.

  extension LatinTable {
    /// Each scalar's answer where it is not the scalar itself.
    ///
    /// \(answers.count) scalars in \(runCount) runs, \(pool.count) distinct answers.
    static let anyLatinASCII = LatinTable(
      answers: \"\"\"
  \(literalLines(poolPieces))
      \"\"\",
      runs: \"\"\"
  \(literalLines(entries.map { String($0) }))
      \"\"\"
    )
  }

  extension ScalarMapping {
    /// Marks spelled otherwise after a letter of their 128-scalar block than alone; a
    /// spelling that starts with U+0314 replaces the letter's inherent "a".
    ///
    /// \(afterLetters.count) marks.
    static let spelledAfterLetters = ScalarMapping(
      keys: [
  \(numberLines(afterLetters.map { hex($0.0) }))
      ],
      starts: [
  \(numberLines(afterLetterStarts.map(String.init)))
      ],
      scalars: [
  \(numberLines(afterLetters.flatMap(\.1).map { hex($0) }))
      ]
    )
  }

  extension PairComposition {
    /// Pairs NFC leaves apart (composition exclusions) that ICU spells as the scalar they
    /// decompose from.
    ///
    /// \(excludedPairs.count) pairs, each `first << 32 | second`.
    static let spelledAsComposed = PairComposition(
      pairs: [
  \(numberLines(excludedPairs.map { hex64($0.0) }))
      ],
      composites: [
  \(numberLines(excludedPairs.map { hex($0.1) }))
      ]
    )
  }

  extension ScalarRanges {
    /// The combining marks Latin-ASCII removes after a Latin letter.
    ///
    /// \(dropped.count) runs.
    static let droppedAfterLatin = ScalarRanges(
      firsts: [
  \(dropped.map { "    " + hex($0.first) + "," }.joined(separator: "\n"))
      ],
      lasts: [
  \(dropped.map { "    " + hex($0.last) + "," }.joined(separator: "\n"))
      ],
      values: []
    )
  }

  """

let path = outputDirectory + "/LatinTransliterations.swift"
do {
  try file.write(toFile: path, atomically: true, encoding: .utf8)
} catch {
  fatalError("cannot write \(path): \(error)")
}
print(
  """
  wrote \(path): \(answers.count) scalars, \(runCount) runs, \(pool.count) answers \
  (\(pool.joined().utf8.count) bytes), \(entries.count) bytes of runs, \
  \(dropped.count) runs of marks dropped after Latin, \(afterLetters.count) marks spelled \
  after letters, \(excludedPairs.count) pairs spelled as composed
  """)
if !withoutAnswer.isEmpty {
  print(
    "ICU gave no answer for \(withoutAnswer.count) scalars: \(withoutAnswer.prefix(20).map(hex))")
}

// The repository's .swift-format has the last word on layout, so that running the script
// again reproduces the committed file byte for byte.
let formatter = Process()
formatter.executableURL = URL(fileURLWithPath: "/usr/bin/env")
formatter.arguments = ["swift", "format", "--in-place", path]
do {
  try formatter.run()
  formatter.waitUntilExit()
} catch {
  fatalError("cannot run swift format: \(error)")
}
