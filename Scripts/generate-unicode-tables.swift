// Writes Sources/FormlineUnicode/Generated/*.swift: the Unicode data FormlineUnicode
// normalizes and folds with, read from this machine's Foundation, which the module stands in
// for. On Linux, Foundation's `decomposedStringWithCanonicalMapping` & co. and
// `folding(options:locale:)` run CoreFoundation's own tables (CFStringNormalize, CFStringFold),
// not ICU, so the data is theirs and the module gives the same answers.
//
//   swift Scripts/generate-unicode-tables.swift [output directory]
//
// Each table is asked of Foundation one scalar (or one short probe string) at a time, so the
// script needs no UnicodeData.txt. Combining classes come from the standard library, limited
// to the scalars CoreFoundation's tables know (see `dataVersion`); that class is fixed by
// Unicode's stability policy once a scalar is assigned.
import Foundation

let outputDirectory = CommandLine.arguments.dropFirst().first ?? "Sources/FormlineUnicode/Generated"

let hangulSyllables: ClosedRange<UInt32> = 0xAC00...0xD7A3

/// Every scalar value except the surrogates.
let allScalars: [Unicode.Scalar] = (UInt32(0)...0x10FFFF).compactMap(Unicode.Scalar.init)

func values(_ string: String) -> [UInt32] { string.unicodeScalars.map(\.value) }

// MARK: - Reading the data from Foundation

var canonical: [(UInt32, [UInt32])] = []
var compatibility: [(UInt32, [UInt32])] = []
var caseFoldings: [(UInt32, [UInt32])] = []
var graphemeExtenders: [UInt32] = []
var newestVersion = (major: 0, minor: 0)

func noteVersion(of scalar: Unicode.Scalar) {
  guard let age = scalar.properties.age else { return }
  if (age.major, age.minor) > newestVersion { newestVersion = age }
}

for scalar in allScalars {
  let text = String(scalar)
  let value = scalar.value
  let nfd = values(text.decomposedStringWithCanonicalMapping)
  let nfkd = values(text.decomposedStringWithCompatibilityMapping)
  // Hangul syllables decompose by arithmetic; they need no entries.
  if !hangulSyllables.contains(value) {
    if nfd != [value] {
      canonical.append((value, nfd))
      noteVersion(of: scalar)
    }
    if nfkd != nfd {
      compatibility.append((value, nfkd))
      noteVersion(of: scalar)
    }
  }
  // CFStringFold case-folds a scalar when it has a lowercase or case folding other than
  // itself. Most such scalars change; the few that fold to themselves (Cherokee capitals,
  // whose folding is the capital) still count, since being folded changes which marks a
  // diacritic fold after them keeps: they are found by the mark they keep.
  let folded = values(text.folding(options: .caseInsensitive, locale: nil))
  if folded != [value] {
    caseFoldings.append((value, folded))
    noteVersion(of: scalar)
  } else if value >= 0x510 && nfd == [value] {
    let probe = text + "\u{301}"
    let both = values(
      probe.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil))
    let marksOnly = values(probe.folding(options: .diacriticInsensitive, locale: nil))
    if both != marksOnly {
      caseFoldings.append((value, [value]))
      noteVersion(of: scalar)
    }
  }
  // A diacritic fold drops the grapheme extenders after a Latin base: what "a" loses is one.
  if value != 0 && ("a" + text).folding(options: .diacriticInsensitive, locale: nil) == "a" {
    graphemeExtenders.append(value)
    noteVersion(of: scalar)
  }
}

/// The newest Unicode version any entry comes from: the version of CoreFoundation's data.
let dataVersion = "\(newestVersion.major).\(newestVersion.minor)"

func knownToData(_ scalar: Unicode.Scalar) -> Bool {
  guard let age = scalar.properties.age else { return false }
  return (age.major, age.minor) <= newestVersion
}

// Combining classes, as runs of consecutive scalars with the same non-zero class.
var classRuns: [(first: UInt32, last: UInt32, ccc: UInt8)] = []
for scalar in allScalars where knownToData(scalar) {
  let ccc = scalar.properties.canonicalCombiningClass.rawValue
  guard ccc != 0 else { continue }
  if let run = classRuns.last, run.last + 1 == scalar.value, run.ccc == ccc {
    classRuns[classRuns.count - 1].last = scalar.value
  } else {
    classRuns.append((scalar.value, scalar.value, ccc))
  }
}

// Primary composites: a scalar that NFC keeps whole and that is a pair (a, b) composed. The
// pair is its decomposition without the last scalar, composed, plus that last scalar; the
// other splits are tried when that one does not give the scalar back.
var compositions: [(UInt32, UInt32, UInt32)] = []
var compositesWithoutPair: [UInt32] = []
var pairsFoundationDoesNotCompose: [UInt32] = []
for (value, decomposition) in canonical where decomposition.count >= 2 {
  guard let scalar = Unicode.Scalar(value) else { continue }
  let text = String(scalar)
  guard values(text.precomposedStringWithCanonicalMapping) == [value] else { continue }
  var found = false
  for split in decomposition.indices.reversed() {
    var rest = decomposition
    let second = rest.remove(at: split)
    let restText = String(String.UnicodeScalarView(rest.compactMap(Unicode.Scalar.init)))
    let first = values(restText.precomposedStringWithCanonicalMapping)
    guard first.count == 1 else { continue }
    let pairText = String(
      String.UnicodeScalarView([first[0], second].compactMap(Unicode.Scalar.init)))
    if values(pairText.precomposedStringWithCanonicalMapping) == [value] {
      compositions.append((first[0], second, value))
      found = true
      break
    }
  }
  if !found {
    // CFStringNormalize does not compose a precomposed vowel sign with a following class-0
    // one (U+0CCA U+0CD5 stays apart, while U+0CC6 U+0CC2 U+0CD5 becomes U+0CCB): the pair
    // is the decomposition's own split, as UAX #15 composes it.
    let restText = String(
      String.UnicodeScalarView(decomposition.dropLast().compactMap(Unicode.Scalar.init)))
    let first = values(restText.precomposedStringWithCanonicalMapping)
    if first.count == 1, let last = decomposition.last {
      compositions.append((first[0], last, value))
      pairsFoundationDoesNotCompose.append(value)
    } else {
      compositesWithoutPair.append(value)
    }
  }
}
compositions.sort { ($0.0, $0.1) < ($1.0, $1.1) }

var graphemeRuns: [(first: UInt32, last: UInt32)] = []
for value in graphemeExtenders {
  if let run = graphemeRuns.last, run.last + 1 == value {
    graphemeRuns[graphemeRuns.count - 1].last = value
  } else {
    graphemeRuns.append((value, value))
  }
}

// MARK: - Writing Swift

/// Digits in groups from the right, as swift-format's GroupNumericLiterals wants them.
func grouped(_ digits: String, by size: Int, over limit: Int) -> String {
  guard digits.count > limit else { return digits }
  var groups: [Substring] = []
  var end = digits.endIndex
  while end > digits.startIndex {
    let start =
      digits.index(end, offsetBy: -size, limitedBy: digits.startIndex) ?? digits.startIndex
    groups.insert(digits[start..<end], at: 0)
    end = start
  }
  return groups.joined(separator: "_")
}

func hex(_ value: some BinaryInteger) -> String {
  "0x" + grouped(String(value, radix: 16, uppercase: true), by: 4, over: 8)
}

func decimal(_ value: some BinaryInteger) -> String { grouped(String(value), by: 3, over: 4) }

/// Array literal lines, as many elements to a line as fit in 100 columns.
func literalLines(_ elements: [String], indent: String = "      ") -> String {
  var lines: [String] = []
  var line = indent
  for element in elements {
    let piece = element + ","
    if line.count + piece.count + 1 > 100, line != indent {
      lines.append(line)
      line = indent
    }
    line += (line == indent ? "" : " ") + piece
  }
  if line != indent { lines.append(line) }
  return lines.joined(separator: "\n")
}

let header = """
  // Generated by Scripts/generate-unicode-tables.swift from Foundation on swift-corelibs-foundation
  // (CoreFoundation's Unicode \(dataVersion) tables). Do not edit; run the script again.
  """

func mappingFile(name: String, summary: String, entries: [(UInt32, [UInt32])]) -> String {
  var starts: [Int] = [0]
  var scalars: [UInt32] = []
  for (_, mapping) in entries {
    scalars += mapping
    starts.append(scalars.count)
  }
  precondition(scalars.count <= Int(UInt16.max))
  return """
    \(header)

    extension ScalarMapping {
      /// \(summary)
      ///
      /// \(entries.count) scalars, \(scalars.count) scalars in their mappings.
      static let \(name) = ScalarMapping(
        keys: [
    \(literalLines(entries.map { hex($0.0) }))
        ],
        starts: [
    \(literalLines(starts.map { decimal($0) }))
        ],
        scalars: [
    \(literalLines(scalars.map { hex($0) }))
        ]
      )
    }

    """
}

var generatedFiles: [String] = []

func write(_ text: String, to file: String) {
  let path = outputDirectory + "/" + file
  generatedFiles.append(path)
  do {
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  } catch {
    fatalError("cannot write \(path): \(error)")
  }
  print("wrote \(path)")
}

write(
  mappingFile(
    name: "canonicalDecompositions",
    summary: "Each scalar's full canonical decomposition (NFD), Hangul syllables aside.",
    entries: canonical),
  to: "CanonicalDecompositions.swift")
write(
  mappingFile(
    name: "compatibilityDecompositions",
    summary: "Each scalar's full compatibility decomposition (NFKD) where it is not the NFD.",
    entries: compatibility),
  to: "CompatibilityDecompositions.swift")
write(
  mappingFile(
    name: "caseFoldings",
    summary:
      "The scalars CFStringFold case-folds, each with its full case folding (some fold to themselves).",
    entries: caseFoldings),
  to: "CaseFoldings.swift")

write(
  """
  \(header)

  extension PairComposition {
    /// The primary composites, Hangul syllables aside: (first, second) → composite, sorted.
    ///
    /// \(compositions.count) pairs, each `first << 32 | second`. Foundation leaves apart the pair of
    /// \(pairsFoundationDoesNotCompose.map { hex($0) }.joined(separator: ", ")) (docs/unicode.md).
    static let canonical = PairComposition(
      pairs: [
  \(literalLines(compositions.map { hex(UInt64($0.0) << 32 | UInt64($0.1)) }))
      ],
      composites: [
  \(literalLines(compositions.map { hex($0.2) }))
      ]
    )
  }

  """, to: "CanonicalCompositions.swift")

write(
  """
  \(header)

  extension ScalarRanges {
    /// The scalars with a non-zero canonical combining class, as runs sharing a class.
    ///
    /// \(classRuns.count) runs.
    static let combiningClasses = ScalarRanges(
      firsts: [
  \(literalLines(classRuns.map { hex($0.first) }))
      ],
      lasts: [
  \(literalLines(classRuns.map { hex($0.last) }))
      ],
      values: [
  \(literalLines(classRuns.map { decimal($0.ccc) }))
      ]
    )

    /// CoreFoundation's grapheme extenders, which a diacritic fold drops after a base.
    ///
    /// \(graphemeRuns.count) runs.
    static let graphemeExtenders = ScalarRanges(
      firsts: [
  \(literalLines(graphemeRuns.map { hex($0.first) }))
      ],
      lasts: [
  \(literalLines(graphemeRuns.map { hex($0.last) }))
      ],
      values: []
    )
  }

  """, to: "ScalarProperties.swift")

print(
  """
  Unicode \(dataVersion): \(canonical.count) canonical and \(compatibility.count) compatibility \
  decompositions, \(compositions.count) compositions, \(caseFoldings.count) case foldings, \
  \(classRuns.count) combining-class runs, \(graphemeRuns.count) grapheme-extender runs
  """)
// The repository's .swift-format has the last word on layout, so that running the script
// again reproduces the committed files byte for byte.
let formatter = Process()
formatter.executableURL = URL(fileURLWithPath: "/usr/bin/env")
formatter.arguments = ["swift", "format", "--in-place"] + generatedFiles
do {
  try formatter.run()
  formatter.waitUntilExit()
} catch {
  fatalError("cannot run swift format: \(error)")
}

if !compositesWithoutPair.isEmpty {
  print("composites without a pair: \(compositesWithoutPair.map { hex($0) })")
  exit(1)
}
