/// One compiled keyword of a schema object; subschemas are indexes into
/// `CompiledSchema.nodes`, so references may form cycles.
///
/// Indirect: evaluation copies each keyword of each subschema it enters, and a boxed case is
/// copied with one reference count, where a copy of the enum itself went through every
/// case's payload (a tenth of judging a small config).
indirect enum SchemaKeyword: Sendable {
  case ref(Int)
  /// `$dynamicRef`: the statically resolved target, and the anchor name to look for in the
  /// dynamic scope when that target is itself a `$dynamicAnchor` of the same name.
  case dynamicRef(Int, anchor: String?)
  /// `$recursiveRef`: the target, followed to the outermost `$recursiveAnchor: true`
  /// resource when the target's resource is one.
  case recursiveRef(Int)
  case type(SchemaTypes)
  case enumeration([AnswerValue])
  case constant(AnswerValue)
  case multipleOf(ExactDecimal)
  case maximum(NumberBound, exclusive: Bool)
  case minimum(NumberBound, exclusive: Bool)
  case maxLength(Int)
  case minLength(Int)
  case pattern(ECMAPattern)
  case maxItems(Int)
  case minItems(Int)
  case uniqueItems
  case maxProperties(Int)
  case minProperties(Int)
  case required([String])
  case dependentRequired([(String, [String])])
  case properties(PropertyNames)
  case patternProperties([(ECMAPattern, Int)])
  case additionalProperties(Int, named: PropertyNames, patterns: [ECMAPattern])
  case propertyNames(Int)
  /// `prefixItems`, or `items` given as a list before 2020-12.
  case prefixItems([Int])
  /// `items` (from position `from`), or `additionalItems` after a list of `items`.
  case items(Int, from: Int)
  case contains(Int, minimum: Int, maximum: Int?, annotates: Bool)
  case allOf([Int])
  case anyOf([Int])
  case oneOf([Int])
  case not(Int)
  case conditional(condition: Int, then: Int?, otherwise: Int?)
  case dependentSchemas([(String, Int)])
  case unevaluatedProperties(Int)
  case unevaluatedItems(Int)
  case format(String)
  /// A `format` the metaschema's vocabulary makes an assertion (format-assertion).
  case assertedFormat(String)
}

/// A compiled schema object's keywords, each with its name, in the order they apply.
typealias SchemaKeywordList = [(name: String, keyword: SchemaKeyword)]

/// A compiled schema: always valid, always invalid, or keywords to apply in order.
struct SchemaNode: Sendable {
  enum Body: Sendable {
    case always(Bool)
    case keywords(SchemaKeywordList)
    /// A reference to a document that was not available: every value reaching it fails.
    case unresolved(String)
    /// A schema compiled when first reached that turned out not to compile: every value
    /// reaching it fails, with the reason.
    case uncompilable(String)
  }

  var body: Body
  /// The base URI of the resource the schema belongs to, for the dynamic scope.
  var resource: String
  /// The schema's absolute location (`uri#/pointer`), for messages.
  var location: String
}
