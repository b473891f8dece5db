import ArgumentParser

@main
struct FormlineCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "formline",
    abstract: "A line-oriented interactive prompt wizard for forms.",
    version: "0.1.0",
    subcommands: [ParseDateCommand.self]
  )
}
