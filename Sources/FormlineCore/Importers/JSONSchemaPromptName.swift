/// How a JSON Schema property is named at its prompt: by its own key, with its title as help.
///
/// The key is the vocabulary of the config being written (`compilerOptions › strict`, as
/// the file and its documentation spell it); the schema's `title` goes above its
/// description in the help. A title reworded from the key ("Strict" for `strict`) would
/// only repeat it, so it is left out.
///
/// A collection's item has no key: it keeps the schema's title ("Item" without one).
struct JSONSchemaPromptName {
  let title: String
  let help: String?

  init(key: String?, title: String?, description: String?) {
    guard let key else {
      self.title = title ?? "Item"
      self.help = description
      return
    }
    self.title = key
    guard let title, !title.isEmpty, !Self.repeats(key, title) else {
      self.help = description
      return
    }
    guard let description, !description.isEmpty else {
      self.help = title
      return
    }
    // One line, so the offered-properties menu, which shows a help's first line, keeps both.
    let joiner = title.last.map { ".:!?".contains($0) } == true ? " " : ": "
    self.help = title + joiner + description
  }

  /// Whether a title says no more than its key: the same letters and digits, ignoring case
  /// (`Package Ecosystem` for `package-ecosystem`).
  static func repeats(_ key: String, _ title: String) -> Bool {
    func letters(_ text: String) -> [Character] {
      text.lowercased().filter { $0.isLetter || $0.isNumber }
    }
    return letters(key) == letters(title)
  }
}
