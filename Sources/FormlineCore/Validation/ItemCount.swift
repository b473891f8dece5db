/// How many items a collection or a multi-select may hold: one rule and one wording for
/// every path (typed, piped, answers files, `--set`, the environment, `validate --answers`).
///
/// A required field needs at least one item, or `minItems`. An optional field may have no
/// answer (null, or a JSON Schema form's list left out of the result); a list it holds,
/// empty ones included, has at least `minItems`, as a multi-select with nothing chosen
/// does. `maxItems` always holds. (`minLength`/`maxLength` on a
/// list count items, as the schema says.) The form author's `message` on the rule replaces
/// the wording.
package enum ItemCount {
  /// - Parameters:
  ///   - count: The number of items; nil when there is no answer (null).
  ///   - field: The collection or multi-select.
  /// - Returns: Why the count is refused, or nil.
  package static func problem(count: Int?, field: Field) -> String? {
    // No answer (null, or a list left out) is judged by `required` alone; an empty list
    // that is written, like a multi-select with nothing chosen, is a count of zero that
    // `minItems` judges: one rule for both kinds.
    if count == nil && !field.required { return nil }
    let given = count ?? 0
    let minimum = minimumRule(of: field)
    let needed = max(minimum?.count ?? 0, field.required ? 1 : 0)
    if given < needed {
      return minimum?.message ?? "needs at least \(needed) item\(needed == 1 ? "" : "s")"
    }
    if let maximum = maximumRule(of: field), given > maximum.count {
      return maximum.message
        ?? "allows at most \(maximum.count) item\(maximum.count == 1 ? "" : "s")"
    }
    return nil
  }

  /// The largest count the field allows, if any (to stop offering new items).
  package static func maximum(of field: Field) -> Int? {
    maximumRule(of: field)?.count
  }

  private static func minimumRule(of field: Field) -> (count: Int, message: String?)? {
    field.validators.compactMap { validator -> (count: Int, message: String?)? in
      switch validator.rule {
      case .minItems(let count), .minLength(let count): (count, validator.message)
      default: nil
      }
    }.max { $0.count < $1.count }
  }

  private static func maximumRule(of field: Field) -> (count: Int, message: String?)? {
    field.validators.compactMap { validator -> (count: Int, message: String?)? in
      switch validator.rule {
      case .maxItems(let count), .maxLength(let count): (count, validator.message)
      default: nil
      }
    }.min { $0.count < $1.count }
  }
}
