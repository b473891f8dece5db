import FormlineCore
import Foundation
import FuzzSupport

// Answers files and `--set` arguments against a form with every kind of field.
enum Fixture {
  static let form: Form = {
    let text = """
      - name
      - {key: age, type: integer, min: 0}
      - {key: ratio, type: number}
      - {key: plan, options: [Free, Pro]}
      - {key: tags, options: [a, b, c], multiple: true}
      - {key: when, type: date}
      - {key: at, type: datetime}
      - {key: span, type: duration}
      - {key: token, secret: true, pattern: "[a-z]+"}
      - {key: address, fields: [city, zip]}
      - {key: contacts, template: {fields: [name, email]}}
      - {key: ok, type: boolean}
      """
    let loader = FormLoader(surroundings: FuzzValues.surroundings)
    guard let loaded = try? loader.load(text: text, file: "form.yaml") else {
      preconditionFailure("the fuzz form does not load")
    }
    return loaded.form
  }()
}

@_cdecl("LLVMFuzzerTestOneInput")
package func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let bytes = FuzzInput.bytes(data, count)
  let text = String(decoding: bytes, as: UTF8.self)
  var presets = PresetAnswers()
  presets.mergeAnswersDocument(
    text, file: bytes.first == 0x7B ? "a.json" : "a.yaml", form: Fixture.form)
  var set = PresetAnswers()
  set.mergeSetArguments(text.split(separator: "\n").map(String.init), form: Fixture.form)
  return 0
}

exit(runFuzzer(testOneInput))
