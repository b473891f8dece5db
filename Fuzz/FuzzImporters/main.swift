import FormlineCore
import Foundation
import FuzzSupport

// The importers: cookiecutter.json, copier.yml and JSON Schema documents (the first byte
// picks which) load or fail with diagnostics, never crash or hang.
enum Fixture {
  static let files: [(name: String, dialect: FormDialect?)] = [
    ("cookiecutter.json", nil), ("copier.yml", nil), ("schema.json", .jsonSchema),
    ("schema.yaml", .jsonSchema),
  ]
}

@_cdecl("LLVMFuzzerTestOneInput")
package func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let bytes = FuzzInput.bytes(data, count)
  guard let selector = bytes.first else { return 0 }
  let file = Fixture.files[Int(selector) % Fixture.files.count]
  let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
  let loader = FormLoader(dialect: file.dialect, surroundings: FuzzValues.surroundings)
  _ = try? loader.load(text: text, file: file.name)
  return 0
}

exit(runFuzzer(testOneInput))
