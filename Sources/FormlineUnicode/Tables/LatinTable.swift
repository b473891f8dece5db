/// Each scalar's spelling in Latin letters where it is not the scalar itself, decoded at
/// first use from two string literals (Generated/LatinTransliterations.swift).
///
/// String literals rather than array literals: 61,000 entries as arrays would take the
/// compiler many seconds and a debug build hundreds of kilobytes of initialising code,
/// while a literal is bytes in the binary. `answers` holds the distinct spellings, each
/// followed by U+001F (the unit separator); `runs` the numbers of runs of consecutive
/// scalars (the gap since the last run, the length, then each scalar's spelling as its
/// place in `answers`), written with the digits below.
final class LatinTable: Sendable {
  /// The answers' UTF-8 bytes, each answer followed by U+001F.
  private let pool: [UInt8]
  /// Where each answer starts in `pool`, and one more past the end.
  private let answerStarts: [Int]
  /// The first scalar of each run, ascending.
  private let firsts: [UInt32]
  /// Where each run's spellings start in `spellings`, and one more for the end.
  private let starts: [Int]
  /// The place in `answers` of each scalar's spelling, run after run.
  private let spellings: [UInt16]
  private let filter: BlockFilter

  /// Decoded in a few passes over the bytes, with no string made until a lookup: the
  /// first spelling costs the decoding (2 ms in a release build on the development machine).
  init(answers: String, runs: String) {
    // By UTF-8 bytes, not characters: an answer may start with a mark, which would join
    // the separator before it into one character.
    pool = Array(answers.utf8)
    var answerStarts = [0]
    for (index, byte) in pool.enumerated() where byte == 0x1F { answerStarts.append(index + 1) }
    self.answerStarts = answerStarts
    let numbers = LatinTable.numbers(in: runs)
    var firsts: [UInt32] = []
    var starts: [Int] = []
    var spellings: [UInt16] = []
    spellings.reserveCapacity(numbers.count)
    var end: UInt32 = 0
    var index = 0
    while index + 1 < numbers.count {
      let first = end &+ UInt32(truncatingIfNeeded: numbers[index])
      let length = Int(numbers[index + 1])
      index += 2
      let available = min(length, numbers.count - index)
      firsts.append(first)
      starts.append(spellings.count)
      for number in numbers[index..<index + available] {
        spellings.append(UInt16(truncatingIfNeeded: number))
      }
      index += available
      end = first &+ UInt32(truncatingIfNeeded: available)
    }
    starts.append(spellings.count)
    self.firsts = firsts
    self.starts = starts
    self.spellings = spellings
    filter = BlockFilter(
      ranges: zip(firsts, starts.dropFirst().map { $0 }).enumerated().map { run, pair in
        pair.0...(pair.0 &+ UInt32(truncatingIfNeeded: max(pair.1 - starts[run], 1) - 1))
      })
  }

  /// The spelling of `scalar`, or nil when ICU leaves it as it is.
  func spelling(of scalar: UInt32) -> String? {
    guard filter.mayContain(scalar) else { return nil }
    // The last run starting at or before the scalar.
    var low = 0
    var high = firsts.count
    while low < high {
      let middle = low + (high - low) / 2
      if firsts[middle] <= scalar {
        low = middle + 1
      } else {
        high = middle
      }
    }
    guard low > 0, low < starts.count else { return nil }
    let run = low - 1
    let position = starts[run] + Int(scalar - firsts[run])
    guard position < starts[low], position < spellings.count else { return nil }
    let answer = Int(spellings[position])
    guard answer + 1 < answerStarts.count else { return nil }
    let lower = answerStarts[answer]
    let upper = answerStarts[answer + 1] - 1
    guard lower <= upper, upper <= pool.count else { return nil }
    return String(decoding: pool[lower..<upper], as: UTF8.self)
  }

  /// Digits are printable ASCII from `#` to `~` without the backslash; those below 64 end
  /// a number, the others carry its higher part in base 27 (the generator's `encoded`).
  private static func numbers(in text: String) -> [UInt32] {
    var numbers: [UInt32] = []
    numbers.reserveCapacity(text.utf8.count)
    var value: UInt32 = 0
    for byte in text.utf8 {
      guard (0x23...0x7E).contains(byte), byte != 0x5C else { continue }
      let digit = UInt32(byte) - (byte > 0x5C ? 0x24 : 0x23)
      if digit < 64 {
        numbers.append(value &* 64 &+ digit)
        value = 0
      } else {
        value = value &* 27 &+ (digit - 64)
      }
    }
    return numbers
  }
}
