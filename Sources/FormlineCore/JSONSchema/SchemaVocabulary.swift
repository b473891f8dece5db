/// The vocabularies of drafts 2019-09 and 2020-12 that formline evaluates.
///
/// A metaschema whose `$vocabulary` requires another is refused; one it lists as optional
/// is ignored, as the specification allows.
enum SchemaVocabulary {
  /// The vocabulary URIs formline knows for `draft`.
  ///
  /// `format-assertion` is known: where a metaschema lists it, a string that does not
  /// match a format formline knows is an error, as under `--strict-formats`.
  static func known(in draft: SchemaDraft) -> Set<String> {
    switch draft {
    case .draft201909:
      Set(
        ["core", "applicator", "validation", "meta-data", "format", "content"].map {
          "https://json-schema.org/draft/2019-09/vocab/" + $0
        })
    default:
      Set(
        [
          "core", "applicator", "unevaluated", "validation", "meta-data", "format-annotation",
          "format-assertion", "content",
        ].map { "https://json-schema.org/draft/2020-12/vocab/" + $0 })
    }
  }

  /// The 2020-12 vocabulary that makes `format` an assertion.
  static let formatAssertion = "https://json-schema.org/draft/2020-12/vocab/format-assertion"

  /// The validation vocabulary's URI in `draft`.
  static func validation(in draft: SchemaDraft) -> String {
    draft == .draft201909
      ? "https://json-schema.org/draft/2019-09/vocab/validation"
      : "https://json-schema.org/draft/2020-12/vocab/validation"
  }
}
