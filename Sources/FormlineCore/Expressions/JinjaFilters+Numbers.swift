import FoundationEssentials
import Glibc

/// Jinja's filters on numbers: `abs`, `round`, `sum`, `min`, `max`.
extension JinjaFilters {
  func numberFilter(
    _ name: String, _ value: AnswerValue, _ arguments: ExpressionArguments, offset: Int
  ) throws(ExpressionError) -> AnswerValue? {
    switch name {
    case "abs":
      switch value {
      case .integer(let number):
        guard number != Int.min else {
          throw .evaluation("the result is too large", offset: offset)
        }
        return .integer(abs(number))
      case .number(let number): return .number(abs(number))
      case .bool(let flag): return .integer(flag ? 1 : 0)
      default: throw .evaluation("bad operand type for abs(): '\(value.typeName)'", offset: offset)
      }
    case "round": return try round(value, arguments, offset: offset)
    case "sum":
      var items = try Self.items(of: value, offset: offset)
      if let attribute = arguments.argument("attribute", position: 0), !attribute.isNull {
        items = try items.map { item throws(ExpressionError) in
          try JinjaAttribute.read(attribute, of: item, offset: offset)
        }
      }
      var total = arguments.argument("start", position: 1) ?? .integer(0)
      for item in items {
        total = try ExpressionOperators.apply(.add, total, item, offset: offset)
      }
      return total
    case "min", "max":
      let items = try Self.items(of: value, offset: offset)
      let caseSensitive =
        arguments.argument("case_sensitive", position: 0).map(PythonText.isTruthy) ?? false
      let attribute = arguments.argument("attribute", position: 1).flatMap { $0.isNull ? nil : $0 }
      var best: (item: AnswerValue, key: AnswerValue)?
      for item in items {
        let key = try JinjaSorting.key(
          item, attribute: attribute, caseSensitive: caseSensitive, offset: offset)
        guard let current = best else {
          best = (item, key)
          continue
        }
        let order = try JinjaSorting.compare(key, current.key, offset: offset)
        if name == "min" ? order < 0 : order > 0 { best = (item, key) }
      }
      guard let best else { throw .undefined("\(name) of an empty sequence", offset: offset) }
      return best.item
    default: return nil
    }
  }

  /// Jinja's `round(precision=0, method='common')`.
  ///
  /// Python's round (half to even on the binary value), or `ceil`/`floor` at the
  /// precision. An integer stays one for `common`.
  private func round(_ value: AnswerValue, _ arguments: ExpressionArguments, offset: Int)
    throws(ExpressionError) -> AnswerValue
  {
    let precision = try Self.integer(
      arguments.argument("precision", position: 0), 0, "precision", offset: offset)
    let method = arguments.string("method", position: 1) ?? "common"
    guard ["common", "ceil", "floor"].contains(method) else {
      throw .evaluation("method must be common, ceil or floor", offset: offset)
    }
    let number: Double
    switch value {
    case .integer(let whole):
      if method == "common" { return .integer(whole) }
      number = Double(whole)
    case .number(let real): number = real
    case .bool(let flag):
      if method == "common" { return .integer(flag ? 1 : 0) }
      number = flag ? 1 : 0
    default:
      throw .evaluation("round needs a number, not \(value.typeName)", offset: offset)
    }
    guard number.isFinite, abs(precision) <= 300 else { return .number(number) }
    let scale = pow(10, Double(precision))
    switch method {
    case "ceil": return .number((number * scale).rounded(.up) / scale)
    case "floor": return .number((number * scale).rounded(.down) / scale)
    default:
      if precision >= 0 {
        // printf rounds the exact binary value half to even, as Python's round does.
        return .number(
          Double(CFormat.double(number, "f", precision: min(precision, 100))) ?? number)
      }
      return .number(
        (number / pow(10, Double(-precision))).rounded(.toNearestOrEven)
          * pow(10, Double(-precision)))
    }
  }
}

/// How Jinja's `sort`, `dictsort`, `min`, `max`, `unique` and `groupby` order and compare
/// items: by an attribute if given, text folded to lower case unless case-sensitive.
enum JinjaSorting {
  static func key(
    _ item: AnswerValue, attribute: AnswerValue?, caseSensitive: Bool, offset: Int
  ) throws(ExpressionError) -> AnswerValue {
    var value = item
    if let attribute {
      value = try JinjaAttribute.read(attribute, of: item, offset: offset)
    }
    if !caseSensitive, case .string(let text) = value { return .string(text.lowercased()) }
    return value
  }

  /// -1, 0 or 1 as Python orders them (lists element by element).
  static func compare(_ left: AnswerValue, _ right: AnswerValue, offset: Int)
    throws(ExpressionError) -> Int
  {
    if let a = left.sequenceItems, let b = right.sequenceItems, left.isTuple == right.isTuple {
      for (x, y) in zip(a, b) {
        let order = try compare(x, y, offset: offset)
        if order != 0 { return order }
      }
      return a.count < b.count ? -1 : (a.count > b.count ? 1 : 0)
    }
    guard let order = ExpressionOperators.compare(left, right) else {
      throw .evaluation(
        "'<' not supported between instances of '\(left.typeName)' and '\(right.typeName)'",
        offset: offset)
    }
    return order
  }

  /// A stable sort by `key`, reversed on request (Python's `sorted(reverse=True)` keeps equal
  /// items in their order).
  static func sorted(
    _ items: [AnswerValue], reverse: Bool, offset: Int,
    key: (AnswerValue) throws(ExpressionError) -> AnswerValue
  ) throws(ExpressionError) -> [AnswerValue] {
    var keyed: [(index: Int, item: AnswerValue, key: AnswerValue)] = []
    for (index, item) in items.enumerated() { keyed.append((index, item, try key(item))) }
    var failure: ExpressionError?
    keyed.sort { a, b in
      guard failure == nil else { return false }
      do {
        let order = try compare(a.key, b.key, offset: offset)
        if order == 0 { return a.index < b.index }
        return reverse ? order > 0 : order < 0
      } catch let error as ExpressionError {
        failure = error
        return false
      } catch {
        return false
      }
    }
    if let failure { throw failure }
    return keyed.map(\.item)
  }
}
