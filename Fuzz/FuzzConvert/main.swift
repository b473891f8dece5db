import FormlineCore
import Foundation
import FuzzSupport

// `formline convert` as an oracle: a cookiecutter.json or copier.yml (the first byte
// picks) that loads and converts gives a native form that loads, and both forms filled with
// their defaults (`-y`) give the same result, or the same refusal.
enum Fixture {
  static let files = ["cookiecutter.json", "copier.yml"]

  /// The result of filling `form` with its defaults, as one line of JSON, or the messages
  /// of its refusal.
  static func fill(_ form: Form) -> String {
    let session = FillSession(
      form: form,
      options: FillOptions(interactive: false, surroundings: FuzzValues.surroundings))
    var driver = FillDriver(session: session, answers: nil)
    switch driver.run() {
    case .finished(let result): return JSONWriter.render(result, pretty: false)
    case .invalid(let problems):
      return "invalid: " + problems.map(\.message).joined(separator: "; ")
    case .aborted, .interrupted, .timedOut, .terminated: return "stopped"
    }
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
package func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let bytes = FuzzInput.bytes(data, count)
  guard let selector = bytes.first else { return 0 }
  let file = "/project/" + Fixture.files[Int(selector) % Fixture.files.count]
  let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
  let loader = FormLoader(surroundings: FuzzValues.surroundings)
  guard let original = try? loader.load(text: text, file: file).form,
    let converted = try? NativeFormWriter.yaml(for: original)
  else { return 0 }
  guard let reloaded = try? loader.load(text: converted, file: "/project/form.yaml").form else {
    preconditionFailure("the converted form does not load:\n\(converted)")
  }
  let before = Fixture.fill(original)
  let after = Fixture.fill(reloaded)
  guard before == after || before.hasPrefix("invalid") && after.hasPrefix("invalid") else {
    preconditionFailure("filled differently:\n\(before)\n\(after)\nconverted:\n\(converted)")
  }
  return 0
}

exit(runFuzzer(testOneInput))
