/// `oneOf` branches told apart by what each requires (a GitHub workflow step has `uses`, or
/// `run`, or `wait`, …): a value with a property that another branch requires, and this
/// one does not, would match that branch too, and `oneOf` refuses a value that matches
/// two. So the variant does not ask those properties, nor one whose `dependencies` or
/// `dependentRequired` would then require them (`working-directory` needs `run`).
extension JSONSchemaFieldBuilder {
  /// The properties the variant of `branches[index]` leaves out.
  static func propertiesOtherBranchesRequire(
    branch index: Int, of branches: [DocumentNode], around base: [DocumentNode]
  ) -> Set<String> {
    guard branches.indices.contains(index) else { return [] }
    let own = requiredKeys(of: branches[index])
    var others = Set<String>()
    for (other, branch) in branches.enumerated() where other != index {
      others.formUnion(requiredKeys(of: branch))
    }
    var leftOut = others.subtracting(own)
    guard !leftOut.isEmpty else { return [] }
    // A property that requires one left out is left out too (one round: chains of
    // dependencies between the properties a step tells apart are not met in practice).
    for part in base + [branches[index]] {
      for keyword in ["dependencies", "dependentRequired"] {
        for member in part[keyword]?.members ?? [] {
          let needs = member.value.items?.compactMap(\.scalarText) ?? []
          if !own.contains(member.key), needs.contains(where: leftOut.contains) {
            leftOut.insert(member.key)
          }
        }
      }
    }
    return leftOut
  }

  private static func requiredKeys(of branch: DocumentNode) -> Set<String> {
    Set(branch["required"]?.items?.compactMap(\.scalarText) ?? [])
  }

  /// The variant without the properties `leftOut` names.
  static func leavingOut(_ leftOut: Set<String>, of variant: Field) -> Field {
    guard !leftOut.isEmpty, var subform = variant.subform else { return variant }
    for index in subform.sections.indices {
      subform.sections[index].fields.removeAll { $0.key.map(leftOut.contains) ?? false }
    }
    var field = variant
    field.subform = subform
    return field
  }
}
