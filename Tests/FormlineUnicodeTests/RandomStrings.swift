import FormlineTestSupport

/// Short strings mixing what normalization and folding treat differently: Latin bases and
/// precomposed letters, combining marks of many classes (so runs need reordering), Hangul
/// syllables and conjoining jamo, Greek, Cyrillic, compatibility characters, emoji with
/// modifiers and joiners, and scripts that compose with class-0 vowel signs.
enum RandomStrings {
  static let pools: [[Unicode.Scalar]] = [
    scalars("aAeEoOuUcCnNsSiIyYzZkKhH 0-_."),
    scalars("éÅñçǅĳŉßẞİıǰẛṩǕḈṨẬǺǻǄǆǈǊ"),
    // Classes 230, 220, 202, 216, 240, 1, 234, 233, 10–26, 103, 107, 9, 7, 214, 228, 232.
    scalars(
      "\u{300}\u{301}\u{302}\u{303}\u{308}\u{30A}\u{30C}\u{316}\u{323}\u{327}\u{328}\u{31B}"
        + "\u{345}\u{335}\u{338}\u{35C}\u{35D}\u{360}\u{5B0}\u{5BC}\u{5C1}\u{E38}\u{E48}"
        + "\u{94D}\u{93C}\u{1AB0}\u{1DC0}\u{20D0}\u{20E3}\u{302A}\u{302E}\u{3099}\u{309A}"
        + "\u{FE20}\u{1D165}\u{1D16D}\u{1D16E}\u{344}\u{340}\u{341}\u{343}\u{0F71}\u{0F72}"
        + "\u{0F74}\u{0F80}\u{0F73}\u{200C}\u{200D}\u{FE0F}\u{1E08F}"),
    scalars(
      "\u{AC00}\u{AC01}\u{D7A3}\u{B098}\u{1100}\u{1161}\u{11A8}\u{1112}\u{1175}\u{11C2}"
        + "\u{11A7}\u{3131}\u{314F}\u{FFA1}"),
    scalars("ΩΏάΐᾀᾈςΣϐϑϕͅΆΈἀἈὰᾳῼΐΰ"),
    scalars("ЙйЁёѶѷӁӂЇїІ"),
    scalars("ﬁﬀﬃ①⑴⒜ＡｚＺ０ｶﾞﾟ㍱½ℌ™㌀ﷺͺ￣㈱ℵⅫⅻ㎏ſﬅ"),
    scalars("👍🏽👩❤🇫🇷🧑🏿\u{1F3FB}"),
    scalars("अकक़ড়কাোেかがはぱゔ\u{0DD9}\u{0DCA}\u{0DCF}\u{0B47}\u{0B3E}\u{0B56}\u{0BC6}\u{0BBE}\u{0BD7}"),
  ]

  static func make(count: Int, seed: UInt64) -> [String] {
    var generator = SplitMix(seed: seed)
    return (0..<count).map { _ in
      var view = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 1...12, using: &generator) {
        let pool = pools[Int.random(in: 0..<pools.count, using: &generator)]
        view.append(pool[Int.random(in: 0..<pool.count, using: &generator)])
      }
      return String(view)
    }
  }

  private static func scalars(_ text: String) -> [Unicode.Scalar] { Array(text.unicodeScalars) }
}
