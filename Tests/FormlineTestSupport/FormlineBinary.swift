import Foundation

/// Runs the built `formline` through real pipes, as a script or CI job would.
package enum FormlineBinary {
  /// What one run produced, each stream kept apart.
  package struct Run: Sendable {
    package var status: Int32
    package var stdout: String
    package var stderr: String
  }

  /// The binary next to the running test bundle, or `FORMLINE_TEST_BINARY` when set
  /// (`make test-release` runs the end-to-end tests against the release build).
  package static var path: String {
    if let given = ProcessInfo.processInfo.environment["FORMLINE_TEST_BINARY"], !given.isEmpty {
      return given
    }
    return PseudoTerminal.productPath("formline")
  }

  /// - Parameters:
  ///   - arguments: Command-line arguments.
  ///   - input: Bytes for standard input (closed after them).
  ///   - environment: The child's whole environment (`TZ=UTC`, `LC_ALL=C.UTF-8` and a
  ///     private `XDG_STATE_HOME` unless given).
  ///   - directory: The working directory.
  ///   - executable: Another program to run instead (a shell that runs formline).
  /// - Returns: Exit status and output.
  /// - Throws: When the process cannot start.
  package static func run(
    _ arguments: [String], input: String = "", environment: [String: String] = [:],
    directory: String? = nil, executable: String? = nil
  ) throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable ?? path)
    process.arguments = arguments
    var base = ["TZ": "UTC", "LC_ALL": "C.UTF-8", "PATH": "/usr/bin:/bin"]
    base["XDG_STATE_HOME"] = NSTemporaryDirectory() + "formline-tests-state-\(getpid())"
    process.environment = base.merging(environment) { _, given in given }
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    // A child that exits without reading its input (`--help`) closes the pipe: the write
    // must fail with EPIPE, not raise SIGPIPE in the test process or trap.
    signal(SIGPIPE, SIG_IGN)
    // Write and read on separate threads so a large input or output cannot deadlock.
    let writer = Thread {
      try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
      try? stdin.fileHandleForWriting.close()
    }
    writer.start()
    let errors = ErrorCollector(stderr.fileHandleForReading)
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
      stderr: String(decoding: errors.finish(), as: UTF8.self))
  }
}

/// Reads a stream on its own thread until it ends.
private final class ErrorCollector: @unchecked Sendable {
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread {
      self.data = handle.readDataToEndOfFile()
      self.done.signal()
    }.start()
  }

  func finish() -> Data {
    done.wait()
    return data
  }
}
