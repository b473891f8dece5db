import FoundationEssentials
import Glibc

extension AtomicFile {
  /// What is at the destination, and so how it may be written.
  package enum Destination: Equatable, Sendable {
    /// A character device or FIFO: written through, as `>` would.
    case writeThrough
    /// An open descriptor of this process (`/dev/stdout`, `/proc/self/fd/3`): written to.
    case descriptor(Int32)
    /// Any other file under `/dev` or `/proc`: opened, created or truncated as `>` would,
    /// never renamed over.
    case systemFile
    /// Nothing, a regular file, or a symbolic link to either (the link itself is replaced
    /// by a regular file, and a hard link is split): replaced by rename.
    case replace(Existing?)

    /// The file being replaced: its permission bits and owner, kept on the new file.
    package struct Existing: Equatable, Sendable {
      package var mode: UInt32
      package var owner: UInt32
      package var group: UInt32
    }

    /// Looks at the destination without changing it.
    ///
    /// - Parameter path: The destination.
    /// - Returns: How to write it.
    /// - Throws: `Diagnostic` for a block device, socket or directory, and for a regular
    ///   file this process may not write or no one may (replacing it would defeat its
    ///   read-only mode).
    package static func inspect(_ path: String) throws(Diagnostic) -> Destination {
      if let descriptor = namedDescriptor(path) { return .descriptor(descriptor) }
      var status = stat()
      // stat, not lstat: a link to /dev/null is written through like /dev/null itself.
      guard stat(path, &status) == 0 else {
        guard errno == ENOENT else { throw AtomicFile.failure(path, "cannot inspect") }
        return isInSystemDirectory(path) ? .systemFile : .replace(nil)
      }
      switch status.st_mode & S_IFMT {
      case S_IFCHR, S_IFIFO:
        return .writeThrough
      case S_IFREG where isInSystemDirectory(path):
        return .systemFile
      case S_IFREG:
        // A file no one may write (0444) is not replaced, not even by root.
        guard access(path, W_OK) == 0, status.st_mode & 0o222 != 0 else {
          throw .error("the file is not writable", at: SourceLocation(file: path))
        }
        return .replace(
          Existing(mode: status.st_mode & 0o7777, owner: status.st_uid, group: status.st_gid))
      case S_IFDIR:
        throw .error("is a directory", at: SourceLocation(file: path))
      default:
        throw .error(
          "is not a regular file, character device or FIFO; nothing written",
          at: SourceLocation(file: path))
      }
    }
  }
}
