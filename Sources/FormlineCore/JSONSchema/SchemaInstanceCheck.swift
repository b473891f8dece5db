import OrderedCollections

/// Checks values against a JSON Schema with the evaluator, and says each problem with its
/// field path, file:line:col and the schema rule that refused it.
///
/// The schema is compiled once; each document is parsed (JSON as JSON, YAML as YAML) and
/// evaluated whole, whatever its type, without building a fill.
package struct SchemaInstanceCheck: Sendable {
  package let schema: CompiledSchema
  /// Whether the schema's root describes an object a form can be built from (`type`
  /// `object`, or no `type` beside `properties`); otherwise only the evaluator can judge
  /// instances of it.
  package private(set) var describesObject = true
  /// Whether a value that does not match its `format` is an error (else a warning).
  package var strictFormats = false
  /// Whether a value that reaches a reference to an unavailable document passes: a fill
  /// reads such a schema with the reference left out (its load said so), while `validate`
  /// cannot call the value valid.
  package var skipsUnavailableReferences = false
  /// Whether the schema's root says its JSON documents may carry comments or trailing
  /// commas (VS Code's `allowComments`/`allowTrailingCommas`).
  package private(set) var answersAllowComments = false
  /// What compiling the schema document left out, to be said once: each pattern that is no
  /// ECMA-262 pattern (not checked), placed in the schema file where it can be.
  package private(set) var compileWarnings: [Diagnostic] = []

  /// The check of a form read from a JSON Schema; nil when the form is not one.
  /// - Parameter form: A form read from a JSON Schema.
  /// - Throws: `Diagnostic` when the schema cannot be compiled.
  package init?(form: Form) throws(Diagnostic) {
    guard let source = form.sourceSchema else { return nil }
    // Compiled as the fill's values reach each part: the form was built the same way, and a
    // schema of megabytes would otherwise be compiled whole before the first question.
    try self.init(
      source, file: form.file, uri: form.sourceSchemaURI, files: form.sourceSchemaFiles,
      scanning: form.sourceSchemaEmbedsResources, lazily: true)
  }

  /// The check for a schema file itself, whatever its root describes (a list, a string, a
  /// union): a form need not be built from it to judge instances.
  /// - Parameters:
  ///   - text: The schema document.
  ///   - file: Its name.
  ///   - dialect: `--from`, when given. nil results when the document is not a JSON Schema
  ///     (`--from json-schema`, or a `$schema` naming a draft formline knows).
  ///   - loader: Reads the files the schema's `$ref`s name beside it, as loading it as a
  ///     form would; nil reads none.
  /// - Throws: `Diagnostic` when it is one that cannot be read or compiled.
  package init?(
    schemaDocument text: String, file: String, dialect: FormDialect?, loader: FormLoader? = nil
  ) throws(Diagnostic) {
    guard
      dialect == .jsonSchema
        || dialect == nil && FormDialect.detect(path: file) == .formline
          && text.containsLiterally("$schema")
    else { return nil }
    let parsed: DocumentNode?
    do {
      parsed = try DocumentParser.parse(text, file: file)
    } catch {
      // Not read as a schema unless `--from` says it is one: the form's loader says why.
      if dialect == .jsonSchema { throw error }
      return nil
    }
    guard let root = parsed else { return nil }
    let value = root.answerValue
    if dialect == nil {
      guard case .string(let uri)? = value.objectValue?["$schema"],
        SchemaDraft(metaschemaURI: uri) != nil
      else { return nil }
    }
    var uri: String?
    var files: [String: AnswerValue] = [:]
    if let loader {
      switch loader.schemaFiles(of: root, file: file) {
      case .success(let read) where !read.files.isEmpty: (uri, files) = (read.uri, read.files)
      case .success: break
      case .failure(.unreadable(let problem)): throw problem
      case .failure(.invalid(let problems)):
        throw problems.first { $0.severity == .error } ?? .error("cannot read the schema's files")
      }
    }
    var brokenPart: SchemaCompileError?
    do {
      try self.init(compiling: value, uri: uri, files: files, lazily: false)
    } catch {
      // A published schema's mistake in one part (a `$ref` to a list) is its author's: the
      // part refuses only the values that reach it, as in a fill, and is warned about.
      brokenPart = error
      try self.init(value, file: file, uri: uri, files: files, lazily: true)
    }
    // The field is named as a form built from the schema names it: by its properties.
    func place(_ absolute: String) -> (SourceLocation, FieldPath) {
      let pointer = String(absolute.drop { $0 != "#" }.dropFirst())
      let location = SchemaInstanceCheck.place(pointer, in: root).0 ?? SourceLocation(file: file)
      var path = FieldPath.root
      let tokens = JSONPointer.tokens(pointer)
      for (index, token) in tokens.enumerated().dropFirst()
      where tokens[index - 1] == "properties" {
        path = path.appending(token)
      }
      return (location, path)
    }
    compileWarnings = schema.skippedPatterns.map { skipped in
      let (location, path) = place(skipped.location)
      return .warning(
        "the pattern \(skipped.pattern) is not a regular expression ECMA-262 accepts: it is "
          + "not checked", at: location, path: path)
    }
    compileWarnings += schema.scalarSchemas.map { scalar in
      let (location, path) = place(scalar.location)
      return .warning(
        JSONSchemaView.scalarSchemaWarning(scalar.typeName), at: location, path: path)
    }
    if let brokenPart {
      compileWarnings.append(
        .warning(
          "a part of the schema cannot be compiled: \(brokenPart.description); a value that "
            + "reaches it is refused, the rest is judged", at: SourceLocation(file: file)))
    }
  }

  /// The check of an already compiled schema (whose root is taken to describe an object).
  package init(compiled: CompiledSchema) {
    schema = compiled
  }

  private init(
    _ value: AnswerValue, file: String?, uri: String? = nil, files: [String: AnswerValue] = [:],
    scanning: Bool = true, lazily: Bool = false
  ) throws(Diagnostic) {
    do {
      try self.init(
        compiling: value, uri: uri, files: files, scanning: scanning, lazily: lazily)
    } catch {
      throw Diagnostic.error(
        "the schema cannot be compiled: \(error.description)",
        at: file.map { SourceLocation(file: $0) })
    }
  }

  private init(
    compiling value: AnswerValue, uri: String?, files: [String: AnswerValue],
    scanning: Bool = true, lazily: Bool
  ) throws(SchemaCompileError) {
    // A published schema's pattern that does not compile is its author's mistake: the
    // load warns about it and it is not checked, as a form built from the schema does.
    // The files its `$ref`s name beside it were read at load, by the URIs they resolve to.
    schema = try CompiledSchema(
      value, uri: uri ?? "urn:formline:schema",
      retrieve: { files[$0] ?? BundledMetaschemas.document(for: $0) },
      skippingInvalidPatterns: true, lazily: lazily, scanningResources: scanning)
    let root = value.objectValue
    answersAllowComments =
      root?["allowComments"] == .bool(true) || root?["allowTrailingCommas"] == .bool(true)
    switch root?["type"] {
    case .string(let type)?: describesObject = type == "object"
    case .array(let types)?: describesObject = types == [.string("object")]
    case nil: describesObject = value.objectValue?["properties"] != nil
    default: describesObject = false
    }
  }

  /// Every problem of one answers document: syntax, schema errors, and `format`
  /// mismatches (warnings unless `strictFormats`).
  /// - Parameters:
  ///   - text: The document.
  ///   - file: Its name, for locations and to tell JSON from YAML.
  ///   - options: What a `.json` document may hold beyond RFC 8259.
  /// - Returns: Diagnostics in the order the evaluation found them; empty when valid.
  package func diagnostics(
    forDocument text: String, file: String, options: JSONParseOptions = .strict
  ) -> [Diagnostic] {
    let root: DocumentNode
    do {
      guard let parsed = try DocumentParser.parse(text, file: file, options: options) else {
        return [.error("the answers file is empty", at: SourceLocation(file: file))]
      }
      root = parsed
    } catch {
      return [error]
    }
    let judgement = schema.judge(root.answerValue, strictFormats: strictFormats)
    return SchemaInstanceCheck.diagnostics(judgement, skipsUnavailable: skipsUnavailableReferences)
    { pointer in
      SchemaInstanceCheck.place(pointer, in: root)
    }
  }

  /// What a batch learns of one document from its bytes alone.
  package enum DocumentVerdict: Sendable, Hashable {
    /// No problem at all: `diagnostics(forDocument:)` would be empty.
    case flawless
    /// Its problems, as `diagnostics(forDocument:)` gives them.
    case problems([Diagnostic])
    /// Not told from the bytes (YAML, text beyond ASCII, a syntax error):
    /// `diagnostics(forDocument:)` says what its problems are.
    case unknown
  }

  /// The verdict on a JSON document of ASCII text, read straight to its value: most files
  /// of a batch are valid, and their verdict is found without a location or a message; a
  /// file with problems is judged again from the same value, and each problem placed by
  /// walking the bytes to its value rather than parsing the file again with positions.
  /// - Parameters:
  ///   - bytes: The document as read from its file.
  ///   - file: Its name, to tell JSON from YAML and for locations.
  ///   - options: What a `.json` document may hold beyond RFC 8259.
  /// - Returns: `.unknown` when the bytes do not settle it.
  package func verdict(
    document bytes: [UInt8], file: String, options: JSONParseOptions = .strict
  ) -> DocumentVerdict {
    guard DocumentFormat(fileName: file) == .json else { return .unknown }
    var options = options
    options.maximumDepth = DocumentParser.maximumDepth
    guard
      let value = JSONParser.asciiValue(of: bytes, options: options, keyNames: schema.keyNames)
    else { return .unknown }
    if schema.isFlawless(value) { return .flawless }
    let judgement = schema.judge(value, strictFormats: strictFormats)
    var misplaced = false
    let problems = SchemaInstanceCheck.diagnostics(
      judgement, skipsUnavailable: skipsUnavailableReferences
    ) { pointer in
      guard
        let (location, path) = JSONParser.locate(
          JSONPointer.tokens(pointer), in: bytes, file: file, options: options)
      else {
        misplaced = true
        return (nil, .root)
      }
      return (location, path)
    }
    // Not reached for a document `asciiValue` read whole; were it, the text says where.
    return misplaced ? .unknown : .problems(problems)
  }

  /// The problems of a result about to be written, or of a value at its prompt: the
  /// schema's errors and its `format` warnings, each with its field path.
  /// - Parameters:
  ///   - result: The value.
  ///   - base: The field path the value stands at.
  /// - Returns: Diagnostics without file locations.
  package func diagnostics(forResult result: AnswerValue, at base: FieldPath = .root)
    -> [Diagnostic]
  {
    let judgement = schema.judge(result, strictFormats: strictFormats)
    return SchemaInstanceCheck.diagnostics(judgement, skipsUnavailable: skipsUnavailableReferences)
    { pointer in
      (nil, SchemaInstanceCheck.path(pointer, in: result, from: base))
    }
  }

  /// The problems of one answer at its prompt, by the subschemas that apply at its path
  /// whatever the rest of the result holds; what depends on other answers waits for the
  /// whole result.
  /// - Parameters:
  ///   - value: The answer.
  ///   - path: Where it goes.
  /// - Returns: Errors (the answer is refused) and `format` warnings.
  package func diagnostics(forAnswer value: AnswerValue, at path: FieldPath) -> [Diagnostic] {
    let judgement = schema.judge(value, at: path.components, strictFormats: strictFormats)
    return SchemaInstanceCheck.diagnostics(judgement, skipsUnavailable: skipsUnavailableReferences)
    { pointer in
      (nil, SchemaInstanceCheck.path(pointer, in: value, from: path))
    }
  }

  /// The judgement as diagnostics: a `required` error names the missing member; a
  /// reference to an unavailable document is reported once.
  private static func diagnostics(
    _ judgement: SchemaJudgement, skipsUnavailable: Bool,
    place: (String) -> (SourceLocation?, FieldPath)
  ) -> [Diagnostic] {
    var unavailable: Set<String> = []
    func diagnostic(_ error: SchemaError, warning: Bool) -> Diagnostic? {
      var (location, path) = place(error.instanceLocation)
      var message = error.message
      if let reference = error.unavailableReference {
        guard !skipsUnavailable, unavailable.insert(reference).inserted else { return nil }
      }
      if let property = error.property {
        path = path.appending(property)
        message = "a value is required" + message.dropFirst("'\(property)' is required".count)
      }
      let rule = error.keywordLocation.isEmpty ? "" : " (rule \(error.keywordLocation))"
      return warning
        ? .warning(message + rule, at: location, path: path)
        : .error(message + rule, at: location, path: path)
    }
    return judgement.errors.compactMap { diagnostic($0, warning: false) }
      + judgement.formatWarnings.compactMap { diagnostic($0, warning: true) }
  }

  /// The node a JSON Pointer names, and its field path; the nearest node above when the
  /// pointer names a member that is not there.
  static func place(_ pointer: String, in root: DocumentNode) -> (SourceLocation?, FieldPath) {
    var node = root
    var path = FieldPath.root
    for token in JSONPointer.tokens(pointer) {
      if let items = node.items, let index = Int(token), index >= 0, index < items.count {
        node = items[index]
        path = path.appending(index: index)
      } else if let member = node.members?.first(where: { CodePointNames.same($0.key, token) }) {
        node = member.value
        path = path.appending(token)
      } else {
        break
      }
    }
    return (node.location, path)
  }

  /// The field path a JSON Pointer names in `value`, below `base`.
  static func path(_ pointer: String, in value: AnswerValue, from base: FieldPath) -> FieldPath {
    var path = base
    var value = value
    for token in JSONPointer.tokens(pointer) {
      if let items = value.arrayValue, let index = Int(token), index >= 0, index < items.count {
        value = items[index]
        path = path.appending(index: index)
      } else if let member = value.objectValue?[token] {
        value = member
        path = path.appending(token)
      } else {
        break
      }
    }
    return path
  }
}

/// JSON Pointer (RFC 6901) tokens.
enum JSONPointer {
  /// The unescaped tokens of `pointer` (`/a~1b/0` → `a/b`, `0`).
  static func tokens(_ pointer: String) -> [String] {
    guard !pointer.isEmpty else { return [] }
    return pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
      String($0).unescapedPointerToken
    }
  }
}
