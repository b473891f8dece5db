import Foundation
import OrderedCollections

/// One line of the `--events` stream: what happened during a fill, so another program can
/// follow it as FormKit's delegates do (field entered, value set, validation failed, field
/// left, finished or aborted).
///
/// A secret field's value and messages never appear: the line says only that it was set.
package enum FillStreamEvent: Sendable, Hashable {
  case fieldEntered(FillStep)
  case valueSet(FillStep, AnswerValue)
  case validationFailed(FillStep, message: String)
  case fieldLeft(FillStep)
  case finished
  case aborted(reason: String)

  /// The event as one line of JSON, ending in a newline.
  ///
  /// ✅ `{"event":"valueSet","path":"age","value":36}`
  /// ✅ `{"event":"valueSet","path":"password","secret":true}`
  package var jsonLine: String {
    var object: OrderedDictionary<String, AnswerValue> = [:]
    switch self {
    case .fieldEntered(let step):
      object = Self.describe("fieldEntered", step)
      object["title"] = .string(step.field.title)
    case .valueSet(let step, let value):
      object = Self.describe("valueSet", step)
      if step.field.isSecret { object["secret"] = .bool(true) } else { object["value"] = value }
    case .validationFailed(let step, let message):
      object = Self.describe("validationFailed", step)
      if step.field.isSecret {
        object["secret"] = .bool(true)
      } else {
        object["message"] = .string(message)
      }
    case .fieldLeft(let step):
      object = Self.describe("fieldLeft", step)
    case .finished:
      object["event"] = .string("finished")
    case .aborted(let reason):
      object["event"] = .string("aborted")
      object["reason"] = .string(reason)
    }
    return JSONWriter.render(.object(object), pretty: false)
      .trimmingCharacters(in: .newlines) + "\n"
  }

  private static func describe(_ name: String, _ step: FillStep)
    -> OrderedDictionary<String, AnswerValue>
  {
    ["event": .string(name), "path": .string(step.path.description)]
  }
}
