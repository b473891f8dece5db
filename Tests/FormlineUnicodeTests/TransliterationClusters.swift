import FormlineTestSupport

/// Characters of several scalars, by kind, for holding `Transliteration.latin` to ICU: each
/// pool is listed whole where it is small and drawn by a seeded generator where it is not.
enum TransliterationClusters {
  static let kinds: [(name: String, characters: [String])] = [
    ("Hangul syllables", scalars(0xAC00...0xD7A3).map { String($0) }),
    ("conjoining jamo", conjoiningJamo()),
    ("Latin, Greek and Cyrillic letters with marks", lettersWithMarks()),
    ("kana with voicing marks", pairs(letters(0x3041...0x30FF), [0x3099, 0x309A])),
    ("Indic letters with signs", indicPairs()),
    ("Indic conjuncts", indicConjuncts()),
    ("Thai and Lao letters with marks", pairs(letters(0xE01...0xEFF), marks(0xE31...0xEFF))),
    ("Arabic letters with marks", arabic()),
    ("Hebrew letters with points", pairs(letters(0x5D0...0x5EA), marks(0x591...0x5C7))),
    ("emoji sequences", emoji),
    ("random characters", randomCharacters()),
  ]

  static func scalars(_ range: ClosedRange<UInt32>) -> [Unicode.Scalar] {
    range.compactMap(Unicode.Scalar.init).filter {
      $0.properties.generalCategory != .unassigned
    }
  }

  static func letters(_ range: ClosedRange<UInt32>) -> [Unicode.Scalar] {
    scalars(range).filter { $0.properties.isAlphabetic && !isMark($0) }
  }

  static func marks(_ range: ClosedRange<UInt32>) -> [Unicode.Scalar] {
    scalars(range).filter(isMark)
  }

  static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: true
    default: false
    }
  }

  /// Each base followed by each mark, where the two make one character.
  static func pairs(_ bases: [Unicode.Scalar], _ marks: [Unicode.Scalar]) -> [String] {
    bases.flatMap { base in marks.map { String(base) + String($0) } }.filter { $0.count == 1 }
  }

  static func pairs(_ bases: [Unicode.Scalar], _ marks: [UInt32]) -> [String] {
    pairs(bases, marks.compactMap(Unicode.Scalar.init))
  }

  private static func text(_ scalars: [Unicode.Scalar]) -> String {
    String(String.UnicodeScalarView(scalars))
  }

  private static func pick<T>(_ pool: [T], _ generator: inout SplitMix) -> T {
    pool[Int.random(in: 0..<pool.count, using: &generator)]
  }

  /// Every modern leading and vowel jamo pair and trailing consonant, and old jamo drawn at
  /// random, which no syllable holds.
  private static func conjoiningJamo() -> [String] {
    let leading = scalars(0x1100...0x1112)
    let vowels = scalars(0x1161...0x1175)
    let trailing = scalars(0x11A8...0x11C2)
    var characters: [String] = []
    for first in leading {
      for vowel in vowels {
        characters.append(text([first, vowel]))
        characters += trailing.map { text([first, vowel, $0]) }
      }
    }
    var generator = SplitMix(seed: 0x4A41_4D4F)
    let oldLeading = scalars(0x1100...0x115F)
    let oldVowels = scalars(0x1160...0x11A7)
    let oldTrailing = scalars(0x11A8...0x11FF)
    for _ in 0..<500 {
      characters.append(
        text([
          pick(oldLeading, &generator), pick(oldVowels, &generator),
          pick(oldTrailing, &generator),
        ]))
    }
    return characters
  }

  private static func lettersWithMarks() -> [String] {
    let bases = letters(0x41...0x24F) + letters(0x370...0x3FF) + letters(0x400...0x4FF)
    let combining =
      marks(0x300...0x36F) + marks(0x1AB0...0x1AFF) + marks(0x1DC0...0x1DFF)
      + marks(0x20D0...0x20FF)
    var generator = SplitMix(seed: 0x4C41_5449)
    return (0..<3_000).map { _ in
      var scalars = [pick(bases, &generator)]
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        scalars.append(pick(combining, &generator))
      }
      return text(scalars)
    }
  }

  /// The Indic blocks from Devanagari to Sinhala.
  private static let indicBlocks: [ClosedRange<UInt32>] = stride(
    from: UInt32(0x900), through: 0xD80, by: 0x80
  ).map { $0...($0 + 0x7F) }

  private static func indicPairs() -> [String] {
    indicBlocks.flatMap { pairs(letters($0), marks($0)) }
  }

  /// A consonant, a virama, a consonant, and sometimes a sign, in each Indic block.
  private static func indicConjuncts() -> [String] {
    var generator = SplitMix(seed: 0x494E_4449)
    var characters: [String] = []
    for block in indicBlocks {
      let consonants = letters(block)
      let signs = marks(block)
      guard
        !consonants.isEmpty,
        let virama = signs.first(where: { $0.properties.canonicalCombiningClass == .virama })
      else { continue }
      for _ in 0..<200 {
        var scalars = [pick(consonants, &generator), virama, pick(consonants, &generator)]
        if Bool.random(using: &generator) { scalars.append(pick(signs, &generator)) }
        characters.append(text(scalars))
      }
    }
    return characters
  }

  /// Letters with one or two of the harakat and other marks of the Arabic block.
  private static func arabic() -> [String] {
    let signs = marks(0x610...0x61A) + marks(0x64B...0x65F) + marks(0x670...0x670)
    var characters = pairs(letters(0x620...0x64A), signs)
    var generator = SplitMix(seed: 0x4152_4142)
    let bases = letters(0x620...0x64A)
    for _ in 0..<500 {
      characters.append(
        text([pick(bases, &generator), pick(signs, &generator), pick(signs, &generator)]))
    }
    return characters
  }

  static let emoji: [String] = [
    "👍🏻", "👍🏼", "👍🏽", "👍🏾", "👍🏿", "🇫🇷", "🇯🇵", "🇺🇦", "👨‍👩‍👧", "👩‍❤️‍👨", "🏳️‍🌈",
    "🏴‍☠️", "👩🏿‍💻", "🧑🏽‍🚀", "❤️", "☺️", "©️", "®️", "™️", "‼️", "0️⃣", "1️⃣", "9️⃣", "#️⃣", "*️⃣",
    "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", "🤷‍♀️", "👁️‍🗨️", "✌🏾", "🫱🏼‍🫲🏿",
  ]

  /// A base from anywhere in the first three planes and one to three marks from anywhere.
  private static func randomCharacters() -> [String] {
    let bases = scalars(0xA0...0x2_FFFF).filter { !isMark($0) }
    let allMarks = marks(0x300...0xE_01EF)
    var generator = SplitMix(seed: 0x5241_4E44)
    return (0..<5_000).map { _ in
      var scalars = [pick(bases, &generator)]
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        scalars.append(pick(allMarks, &generator))
      }
      return text(scalars)
    }
  }
}
