import FormlineTestSupport
import Testing

@testable import FormlineCore

/// The field table numbers the fields as the flow's order places them, and the order's
/// layout takes its paths from the table: one path a field.
struct FieldTableNumberingTests {
  static let form = """
    sections:
      - title: First
        fields:
          - key: source
            match: one
            variants:
              - title: Git
                fields: [{key: url, type: url}, {key: branch}]
              - integer
          - {type: display, text: A note without a key}
          - key: address
            fields: [street, {key: city, when: "$street != nil"}]
          - key: tags
            type: array
            template: text
          - key: people
            type: array
            template:
              fields:
                - name
                - key: pets
                  type: array
                  template: text
      - title: Second
        when: "$source != nil"
        fields: [late, {key: address2, fields: [zip]}]
    """

  /// Every field of the layout, with its ordinal and the path the layout keeps.
  private static func placed(_ layout: FormLayout) -> [(ordinal: Int, path: FieldPath?)] {
    var found: [(Int, FieldPath?)] = []
    for (section, ordinals) in layout.ordinals.enumerated() {
      for (field, ordinal) in ordinals.enumerated() {
        found.append((ordinal, layout.paths[section][field]))
        if let item = layout.itemOrdinals[section][field] { found.append((item, nil)) }
        if let inner = layout.inner[section][field] { found += placed(inner) }
      }
    }
    return found
  }

  @Test func numbersEveryFieldAsTheOrderPlacesIt() throws {
    let form = try FormLoader(surroundings: .testing()).load(text: Self.form, file: "form.yaml")
      .form
    let table = FieldTable(form: form)
    let order = FlowOrder(form: form, fields: table)
    let placed = Self.placed(order.layout)
    #expect(Set(placed.map(\.ordinal)) == Set(0..<table.ordinalCount))
    for (ordinal, path) in placed {
      guard let path else { continue }
      #expect(table.path(ofOrdinal: ordinal) == path)
      #expect(table.ordinal(filedAt: path) == ordinal)
      // The same storage, not an equal copy.
      let tablePath = try #require(table.path(ofOrdinal: ordinal))
      #expect(Self.address(of: tablePath) == Self.address(of: path))
    }
    // A scalar item template is numbered at index 0; a field without a key has no path.
    let tags = try #require(table.ordinal(filedAt: FieldPath(parsing: "tags[0]")!))
    #expect(table.path(ofOrdinal: tags) == FieldPath(parsing: "tags[0]"))
    #expect(placed.contains { $0.path == nil && table.path(ofOrdinal: $0.ordinal) == nil })
    #expect(table.path(ofOrdinal: table.ordinalCount) == nil)
  }

  @Test func aVariantMemberIsFiledWithoutANumber() throws {
    let form = try FormLoader(surroundings: .testing()).load(text: Self.form, file: "form.yaml")
      .form
    let table = FieldTable(form: form)
    let url = try #require(table.entry(at: FieldPath(parsing: "source.url")!))
    #expect(url.ordinal == nil)
    #expect(table.ordinal(filedAt: FieldPath(parsing: "source")!) != nil)
  }

  private static func address(of path: FieldPath) -> UnsafeRawPointer? {
    path.components.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
  }
}
