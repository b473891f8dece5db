import FormlineCore
import FormlineTestSupport
import Foundation
import OrderedCollections

/// The official JSON-Schema-Test-Suite as committed under `Fixtures/json-schema-suite`
/// (`Scripts/fetch-json-schema-suite.sh`), run through `CompiledSchema`.
enum OfficialSuite {
  static let folder = Fixture.packageRoot
    .appendingPathComponent("Tests/FormlineCoreTests/Fixtures/json-schema-suite")

  /// The suite's draft folders and the draft each is evaluated as.
  static let drafts: [(folder: String, draft: SchemaDraft)] = [
    ("draft4", .draft4), ("draft6", .draft6), ("draft7", .draft7),
    ("draft2019-09", .draft201909), ("draft2020-12", .draft202012),
  ]

  /// One case's verdict: its name (`draft7/ref.json: group / test`) and whether formline
  /// agreed with the suite.
  struct Verdict {
    var name: String
    var agrees: Bool
    /// Whether the verdict found without locations (`isFlawless`) is the full judgement's
    /// (no error, no `format` warning), and the batch's reading of the case's instance as
    /// a JSON document from its bytes (`verdict(document:)`) gives the same problems, in
    /// the same places, as reading it as text.
    var flawlessAgrees = true
  }

  /// What `verdict(document:)` must say of a document: nothing beyond ASCII is told from
  /// the bytes; the rest as the document read as text.
  static func expectedVerdict(of document: [UInt8], by check: SchemaInstanceCheck)
    -> SchemaInstanceCheck.DocumentVerdict
  {
    guard document.allSatisfy({ $0 < 0x80 }) else { return .unknown }
    let problems = check.diagnostics(
      forDocument: String(decoding: document, as: UTF8.self), file: "case.json")
    return problems.isEmpty ? .flawless : .problems(problems)
  }

  static func read(_ url: URL) throws -> AnswerValue {
    let text = try String(contentsOf: url, encoding: .utf8)
    return try JSONParser.parse(text, file: url.lastPathComponent).answerValue
  }

  /// Documents the suite references by URI: its `remotes/` served at localhost:1234, and
  /// the drafts' metaschemas and vocabularies.
  static let retrieve: @Sendable (String) -> AnswerValue? = { uri in
    var path: String?
    if uri.hasPrefix("http://localhost:1234/") {
      path = "remotes/" + uri.dropFirst("http://localhost:1234/".count)
    } else {
      let plain = uri.replacingOccurrences(of: "https://", with: "http://")
      let known: [String: String] = [
        "http://json-schema.org/draft-04/schema": "metaschemas/draft4/metaschema.json",
        "http://json-schema.org/draft-06/schema": "metaschemas/draft6/metaschema.json",
        "http://json-schema.org/draft-07/schema": "metaschemas/draft7/metaschema.json",
        "http://json-schema.org/draft/2019-09/schema": "metaschemas/draft201909/metaschema.json",
        "http://json-schema.org/draft/2020-12/schema": "metaschemas/draft202012/metaschema.json",
      ]
      if let file = known[plain] {
        path = file
      } else if plain.hasPrefix("http://json-schema.org/draft/2019-09/meta/") {
        path =
          "metaschemas/draft201909/vocabularies/"
          + plain.dropFirst("http://json-schema.org/draft/2019-09/meta/".count)
      } else if plain.hasPrefix("http://json-schema.org/draft/2020-12/meta/") {
        path =
          "metaschemas/draft202012/vocabularies/"
          + plain.dropFirst("http://json-schema.org/draft/2020-12/meta/".count)
      }
    }
    guard let path else { return nil }
    return try? read(folder.appendingPathComponent(path))
  }

  /// Every case of the files directly in `tests/<draft>/<subfolder>`, the schemas compiled
  /// whole or (`lazily`) as the evaluation reaches each part.
  static func verdicts(
    draft: String, as version: SchemaDraft, subfolder: String = "", lazily: Bool = false
  ) throws -> [Verdict] {
    let directory = folder.appendingPathComponent("tests/\(draft)/\(subfolder)")
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    var verdicts: [Verdict] = []
    for file in files {
      guard let groups = try read(directory.appendingPathComponent(file)).arrayValue else {
        continue
      }
      for group in groups {
        guard let members = group.objectValue, let schema = members["schema"],
          let tests = members["tests"]?.arrayValue
        else { continue }
        let prefix = "\(draft)/\(subfolder)\(file): \(members["description"]?.stringValue ?? "")"
        let compiled = try? CompiledSchema(
          schema, uri: "http://localhost:1234/suite/\(file)", defaultDraft: version,
          retrieve: retrieve, lazily: lazily)
        for test in tests {
          guard let test = test.objectValue, let data = test["data"],
            let valid = test["valid"]?.boolValue
          else { continue }
          let name = prefix + " / " + (test["description"]?.stringValue ?? "")
          var verdict = Verdict(name: name, agrees: compiled?.isValid(data) == valid)
          if let compiled {
            let judged = compiled.judge(data, strictFormats: false)
            let flawless = judged.errors.isEmpty && judged.formatWarnings.isEmpty
            let check = SchemaInstanceCheck(compiled: compiled)
            let document = Array(JSONWriter.render(data).utf8)
            verdict.flawlessAgrees =
              compiled.isFlawless(data) == flawless
              && check.verdict(document: document, file: "case.json")
                == Self.expectedVerdict(of: document, by: check)
          }
          verdicts.append(verdict)
        }
      }
    }
    return verdicts
  }
}
