// Test-only executable: Yams, run as an independent YAML reader for the tests.
//
// It is a process of its own because Yams bundles its own copy of libyaml: linked into the
// test process, its symbols would take the place of the system's libyaml that formline
// uses, and the tests would no longer exercise formline's own reading.
//
// Standard input holds requests, each `L` (load a document) or `R` (resolve a plain
// scalar), its length in bytes, a line break, and that many bytes of UTF-8. Standard
// output is one JSON array, an answer per request: a loaded value with its types kept
// (`{"int": "12"}`, `{"float": "1.5"}`, `{"map": [[key, value], …]}`, lists as arrays,
// strings as `{"utf8": "…"}` in hexadecimal, booleans and null as themselves,
// `{"other": "…"}` for anything else, `{"error": "…"}` when Yams refuses the text), or the
// resolved tag's name. Strings are in hexadecimal because Foundation's JSON reader drops a
// U+FEFF that follows an escape (`"\r\u{FEFF}"` reads back as `"\r"`).
import Foundation
import Yams

func typed(_ value: Any?) -> Any {
  switch value {
  case nil, is NSNull: return NSNull()
  case let flag as Bool: return flag
  case let number as Int: return ["int": String(number)]
  case let number as Double: return ["float": String(number)]
  case let text as String: return ["utf8": text.utf8.map { String(format: "%02x", $0) }.joined()]
  case let items as [Any]: return items.map(typed)
  case let members as [AnyHashable: Any]:
    return ["map": members.map { [typed($0.key.base), typed($0.value)] }]
  default: return ["other": String(describing: value)]
  }
}

let input = FileHandle.standardInput.readDataToEndOfFile()
var answers: [Any] = []
var index = input.startIndex
while index < input.endIndex {
  let kind = input[index]
  guard let newline = input[index...].firstIndex(of: 0x0A),
    let length = Int(String(decoding: input[(index + 1)..<newline], as: UTF8.self)),
    length >= 0, newline + 1 + length <= input.endIndex
  else { break }
  let text = String(decoding: input[(newline + 1)..<(newline + 1 + length)], as: UTF8.self)
  index = newline + 1 + length
  if kind == UInt8(ascii: "R") {
    answers.append(Resolver.default.resolveTag(of: Node(text)).rawValue)
  } else {
    do {
      answers.append(typed(try Yams.load(yaml: text)))
    } catch {
      answers.append(["error": String(describing: error)])
    }
  }
}
let output = try JSONSerialization.data(withJSONObject: answers, options: [.fragmentsAllowed])
FileHandle.standardOutput.write(output)
