import FoundationEssentials
import Glibc

/// Reads the text of form and answers files, with the size limit and UTF-8 check applied
/// in one place.
///
/// Every source is read through `read(2)` and reading stops one byte past the limit, so
/// `yes | formline FORM -a -` fails at once instead of filling memory, and pipes, FIFOs,
/// `/dev/stdin` and `<(cmd)` read the same way as regular files, once. Standard input is
/// read only when the executable passes its descriptor (`read(descriptor:named:)`).
package struct FileSource: Sendable {
  package enum Failure: Error, Sendable {
    /// The file could not be read at all (exit 66).
    case unreadable(Diagnostic)
    /// It was read but is not acceptable text (exit 65).
    case invalid(Diagnostic)
  }

  package var maximumSize: Int

  package init(maximumSize: Int = LoadLimits().maximumFileSize) {
    self.maximumSize = maximumSize
  }

  /// - Parameters:
  ///   - path: A file path (best absolute: a relative one is opened from the process's
  ///     working directory).
  ///   - name: How messages name the file; the path by default.
  /// - Returns: The file's text.
  /// - Throws: `Failure.unreadable` when the file cannot be opened or read,
  ///   `Failure.invalid` when it is too large or not UTF-8.
  package func read(_ path: String, named name: String? = nil) throws(Failure) -> String {
    try text(of: try bytes(path, named: name), named: name ?? path)
  }

  /// Whether anything is at `path` (a reference that may name a file or a web document).
  package func exists(_ path: String) -> Bool {
    access(path, F_OK) == 0
  }

  /// The bytes of a file, read as `read(_:named:)` reads them but not yet checked as text
  /// (a batch reads a JSON document of ASCII straight from them).
  /// - Parameters:
  ///   - path: A file path.
  ///   - name: How messages name the file; the path by default.
  ///   - directory: An open directory to open the file under (`openat(2)`), by the part of
  ///     `path` from byte `offset` on: a batch keeps the directory of its files open, so the
  ///     kernel walks one name per file, not the whole path. By default the whole path, from
  ///     the working directory.
  ///   - offset: Where in `path`'s UTF-8 bytes its name under `directory` starts (`path`
  ///     holds no NUL byte before it).
  /// - Returns: The file's bytes.
  /// - Throws: `Failure` as `read(_:named:)`, but for the UTF-8 check.
  package func bytes(
    _ path: String, named name: String? = nil, in directory: Int32 = AT_FDCWD, from offset: Int = 0
  ) throws(Failure) -> [UInt8] {
    let location = SourceLocation(file: name ?? path)
    let bytes: [UInt8]
    do {
      // Opened first, then read from its start: one look-up of the path, not two (a batch
      // `validate --each` reads thousands of small files).
      let start = min(max(offset, 0), path.utf8.count)
      let descriptor = path.withCString { openat(directory, $0 + start, O_RDONLY | O_CLOEXEC) }
      guard descriptor >= 0 else {
        let message =
          switch errno {
          case ENOENT: "no such file"
          case EACCES: "cannot read the file (permission denied)"
          default: "cannot read the file"
          }
        throw .unreadable(.error(message, at: location))
      }
      defer { close(descriptor) }
      if let whole = try readWhole(descriptor, at: location) { return whole }
      // A pipe, FIFO or terminal, or a file larger than the first read: one fstat() answers
      // kind and size.
      var status = stat()
      guard fstat(descriptor, &status) == 0 else {
        throw .unreadable(.error("cannot read the file", at: location))
      }
      guard status.st_mode & S_IFMT != S_IFDIR else {
        throw .unreadable(.error("is a directory, not a file", at: location))
      }
      if status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) > maximumSize {
        throw .invalid(
          .error(
            "file is \(status.st_size) bytes; the limit is \(maximumSize) bytes", at: location))
      }
      let expected = status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : nil
      bytes = try readLimited(from: descriptor, expectedSize: expected, at: location)
    }
    return bytes
  }

  /// Bytes as text.
  /// - Parameters:
  ///   - bytes: What was read.
  ///   - name: How messages name their source.
  /// - Returns: The text.
  /// - Throws: `Failure.invalid` when they are not UTF-8.
  package func text(of bytes: [UInt8], named name: String) throws(Failure) -> String {
    try text(of: bytes, at: SourceLocation(file: name))
  }

  /// Reads an open descriptor to its end, such as standard input (descriptor 0, passed
  /// by the executable).
  /// - Parameters:
  ///   - descriptor: Open for reading; not closed.
  ///   - name: How messages name the input (`<stdin>`).
  /// - Returns: The text.
  /// - Throws: `Failure` as `read(_:named:)`.
  package func read(descriptor: Int32, named name: String) throws(Failure) -> String {
    let location = SourceLocation(file: name)
    return try text(
      of: try readLimited(from: descriptor, expectedSize: nil, at: location), at: location)
  }

  /// Whether `path` is a regular file (not a pipe, FIFO, device or directory).
  package static func isRegularFile(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
  }

  private func text(of bytes: [UInt8], at location: SourceLocation) throws(Failure) -> String {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .invalid(.error("not valid UTF-8 text", at: location))
    }
    return text
  }

  /// A file read whole by one pread(2) from its start, without asking its kind and size
  /// first (that fstat(2) was a tenth of the system time of `validate --each`).
  ///
  /// A regular file that a read does not fill has ended; so has a `/proc` or sysfs file,
  /// which the kernel reads whole up to the length asked. A pipe, FIFO or terminal refuses
  /// pread (ESPIPE) and a file that fills the read may go on: for those, nil, and they
  /// are read from the start as before (pread moves no file offset).
  /// - Returns: The bytes, or nil when they are to be read the other way.
  /// - Throws: `Failure.unreadable` for a directory.
  private func readWhole(_ descriptor: Int32, at location: SourceLocation) throws(Failure)
    -> [UInt8]?
  {
    let capacity = maximumSize < FileSource.firstRead ? maximumSize + 1 : FileSource.firstRead
    var failure: Int32 = 0
    let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
      var result = -1
      repeat {
        result = pread(descriptor, buffer.baseAddress, capacity, 0)
      } while result < 0 && errno == EINTR
      count = max(result, 0)
      if result < 0 { failure = errno }
    }
    if failure == EISDIR { throw .unreadable(.error("is a directory, not a file", at: location)) }
    return failure == 0 && bytes.count < capacity ? bytes : nil
  }

  /// How much the first read of a file asks for: most forms and answers files are smaller.
  static let firstRead = 65_536

  /// Reads until end of input, or until one byte more than the limit has arrived.
  ///
  /// Each read goes straight into uninitialised capacity, sized for a regular file's
  /// `expectedSize` plus one byte (where the end shows): zero-filling a 64 KiB buffer for a
  /// 1 KiB file, and faulting its pages in, was a measurable share of start-up.
  private func readLimited(
    from descriptor: Int32, expectedSize: Int?, at location: SourceLocation
  ) throws(Failure) -> [UInt8] {
    var bytes: [UInt8] = []
    var wanted = min(max(expectedSize ?? 65_535, 0), maximumSize) + 1
    while bytes.count <= maximumSize {
      wanted = min(wanted, maximumSize + 1 - bytes.count)
      var failure: Int32 = 0
      let chunk = [UInt8](unsafeUninitializedCapacity: wanted) { buffer, count in
        let result = Glibc.read(descriptor, buffer.baseAddress, wanted)
        count = max(result, 0)
        if result < 0 { failure = errno }
      }
      if failure != 0 {
        if failure == EINTR { continue }
        if failure == EAGAIN {
          // A non-blocking descriptor (some shells leave stdin so): wait for more.
          var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
          _ = poll(&ready, 1, -1)
          continue
        }
        throw .unreadable(.error("cannot read the file", at: location))
      }
      if chunk.isEmpty { return bytes }
      if bytes.isEmpty { bytes = chunk } else { bytes.append(contentsOf: chunk) }
      // A regular file whose size was read whole needs no read to find its end (a batch
      // reads thousands of small files; one that grew is read on, as a pipe is).
      if let expectedSize, expectedSize > 0, bytes.count == expectedSize { return bytes }
      // A regular file is normally all read now: a small read finds its end.
      wanted = expectedSize == nil ? 65_536 : 4_096
    }
    throw .invalid(
      .error(
        "input is more than \(maximumSize) bytes; the limit is \(maximumSize) bytes", at: location))
  }
}
