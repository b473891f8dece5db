import OrderedCollections
import Synchronization

/// What `loop.changed(…)` remembers between the iterations of one `for` loop.
///
/// The values it was last given; a reference, because every iteration renders in a copy of the scope.
final class LoopMemory: Sendable {
  private let lastChanged = Mutex<[AnswerValue]?>(nil)

  /// Jinja's `loop.changed(*values)`: true the first time and whenever the values differ
  /// from those of the previous call.
  func changed(_ values: [AnswerValue]) -> Bool {
    lastChanged.withLock { last in
      guard last != values else { return false }
      last = values
      return true
    }
  }
}

/// `loop.cycle(…)` and `loop.changed(…)`, the two methods of Jinja's loop variable.
enum LoopMethods {
  static let names: Set<String> = ["cycle", "changed"]

  /// The result of the method, or nil when `value` is not the loop variable (a mapping
  /// that `for` made: it has `index0`, `length` and `depth0`).
  static func call(
    _ name: String, on value: AnswerValue, arguments: ExpressionArguments,
    memory: LoopMemory?, offset: Int
  ) throws(ExpressionError) -> AnswerValue? {
    guard names.contains(name), let memory, case .object(let state) = value,
      case .integer(let index)? = state["index0"], state["length"] != nil,
      state["depth0"] != nil
    else { return nil }
    let values = arguments.values.filter { $0.name == nil }.map(\.value)
    if name == "changed" { return .bool(memory.changed(values)) }
    guard !values.isEmpty else {
      throw .evaluation("no items for cycling given", offset: offset)
    }
    return values[index % values.count]
  }
}
