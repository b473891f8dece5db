import FormlineCore
import FuzzSupport
import OrderedCollections

/// Reads env output back by sh's rules for the words EnvWriter writes.
///
/// A bare word of `[A-Za-z0-9_./:@%+,-]`, or single-quoted runs joined by `\'`. Anything else would be
/// read differently by sh, so it is a finding.
enum EnvOracle {
  static func check(_ value: AnswerValue) {
    guard let env = try? EnvWriter.render(value) else {
      // Only NUL (and clashing names) may refuse; names never clash here (k0_, k1_…).
      precondition(
        FuzzValues.strings(in: value).contains { $0.unicodeScalars.contains("\0") }
          || clashes(value),
        "env refused a value")
      return
    }
    let bytes = Array(env.utf8)
    let values = leaves(value)
    var index = 0
    var position = 0
    while position < bytes.count {
      guard let equals = bytes[position...].firstIndex(of: UInt8(ascii: "=")),
        let (word, end) = word(in: bytes, from: equals + 1), index < values.count
      else { preconditionFailure("env output sh would misread:\n\(env)") }
      precondition(word == Array(values[index].utf8), "env value differs:\n\(env)")
      index += 1
      position = end + 1
    }
    precondition(index == values.count, "env lines missing:\n\(env)")
  }

  /// The word starting at `start` up to an unquoted newline, as sh reads it, and where the
  /// newline is; nil when sh would read something other than a plain assignment.
  private static func word(in bytes: [UInt8], from start: Int) -> ([UInt8], Int)? {
    var end = start
    var quoted = false
    while end < bytes.count {
      if bytes[end] == UInt8(ascii: "\\"), !quoted {
        end += 2
        continue
      }
      if bytes[end] == UInt8(ascii: "'") { quoted.toggle() }
      if bytes[end] == UInt8(ascii: "\n"), !quoted { break }
      end += 1
    }
    guard end < bytes.count, let word = unquote(Array(bytes[start..<end])) else { return nil }
    return (word, end)
  }

  /// sh's reading of a word made of bare characters, `'…'` runs and `\'`.
  private static func unquote(_ word: [UInt8]) -> [UInt8]? {
    var result: [UInt8] = []
    var index = 0
    let plain = Set<UInt8>(
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_./:@%+,-".utf8)
    while index < word.count {
      let byte = word[index]
      if byte == UInt8(ascii: "'") {
        guard let end = word[(index + 1)...].firstIndex(of: UInt8(ascii: "'")) else { return nil }
        result += word[(index + 1)..<end]
        index = end + 1
      } else if byte == UInt8(ascii: "\\"), index + 1 < word.count {
        result.append(word[index + 1])
        index += 2
      } else if plain.contains(byte) {
        result.append(byte)
        index += 1
      } else {
        return nil
      }
    }
    return result
  }

  private static func leaves(_ value: AnswerValue) -> [String] {
    switch value {
    case .string(let text): return [text]
    case .array(let items): return items.flatMap(leaves)
    case .object(let members): return members.values.flatMap(leaves)
    default: return []
    }
  }

  private static func clashes(_ value: AnswerValue) -> Bool { false }
}
