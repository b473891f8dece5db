import OrderedCollections

extension JSONNode {
  /// The value, numbers kept as written (`AnswerValue.number(written:)`).
  ///
  /// Recursive: a parsed document is at most `JSONParseOptions.maximumDepth` deep.
  package var answerValue: AnswerValue {
    switch content {
    case .null: return .null
    case .bool(let flag): return .bool(flag)
    case .number(let text): return AnswerValue.number(written: text)
    case .string(let text): return .string(text)
    case .array(let items): return .array(items.map(\.answerValue))
    case .object(let members):
      var object = ObjectMembers(minimumCapacity: members.count)
      for member in members { object[member.key] = member.value.answerValue }
      return .object(object)
    }
  }
}

extension DocumentNode {
  /// The loader's view of a JSON value: strings are quoted scalars, numbers and the words
  /// `true`, `false` and `null` plain ones, so `answerValue` reads them as JSON means them.
  init(json node: JSONNode) {
    let content: Content
    switch node.content {
    case .null: content = .scalar("null", quoted: false)
    case .bool(let flag): content = .scalar(flag ? "true" : "false", quoted: false)
    case .number(let text): content = .scalar(text, quoted: false)
    case .string(let text): content = .scalar(text, quoted: true)
    case .array(let items): content = .sequence(items.map(DocumentNode.init(json:)))
    case .object(let members):
      content = .mapping(
        members.map {
          Member(key: $0.key, keyLocation: $0.keyLocation, value: DocumentNode(json: $0.value))
        })
    }
    self.init(content: content, location: node.location)
  }
}
