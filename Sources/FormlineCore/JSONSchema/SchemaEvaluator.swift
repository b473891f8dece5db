/// Evaluates a compiled schema against an instance and lists every error, in the
/// specification's "basic" output shape.
///
/// Keywords apply only to instances of their type; `unevaluatedProperties` and
/// `unevaluatedItems` come last and see the annotations of every subschema that passed.
struct SchemaEvaluator {
  let schema: CompiledSchema
  var errors: [SchemaError] = []
  /// The resources evaluation passed through, outermost first (for `$dynamicRef`).
  var dynamicScope: [String] = []
  var depth = 0
  /// Whether to count the strings that do not match a `format` met, anywhere (under
  /// `not` too), so a caller knows whether asserting formats could change the outcome.
  var countsFormatMisses = false
  var formatMisses = 0
  /// Whether `format` is an assertion: a string that is not of its format fails, wherever
  /// the keyword is (under `not` too).
  var assertsFormats = false
  /// Whether errors are recorded with their instance and keyword locations; without, only
  /// the verdict is known (a batch's first look at a file: most files are valid, and a file
  /// that is not is evaluated again with this on).
  var recordsErrors = true
  /// Whether members and items that passed are remembered for `unevaluatedProperties` and
  /// `unevaluatedItems`: only a schema with one of those reads them.
  let collectsAnnotations: Bool
  /// Whether the resources passed through are remembered: only `$dynamicRef` and
  /// `$recursiveRef` read them.
  let tracksDynamicScope: Bool

  /// Deeper than this, a schema that refers to itself without consuming the instance is
  /// refused instead of exhausting the stack.
  static let maximumDepth = 400

  init(schema: CompiledSchema) {
    self.schema = schema
    collectsAnnotations = schema.readsAnnotations
    tracksDynamicScope = schema.readsDynamicScope
  }

  mutating func evaluate(
    _ index: Int, _ value: AnswerValue, at instance: String, via keywords: String
  ) -> SchemaEvaluation {
    // The node's index is passed on, and its parts read where needed: copying the node
    // for each subschema entered was a twentieth of judging a small config.
    let node = index
    var result = SchemaEvaluation()
    guard depth < SchemaEvaluator.maximumDepth else {
      fail(&result, instance, keywords, node, "", "the schema refers to itself too deeply")
      return result
    }
    depth += 1
    let resource = tracksDynamicScope ? schema.resource(of: node) : ""
    let entered = tracksDynamicScope && dynamicScope.last != resource
    if entered { dynamicScope.append(resource) }
    defer {
      depth -= 1
      if entered { dynamicScope.removeLast() }
    }
    switch schema.body(of: node) {
    case .always(true):
      return result
    case .always(false):
      fail(&result, instance, keywords, node, "", "no value is allowed here")
      return result
    case .unresolved(let uri):
      fail(
        &result, instance, keywords, node, "",
        "cannot be checked: the schema refers to '\(uri)', which is not available "
          + "(formline fetches nothing from the network)")
      if recordsErrors { errors[errors.count - 1].unavailableReference = uri }
      return result
    case .uncompilable(let reason):
      fail(
        &result, instance, keywords, node, "",
        "cannot be checked: the schema cannot be compiled here: \(reason)")
      return result
    case .keywords(let list):
      // Each keyword is read where it lies in the list, not copied out of it: a copy (of
      // its box, and of its name) counted references up and down, atomically, a sixth of
      // the time of judging a small config.
      for position in list.indices {
        apply(list, position, value, instance, keywords, node, &result)
      }
      return result
    }
  }

  /// Records a failing keyword.
  ///
  /// The message is made only when errors are recorded: a verdict alone needs none, and a
  /// keyword that fails inside an `if` or an `anyOf` branch fails in every file.
  mutating func fail(
    _ result: inout SchemaEvaluation, _ instance: String, _ keywords: String, _ node: Int,
    _ name: String, _ message: @autoclosure () -> String, property: String? = nil
  ) {
    result.valid = false
    guard recordsErrors else { return }
    let suffix = name.isEmpty ? "" : "/" + name
    errors.append(
      SchemaError(
        instanceLocation: instance, keywordLocation: keywords + suffix,
        absoluteKeywordLocation: schema.node(node).location + suffix, message: message(),
        property: property))
  }

  /// The location one step below `base`: a keyword, or a member name as a JSON Pointer
  /// token; empty when errors are not recorded (no string is built for each member).
  func below(_ base: String, _ keyword: String) -> String {
    recordsErrors ? base + "/" + keyword : ""
  }

  func below(_ base: String, member name: String) -> String {
    recordsErrors ? base + "/" + name.pointerToken : ""
  }

  func below(_ base: String, _ position: Int) -> String {
    recordsErrors ? base + "/" + String(position) : ""
  }

  /// Remembers a member that passed, for `unevaluatedProperties`.
  func annotate(_ result: inout SchemaEvaluation, _ member: MemberName) {
    if collectsAnnotations { result.annotate(member: member) }
  }

  /// Remembers an item that passed, for `unevaluatedItems`.
  func annotate(_ result: inout SchemaEvaluation, _ position: Int) {
    if collectsAnnotations { result.annotate(item: position) }
  }

  /// Evaluates a subschema whose errors only matter if the caller says so (`anyOf`
  /// branches, `not`, `if`, `contains`): they are dropped.
  mutating func trial(
    _ index: Int, _ value: AnswerValue, at instance: String, via keywords: String
  ) -> SchemaEvaluation {
    // Evaluated without recording: its errors would be dropped, and the messages and
    // locations made for them were a third of judging a file with problems (an `if` whose
    // condition fails in every file made them for each).
    let recording = recordsErrors
    recordsErrors = false
    defer { recordsErrors = recording }
    return evaluate(index, value, at: instance, via: keywords)
  }

  /// `$dynamicRef`'s target: the outermost resource in the dynamic scope with the anchor.
  func dynamicTarget(_ initial: Int, anchor: String?) -> Int {
    guard let anchor else { return initial }
    for resource in dynamicScope {
      if let target = schema.dynamicAnchors[resource]?[anchor] { return target }
    }
    return initial
  }

  /// `$recursiveRef`'s target: outward through the dynamic scope while each resource says
  /// `$recursiveAnchor: true`.
  func recursiveTarget(_ initial: Int) -> Int {
    let resource = schema.node(initial).resource
    guard schema.recursiveAnchors[resource] != nil else { return initial }
    var target = initial
    for scope in dynamicScope.reversed() {
      guard let root = schema.recursiveAnchors[scope] else { break }
      target = root
    }
    return target
  }
}

extension String {
  /// A JSON Pointer token for a member name.
  var pointerToken: String {
    // Bytes in place, not characters: this runs for every member of every object evaluated.
    var name = self
    guard
      name.withUTF8({ $0.contains { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") } })
    else { return self }
    var escaped = ""
    for character in self {
      switch character {
      case "~": escaped += "~0"
      case "/": escaped += "~1"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
