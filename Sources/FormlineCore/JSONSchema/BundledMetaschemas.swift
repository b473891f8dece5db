/// The metaschemas of the drafts formline evaluates, carried in the binary so a `$ref` to
/// one (or a schema that is itself checked against one) resolves without the network.
enum BundledMetaschemas {
  /// The metaschema document at `uri` (`http://` or `https://`, with or without a trailing
  /// `#`), parsed; nil when formline carries none.
  @Sendable static func document(for uri: String) -> AnswerValue? {
    var key = uri
    if key.hasSuffix("#") { key.removeLast() }
    if key.hasPrefix("https://") { key = "http://" + key.dropFirst("https://".count) }
    guard let text = texts[key] else { return nil }
    return try? JSONParser.parse(text, file: key).answerValue
  }
}
