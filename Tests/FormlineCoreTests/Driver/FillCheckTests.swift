import FormlineTestSupport
import Testing

@testable import FormlineCore

/// A check (`FillDriver.check()`, what `validate` runs) says what a fill without a person
/// says, problem for problem and warning for warning, without building the result when it
/// can tell from the flow that every answer given is written.
struct FillCheckTests {
  static let options = FillOptions(interactive: false, surroundings: .testing())

  /// The problems and warnings a fill reports, as `validate` prints them.
  static func afterFill(_ session: FillSession) -> String {
    var driver = FillDriver(session: session, answers: nil)
    switch driver.run() {
    case .finished(let result):
      return "valid "
        + report(
          driver.session.shownProblems.filter { $0.severity == .warning }
            + driver.session.unusedPresetWarnings(result: result))
    case .invalid(let problems): return "invalid " + report(problems)
    default: return "stopped"
    }
  }

  /// The same from a check, and whether it told from the flow that every answer was used.
  static func afterCheck(_ session: FillSession) -> (report: String, toldFromFlow: Bool) {
    var driver = FillDriver(session: session, answers: nil)
    let verdict = driver.check()
    switch verdict {
    case .valid(let toldFromFlow):
      let warnings =
        driver.session.shownProblems.filter { $0.severity == .warning }
        + driver.session.unusedPresetWarnings(after: verdict)
      return ("valid " + report(warnings), toldFromFlow)
    case .invalid(let problems): return ("invalid " + report(problems), false)
    case .stopped: return ("stopped", false)
    }
  }

  static func report(_ problems: [Diagnostic]) -> String {
    problems.map(\.description).joined(separator: " | ")
  }

  static func presets(_ answers: String, form: Form) -> PresetAnswers {
    var presets = PresetAnswers()
    presets.mergeAnswersDocument(answers, file: "a.yaml", form: form)
    return presets
  }

  /// Conditions on earlier and later fields, a conditional section and subform, a subform
  /// with conditions inside.
  static let server = """
    sections:
      - fields:
          - {key: host, required: true, default: localhost}
          - {key: port, type: integer, default: 8080, min: 1}
          - {key: tls, type: boolean, default: false}
          - {key: certificate, when: "$tls == true", required: true}
          - {key: legacy, type: boolean, when: "$modern != true"}
          - {key: modern, type: boolean, default: true}
          - key: database
            fields:
              - {key: host, default: localhost}
              - {key: ssl, type: boolean, default: false}
              - {key: ca, when: "$ssl == true"}
      - when: "$tls == true"
        fields:
          - {key: ciphers, options: [a, b, c], multiple: true}
          - key: acme
            fields: [email]
    """

  @Test(arguments: [
    ("host: a\nport: 2\n", true),
    (
      "host: a\ntls: true\ncertificate: c.pem\nciphers: [a, b]\nacme: {email: e@example.com}\n",
      true
    ),
    ("database: {host: db, ssl: true, ca: ca.pem}\n", true),
    ("modern: false\nlegacy: true\n", true),
    // Given for fields a condition hides: found in the result, each named.
    ("tls: false\ncertificate: c.pem\n", false),
    ("ciphers: [a]\nacme: {email: e}\n", false),
    ("legacy: true\n", false),
    ("database: {ssl: false, ca: ca.pem}\n", false),
    // Keys the form does not have, a repeated option, a refused value, a missing answer.
    // Keys the form does not have are warned about as they are read, not kept as answers.
    ("extra: 1\ndatabase: {nope: 2}\n", true),
    // A repeated option is kept once: the item given twice is looked for in the result.
    ("tls: true\ncertificate: c\nciphers: [a, a]\n", false),
    ("port: 0\n", false),
    ("tls: true\n", false),
  ])
  func aCheckSaysWhatAFillSays(answers: String, toldFromFlow: Bool) throws {
    let form = try TestForms.form(Self.server)
    let given = Self.presets(answers, form: form)
    let filled = Self.afterFill(FillSession(form: form, presets: given, options: Self.options))
    let checked = Self.afterCheck(FillSession(form: form, presets: given, options: Self.options))
    #expect(checked.report == filled)
    #expect(checked.toldFromFlow == toldFromFlow)
    // From a plan, as `validate --each` checks each file.
    let plan = FillPlan(form: form, options: Self.options)
    #expect(Self.afterCheck(FillSession(plan: plan, presets: given)) == checked)
  }

  @Test func hiddenAnswersAreStillNamed() throws {
    let form = try TestForms.form(Self.server)
    let given = Self.presets("tls: false\ncertificate: c.pem\nciphers: [a]\n", form: form)
    let checked = Self.afterCheck(FillSession(form: form, presets: given, options: Self.options))
    #expect(
      checked.report
        == "valid a.yaml:2:14: warning: certificate: hidden by condition '$tls == true'; "
        + "answer not used | a.yaml:3:10: warning: ciphers: hidden by condition of its "
        + "section; answer not used")
  }

  /// Many answers under conditions (more than are looked for in turn): the same verdicts
  /// from the flow's paths filed in tables.
  @Test(arguments: [("on", true), ("off", false)])
  func manyConditionalAnswersAreLookedUpTheSame(mode: String, toldFromFlow: Bool) throws {
    var text = "- {key: mode, options: [on, off]}\n"
    var answers = "mode: \(mode)\n"
    for index in 0..<40 {
      text += "- {key: f\(index), when: \"$mode == 'on'\"}\n"
      text += "- {key: s\(index), when: \"$mode == 'on'\", fields: [a, {key: b, when: \"$a\"}]}\n"
      answers += "f\(index): v\ns\(index): {a: x, b: y, c: z}\n"
    }
    let form = try TestForms.form(text)
    let given = Self.presets(answers, form: form)
    let filled = Self.afterFill(FillSession(form: form, presets: given, options: Self.options))
    let checked = Self.afterCheck(FillSession(form: form, presets: given, options: Self.options))
    #expect(checked.report == filled)
    #expect(checked.toldFromFlow == toldFromFlow)
  }

  /// Forms whose result does not follow their flow: the check builds the result to look
  /// for unused answers, and says the same.
  @Test(arguments: [
    ("- {key: tags, type: array, template: text}\n- mode\n", "tags: [a, b]\nmode: m\n"),
    ("- {key: extra, optional: true, fields: [x]}\n", "extra: {x: 1}\n"),
    ("- {key: note, type: label, default: hi}\n- b\n", "note: given\nb: 2\n"),
  ])
  func otherShapesAreCheckedThroughTheResult(form text: String, answers: String) throws {
    let form = try TestForms.form(text)
    #expect(!ResultShape(form: form).followsFlow)
    let given = Self.presets(answers, form: form)
    let filled = Self.afterFill(FillSession(form: form, presets: given, options: Self.options))
    let checked = Self.afterCheck(FillSession(form: form, presets: given, options: Self.options))
    #expect(checked.report == filled)
    #expect(!checked.toldFromFlow)
  }

  /// Random forms (conditions on earlier and later fields, conditional sections, subforms,
  /// now and then a collection or an optional subform) and random answers, valid or not,
  /// for fields shown, hidden or absent: a check and a fill always agree.
  @Test func randomFormsAndAnswersAgree() throws {
    var random = SplitMix(seed: 28)
    var toldFromFlow = 0
    var compared = 0
    for _ in 0..<300 {
      let shape = RandomShape(random: &random)
      guard let form = try? TestForms.form(shape.formText) else { continue }
      for _ in 0..<4 {
        let given = Self.presets(shape.answers(random: &random), form: form)
        let filled = Self.afterFill(
          FillSession(form: form, presets: given, options: Self.options))
        let checked = Self.afterCheck(
          FillSession(form: form, presets: given, options: Self.options))
        #expect(checked.report == filled, "\(shape.formText)")
        compared += 1
        if checked.toldFromFlow { toldFromFlow += 1 }
      }
    }
    // Both ways are taken often: the flow tells, and the result is built.
    #expect(compared > 1_000)
    #expect(toldFromFlow > compared / 5)
    #expect(toldFromFlow < compared * 4 / 5)
  }
}

/// A random form of boolean, text, number and option fields, with its answers.
private struct RandomShape {
  struct Node {
    var key: String
    var kind: Int
    var condition: String?
    /// The boolean `condition` reads.
    var reads: String?
    var inner: [Node] = []
  }
  var sections: [(condition: String?, nodes: [Node])] = []
  var booleans: [String] = []

  /// Conditions read only booleans that have none themselves, earlier or later in the
  /// form; the second section's reads one of the first section's: no condition depends on
  /// itself, which the form's checks refuse.
  init(random: inout SplitMix) {
    let count = Int.random(in: 2...7, using: &random)
    let keys = (0..<count).map { "f\($0)" }
    booleans = keys.filter { _ in Bool.random(using: &random) }
    if booleans.isEmpty { booleans = [keys[0]] }
    let cut = Int.random(in: 1...count, using: &random)
    var nodes: [Node] = []
    for key in keys {
      // Now and then a collection or an optional subform, whose result does not follow the
      // flow.
      let kind =
        Int.random(in: 0..<10, using: &random) == 0
        ? Int.random(in: 6...7, using: &random) : Int.random(in: 1...5, using: &random)
      var node = Node(key: key, kind: booleans.contains(key) ? 0 : kind)
      let others = booleans.filter { $0 != key }
      if !booleans.contains(key) || Int.random(in: 0..<4, using: &random) == 0,
        Int.random(in: 0..<3, using: &random) > 0, let other = others.randomElement(using: &random)
      {
        node.condition =
          Bool.random(using: &random) ? "when: \"$\(other) == true\"" : "hidden: \"$\(other)\""
        node.reads = other
      }
      if node.kind == 5 {
        node.inner = [
          Node(key: "b", kind: 0, condition: nil),
          Node(
            key: "t", kind: 1,
            condition: Bool.random(using: &random) ? "when: \"$b == true\"" : nil),
        ]
      }
      nodes.append(node)
    }
    // A boolean that a condition reads has none itself.
    let read = Set(nodes.compactMap(\.reads))
    for index in nodes.indices where read.contains(nodes[index].key) {
      nodes[index].condition = nil
    }
    let first = nodes[..<cut].filter { $0.kind == 0 && $0.condition == nil }.map(\.key)
    let second = first.randomElement(using: &random).map { "when: \"$\($0) != true\"" }
    sections = [(nil, Array(nodes[..<cut])), (second, Array(nodes[cut...]))]
  }

  var formText: String {
    var lines = ["sections:"]
    for section in sections where !section.nodes.isEmpty {
      lines.append("  - " + (section.condition.map { $0 + "\n    " } ?? "") + "fields:")
      for node in section.nodes { lines.append("      - " + Self.text(of: node)) }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func text(of node: Node) -> String {
    let condition = node.condition.map { ", " + $0 } ?? ""
    switch node.kind {
    case 0: return "{key: \(node.key), type: boolean\(condition)}"
    case 1: return "{key: \(node.key)\(condition)}"
    case 2: return "{key: \(node.key), type: integer, min: 0\(condition)}"
    case 3: return "{key: \(node.key), options: [x, y]\(condition)}"
    case 4: return "{key: \(node.key), options: [x, y, z], multiple: true\(condition)}"
    case 5:
      let inner = node.inner.map { text(of: $0) }.joined(separator: ", ")
      return "{key: \(node.key), fields: [\(inner)]\(condition)}"
    case 6: return "{key: \(node.key), type: array, template: text\(condition)}"
    default: return "{key: \(node.key), optional: true, fields: [a]\(condition)}"
    }
  }

  /// An answers document: some fields, valid or not, a key the form lacks now and then.
  func answers(random: inout SplitMix) -> String {
    var lines: [String] = []
    for node in sections.flatMap(\.nodes) where Int.random(in: 0..<3, using: &random) > 0 {
      let bad = Int.random(in: 0..<8, using: &random) == 0
      let value: String
      switch node.kind {
      case 0: value = bad ? "maybe" : Bool.random(using: &random) ? "true" : "false"
      case 1: value = "text"
      case 2: value = bad ? "-1" : "3"
      case 3: value = bad ? "q" : "y"
      case 4: value = bad ? "[q]" : Bool.random(using: &random) ? "[x, z]" : "[y, y]"
      case 5: value = Bool.random(using: &random) ? "{b: true, t: inner}" : "{b: false, t: no}"
      case 6: value = "[one, two]"
      default: value = "{a: 1}"
      }
      lines.append("\(node.key): \(value)")
    }
    if Int.random(in: 0..<6, using: &random) == 0 { lines.append("unknown: 1") }
    return lines.joined(separator: "\n") + "\n"
  }
}
