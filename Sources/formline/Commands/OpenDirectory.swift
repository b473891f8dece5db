import FoundationEssentials
import Glibc

/// The directory of the files a batch reads, kept open while consecutive files share it, so
/// each file is opened by its last name under it (`openat(2)`) and the kernel does not walk
/// the same path again for each of thousands of files (a tenth of `validate --each`'s time).
///
/// A path whose directory cannot be opened (one a person may search but not list, say) is
/// read by its whole path, so what it says when it cannot be read is the same.
struct OpenDirectory: ~Copyable {
  /// The open directory's path, as bytes: compared byte for byte (`==` on `String`s takes
  /// canonically equivalent names for one).
  private var path: [UInt8] = []
  private var descriptor: Int32 = -1

  /// The directory to open `file` under, and where in `file`'s bytes the name to open there
  /// starts; `AT_FDCWD` and 0 when it names no directory or its directory cannot be opened.
  mutating func locate(_ file: String) -> (directory: Int32, offset: Int) {
    var file = file
    let kept = path
    // In place: no string is made for each file.
    let (slash, same) = file.withUTF8 { bytes -> (Int?, Bool) in
      // A NUL byte ends the path where the system reads it: such a path is opened whole.
      guard let base = bytes.baseAddress, memchr(base, 0, bytes.count) == nil else {
        return (nil, false)
      }
      var slash = bytes.count - 1
      while slash >= 0 && bytes[slash] != UInt8(ascii: "/") { slash -= 1 }
      guard slash > 0, slash + 1 < bytes.count else { return (nil, false) }
      return (slash, slash == kept.count && memcmp(base, kept, slash) == 0)
    }
    guard let slash else { return (AT_FDCWD, 0) }
    if !same || descriptor < 0 {
      if descriptor >= 0 { close(descriptor) }
      path = Array(file.utf8.prefix(slash))
      descriptor = open(String(decoding: path, as: UTF8.self), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    }
    return descriptor >= 0 ? (descriptor, slash + 1) : (AT_FDCWD, 0)
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }
}
