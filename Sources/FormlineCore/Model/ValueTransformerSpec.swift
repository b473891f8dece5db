/// FXForms/XLForm `valueTransformer`: how a stored value is shown.
///
/// Display only; the result
/// keeps the stored value.
public enum ValueTransformerSpec: Sendable, Hashable {
  /// `{value: label}` pairs, in the order written.
  case mapping([MappingEntry])
  /// A built-in by name (`uppercase`, `countryName`, …).
  case named(String)
  /// A date display format such as `EEE d MMM yyyy`.
  case dateFormat(String)

  public struct MappingEntry: Sendable, Hashable {
    public var value: String
    public var label: String

    public init(value: String, label: String) {
      self.value = value
      self.label = label
    }
  }
}
