extension String {
  /// This string folded as Foundation's `folding(options:locale: nil)` folds it with the
  /// same options, from the data FormlineUnicode carries.
  public func folded(_ options: FoldingOptions) -> String {
    guard !options.isEmpty else { return self }
    let scalars = unicodeScalars.map(\.value)
    // Without diacritic folding, ASCII only changes case; with it, ASCII has no marks.
    if scalars.allSatisfy({ $0 < 0x80 }) {
      return options.contains(.caseInsensitive) ? lowercasedASCII : self
    }
    var view = String.UnicodeScalarView()
    view.append(contentsOf: Folding(options: options).fold(scalars).compactMap(Unicode.Scalar.init))
    return String(view)
  }

  private var lowercasedASCII: String {
    String(decoding: utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
  }
}
