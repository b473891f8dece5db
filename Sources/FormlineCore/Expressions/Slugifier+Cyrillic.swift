extension Slugifier {
  /// Cyrillic letters in ASCII Latin letters, as Russian passports spell names (ICAO 9303:
  /// ж zh, х kh, ц ts, ч ch, ш sh, щ shch, й i, ю iu, я ia), with the hard and soft signs
  /// left out as in most romanisations of names; Ukrainian є ie, ї i, ґ g, and Serbian and
  /// Macedonian letters as their Latin alphabets write them, without marks.
  ///
  /// ICU's own transform follows ISO 9 and, once its marks are removed, writes ч, ш and ж
  /// as c, s and z ("Чайковский" would be "cajkovskij"); python-slugify writes them as here,
  /// so slugs of Russian names agree with cookiecutter's.
  static let cyrillic: [Character: String] = {
    let lower: [Character: String] = [
      "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ё": "e", "ж": "zh",
      "з": "z", "и": "i", "й": "i", "к": "k", "л": "l", "м": "m", "н": "n", "о": "o",
      "п": "p", "р": "r", "с": "s", "т": "t", "у": "u", "ф": "f", "х": "kh", "ц": "ts",
      "ч": "ch", "ш": "sh", "щ": "shch", "ъ": "", "ы": "y", "ь": "", "э": "e", "ю": "iu",
      "я": "ia", "є": "ie", "і": "i", "ї": "i", "ґ": "g", "ў": "u", "ђ": "dj", "ј": "j",
      "љ": "lj", "њ": "nj", "ћ": "c", "џ": "dz", "ѓ": "g", "ќ": "k", "ѕ": "dz",
    ]
    var table = lower
    for (letter, latin) in lower {
      guard let upper = letter.uppercased().first, upper != letter else { continue }
      table[upper] = latin.prefix(1).uppercased() + latin.dropFirst()
    }
    return table
  }()
}
