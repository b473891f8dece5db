/// The glue every fuzz target shares.
///
/// Each target defines `@_cdecl("LLVMFuzzerTestOneInput")` (libFuzzer's archive needs the
/// symbol to link) and its top-level code hands that function to `runFuzzer`.
package enum FuzzInput {
  /// The input as an array.
  package static func bytes(_ data: UnsafePointer<UInt8>?, _ count: Int) -> [UInt8] {
    data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
  }
}

/// Starts libFuzzer with the process's arguments, calling `callback` with each input.
///
/// SwiftPM links the target's own `main` (libFuzzer's is not used), so each target's
/// top-level code calls this with its `LLVMFuzzerTestOneInput` function.
package func runFuzzer(
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32 {
  var argc = CommandLine.argc
  var argv = Optional(CommandLine.unsafeArgv)
  return libFuzzerRunDriver(&argc, &argv, callback)
}

@_silgen_name("LLVMFuzzerRunDriver")
private func libFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<Int32>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32
