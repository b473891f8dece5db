import ArgumentParser
import FormlineCore

/// The completion scripts `formline --generate-completion-script SHELL` prints.
///
/// swift-argument-parser's scripts complete subcommands but know nothing of a default
/// subcommand, so `formline Exa<Tab>` and `formline FORM --<Tab>` (the README's way to run
/// `fill`) offered nothing. Each script gets one small edit: words that do not start with
/// a subcommand are completed as `fill`'s. The edits match the generator's text exactly
/// and fail loudly in the tests (`CompletionScriptTests`) if a new swift-argument-parser
/// writes it differently.
enum CompletionScript {
  /// The script for `shell` with the default subcommand wired in, or nil for a shell
  /// swift-argument-parser does not know.
  static func generate(forShell name: String) -> String? {
    guard let shell = CompletionShell(rawValue: name) else { return nil }
    let script = FormlineCommand.completionScript(for: shell)
    switch shell {
    case .bash: return patched(script, edits: bashEdits)
    case .zsh: return patched(script, edits: zshEdits)
    case .fish: return patched(script, edits: fishEdits(script))
    default: return script
    }
  }

  private static func patched(_ script: String, edits: [(String, String)]) -> String {
    var result = script
    for (original, replacement) in edits {
      result = result.replacingLiterally(original, with: replacement)
    }
    return result
  }

  private static let subcommandList = "fill validate schema show parse-date convert help"

  private static let bashEdits = [
    (
      """
          *)
              # Offer subcommand completions
              COMPREPLY+=($(compgen -W '\(subcommandList)' -- "${cur}"))
              ;;
      """,
      """
          *)
              # Offer subcommand completions, and complete `formline FORM …` as fill (the
              # default subcommand): its form files, options and option values
              [[ "${#unparsed_words[@]}" -eq 0 ]] \\
                  && COMPREPLY+=($(compgen -W '\(subcommandList)' -- "${cur}"))
              unparsed_words=("${subcommand}" "${unparsed_words[@]}")
              _formline_fill
              ;;
      """
    )
  ]

  private static let zshEdits = [
    (
      """
              _describe -V subcommand subcommands && ret=0
              ;;
      """,
      """
              _describe -V subcommand subcommands && ret=0
              # `formline FORM` runs fill, the default subcommand: offer its form files too
              _formline_fill && ret=0
              ;;
      """
    ),
    (
      """
                  "_formline_${words[1]}" && ret=0
                  ;;
              esac
      """,
      """
                  "_formline_${words[1]}" && ret=0
                  ;;
              *)
                  # `formline FORM …`: the words belong to fill, the default subcommand
                  words=("${command_name}" "${words[@]}")
                  (( CURRENT++ ))
                  _formline_fill && ret=0
                  ;;
              esac
      """
    ),
  ]

  /// Fish: tokens that do not start with a subcommand are parsed as fill's, and the
  /// first word also completes to fill's form files.
  private static func fishEdits(_ script: String) -> [(String, String)] {
    let fillParse = script.split(separator: "\n").first {
      // fill's parse line: the only one with --transcript, whatever options come first.
      $0.hasPrefix("            __formline_parse_subcommand 1 ")
        && $0.containsLiterally("'transcript='")
    }
    let fillForm = script.split(separator: "\n").first {
      $0.hasPrefix(
        "complete -c 'formline' -n '__formline_should_offer_completions_for_positional \"formline fill\" -eq 1'"
      )
    }
    guard let fillParse, let fillForm else { return [] }
    return [
      (
        """
                case 'help'
                    __formline_parse_subcommand -r 1 'version'
                end
        """,
        """
                case 'help'
                    __formline_parse_subcommand -r 1 'version'
                case '?*'
                    # `formline FORM …`: fill, the default subcommand
                    set unparsed_tokens fill $unparsed_tokens
        \(fillParse)
                end
        """
      ),
      (
        String(fillForm) + "\n",
        String(fillForm) + "\n"
          + fillForm.replacingLiterally("\"formline fill\" -eq 1", with: "\"formline\" -eq 1")
          + "\n"
      ),
    ]
  }
}
