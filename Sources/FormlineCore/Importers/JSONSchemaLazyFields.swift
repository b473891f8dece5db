import FoundationEssentials

/// The reference sites of one JSON Schema and the field each one stands for, built the
/// first time the fill or an answers file reaches it and then kept.
///
/// A site is one place a `$ref` is used (a property or an item whose schema has one),
/// told apart by its schemas' positions in the document, its key and whether it is
/// required: a recursive definition met again at any depth is the same site, so a tree
/// of any depth builds its node once.
///
/// Shared by every copy of the form and read by the fill after loading, so its state is
/// behind a lock (recursive: building one site registers the sites inside it).
final class JSONSchemaLazyFields: PendingFieldSource, @unchecked Sendable {
  private struct Site {
    let key: String?
    let schemas: [DocumentNode]
    let required: Bool
    let parent: FieldPath
    let location: SourceLocation?
    let nesting: Int
  }

  /// What tells two sites apart: where their schemas are, the key and `required`.
  private struct SiteKey: Hashable {
    let key: String?
    var variant: String?
    let schemas: [SourceLocation]
    let required: Bool
  }

  private let lock = ThreadLock(recursive: true)
  private let context: LoadContext
  private let notes: JSONSchemaNotes
  private let resolver: JSONSchemaResolver
  private let document: ValueSchema.Document
  private var sites: [Site] = []
  private var numbers: [SiteKey: Int] = [:]
  private var built: [Int: Field?] = [:]
  private var problems: [Int: [Diagnostic]] = [:]
  private var variants: [SiteKey: Field?] = [:]
  /// Whether the schema marks anything `writeOnly`: a site not built yet may then be secret.
  let mayHoldSecrets: Bool

  init(
    context: LoadContext, notes: JSONSchemaNotes, resolver: JSONSchemaResolver,
    document: ValueSchema.Document
  ) {
    self.context = context
    self.notes = notes
    self.resolver = resolver
    self.document = document
    mayHoldSecrets = resolver.marksWriteOnly
  }

  /// The builder the importer and every site use.
  var builder: JSONSchemaFieldBuilder {
    JSONSchemaFieldBuilder(
      context: context, resolver: resolver, notes: notes, document: document, lazy: self)
  }

  /// How many sites were registered so far.
  var siteCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return sites.count
  }

  /// The number of a site, registered on first sight.
  func register(
    key: String?, schemas: [DocumentNode], required: Bool, parent: FieldPath,
    location: SourceLocation?, nesting: Int
  ) -> Int {
    lock.lock()
    defer { lock.unlock() }
    let identity = SiteKey(key: key, schemas: schemas.map(\.location), required: required)
    if let number = numbers[identity] { return number }
    sites.append(
      Site(
        key: key, schemas: schemas, required: required, parent: parent, location: location,
        nesting: nesting))
    numbers[identity] = sites.count - 1
    return sites.count - 1
  }

  func field(of site: Int) -> Field? {
    lock.lock()
    defer { lock.unlock() }
    if let field = built[site] { return field }
    guard sites.indices.contains(site) else { return nil }
    let entry = sites[site]
    let before = context.diagnostics.count
    var field = builder.field(
      key: entry.key, schemas: entry.schemas, required: entry.required, parent: entry.parent,
      inside: [], location: entry.location, nesting: entry.nesting, deferring: false)
    if let built = field, requiresItself(built, site: site) {
      let name = entry.key.map { "'\($0)'" } ?? "an item"
      context.error(
        "\(name) is required and its schema is the object that holds it: a value would "
          + "never end, so formline cannot ask this recursive schema", at: entry.location,
        path: entry.key.map { entry.parent.appending($0) } ?? entry.parent)
      field = nil
    }
    // A default the built property refuses is dropped as at load (told once, as a warning).
    field = field.flatMap {
      JSONSchemaDefaultCheck(context: context).checked([$0], level: entry.parent).first
    }
    notes.finish()
    problems[site] = Array(context.diagnostics[before...])
    built[site] = .some(field)
    return field
  }

  /// A union's variant built from the same schemas (`reading` tells the readings of one
  /// schema apart: a branch, or one type of a type list) is built once: a definition
  /// whose branches refer to the definition before it twice is not built 2^n times.
  func variant(
    schemas: [DocumentNode], reading: String, build: () -> Field?
  ) -> Field? {
    lock.lock()
    defer { lock.unlock() }
    var identity = SiteKey(key: nil, schemas: schemas.map(\.location), required: false)
    identity.variant = reading
    if let known = variants[identity] { return known }
    let field = build()
    variants[identity] = .some(field)
    return field
  }

  /// Whether a built object requires a property that is the same site again.
  private func requiresItself(_ field: Field, site: Int) -> Bool {
    field.subform?.fields.contains { $0.required && $0.pending?.site == site } ?? false
  }

  func buildEverySite() -> [Diagnostic] {
    lock.lock()
    defer { lock.unlock() }
    // Building a site registers the sites inside it: the list grows as it is walked.
    var site = 0
    while site < sites.count {
      _ = field(of: site)
      site += 1
    }
    var found: [Diagnostic] = []
    for site in sites.indices {
      for problem in problems[site] ?? [] where !found.contains(problem) {
        found.append(problem)
      }
    }
    return found
  }

  func diagnostics(of site: Int) -> [Diagnostic] {
    lock.lock()
    defer { lock.unlock() }
    return problems[site] ?? []
  }
}
