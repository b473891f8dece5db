import OrderedCollections

extension Form {
  /// Whether the form's JSON Schema says its JSON documents may carry comments or trailing
  /// commas (VS Code's `allowComments`/`allowTrailingCommas` at the schema's root, as the
  /// schemas of `tsconfig.json` and VS Code's settings say): its `.json` answers files are
  /// then read, and edited, as JSON with comments.
  package var answersAllowComments: Bool {
    guard case .object(let root)? = sourceSchema else { return false }
    return root["allowComments"] == .bool(true) || root["allowTrailingCommas"] == .bool(true)
  }
}
