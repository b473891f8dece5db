import FoundationEssentials

/// The files a schema's `$ref`s name beside it (`common.json#/definitions/port`,
/// `./defs/a.json`), read once each when the schema loads, and the files they name in
/// turn.
///
/// A file is found as an include is, relative to the file that names it and under the
/// same directory rule (`--allow-outside` lifts it), read through the load's file source,
/// and counted against the includes' budget. A reference that has a URI scheme
/// (`https://…`) is not a file: it stays a remote reference, not fetched. So is a
/// relative reference of a document whose `$id` (or `id`) is a web address or another
/// URI that is no file (a catalog's schema, `sarif-2.1.0.json` beside
/// `https://json.schemastore.org/…`) when no such file is beside it: the reference names a
/// document on the web, downloaded or not.
struct JSONSchemaFiles {
  /// The files read, by the name messages give them.
  private(set) var documents: [String: JSONSchemaDocument] = [:]
  /// The file each reference names, by the naming file and the reference's file part.
  private var targets: [String: String] = [:]
  /// References of documents with a web `$id` that name no file beside them, by the
  /// naming file and the reference's file part: remote references.
  private var absent: Set<String> = []

  init(main: JSONSchemaDocument, context: LoadContext) {
    var byCanonical: [String: String] = [:]
    var queue = [main]
    while let document = queue.popLast() {
      for reference in document.identified.fileReferences {
        guard let text = reference.scalarText else { continue }
        let name = Self.filePart(of: text)
        let key = Self.key(document.file, name)
        guard targets[key] == nil else { continue }
        // Draft-04's root `id` says so as well as `$id`.
        let onTheWeb =
          Self.isWebAddress(document.uri)
          || document.root["id"]?.scalarText.map(Self.isWebAddress) == true
        if onTheWeb, !Self.isBeside(name, from: reference.location, context) {
          // A document on the web, not downloaded beside this one: the view names it with
          // the other remote references.
          targets[key] = ""
          absent.insert(key)
          continue
        }
        guard
          let file = NamedFile.locate(
            name, from: reference.location, what: "'$ref'", path: .root, context: context)
        else {
          targets[key] = ""
          continue
        }
        if let known = byCanonical[file.canonical] {
          targets[key] = known
          continue
        }
        targets[key] = ""
        guard let root = Self.read(file, naming: name, from: document, at: reference, context)
        else { continue }
        let read = JSONSchemaDocument(
          root: root, file: file.shown, uri: SchemaURI.resolve(name, against: document.uri))
        byCanonical[file.canonical] = file.shown
        targets[key] = file.shown
        documents[file.shown] = read
        queue.append(read)
      }
    }
  }

  /// The file a `$ref` written in `file` names; nil when it could not be read (the load
  /// said why).
  func document(named reference: String, from file: String) -> JSONSchemaDocument? {
    targets[Self.key(file, Self.filePart(of: reference))].flatMap { documents[$0] }
  }

  /// Whether a `$ref` written in `file` names a document on the web that is not beside it.
  func isRemote(_ reference: String, from file: String) -> Bool {
    !absent.isEmpty && absent.contains(Self.key(file, Self.filePart(of: reference)))
  }

  /// Whether a base URI names no local file (`https://…`, `urn:…`, `ng-cli://…`): what a
  /// relative reference resolves to against it is no file either.
  private static func isWebAddress(_ uri: String) -> Bool {
    SchemaURI.hasScheme(uri) && !uri.lowercased().hasPrefix("file:")
  }

  /// Whether a file `name` is where a `$ref` at `location` would read it, whether or not
  /// it lies under the schema's directory (a web document's sibling is no file of ours
  /// unless it was downloaded there).
  private static func isBeside(
    _ name: String, from location: SourceLocation, _ context: LoadContext
  )
    -> Bool
  {
    let base =
      context.baseDirectories[location.file]
      ?? PathText.parent(of: context.surroundings.absolute(location.file))
    let path = name.hasPrefix("/") ? name : PathText.joined(base, name)
    return context.fileSource.exists(path)
  }

  /// Every file read, by the URI the evaluator asks for it.
  var values: [String: AnswerValue] {
    var values: [String: AnswerValue] = [:]
    for document in documents.values { values[document.uri] = document.root.answerValue }
    return values
  }

  private static func filePart(of reference: String) -> String {
    String(reference.prefix { $0 != "#" })
  }

  private static func key(_ file: String, _ name: String) -> String {
    file + "\u{0}" + name
  }

  /// The file read and parsed, or nil after saying why, naming the file, the schema that
  /// refers to it and where.
  private static func read(
    _ file: NamedFile, naming name: String, from document: JSONSchemaDocument,
    at reference: DocumentNode, _ context: LoadContext
  ) -> DocumentNode? {
    // The schema holding the `$ref` is named, not the `$ref` itself.
    let place =
      pointer(to: reference.location, in: document.root).map {
        " at " + ($0.hasSuffix("/$ref") ? String($0.dropLast(5)) : $0)
      } ?? ""
    let cannot = "cannot read \(name) referenced from \(document.file)\(place)"
    guard let text = context.text(of: file, or: cannot, at: reference.location) else {
      return nil
    }
    context.includedBytes += text.utf8.count
    guard context.includedBytes <= context.limits.maximumIncludedBytes else {
      context.error(
        "\(cannot): the schema's files add up to more than "
          + "\(context.limits.maximumIncludedBytes) bytes", at: reference.location, path: nil)
      return nil
    }
    context.baseDirectories[file.shown] = PathText.parent(of: file.absolute)
    do {
      guard let root = try DocumentParser.parse(text, file: file.shown) else {
        context.error("\(cannot): the file is empty", at: reference.location, path: nil)
        return nil
      }
      context.sources[file.shown] = text
      return root
    } catch {
      context.error("\(cannot): \(error.message)", at: reference.location, path: nil)
      context.diagnostics.append(error)
      return nil
    }
  }

  /// The JSON pointer of the node at `location` in `root` (`/properties/x`), for messages.
  static func pointer(to location: SourceLocation, in root: DocumentNode) -> String? {
    var pending: [(DocumentNode, String)] = [(root, "")]
    while let (node, path) = pending.popLast() {
      if node.location == location { return path.isEmpty ? "/" : path }
      if let members = node.members {
        for member in members {
          pending.append((member.value, path + "/" + member.key.pointerToken))
        }
      } else if let items = node.items {
        for (index, item) in items.enumerated() { pending.append((item, path + "/\(index)")) }
      }
    }
    return nil
  }
}
