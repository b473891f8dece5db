import FormlineTestSupport
import Foundation
import Testing

@testable import FormlineCore

/// `-o` destinations: regular files are replaced atomically with a mode never looser than
/// before; devices and FIFOs are written through; other kinds are refused.
struct AtomicFileTests {
  private func mode(_ path: String) -> UInt32 {
    var status = stat()
    guard stat(path, &status) == 0 else { return 0 }
    return status.st_mode & 0o7777
  }

  private func kind(_ path: String) -> UInt32 {
    var status = stat()
    guard lstat(path, &status) == 0 else { return 0 }
    return status.st_mode & S_IFMT
  }

  @Test func aNewFileGetsTheModeGiven() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("out.json")
    try AtomicFile.write("{}\n", to: path, mode: 0o640)
    #expect(mode(path) == 0o640)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "{}\n")
  }

  @Test func anExistingFileKeepsItsTighterMode() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("out.json")
    try directory.create(files: ["out.json"], contents: "old")
    chmod(path, 0o600)
    try AtomicFile.write("new", to: path, mode: 0o644)
    #expect(mode(path) == 0o600)
  }

  @Test func secretsTightenAnExistingFile() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("out.json")
    try directory.create(files: ["out.json"], contents: "old")
    chmod(path, 0o644)
    try AtomicFile.write("new", to: path, mode: 0o600, ceiling: 0o600)
    #expect(mode(path) == 0o600)
  }

  @Test func anExistingFileKeepsItsOwnerWhenRootWrites() throws {
    guard geteuid() == 0 else { return }
    let directory = try TemporaryDirectory()
    let path = directory.file("out.json")
    try directory.create(files: ["out.json"], contents: "old")
    chown(path, 4321, 4322)
    try AtomicFile.write("new", to: path)
    var status = stat()
    stat(path, &status)
    #expect(status.st_uid == 4321 && status.st_gid == 4322)
  }

  @Test func aReadOnlyFileIsNotReplaced() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("out.json")
    try directory.create(files: ["out.json"], contents: "old")
    chmod(path, 0o444)
    #expect(throws: Diagnostic.self) { try AtomicFile.write("new", to: path) }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
  }

  @Test func aFIFOIsWrittenThroughNotReplaced() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("pipe")
    #expect(mkfifo(path, 0o600) == 0)
    let reader = Task.detached { () -> String in
      let handle = FileHandle(forReadingAtPath: path)
      let data = handle?.readDataToEndOfFile() ?? Data()
      return String(decoding: data, as: UTF8.self)
    }
    try AtomicFile.write("through\n", to: path)
    #expect(await reader.value == "through\n")
    #expect(kind(path) == S_IFIFO)
  }

  @Test func aCharacterDeviceIsWrittenThrough() throws {
    try AtomicFile.write("gone\n", to: "/dev/null")
    #expect(kind("/dev/null") == S_IFCHR)
    #expect(try AtomicFile.Destination.inspect("/dev/null") == .writeThrough)
  }

  @Test func pathsNamingADescriptorAreWrittenToIt() throws {
    #expect(try AtomicFile.Destination.inspect("/dev/stdout") == .descriptor(1))
    #expect(try AtomicFile.Destination.inspect("/dev/stderr") == .descriptor(2))
    #expect(try AtomicFile.Destination.inspect("/dev/fd/7") == .descriptor(7))
    #expect(try AtomicFile.Destination.inspect("/proc/self/fd/3") == .descriptor(3))
    let directory = try TemporaryDirectory()
    let link = directory.file("out")
    #expect(symlink("/proc/self/fd/1", link) == 0)
    #expect(try AtomicFile.Destination.inspect(link) == .descriptor(1))
    let chained = directory.file("chained")
    #expect(symlink("out", chained) == 0)
    #expect(try AtomicFile.Destination.inspect(chained) == .descriptor(1))
  }

  @Test func filesUnderDevAreWrittenInPlace() throws {
    var status = stat()
    guard stat("/dev/shm", &status) == 0, access("/dev/shm", W_OK) == 0 else { return }
    let path = "/dev/shm/formline-test-\(getpid())"
    defer { unlink(path) }
    #expect(try AtomicFile.Destination.inspect(path) == .systemFile)
    try AtomicFile.write("one\n", to: path, mode: 0o600)
    try AtomicFile.write("two\n", to: path, mode: 0o600)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "two\n")
    #expect(try AtomicFile.Destination.inspect(path) == .systemFile)
  }

  @Test func aSocketIsRefused() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("sock")
    let socketDescriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(socketDescriptor) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      for (index, byte) in path.utf8.enumerated() where index < buffer.count - 1 {
        buffer[index] = byte
      }
    }
    let bound = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    #expect(bound == 0)
    let error = try #require(throws: Diagnostic.self) { try AtomicFile.write("x", to: path) }
    #expect(error.message.contains("not a regular file"))
    #expect(kind(path) == S_IFSOCK)
  }

  @Test func aSymbolicLinkToAFileIsReplacedAndItsTargetKept() throws {
    let directory = try TemporaryDirectory()
    try directory.create(files: ["target"], contents: "target")
    let link = directory.file("link")
    #expect(symlink(directory.file("target"), link) == 0)
    try AtomicFile.write("new", to: link)
    #expect(kind(link) == S_IFREG)
    #expect(try String(contentsOfFile: directory.file("target"), encoding: .utf8) == "target")
  }

  @Test func aTempFileOfAKilledWriterIsRemovedAndALiveOneKept() throws {
    let directory = try TemporaryDirectory()
    let finished = Process()
    finished.executableURL = URL(fileURLWithPath: "/bin/true")
    try finished.run()
    finished.waitUntilExit()
    let stale = ".out.json.formline-\(finished.processIdentifier)-AbC123"
    let live = ".out.json.formline-\(getpid())-XyZ789"
    let other = ".other.json.formline-\(finished.processIdentifier)-AbC123"
    try directory.create(files: [stale, live, other], contents: "secret")
    try AtomicFile.write("{}", to: directory.file("out.json"))
    let names = Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
    #expect(names == ["out.json", live, other])
  }
}
