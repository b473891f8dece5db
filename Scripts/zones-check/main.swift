// The Swift half of Scripts/zones-glibc-check.sh: compiled with FormlineZones' sources
// into one executable, it lists each zone's transitions for glibc-localtime.c to read,
// compares what glibc said with FormlineZones, and reads randomly damaged zone files.
//
//   zones-check transitions DIR < names      "Z NAME" then transitions ±1 s, 1900–2100
//   zones-check footers DIR < names          the distinct POSIX rules of the files' footers
//   zones-check compare DIR < glibc lines    differences and totals
//   zones-check damage COUNT SEED FILE…      parses COUNT damaged copies; never traps
import Glibc

let first: Int64 = -2_208_988_800  // 1900-01-01 00:00 UTC
let last: Int64 = 4_133_980_799  // 2100-12-31 23:59:59 UTC

func readFile(_ path: String) -> [UInt8]? {
  guard let file = fopen(path, "rb") else { return nil }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 65_536)
  while true {
    let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
    if count == 0 { break }
    bytes += chunk[0..<count]
  }
  return bytes
}

/// Lines of standard input, read a megabyte at a time (readLine is too slow for 30 million).
struct InputLines {
  private var buffer: [UInt8] = []
  private var start = 0
  private var atEnd = false

  mutating func next() -> ArraySlice<UInt8>? {
    while true {
      if let newline = buffer[start...].firstIndex(of: 10) {
        defer { start = newline + 1 }
        return buffer[start..<newline]
      }
      if atEnd {
        guard start < buffer.count else { return nil }
        defer { start = buffer.count }
        return buffer[start...]
      }
      buffer.removeFirst(start)
      start = 0
      var chunk = [UInt8](repeating: 0, count: 1 << 20)
      let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
      if count <= 0 { atEnd = true } else { buffer += chunk[0..<Int(count)] }
    }
  }
}

func integer(_ field: ArraySlice<UInt8>) -> Int64 {
  var value: Int64 = 0
  var sign: Int64 = 1
  for byte in field {
    if byte == 45 { sign = -1 } else { value = value * 10 + Int64(byte - 48) }
  }
  return sign * value
}

/// The zone file `name`, or, as glibc does when there is no such file, the rule `name`.
func load(_ directory: String, _ name: String) -> ZoneRules? {
  guard let bytes = readFile(directory + "/" + name) else {
    return (try? PosixTimeZone(rule: name)).map { ZoneRules(rule: $0, identifier: name) }
  }
  return try? ZoneRules(tzif: bytes, identifier: name)
}

func listFooters(directory: String) {
  var lines = InputLines()
  var seen: Set<String> = []
  while let line = lines.next() {
    guard let bytes = readFile(directory + "/" + String(decoding: line, as: UTF8.self)),
      let newline = bytes.dropLast().lastIndex(of: 10)
    else { continue }
    let footer = String(decoding: bytes[(newline + 1)...].dropLast(), as: UTF8.self)
    if !footer.isEmpty, seen.insert(footer).inserted { print(footer) }
  }
}

func listTransitions(directory: String) {
  var lines = InputLines()
  while let line = lines.next() {
    let name = String(decoding: line, as: UTF8.self)
    print("Z \(name)")
    guard let rules = load(directory, name) else { continue }
    for instant in rules.transitions(from: first - 1, through: last + 1) {
      print(instant - 1, instant, instant + 1, separator: "\n")
    }
  }
}

struct Totals {
  var zones = 0
  var unreadable = 0
  var instants = 0
  var offsetDifferences = 0
  var abbreviationDifferences = 0
  var daylightDifferences = 0
  var roundTripFailures = 0
  var zonesWithDifferences = 0
  /// Instants with any difference that lie before 1970: glibc reads a POSIX rule's changes
  /// for any year up to 1970 as 1970's, so a rule given as TZ differs there by design.
  var differingBefore1970 = 0
}

func compare(directory: String) {
  var totals = Totals()
  var lines = InputLines()
  var rules: ZoneRules?
  var zoneDiffers = false
  var shownInZone = 0
  while let line = lines.next() {
    if line.first == UInt8(ascii: "Z") {
      let name = String(decoding: line.dropFirst(2), as: UTF8.self)
      totals.zones += 1
      rules = load(directory, name)
      if rules == nil {
        totals.unreadable += 1
        print("unreadable: \(name)")
      }
      zoneDiffers = false
      shownInZone = 0
      continue
    }
    guard let rules else { continue }
    let fields = line.split(separator: 32, maxSplits: 3, omittingEmptySubsequences: false)
    guard fields.count == 4 else { continue }
    let instant = integer(fields[0])
    let offset = Int(integer(fields[1]))
    let isDaylight = integer(fields[2]) != 0
    let abbreviation = String(decoding: fields[3], as: UTF8.self)
    let ours = rules.offset(at: instant)
    totals.instants += 1
    var differs = false
    if ours.seconds != offset { totals.offsetDifferences += 1; differs = true }
    if ours.abbreviation != abbreviation { totals.abbreviationDifferences += 1; differs = true }
    if ours.isDaylight != isDaylight { totals.daylightDifferences += 1; differs = true }
    // The reading glibc shows must lead back to this instant among the candidates.
    let local = rules.instants(forLocal: instant + Int64(offset))
    if !local.candidates.contains(instant) { totals.roundTripFailures += 1; differs = true }
    if differs {
      if !zoneDiffers { totals.zonesWithDifferences += 1 }
      zoneDiffers = true
      if instant < 0 { totals.differingBefore1970 += 1 }
      if shownInZone < 3 {
        shownInZone += 1
        print(
          "\(rules.identifier) \(instant): glibc \(offset) \(isDaylight) \(abbreviation),",
          "ours \(ours.seconds) \(ours.isDaylight) \(ours.abbreviation),",
          "local candidates \(local.candidates)")
      }
    }
  }
  print(
    """
    zones \(totals.zones) (unreadable \(totals.unreadable)), instants \(totals.instants)
    differences: offset \(totals.offsetDifferences), abbreviation \
    \(totals.abbreviationDifferences), daylight flag \(totals.daylightDifferences); \
    local-time round trips missing the instant \(totals.roundTripFailures); \
    zones with any difference \(totals.zonesWithDifferences); instants with any difference \
    before 1970 \(totals.differingBefore1970)
    """)
}

/// A small, seeded generator (SplitMix64), so a run can be repeated.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

/// One kind of damage: flipped bytes, a header count set to a large or random value, a cut,
/// a cut footer, or random bytes spliced in.
func damaged(_ original: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
  var bytes = original
  guard !bytes.isEmpty else { return bytes }
  switch Int.random(in: 0..<6, using: &generator) {
  case 0:
    for _ in 0..<Int.random(in: 1...8, using: &generator) {
      bytes[Int.random(in: 0..<bytes.count, using: &generator)] = .random(
        in: 0...255, using: &generator)
    }
  case 1:
    // A count of the first or second header (each at 20 + 4k bytes from its start).
    let headerStarts = [0] + (secondHeaderStart(bytes).map { [$0] } ?? [])
    let at =
      pick(headerStarts, &generator) + 20 + 4 * Int.random(in: 0..<6, using: &generator)
    let value: UInt32 = pick(
      [0xFFFF_FFFF, 0x8000_0000, 257, 0, .random(in: 0...UInt32.max, using: &generator)],
      &generator)
    for index in 0..<4 where at + index < bytes.count {
      bytes[at + index] = UInt8(truncatingIfNeeded: value >> (24 - 8 * index))
    }
  case 2:
    bytes.removeLast(Int.random(in: 1...bytes.count, using: &generator))
  case 3:
    let cut = Int.random(in: 0...min(64, bytes.count), using: &generator)
    bytes.removeLast(cut)
    // A footer of rule-like text: newlines, commas, M, J, -, digits, any byte.
    bytes += (0..<Int.random(in: 0...40, using: &generator)).map { _ in
      pick(
        [10, 44, 77, 74, 45, .random(in: 48...57, using: &generator),
         .random(in: 0...255, using: &generator)], &generator)
    }
  case 4:
    let at = Int.random(in: 0...bytes.count, using: &generator)
    bytes.insert(
      contentsOf: (0..<Int.random(in: 1...32, using: &generator)).map { _ in
        UInt8.random(in: 0...255, using: &generator)
      }, at: at)
  default:
    // Transition times or type indices scrambled in place: out of order, out of range.
    for _ in 0..<Int.random(in: 1...32, using: &generator) {
      let at = Int.random(in: 44..<max(45, bytes.count), using: &generator)
      if at < bytes.count { bytes[at] = pick([0, 0xFF, 0x7F, 0x80], &generator) }
    }
  }
  return bytes
}

func pick<Value>(_ values: [Value], _ generator: inout SeededGenerator) -> Value {
  values[Int.random(in: 0..<values.count, using: &generator)]
}

/// Where a version 2+ file's second header starts, when the first header's counts say.
func secondHeaderStart(_ bytes: [UInt8]) -> Int? {
  guard bytes.count >= 44 else { return nil }
  func count(_ index: Int) -> Int {
    (0..<4).reduce(0) { $0 << 8 | Int(bytes[20 + 4 * index + $1]) }
  }
  let size =
    count(3) * 5 + count(4) * 6 + count(5) + count(2) * 8 + count(1) + count(0)
  return 44 + size < bytes.count ? 44 + size : nil
}

func damage(count: Int, seed: UInt64, files: [String]) {
  var generator = SeededGenerator(state: seed)
  let originals = files.compactMap(readFile).filter { !$0.isEmpty }
  var outcomes: [String: Int] = [:]
  for _ in 0..<count {
    guard !originals.isEmpty else { return }
    let original = pick(originals, &generator)
    let bytes = damaged(original, using: &generator)
    do {
      let rules = try ZoneRules(tzif: bytes, identifier: "damaged")
      // Whatever was read must answer every query without trapping.
      for instant in [Int64.min, -(1 << 41), first, 0, 1_700_000_000, last, 1 << 41, Int64.max] {
        _ = rules.offset(at: instant)
        _ = rules.instants(forLocal: instant)
      }
      _ = rules.transitions(from: first, through: last)
      outcomes["read", default: 0] += 1
    } catch {
      let kind = "\(error)".prefix { $0 != "(" }
      outcomes[String(kind), default: 0] += 1
    }
  }
  print("damaged files: \(count), from \(originals.count) originals, none trapped")
  for (outcome, number) in outcomes.sorted(by: { $0.value > $1.value }) {
    print("  \(outcome): \(number)")
  }
}

let arguments = CommandLine.arguments
switch arguments.dropFirst().first {
case "transitions": listTransitions(directory: arguments[2])
case "footers": listFooters(directory: arguments[2])
case "compare": compare(directory: arguments[2])
case "damage":
  damage(count: Int(arguments[2]) ?? 0, seed: UInt64(arguments[3]) ?? 0, files: Array(arguments[4...]))
default:
  print("usage: zones-check transitions DIR | compare DIR | damage COUNT SEED FILE…")
  exit(64)
}
