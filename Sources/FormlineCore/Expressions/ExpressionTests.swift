/// Jinja's tests (`x is defined`, `x is not none`) that templates use to guard optional
/// answers.
enum ExpressionTests {
  static let names: Set<String> = [
    "defined", "undefined", "none", "string", "number", "integer", "float", "boolean",
    "mapping", "sequence", "true", "false", "odd", "even",
  ]

  /// Runs the test `name`.
  /// - Parameters:
  ///   - name: One of `names`.
  ///   - value: nil when the tested expression is undefined.
  ///   - offset: Where the test is written, for errors.
  /// - Returns: Whether the value passes.
  /// - Throws: `ExpressionError` when a test other than `defined` meets an undefined value.
  static func run(_ name: String, on value: AnswerValue?, offset: Int) throws(ExpressionError)
    -> Bool
  {
    switch name {
    case "defined": return value != nil
    case "undefined": return value == nil
    default: break
    }
    guard let value else {
      throw ExpressionError(
        .undefined(name: "value"), message: "the tested value is undefined", offset: offset)
    }
    switch name {
    case "none": return value.isNull
    case "string": return value.stringValue != nil
    case "number": return value.doubleValue != nil
    case "integer": return value.integerValue != nil
    case "float": if case .number = value { return true } else { return false }
    case "boolean": return value.boolValue != nil
    case "mapping": return value.objectValue != nil
    case "sequence": return value.arrayValue != nil || value.stringValue != nil
    case "true": return value.boolValue == true
    case "false": return value.boolValue == false
    case "odd", "even":
      guard let number = value.integerValue else {
        throw .evaluation("\(name) needs an integer", offset: offset)
      }
      return (number % 2 != 0) == (name == "odd")
    default:
      throw ExpressionError(message: "test '\(name)' is not supported", offset: offset)
    }
  }
}
