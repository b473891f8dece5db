/// CFStringFold's algorithm, which Foundation's `folding(options:locale:)` runs on Linux,
/// reproduced over scalars with the tables CoreFoundation uses (docs/unicode.md).
///
/// The text is folded one cluster at a time: a scalar and the grapheme extenders after it.
/// With diacritic folding, a scalar whose canonical decomposition starts below U+0510 (Latin,
/// Greek, Cyrillic) becomes that first scalar and loses the extenders after it; any other
/// keeps its extenders, decomposed and sorted by combining class, except a first one below
/// U+0510. With case folding, the scalar (or that first scalar) takes its full case folding.
/// The output of one cluster is never folded again.
struct Folding {
  let caseInsensitive: Bool
  let diacriticInsensitive: Bool

  /// CoreFoundation folds a cluster into a buffer of this many scalars; longer runs of marks
  /// continue as clusters of their own.
  private static let clusterCapacity = 64
  /// Below this, a base counts as Latin, Greek or Cyrillic, whose marks a diacritic fold drops.
  private static let markedScriptsEnd: UInt32 = 0x510

  init(options: FoldingOptions) {
    caseInsensitive = options.contains(.caseInsensitive)
    diacriticInsensitive = options.contains(.diacriticInsensitive)
  }

  func fold(_ scalars: [UInt32]) -> [UInt32] {
    var result: [UInt32] = []
    result.reserveCapacity(scalars.count)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar < 0x80 && !diacriticInsensitive {
        result.append(caseInsensitive ? Self.lowercasedASCII(scalar) : scalar)
        index += 1
      } else if let (folded, consumed) = foldCluster(scalars, at: index), consumed > 0 {
        result.append(contentsOf: folded)
        index += consumed
      } else {
        result.append(scalar)
        index += 1
      }
    }
    return result
  }

  /// The cluster starting at `start` folded, and how many scalars it took; nil when it stays.
  private func foldCluster(_ scalars: [UInt32], at start: Int) -> ([UInt32], Int)? {
    var character = scalars[start]
    guard character != 0 else { return nil }
    var next = start + 1
    var folded: [UInt32] = []
    if character < 0x80 {
      if caseInsensitive, (0x41...0x5A).contains(character) {
        character += 0x20
        folded = [character]
      }
    } else {
      if diacriticInsensitive, let decomposition = UnicodeData.canonicalDecomposition(character),
        let first = decomposition.first, first < Self.markedScriptsEnd
      {
        // A decomposition from outside these scripts is not used: the scalar stays whole.
        character = first
        folded = [first]
      }
      if caseInsensitive, let caseFolding = ScalarMapping.caseFoldings.mapping(for: character) {
        let dropMarks = diacriticInsensitive && character < Self.markedScriptsEnd
        folded = []
        for scalar in caseFolding {
          // CoreFoundation goes on from the folding's last scalar, kept or not.
          character = scalar
          if !dropMarks || !UnicodeData.isGraphemeExtender(scalar) { folded.append(scalar) }
        }
      }
    }
    if diacriticInsensitive {
      collectMarks(scalars, after: &next, base: character, into: &folded)
    }
    return folded.isEmpty ? nil : (folded, next - start)
  }

  /// Takes the grapheme extenders from `next` on: dropped after a base below U+0510, else
  /// decomposed into `folded`, whose trailing extenders are then sorted by combining class.
  private func collectMarks(
    _ scalars: [UInt32], after next: inout Int, base: UInt32, into folded: inout [UInt32]
  ) {
    func scalar(at index: Int) -> UInt32 { index < scalars.count ? scalars[index] : 0 }
    var keepsMarks = base >= Self.markedScriptsEnd
    if folded.isEmpty && keepsMarks {
      let mark = scalar(at: next)
      if UnicodeData.isGraphemeExtender(mark) {
        folded = [base]
        // The first mark is dropped when it is one of the Latin, Greek or Cyrillic marks.
        if mark >= Self.markedScriptsEnd {
          folded += UnicodeData.canonicalDecomposition(mark) ?? [mark]
        }
        next += 1
      } else {
        keepsMarks = false
      }
    }
    while folded.count < Self.clusterCapacity {
      let mark = scalar(at: next)
      guard UnicodeData.isGraphemeExtender(mark) else { break }
      if keepsMarks {
        let decomposition = UnicodeData.canonicalDecomposition(mark) ?? [mark]
        guard folded.count + decomposition.count <= Self.clusterCapacity else { break }
        folded += decomposition
      } else if folded.isEmpty {
        folded = [base]
      }
      next += 1
    }
    sortTrailingMarks(&folded)
  }

  /// CoreFoundation's priority sort of the extenders at the end of a folded cluster: from the
  /// first scalar of non-zero class on, a stable sort by class.
  private func sortTrailingMarks(_ folded: inout [UInt32]) {
    guard folded.count > 1 else { return }
    var start = folded.count - 1
    while start > 0, UnicodeData.isGraphemeExtender(folded[start]) { start -= 1 }
    while start < folded.count, UnicodeData.combiningClass(folded[start]) == 0 { start += 1 }
    guard folded.count - start > 1 else { return }
    let tail = folded[start...].enumerated().sorted {
      (UnicodeData.combiningClass($0.element), $0.offset)
        < (UnicodeData.combiningClass($1.element), $1.offset)
    }
    folded.replaceSubrange(start..., with: tail.map(\.element))
  }

  private static func lowercasedASCII(_ scalar: UInt32) -> UInt32 {
    (0x41...0x5A).contains(scalar) ? scalar + 0x20 : scalar
  }
}
