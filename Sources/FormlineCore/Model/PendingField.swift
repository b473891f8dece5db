/// A field whose questions are not made yet: the part of a schema a reference (`$ref`)
/// stands for, built the first time the fill or an answers file reaches it.
///
/// A recursive schema (a tree's `children: [node]`) is then as deep as its answers, and a
/// schema whose definitions refer to each other many times costs its own size, not the
/// number of paths through it: each reference site is built once by its `source` and the
/// built field is shared by every place it stands.
package struct PendingField: Sendable, Hashable {
  /// The reference site, numbered by its source.
  package let site: Int
  /// Builds (once) and keeps the field of each site.
  package let source: any PendingFieldSource
  /// Whether the site was registered as required, to tell a later change of the shell's
  /// `required` (made by the object holding it) from the site's own.
  package let required: Bool

  package init(site: Int, source: any PendingFieldSource, required: Bool) {
    self.site = site
    self.source = source
    self.required = required
  }

  package static func == (lhs: PendingField, rhs: PendingField) -> Bool {
    lhs.site == rhs.site && lhs.source === rhs.source && lhs.required == rhs.required
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(site)
  }
}

/// Builds the field of a pending site, at most once per site.
package protocol PendingFieldSource: AnyObject, Sendable {
  /// The field a site stands for; the same value on every call. Nil when its schema allows
  /// no field (the problem is among `diagnostics(of:)`).
  func field(of site: Int) -> Field?
  /// The problems found building a site (empty until it is built).
  func diagnostics(of site: Int) -> [Diagnostic]
  /// Whether a site not built yet may hold a secret: the output file of a fill whose secret
  /// lies in a part nobody reached is still made private.
  var mayHoldSecrets: Bool { get }
  /// Builds every site not built yet, and those they hold, once each; the problems found
  /// building any site, each once. For checking a whole form, not for a fill, which builds
  /// only what it reaches.
  func buildEverySite() -> [Diagnostic]
}

extension Field {
  /// The field this one stands for once built; itself when not pending.
  ///
  /// The built field is placed where this one is: its key, and what the object holding it
  /// decided (conditions, offering, whether it may be left out).
  package var expanded: Field? {
    guard let pending else { return self }
    guard var built = pending.source.field(of: pending.site) else { return nil }
    built.key = key
    built.location = location ?? built.location
    built.omitWhenUnanswered = omitWhenUnanswered
    if required != pending.required { built.required = required }
    built.requiredWhen = requiredWhen ?? built.requiredWhen
    built.when = when ?? built.when
    built.hidden = hidden ?? built.hidden
    built.disabled = disabled ?? built.disabled
    built.offered = offered
    if built.defaultValue == nil, built.kind != .form { built.defaultValue = defaultValue }
    return built
  }
}

extension Form {
  /// The problems of the parts of this form not built yet (`PendingField`), found by
  /// building all of them once: a check of the whole form reports what no question reached.
  package func problemsOfPendingParts() -> [Diagnostic] {
    // One importer makes one source, which knows every site: the first shell found names
    // it. Breadth first, so it is found near the top; variants may share deeper parts
    // many times over, which a walk of every path would repeat.
    var level = fields
    while !level.isEmpty {
      var next: [Field] = []
      for field in level {
        if let source = field.pending?.source { return source.buildEverySite() }
        next += field.subform?.fields ?? []
        next += field.union.variants + field.collection.positions
        if let item = field.collection.template { next.append(item) }
      }
      level = next
    }
    return []
  }
}
