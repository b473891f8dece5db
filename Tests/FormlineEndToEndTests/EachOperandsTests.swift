import ArgumentParser
import Testing

@testable import formline

/// `validate --each`'s names are set aside while swift-argument-parser reads the rest of
/// the command line; these pin that the command made is the one the parser makes of the
/// whole command line, and that anything else is left to the parser.
struct EachOperandsTests {
  static let commandLines: [[String]] = [
    ["validate", "form.yaml", "--each", "a.yaml", "b.yaml", "c.json"],
    ["validate", "form.yaml", "--each", "a.yaml"],
    ["validate", "form.yaml", "--each", "a", "b", "--strict", "--each", "c", "d", "e"],
    ["validate", "--each", "a", "b", "--format", "jsonl", "--", "form.yaml"],
    ["validate", "form.yaml", "--jobs", "2", "--each", "a", "b", "--set", "x=1", "--each", "c"],
    ["validate", "form.yaml", "--each", "a", "-", "b"],
    ["validate", "form.yaml", "--each", "a", "b", "--each", "-"],
    ["validate", "form.yaml", "--each", "-", "--each", "a", "b"],
    ["validate", "form.yaml", "--each=a", "b", "c"],
    ["validate", "form.yaml", "--each=a", "--each", "b", "c"],
    ["validate", "form.yaml", "--each", "a", "", "b"],
    ["validate", "form.yaml", "--each", "@list.txt", "x.yaml"],
    ["validate", "form.yaml", "-a", "shared.yaml", "--each", "a", "b", "--strict"],
  ]

  @Test(arguments: commandLines)
  func theNamesAreThoseTheParserReads(arguments: [String]) throws {
    let whole = try #require(try FormlineCommand.parseAsRoot(arguments) as? ValidateCommand)
    let command = try #require(try FormlineCommand.parsed(arguments) as? ValidateCommand)
    #expect(command.each == whole.each)
    #expect(command.form == whole.form)
    #expect(command.strict == whole.strict)
    #expect(command.format == whole.format)
    #expect(command.jobs == whole.jobs)
    #expect(command.answers.set == whole.answers.set)
  }

  /// Command lines the parser refuses or answers with help: the same error either way.
  static let refusedCommandLines: [[String]] = [
    ["validate", "--each", "a", "b"],
    ["validate", "form.yaml", "--each", "a", "b", "--bogus"],
    ["validate", "form.yaml", "--each", "a", "b", "--", "c"],
    ["validate", "form.yaml", "--each", "a", "b", "--format"],
    ["validate", "form.yaml", "--each", "a", "b", "--jobs", "0"],
  ]

  @Test(arguments: refusedCommandLines)
  func aRefusedCommandLineGetsTheParsersError(arguments: [String]) {
    let whole = refusal(parsing: { try FormlineCommand.parseAsRoot(arguments) })
    #expect(refusal(parsing: { try FormlineCommand.parsed(arguments) }) == whole)
    #expect(whole != nil)
  }

  /// Help asked for after the names is the parser's help command.
  @Test func helpAfterTheNamesIsTheParsers() throws {
    let arguments = ["validate", "form.yaml", "--each", "a", "b", "--help"]
    let whole = try FormlineCommand.parseAsRoot(arguments)
    #expect(!(whole is ValidateCommand))
    #expect(type(of: try FormlineCommand.parsed(arguments)) == type(of: whole))
  }

  /// The parser's whole message for what `parse` throws; nil when it throws nothing.
  private func refusal(parsing parse: () throws -> any ParsableCommand) -> String? {
    do {
      _ = try parse()
      return nil
    } catch {
      return FormlineCommand.fullMessage(for: error)
    }
  }

  @Test func theNamesAfterTheFirstAreSetAside() throws {
    let (shortened, operands) = EachOperands.setAside(
      from: ["validate", "f.yaml", "--each", "a", "b", "c", "--strict", "--each", "d", "e"])
    #expect(shortened == ["validate", "f.yaml", "--each", "a", "--strict", "--each", "d"])
    #expect(operands.runs == [["b", "c"], ["e"]])
    #expect(operands.restored(into: ["a", "d"]) == ["a", "b", "c", "d", "e"])
    #expect(operands.restored(into: ["a", "-", "d"]) == nil)
  }

  /// Other commands, and words after `--`, are the parser's as they are.
  @Test func otherCommandLinesAreLeftAsTheyAre() {
    for arguments in [
      ["form.yaml", "--each", "a", "b"], ["fill", "f.yaml", "-a", "x", "y"],
      ["validate", "f.yaml", "--", "--each", "a", "b"], ["validate", "f.yaml", "--each"],
    ] {
      let (shortened, operands) = EachOperands.setAside(from: arguments)
      #expect(shortened == arguments)
      #expect(operands.isEmpty)
    }
  }
}
