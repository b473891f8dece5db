/// FXForms/XLForm `valueTransformer`: how a stored value is shown.
///
/// Display only; the result
/// keeps the stored value.
package enum ValueTransformerSpec: Sendable, Hashable {
  /// `{value: label}` pairs, in the order written.
  case mapping([MappingEntry])
  /// A built-in by name (`uppercase`, `countryName`, …).
  case named(String)
  /// A date display format such as `EEE d MMM yyyy`.
  case dateFormat(String)

  package struct MappingEntry: Sendable, Hashable {
    package var value: String
    package var label: String

    package init(value: String, label: String) {
      self.value = value
      self.label = label
    }
  }
}
