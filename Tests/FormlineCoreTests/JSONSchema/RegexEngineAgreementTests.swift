import FormlineRegex
import FormlineTestSupport
import Foundation
import Testing

@testable import FormlineCore

/// The core's `ECMAPattern` (FormlineRegex's ECMA-262 → PCRE2 path, with the ASCII
/// automaton) against ICU as the core ran the same patterns before (`ICUReference`), on
/// every `pattern` of the JSON-Schema-Test-Suite and of the real schemas the end-to-end
/// tests carry, over the suite's data and a fixed set of probe texts.
///
/// Every disagreement is either fixed or listed in `knownDifferences` with its reason;
/// the test fails on any other, and on a listed one that no longer disagrees.
@Suite struct RegexEngineAgreementTests {
  /// Texts every pattern is tried on, besides the suite's data.
  static let probes = [
    "", " ", "a", "A", "z", "abc", "ABC", "Hello World", "hello-world_1", "0", "123", "1.5",
    "-42", "a\n", "\n", "a\nb", "\r\n", "\t", "é", "É", "naïve", "e\u{301}", "ß", "😀",
    "a😀b", "日本語", "٣", "\u{FEFF}", "\u{85}", "\u{2028}", "x.y@example.com",
    "https://example.com/a?b=c", "${{ secrets.X }}", "v1.2.3", "AKIA1234567890ABCDEF",
    "foo/bar", "{}", "[]", "2024-05-01", "12:30:00", "STRASSE",
  ]

  /// Patterns written here where the two engines are expected to part, beside a few they
  /// must agree on: they show the comparison can fail.
  static let probePatterns = [
    "^\\v$", "é\\b", "\\bé", "(?<=a{1,3})b", "(?<=ab|c)d", "a{70000}", "\\p{IsLatin}",
    "^\\p{Letter}+$", "^[\\w\\s]+$", "^\\S+$", "(?i)straße", "\\Z", "^.$",
    "^[^]$", "[]", "\\u{1F600}", "\\uD83D\\uDE00", "\\x41", "\\cJ", "\\0",
  ]

  /// Patterns on which the engines disagree, and why; the PCRE2 path follows ECMA-262.
  static let knownDifferences: [String: String] = [
    "^\\v$": "ECMA-262's \\v is U+000B alone; ICU's is a class of vertical space",
    "é\\b": "ECMA-262's \\b is ASCII (é is no word character); ICU's is Unicode",
    "\\bé": "ECMA-262's \\b is ASCII (é is no word character); ICU's is Unicode",
    "\\0": "ECMA-262's \\0 is U+0000; ICU wants octal digits after it",
    "(?<=a{1,3})b": "PCRE2 10.42 wants each look-behind branch of fixed length; ICU bounded",
    "a{70000}": "PCRE2 counts repeats up to 65535",
    "\\p{IsLatin}": "ICU's Is prefix is neither ECMA-262's nor PCRE2's",
    "(?i)straße": "ICU folds ß to ss (full case folding); PCRE2 and ECMA-262 fold simply",
  ]

  struct Corpus {
    var patterns: [String: Set<String>] = [:]

    mutating func add(_ pattern: String, texts: Set<String>) {
      patterns[pattern, default: []].formUnion(texts)
    }
  }

  /// Every string in a JSON value, keys included.
  static func strings(in value: Any) -> Set<String> {
    switch value {
    case let string as String: return [string]
    case let array as [Any]: return array.reduce(into: []) { $0.formUnion(strings(in: $1)) }
    case let object as [String: Any]:
      return object.reduce(into: Set(object.keys)) { $0.formUnion(strings(in: $1.value)) }
    default: return []
    }
  }

  /// The `pattern` strings and `patternProperties` keys in a schema.
  static func patterns(in value: Any) -> Set<String> {
    switch value {
    case let array as [Any]: return array.reduce(into: []) { $0.formUnion(patterns(in: $1)) }
    case let object as [String: Any]:
      var found: Set<String> = []
      for (key, member) in object {
        if key == "pattern", let pattern = member as? String { found.insert(pattern) }
        if key == "patternProperties", let properties = member as? [String: Any] {
          found.formUnion(properties.keys)
        }
        found.formUnion(patterns(in: member))
      }
      return found
    default: return []
    }
  }

  static func json(_ url: URL) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(contentsOf: url), options: [.fragmentsAllowed])
  }

  static func corpus() throws -> (suite: Corpus, real: Corpus) {
    var suite = Corpus()
    let tests = OfficialSuite.folder.appendingPathComponent("tests")
    let files = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)
    while let url = files?.nextObject() as? URL {
      guard url.pathExtension == "json",
        let groups = try json(url) as? [[String: Any]]
      else { continue }
      for group in groups {
        let found = patterns(in: group["schema"] ?? [:])
        guard !found.isEmpty else { continue }
        let data = strings(in: (group["tests"] as? [[String: Any]])?.map { $0["data"] ?? 0 } ?? [])
        for pattern in found { suite.add(pattern, texts: data) }
      }
    }
    var real = Corpus()
    let schemas = Fixture.packageRoot
      .appendingPathComponent("Tests/FormlineEndToEndTests/Fixtures/real-schemas")
    let folders = try FileManager.default.contentsOfDirectory(
      at: schemas, includingPropertiesForKeys: nil)
    for folder in folders {
      let urls =
        (try? FileManager.default.contentsOfDirectory(
          at: folder, includingPropertiesForKeys: nil)) ?? []
      for url in urls where url.pathExtension == "json" {
        for pattern in patterns(in: try json(url)) { real.add(pattern, texts: []) }
      }
    }
    return (suite, real)
  }

  /// One disagreement: the pattern, the text (nil: they disagree on whether it compiles)
  /// and what each engine said.
  struct Disagreement: CustomStringConvertible {
    let pattern: String
    let text: String?
    let icu: String
    let pcre2: String
    var description: String {
      "\(pattern.debugDescription) on \(text?.debugDescription ?? "(compiling)"): ICU \(icu), PCRE2 \(pcre2)"
    }
  }

  static func compare(_ corpus: Corpus) -> (comparisons: Int, disagreements: [Disagreement]) {
    var comparisons = 0
    var disagreements: [Disagreement] = []
    for (pattern, data) in corpus.patterns.sorted(by: { $0.key < $1.key }) {
      let icu = ICUReference.compile(pattern)
      let pcre2 = ECMAPattern(pattern)
      var refusal = ""
      do {
        _ = try CompiledRegex(ecmaScript: pattern)
      } catch {
        refusal = error.description
      }
      comparisons += 1
      guard let icu, let pcre2 else {
        if (icu == nil) != (pcre2 == nil) {
          disagreements.append(
            Disagreement(
              pattern: pattern, text: nil, icu: icu == nil ? "refuses" : "compiles",
              pcre2: pcre2 == nil ? "refuses (\(refusal))" : "compiles"))
        }
        continue
      }
      for text in data.union(probes).sorted() {
        comparisons += 1
        let byICU = ICUReference.find(icu, in: text)
        let byPCRE2 = pcre2.find(in: text)
        guard "\(byPCRE2)" != "\(byICU)" else { continue }
        disagreements.append(
          Disagreement(pattern: pattern, text: text, icu: "\(byICU)", pcre2: "\(byPCRE2)"))
      }
    }
    return (comparisons, disagreements)
  }

  @Test func theEnginesAgreeOutsideTheKnownDifferences() throws {
    let (suite, real) = try Self.corpus()
    #expect(suite.patterns.count > 20)
    #expect(real.patterns.count > 200)
    let onSuite = Self.compare(suite)
    let onReal = Self.compare(real)
    var written = Corpus()
    for pattern in Self.probePatterns { written.add(pattern, texts: []) }
    let onWritten = Self.compare(written)
    let all = onSuite.disagreements + onReal.disagreements + onWritten.disagreements
    print(
      "RegexEngineAgreement: suite \(suite.patterns.count) patterns, \(onSuite.comparisons) comparisons, \(onSuite.disagreements.count) disagreements; real schemas \(real.patterns.count) patterns, \(onReal.comparisons) comparisons, \(onReal.disagreements.count) disagreements; written here \(written.patterns.count) patterns, \(onWritten.comparisons) comparisons, \(onWritten.disagreements.count) disagreements; \(Set(all.map(\.pattern)).count) patterns differ"
    )
    for disagreement in all { print("RegexEngineAgreement: \(disagreement)") }
    for disagreement in all where Self.knownDifferences[disagreement.pattern] == nil {
      Issue.record("unexplained: \(disagreement)")
    }
    let differing = Set(all.map(\.pattern))
    for pattern in Self.knownDifferences.keys where !differing.contains(pattern) {
      Issue.record("listed but agrees now: \(pattern.debugDescription)")
    }
  }
}
