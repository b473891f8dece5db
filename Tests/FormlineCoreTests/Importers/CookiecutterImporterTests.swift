import FormlineTestSupport
import OrderedCollections
import Testing

@testable import FormlineCore

struct CookiecutterImporterTests {
  static let json = """
    {
      "name": "My App",
      "slug": "{{ cookiecutter.name | slugify }}",
      "use_docs": "no",
      "email": "Your email",
      "license": ["MIT", "BSD"],
      "docker": true,
      "extra": {"a": 1},
      "_private": "{{ raw }}",
      "__computed": "{{ cookiecutter.slug }}-x",
      "__prompts__": {"name": "Project name", "license": {"__prompt__": "Licence?", "MIT": "MIT licence"}}
    }
    """

  @Test func questionsFollowCookiecuttersRules() throws {
    let form = try FormLoader(surroundings: .testing()).load(
      text: Self.json, file: "t/cookiecutter.json"
    ).form
    #expect(form.dialect == .cookiecutter)
    let fields = form.fields
    #expect(
      fields.compactMap(\.key) == [
        "name", "slug", "use_docs", "email", "license", "docker", "_private", "__computed", "extra",
      ])
    #expect(fields[0].title == "Project name")
    #expect(fields[1].derived.defaultValue?.variables == ["name"])
    // No inference from names or values: "no" and "Your email" are text defaults.
    #expect(fields[2].kind == .text && fields[2].defaultValue == .string("no"))
    #expect(fields[3].kind == .text)
    #expect(fields[4].choices.mode == .single && fields[4].title == "Licence?")
    #expect(fields[4].choices.options.map(\.title) == ["MIT licence", "BSD"])
    #expect(fields[4].defaultValue == .string("MIT"))
    #expect(fields[5].kind == .boolean && fields[5].defaultValue == .bool(true))
    #expect(fields[6].derived.isComputed && fields[6].defaultValue == .string("{{ raw }}"))
    #expect(fields[7].derived.isComputed && fields[7].derived.defaultValue != nil)
    #expect(!fields[8].derived.isComputed && fields[8].syntax == .json)
    // cookiecutter renders a dictionary's values: the number becomes text.
    #expect(fields[8].defaultValue == .object(["a": .string("1")]))
  }

  @Test func unsupportedJinjaIsAnErrorAtItsPlace() {
    let json = "{\n  \"a\": \"x\",\n  \"b\": \"{{ cookiecutter.a | frobnify }}\"\n}\n"
    do {
      _ = try FormLoader(surroundings: .testing()).load(text: json, file: "cookiecutter.json")
      Issue.record("expected an error")
    } catch {
      guard case .invalid(let diagnostics) = error else { return }
      #expect(
        diagnostics.map(\.description) == [
          "cookiecutter.json:3:29: error: b: filter 'frobnify' is not supported"
        ])
    }
  }

  /// A key `""` would be dropped by `formline convert` (a native `key: ''` is no key): it
  /// is refused where it is read.
  @Test func anEmptyKeyIsRefused() {
    let json = "{\"\": \"x\", \"b\": \"y\"}"
    do {
      _ = try FormLoader(surroundings: .testing()).load(text: json, file: "cookiecutter.json")
      Issue.record("expected an error")
    } catch {
      guard case .invalid(let diagnostics) = error else { return }
      #expect(
        diagnostics.map(\.description) == [
          "cookiecutter.json:1:2: error: a question needs a name; the empty key \"\" is not "
            + "supported"
        ])
    }
  }

  /// The same in a copier.yml, where YAML spells it `"":` or an anchored empty key (found
  /// by the convert fuzzer: the converted form filled differently).
  @Test func anEmptyKeyIsRefusedInCopierYAMLToo() {
    let yaml = "name:\n  default: app\n\"\":\n  type: int\n"
    do {
      _ = try FormLoader(surroundings: .testing()).load(text: yaml, file: "copier.yml")
      Issue.record("expected an error")
    } catch {
      guard case .invalid(let diagnostics) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(
        diagnostics.map(\.description) == [
          "copier.yml:3:1: error: a question needs a name; the empty key \"\" is not supported"
        ])
    }
  }
}
