import OrderedCollections

/// Checks answers documents against a JSON Schema form's schema with the evaluator, and
/// says each problem with its field path and file:line:col.
///
/// The schema is compiled once; each document is parsed (JSON as JSON, YAML as YAML) and
/// evaluated whole, whatever its type, without building a fill.
package struct SchemaInstanceCheck: Sendable {
  package let schema: CompiledSchema
  /// Whether the schema's root describes an object a form can be built from (`type`
  /// `object`, or no `type` beside `properties`); otherwise only the evaluator can judge
  /// instances of it.
  package var describesObject = true
  /// Whether a value that does not match its `format` is an error (else a warning).
  package var strictFormats = false

  /// The check of a form read from a JSON Schema; nil when the form is not one.
  /// - Parameter form: A form read from a JSON Schema.
  /// - Throws: `Diagnostic` when the schema cannot be compiled.
  package init?(form: Form) throws(Diagnostic) {
    guard let source = form.sourceSchema else { return nil }
    do {
      schema = try CompiledSchema(source)
    } catch {
      throw Diagnostic.error("the schema cannot be compiled: \(error.description)")
    }
  }

  /// The check for a schema file itself, whatever its root describes (a list, a string, a
  /// union): a form need not be built from it to judge instances.
  /// - Parameters:
  ///   - text: The schema document.
  ///   - file: Its name.
  ///   - dialect: `--from`, when given. nil results when the document is not a JSON Schema
  ///     (`--from json-schema`, or a `$schema` naming a draft formline knows).
  /// - Throws: `Diagnostic` when it is one that cannot be read or compiled.
  package init?(schemaDocument text: String, file: String, dialect: FormDialect?) throws(Diagnostic)
  {
    guard dialect == nil || dialect == .jsonSchema,
      let root = try DocumentParser.parse(text, file: file)
    else { return nil }
    let value = root.answerValue
    if dialect == nil {
      guard case .string(let uri)? = value.objectValue?["$schema"],
        SchemaDraft(metaschemaURI: uri) != nil
      else { return nil }
    }
    do {
      schema = try CompiledSchema(value)
    } catch {
      throw Diagnostic.error(
        "the schema cannot be compiled: \(error.description)", at: root.location)
    }
    switch value.objectValue?["type"] {
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
  /// - Returns: Diagnostics in document order of the evaluation; empty when valid.
  package func diagnostics(forDocument text: String, file: String) -> [Diagnostic] {
    let root: DocumentNode
    do {
      guard let parsed = try DocumentParser.parse(text, file: file) else {
        return [.error("the answers file is empty", at: SourceLocation(file: file))]
      }
      root = parsed
    } catch {
      return [error]
    }
    let instance = root.answerValue
    var problems = schema.errors(in: instance).map { error in
      let (location, path) = SchemaInstanceCheck.place(error.instanceLocation, in: root)
      return Diagnostic.error(error.message, at: location, path: path)
    }
    for (pointer, format) in schema.formats(in: instance) {
      let (location, path) = SchemaInstanceCheck.place(pointer, in: root)
      guard let node = SchemaInstanceCheck.node(at: pointer, in: root),
        case .string(let text) = node.answerValue,
        let problem = FormatCheck.problem(format: format, text: text)
      else { continue }
      let message = "\(problem) (format '\(format)')"
      problems.append(
        strictFormats
          ? .error(message, at: location, path: path) : .warning(message, at: location, path: path))
    }
    return problems
  }

  /// The errors of a result about to be written.
  ///
  /// What formline writes must be what the schema accepts. Formats are not judged here (the prompt warned about them).
  /// - Parameter result: The whole result of a fill.
  /// - Returns: One error per problem, with its field path.
  package func diagnostics(forResult result: AnswerValue) -> [Diagnostic] {
    schema.errors(in: result).map { error in
      var path = FieldPath.root
      var value = result
      for token in SchemaInstanceCheck.tokens(error.instanceLocation) {
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
      return Diagnostic.error(
        "the result is not valid for the schema: \(error.message)", path: path)
    }
  }

  /// The node a JSON Pointer names, and its field path; the nearest node above when the
  /// pointer names a member that is not there.
  static func place(_ pointer: String, in root: DocumentNode) -> (SourceLocation, FieldPath) {
    var node = root
    var path = FieldPath.root
    for token in tokens(pointer) {
      if let items = node.items, let index = Int(token), index >= 0, index < items.count {
        node = items[index]
        path = path.appending(index: index)
      } else if let member = node.members?.first(where: { $0.key == token }) {
        node = member.value
        path = path.appending(token)
      } else {
        break
      }
    }
    return (node.location, path)
  }

  static func node(at pointer: String, in root: DocumentNode) -> DocumentNode? {
    var node = root
    for token in tokens(pointer) {
      if let items = node.items, let index = Int(token), index >= 0, index < items.count {
        node = items[index]
      } else if let member = node.members?.first(where: { $0.key == token }) {
        node = member.value
      } else {
        return nil
      }
    }
    return node
  }

  private static func tokens(_ pointer: String) -> [String] {
    guard !pointer.isEmpty else { return [] }
    return pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
      var token = String($0)
      if token.contains("~") {
        token = token.split(separator: "~1", omittingEmptySubsequences: false).joined(
          separator: "/")
        token = token.split(separator: "~0", omittingEmptySubsequences: false).joined(
          separator: "~")
      }
      return token
    }
  }
}
