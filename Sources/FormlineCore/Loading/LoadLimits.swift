/// Bounds that keep a hostile or mistaken form from exhausting memory or the stack; each
/// one is reported with a clear error rather than a crash.
public struct LoadLimits: Sendable, Hashable {
  /// Largest form or answers file read, in bytes.
  public var maximumFileSize: Int
  /// Deepest nesting of subforms and collection templates.
  public var maximumNesting: Int
  /// Deepest chain of `form: other.yaml` includes.
  public var maximumIncludeDepth: Int
  /// Most fields in one form, includes counted.
  public var maximumFieldCount: Int
  /// Most bytes of included files in one form, each use of a file counted.
  public var maximumIncludedBytes = 16 << 20
  /// Most values (nodes) of included files in one form, each use of a file counted.
  public var maximumIncludedValues = 1_000_000

  public init(
    maximumFileSize: Int = 4 << 20, maximumNesting: Int = 24, maximumIncludeDepth: Int = 16,
    maximumFieldCount: Int = 10_000
  ) {
    self.maximumFileSize = maximumFileSize
    self.maximumNesting = maximumNesting
    self.maximumIncludeDepth = maximumIncludeDepth
    self.maximumFieldCount = maximumFieldCount
  }
}
