/// Bounds that keep a hostile or mistaken form from exhausting memory or the stack; each
/// one is reported with a clear error rather than a crash.
///
/// The defaults fit generated forms (a million fields, 64 MiB); the executable lets
/// `FORMLINE_MAX_*` environment variables replace each one.
package struct LoadLimits: Sendable, Hashable {
  /// Largest form or answers file read, in bytes.
  package var maximumFileSize: Int
  /// Deepest nesting of subforms and collection templates.
  package var maximumNesting: Int
  /// Deepest chain of `form: other.yaml` includes.
  package var maximumIncludeDepth: Int
  /// Most fields in one form, includes counted.
  package var maximumFieldCount: Int
  /// Most bytes of included files in one form, each use of a file counted.
  package var maximumIncludedBytes = 16 << 20
  /// Most values (nodes) of included files in one form, each use of a file counted.
  package var maximumIncludedValues = 1_000_000

  package init(
    maximumFileSize: Int = 64 << 20, maximumNesting: Int = 24, maximumIncludeDepth: Int = 16,
    maximumFieldCount: Int = 1_000_000
  ) {
    self.maximumFileSize = maximumFileSize
    self.maximumNesting = maximumNesting
    self.maximumIncludeDepth = maximumIncludeDepth
    self.maximumFieldCount = maximumFieldCount
  }
}
