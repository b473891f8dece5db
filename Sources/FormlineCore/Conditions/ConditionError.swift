/// A problem in condition text, at a 0-based offset in Unicode scalars from its start; the
/// loader adds the file position of the condition itself.
public struct ConditionError: Error, Sendable, Hashable {
  public var message: String
  public var offset: Int

  public init(message: String, offset: Int) {
    self.message = message
    self.offset = offset
  }
}
