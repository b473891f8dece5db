import FoundationEssentials
import OrderedCollections

/// One line of the `--events` stream: what happened during a fill, so another program can
/// follow it as FormKit's delegates do (field entered, value set, validation failed, field
/// left, finished or aborted).
///
/// A secret field's value and messages never appear: the line says only that it was set.
package enum FillStreamEvent: Sendable, Hashable {
  case fieldEntered(FillStep)
  /// A line typed or piped for the field, before it is checked: the edit a line editor can
  /// report (it hands the line over at Enter, not key by key).
  case lineEntered(FillStep, text: String)
  /// What was stored, and what the field held before (XLForm's old and new value).
  case valueSet(FillStep, AnswerValue, old: AnswerValue)
  case validationFailed(FillStep, message: String)
  case fieldLeft(FillStep)
  case finished
  case aborted(reason: String)

  /// The event as one line of JSON, ending in a newline.
  ///
  /// ✅ `{"event":"valueSet","path":"age","value":36,"oldValue":null}`
  /// ✅ `{"event":"valueSet","path":"password","secret":true}`
  package var jsonLine: String {
    var object: ObjectMembers = [:]
    switch self {
    case .fieldEntered(let step):
      object = Self.describe("fieldEntered", step)
      object["title"] = .string(step.field.title)
    case .lineEntered(let step, let text):
      object = Self.describe("lineEntered", step)
      if step.field.isSecret {
        object["secret"] = .bool(true)
      } else {
        object["text"] = .string(text)
      }
    case .valueSet(let step, let value, let old):
      object = Self.describe("valueSet", step)
      if step.field.isSecret {
        object["secret"] = .bool(true)
      } else {
        object["value"] = value
        object["oldValue"] = old
      }
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
      .trimmingNewlines + "\n"
  }

  private static func describe(_ name: String, _ step: FillStep)
    -> ObjectMembers
  {
    ["event": .string(name), "path": .string(step.path.description)]
  }
}
