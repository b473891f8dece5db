/// Why date-like text could not be read; the message is shown to the user as is.
public struct DateInputError: Error, Sendable, Hashable {
  public var message: String

  public init(_ message: String) {
    self.message = message
  }
}
