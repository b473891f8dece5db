extension String.UnicodeScalarView {
  /// Appends `scalars` one at a time.
  ///
  /// The standard library's `append(contentsOf:)` on this view rebuilds the whole string on
  /// every call, so a loop of them was quadratic in the length of the result.
  mutating func appendEach(_ scalars: some Sequence<Unicode.Scalar>) {
    for scalar in scalars { append(scalar) }
  }
}
