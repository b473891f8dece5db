import OrderedCollections

/// Chains of operators and of postfix steps, evaluated in loops so that their length costs
/// no stack.
extension ExpressionEvaluator {
  /// `first op a op b …`, left to right.
  ///
  /// `and`/`or` stop at their answer; comparisons chain
  /// as in Python and Jinja (`1 < x < 3` is `1 < x and x < 3`).
  func chain(_ first: Expression, _ links: [Expression.Link]) throws(ExpressionError)
    -> AnswerValue
  {
    var value = try evaluate(first)
    var index = links.startIndex
    while index < links.endIndex {
      let link = links[index]
      switch link.op {
      case .and:
        if PythonText.isTruthy(value) { value = try evaluate(link.operand) }
      case .or:
        if !PythonText.isTruthy(value) { value = try evaluate(link.operand) }
      case .equal, .notEqual, .less, .greater, .lessOrEqual, .greaterOrEqual, .in, .notIn:
        // The whole run of comparisons is one value; a false one settles it.
        var left = value
        var holds = true
        while index < links.endIndex, links[index].op.isComparison {
          let comparison = links[index]
          let right = try evaluate(comparison.operand)
          if holds {
            holds = PythonText.isTruthy(
              try ExpressionOperators.apply(
                comparison.op, left, right, offset: comparison.offset))
          }
          left = right
          index += 1
          if !holds { break }
        }
        // Skip what a false comparison leaves unevaluated, as Python does.
        while index < links.endIndex, links[index].op.isComparison { index += 1 }
        value = .bool(holds)
        continue
      default:
        value = try ExpressionOperators.apply(
          link.op, value, try evaluate(link.operand), offset: link.offset)
      }
      try ResultBudget.check(value, offset: link.offset)
      index += 1
    }
    return value
  }

  /// `base.step…`: an undefined value travels along the chain until a step needs it, so
  /// that `x.y | default('z')` and `x is defined` can answer for it.
  func access(_ base: Expression, _ steps: [Expression.Step]) throws(ExpressionError)
    -> AnswerValue
  {
    var current: Result<AnswerValue, ExpressionError>
    do {
      current = .success(try evaluateStrictly(base))
    } catch {
      current = .failure(error)
    }
    // The dotted name so far, for "'x.y' is undefined".
    var name = Self.describe(base)
    for step in steps {
      let next: Result<AnswerValue, ExpressionError>
      do {
        next = .success(try apply(step, to: current, name: name))
      } catch {
        next = .failure(error)
      }
      current = next
      if case .attribute(let member, _) = step { name += "." + member } else { name = "value" }
      if case .success(let value) = current {
        try ResultBudget.check(value, offset: step.offset)
      } else if case .failure(let error) = current, !Self.isUndefined(error) {
        throw error
      }
    }
    return try current.get()
  }

  private func apply(
    _ step: Expression.Step, to current: Result<AnswerValue, ExpressionError>, name: String
  ) throws(ExpressionError) -> AnswerValue {
    switch step {
    case .attribute(let member, let offset):
      guard let value = try current.get().objectValue?[member] else {
        throw .undefined(name + "." + member, offset: offset)
      }
      return value
    case .item(let index, let offset):
      return try item(of: try current.get(), at: try evaluate(index), name: name, offset: offset)
    case .slice(let start, let end, let stride, let offset):
      return try slice(
        try current.get(), start: try start.map(evaluate), end: try end.map(evaluate),
        step: try stride.map(evaluate), offset: offset)
    case .method(let method, let arguments, let offset):
      let value = try current.get()
      let evaluated = try evaluateArguments(arguments)
      if let result = try LoopMethods.call(
        method, on: value, arguments: evaluated, memory: context.loopMemory, offset: offset)
      {
        return result
      }
      return try ExpressionMethods.call(method, on: value, arguments: evaluated, offset: offset)
    case .filter(let filter, let arguments, let offset):
      let evaluated = try evaluateArguments(arguments)
      if filter == "default" || filter == "d" {
        // Jinja's default replaces only an undefined value, unless its second argument
        // asks for every false value to be replaced.
        let fallback = evaluated.positional(0) ?? .string("")
        guard case .success(let value) = current else { return fallback }
        let replacesFalse =
          evaluated.argument("boolean", position: 1).map(PythonText.isTruthy) ?? false
        return replacesFalse && !PythonText.isTruthy(value) ? fallback : value
      }
      return try ExpressionFilters(context: context).apply(
        filter, to: try current.get(), arguments: evaluated, offset: offset)
    case .test(let test, let negated, let arguments, let offset):
      let value: AnswerValue? = if case .success(let value) = current { value } else { nil }
      let result = try ExpressionPredicates(context: context).run(
        test, on: value, arguments: try evaluateArguments(arguments), offset: offset)
      return .bool(negated ? !result : result)
    }
  }
}

extension Expression.BinaryOperator {
  var isComparison: Bool {
    switch self {
    case .equal, .notEqual, .less, .greater, .lessOrEqual, .greaterOrEqual, .in, .notIn: true
    default: false
    }
  }
}

extension Expression.Step {
  /// Where the step is written.
  var offset: Int {
    switch self {
    case .attribute(_, let offset), .item(_, let offset), .slice(_, _, _, let offset),
      .method(_, _, let offset), .filter(_, _, let offset), .test(_, _, _, let offset):
      offset
    }
  }
}
