import OrderedCollections

/// copier's `choices` as options: a list of values, a list of `[label, value]` pairs, or a
/// `label: value` mapping; read from the file, or from the YAML a `choices` template renders.
enum CopierChoices {
  /// Why a choices value cannot be read.
  enum Problem: Error, Equatable {
    case notAList(String)
    case choiceValidator
  }

  /// - Parameters:
  ///   - value: The choices as data.
  ///   - syntax: The question's `json`/`yaml` type, which copier applies to every choice
  ///     value given as text (a yaml question's "13" is 13).
  /// - Returns: The options in order, or why the value holds none.
  static func options(_ value: AnswerValue, syntax: ValueSyntax?) -> Result<[Option], Problem> {
    var pairs: [(label: AnswerValue, value: AnswerValue)] = []
    switch value {
    case .object(let members):
      pairs = members.map { (.string($0.key.text), $0.value) }
    case .array(let items):
      for item in items {
        if let pair = item.arrayValue, pair.count == 2 {
          pairs.append((pair[0], pair[1]))
        } else {
          pairs.append((item, item))
        }
      }
    default:
      return .failure(.notAList(value.typeName))
    }
    var options: [Option] = []
    for pair in pairs {
      var choice = pair.value
      if let extended = choice.objectValue, let inner = extended["value"] {
        // copier's `{value: …, validator: …}` disables a choice by a template; formline
        // has no disabled choices, so such a choice is refused rather than offered.
        if extended["validator"] != nil { return .failure(.choiceValidator) }
        choice = inner
      }
      if let syntax, let text = choice.stringValue,
        case .value(let cast, _) = StructuredInput.read(text, syntax: syntax)
      {
        choice = cast
      }
      options.append(Option(value: choice, title: PythonText.str(pair.label)))
    }
    return .success(options)
  }
}

extension CopierChoices.Problem {
  var message: String {
    switch self {
    case .notAList(let type):
      return "choices are a list or a mapping, not \(type == "string" ? "text" : type)"
    case .choiceValidator:
      return "a choice with its own validator is not supported"
    }
  }
}
