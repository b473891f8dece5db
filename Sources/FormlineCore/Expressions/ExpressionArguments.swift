/// Evaluated arguments of a filter or method call, positional and keyword.
struct ExpressionArguments: Sendable {
  var values: [(name: String?, value: AnswerValue)]

  /// The `index`-th positional argument.
  func positional(_ index: Int) -> AnswerValue? {
    let positional = values.filter { $0.name == nil }
    return positional.indices.contains(index) ? positional[index].value : nil
  }

  /// An argument given by keyword, or else at `position`.
  func argument(_ name: String, position: Int) -> AnswerValue? {
    values.first { $0.name == name }?.value ?? positional(position)
  }

  func string(_ name: String, position: Int) -> String? {
    argument(name, position: position).map(PythonText.str)
  }

  var count: Int { values.count }
}
