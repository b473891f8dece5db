/// Which variable names an env result may take, and which it should not take silently.
///
/// Sourcing an env file (`. ./out.env`) sets every name in it in the user's shell: a field
/// called `path` would replace `PATH`, and `ldPreload` would set `LD_PRELOAD` for every
/// program started afterwards. A prefix (`--env-prefix APP` → `APP_PATH`) avoids both.
package enum EnvNames {
  /// What one name means for a person who sources the file.
  package enum Verdict: Equatable, Sendable {
    case fine
    /// Replaces a variable most shells and programs already have (`PATH`, `HOME`).
    case shadowsCommonVariable
    /// Changes how the shell or every later program runs (`LD_PRELOAD`, `IFS`).
    case changesHowProgramsRun
    /// Has no letter: the key was only symbols (`!!` → `__`).
    case meaningless
  }

  /// Variables that make the shell or the dynamic loader run other code, or parse
  /// differently: bash(1) "Shell Variables", ld.so(8) "Environment".
  static let programChanging: Set<String> = [
    "BASH_ENV", "BASHOPTS", "CDPATH", "ENV", "GLOBIGNORE", "IFS", "PROMPT_COMMAND", "PS4",
    "SHELLOPTS",
  ]

  /// Prefixes of such variables (`LD_PRELOAD`, `LD_LIBRARY_PATH`, `BASH_FUNC_x%%`).
  static let programChangingPrefixes = ["LD_", "BASH_FUNC_"]

  /// Variables a login shell or a desktop session sets and programs read.
  static let common: Set<String> = [
    "COLUMNS", "DISPLAY", "EDITOR", "EUID", "GROUPS", "HISTFILE", "HOME", "HOSTNAME", "LANG",
    "LANGUAGE", "LC_ALL", "LINES", "LOGNAME", "MAIL", "OLDPWD", "PAGER", "PATH", "PPID", "PS1",
    "PS2", "PWD", "SHELL", "SHLVL", "TERM", "TMPDIR", "TZ", "UID", "USER", "VISUAL",
  ]

  /// Judges a name as written, without a prefix.
  ///
  /// ✅ `verdict(for: "PATH")` → `.shadowsCommonVariable`; `verdict(for: "LD_PRELOAD")` →
  /// `.changesHowProgramsRun`; `verdict(for: "__")` → `.meaningless`;
  /// `verdict(for: "SERVER_PORT")` → `.fine`
  ///
  /// - Parameter name: An upper-snake-case variable name.
  /// - Returns: What sourcing a file that sets it would do.
  package static func verdict(for name: String) -> Verdict {
    guard name.unicodeScalars.contains(where: { ("A"..."Z").contains($0) }) else {
      return .meaningless
    }
    if programChanging.contains(name)
      || programChangingPrefixes.contains(where: { name.hasPrefix($0) })
    {
      return .changesHowProgramsRun
    }
    return common.contains(name) ? .shadowsCommonVariable : .fine
  }

  /// The prefix `render` puts in front of names for `--env-prefix`: `app` → `APP_`, as
  /// answers are read from the environment (`APP_ADDRESS_CITY`).
  ///
  /// - Parameter option: The prefix as typed, or nil.
  /// - Returns: The upper-cased prefix and an underscore, or "" without one.
  package static func prefix(fromOption option: String?) -> String {
    guard let option, !option.isEmpty else { return "" }
    return option.uppercased() + "_"
  }
}
