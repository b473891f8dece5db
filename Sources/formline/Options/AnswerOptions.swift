import ArgumentParser

/// Where answers come from besides the person (the precedence formline(1) gives: --set, then
/// answers files with later ones winning, then the environment, then defaults).
struct AnswerOptions: ParsableArguments {
  @ArgumentParser.Option(
    name: [.customShort("a"), .long],
    help: ArgumentHelp(
      "Answers in YAML, JSON, JSON with comments (.jsonc) or TOML, shaped like the result; - reads them from standard input (then nothing is asked). Repeatable; later files win.",
      valueName: "file"),
    completion: .file(extensions: ["json", "jsonc", "yaml", "yml", "toml"]))
  var answers: [String] = []

  @Flag(
    name: .customLong("jsonc"),
    help: "Read .json answers files as JSON with comments and trailing commas, as .jsonc files are."
  )
  var jsonc = false

  @ArgumentParser.Option(
    name: .customLong("set"),
    help: ArgumentHelp(
      "One answer, read as typed input of that field: address.city=Paris, tags[2]=x. Repeatable.",
      valueName: "path=value"),
    completion: .custom { words, _, prefix in SetCompletion.candidates(words: words, prefix: prefix)
    })
  var set: [String] = []

  @ArgumentParser.Option(
    name: .customLong("env-prefix"),
    help: ArgumentHelp(
      "Take answers from environment variables PREFIX_FIELD_PATH (upper snake case).",
      valueName: "prefix"))
  var envPrefix: String?

  func validate() throws {
    if envPrefix == "" {
      // An empty prefix would read every variable (PATH, HOME, tokens) as an answer.
      throw ValidationError("--env-prefix needs a prefix, such as APP")
    }
  }

  var sources: AnswerSources {
    AnswerSources(
      files: answers, assignments: set, environmentPrefix: envPrefix, allowsComments: jsonc)
  }
}
