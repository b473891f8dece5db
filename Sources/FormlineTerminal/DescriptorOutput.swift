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
    let written = bytes.withContiguousStorageIfAvailable { buffer in
      write(UnsafeRawBufferPointer(buffer), to: descriptor)
    }
    if let written { return written }
    let copy = Array(bytes)
    return copy.withUnsafeBytes { write($0, to: descriptor) }
  }

  /// Writes the UTF-8 of `text` to `descriptor`.
  @discardableResult
  package static func write(_ text: String, to descriptor: Int32) -> Bool {
    var text = text
    return text.withUTF8 { write(UnsafeRawBufferPointer($0), to: descriptor) }
  }

  private static func write(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
    guard let start = buffer.baseAddress else { return true }
    var offset = 0
    while offset < buffer.count {
      let written = Glibc.write(descriptor, start + offset, buffer.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += written
    }
    return true
  }
}
