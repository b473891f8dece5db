extension String {
  /// This string in the normalization form, as Foundation's `decomposedStringWith…` and
  /// `precomposedStringWith…Mapping` give it, from the data FormlineUnicode carries.
  public func normalized(_ form: NormalizationForm) -> String {
    // ASCII is the same in every form.
    if utf8.allSatisfy({ $0 < 0x80 }) { return self }
    return String(unicodeScalars.normalized(form))
  }
}

extension String.UnicodeScalarView {
  /// These scalars in the normalization form.
  public func normalized(_ form: NormalizationForm) -> String.UnicodeScalarView {
    var scalars = Decomposition.decompose(self, compatibility: form.isCompatibility)
    if form.composes { scalars = Composition.compose(scalars) }
    var view = String.UnicodeScalarView()
    // Every value comes from a scalar or a table of scalars; none fails.
    view.append(contentsOf: scalars.compactMap(Unicode.Scalar.init))
    return view
  }
}
