/// A problem in condition text, at a 0-based offset in Unicode scalars from its start; the
/// loader adds the file position of the condition itself.
package struct ConditionError: Error, Sendable, Hashable {
  package var message: String
  package var offset: Int

  package init(message: String, offset: Int) {
    self.message = message
    self.offset = offset
  }
}
