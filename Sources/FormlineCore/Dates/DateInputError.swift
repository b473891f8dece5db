/// Why date-like text could not be read; the message is shown to the user as is.
package struct DateInputError: Error, Sendable, Hashable {
  package var message: String

  package init(_ message: String) {
    self.message = message
  }
}
