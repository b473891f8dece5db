import Glibc

/// Writing bytes to an open file descriptor, whole.
///
/// write(2) directly, retried after a signal and for what a partial write left, as
/// Foundation's `FileHandle` does: `FileHandle` is full Foundation, whose libraries link
/// ICU's data into the static binary, and the terminal and the executable need nothing of
/// it but this.
package enum DescriptorOutput {
  /// Writes all of `bytes` to `descriptor`.
  ///
  /// - Returns: false when the descriptor refused them (a full disk, a closed pipe, a
  ///   terminal that is gone); what was written before stays written.
  @discardableResult
  package static func write(_ bytes: some Sequence<UInt8>, to descriptor: Int32) -> Bool {
    failure(writing: bytes, to: descriptor) == nil
  }

  /// Writes the UTF-8 of `text` to `descriptor`.
  @discardableResult
  package static func write(_ text: String, to descriptor: Int32) -> Bool {
    var text = text
    return text.withUTF8 { failure(writing: UnsafeRawBufferPointer($0), to: descriptor) } == nil
  }

  /// Writes all of `bytes` to `descriptor`, for callers that report why it failed.
  ///
  /// - Returns: nil when every byte was written; otherwise `errno` of the write that
  ///   failed, or `EIO` for a write that took nothing (which would otherwise be retried
  ///   for ever).
  package static func failure(writing bytes: some Sequence<UInt8>, to descriptor: Int32)
    -> Int32?
  {
    let failed = bytes.withContiguousStorageIfAvailable { buffer in
      failure(writing: UnsafeRawBufferPointer(buffer), to: descriptor)
    }
    if let failed { return failed }
    let copy = Array(bytes)
    return copy.withUnsafeBytes { failure(writing: $0, to: descriptor) }
  }

  private static func failure(writing buffer: UnsafeRawBufferPointer, to descriptor: Int32)
    -> Int32?
  {
    guard let start = buffer.baseAddress else { return nil }
    var offset = 0
    while offset < buffer.count {
      let written = Glibc.write(descriptor, start + offset, buffer.count - offset)
      if written < 0 && errno == EINTR { continue }
      if written <= 0 { return written < 0 ? errno : EIO }
      offset += written
    }
    return nil
  }
}
