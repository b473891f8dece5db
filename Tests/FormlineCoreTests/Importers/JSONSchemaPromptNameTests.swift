import FormlineTestSupport
import Testing

@testable import FormlineCore

/// A JSON Schema property is asked by its own key, as the config spells it, with the
/// schema's title as help when the title says more than the key.
struct JSONSchemaPromptNameTests {
  @Test func aPropertyIsNamedByItsKeyAndItsTitleIsHelp() {
    let name = JSONSchemaPromptName(
      key: "noImplicitAny", title: "Implicit any", description: "Raise an error on any.")
    #expect(name.title == "noImplicitAny")
    #expect(name.help == "Implicit any: Raise an error on any.")
  }

  @Test func aTitleEndingInPunctuationIsFollowedBySpace() {
    let name = JSONSchemaPromptName(key: "os", title: "Operating system.", description: "Pick one.")
    #expect(name.help == "Operating system. Pick one.")
  }

  @Test func aTitleThatRepeatsTheKeyIsLeftOut() {
    for (key, title) in [
      ("strict", "Strict"), ("package-ecosystem", "Package Ecosystem"),
      ("apt_packages", "APT packages"), ("runs-on", "Runs on"),
    ] {
      let name = JSONSchemaPromptName(key: key, title: title, description: "What it does.")
      #expect(name.title == key)
      #expect(name.help == "What it does.", "\(key)")
      #expect(JSONSchemaPromptName(key: key, title: title, description: nil).help == nil)
    }
  }

  @Test func aTitleAloneIsTheHelp() {
    let name = JSONSchemaPromptName(key: "db", title: "Database", description: nil)
    #expect(name.title == "db")
    #expect(name.help == "Database")
  }

  @Test func anItemHasNoKeyAndKeepsTheSchemasTitle() {
    #expect(JSONSchemaPromptName(key: nil, title: "Play", description: "d").title == "Play")
    #expect(JSONSchemaPromptName(key: nil, title: "Play", description: "d").help == "d")
    #expect(JSONSchemaPromptName(key: nil, title: nil, description: nil).title == "Item")
  }

  /// tsconfig's shape: nested properties are asked as `compilerOptions › strict`, the
  /// vocabulary of the file and of its documentation.
  @Test func nestedPropertiesAreNamedByTheirKeysInTheForm() throws {
    let form = try TestForms.form(
      #"""
      {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
       "properties": {"compilerOptions": {"type": "object", "title": "Compiler Options",
         "description": "Instructs the compiler.",
         "properties": {
           "strict": {"type": "boolean", "title": "Strict",
                      "description": "Enable all strict type checking options."},
           "noImplicitAny": {"type": "boolean", "title": "Disallow implicit any",
                             "markdownDescription": "Error on *any*."}}}}}
      """#, file: "tsconfig.schema.json")
    let options = try #require(form.field(withKey: "compilerOptions"))
    #expect(options.title == "compilerOptions")
    #expect(options.help == "Instructs the compiler.")
    let strict = try #require(options.subform?.field(withKey: "strict"))
    #expect(strict.title == "strict")
    #expect(strict.help == "Enable all strict type checking options.")
    let noImplicitAny = try #require(options.subform?.field(withKey: "noImplicitAny"))
    #expect(noImplicitAny.title == "noImplicitAny")
    #expect(noImplicitAny.help == "Disallow implicit any: Error on *any*.")
  }

  /// A whole document that is a list or a scalar has no key: the schema's title names it.
  @Test func aRootThatIsNoObjectIsNamedByItsTitle() throws {
    let titled = try TestForms.form(
      #"{"$schema": "http://json-schema.org/draft-07/schema#", "title": "Plays", "type": "array", "items": {"type": "string"}}"#,
      file: "p.json")
    #expect(titled.fields.first?.title == "Plays")
    let untitled = try TestForms.form(
      #"{"$schema": "http://json-schema.org/draft-07/schema#", "description": "A list.", "type": "array", "items": {"type": "string"}}"#,
      file: "p.json")
    #expect(untitled.fields.first?.title == "Value")
    #expect(untitled.fields.first?.help == "A list.")
  }
}
