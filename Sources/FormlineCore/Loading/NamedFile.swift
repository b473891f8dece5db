import FoundationEssentials

/// A file a form names (an include, a page): where it is, how messages name it, and
/// whether it may be read.
struct NamedFile {
  /// The path opened: absolute, so the process's working directory never matters.
  var absolute: String
  /// With `.`, `..` and symbolic links resolved: what cycles and the cache compare, and
  /// what must lie under the form's directory.
  var canonical: String
  /// The path relative to the working directory when it lies below it, for short messages.
  var shown: String

  /// Finds `name` as written in the file of `location`, or reports why it may not be read.
  ///
  /// Files outside the outermost form's directory are refused (unless that check is off),
  /// so a form cannot read `/etc/shadow` or `../secret` through an include, a page or a
  /// symbolic link pointing out.
  /// - Parameters:
  ///   - name: The path as the form writes it.
  ///   - location: Where the form names it; its file is the one `name` is relative to.
  ///   - what: "include" or "page", for the message.
  ///   - path: The field, for the message.
  ///   - context: The load, with its surroundings and enclosing directory.
  /// - Returns: The file, or nil after reporting that it lies outside.
  static func locate(
    _ name: String, from location: SourceLocation, what: String, path: FieldPath,
    context: LoadContext
  ) -> NamedFile? {
    let surroundings = context.surroundings
    let base =
      context.baseDirectories[location.file]
      ?? PathText.parent(of: surroundings.absolute(location.file))
    let absolute = URL(
      fileURLWithPath: name.hasPrefix("/") ? name : PathText.joined(base, name)
    ).standardizedFileURL.path
    let canonical = FormLoader.canonical(absolute)
    if let enclosing = context.enclosingDirectory,
      canonical != enclosing, !canonical.hasPrefix(enclosing == "/" ? "/" : enclosing + "/")
    {
      context.error(
        "\(what) '\(name)' is outside the form's directory (\(enclosing))", at: location,
        path: path, notes: ["formline --allow-outside reads files anywhere"])
      return nil
    }
    let directory = surroundings.workingDirectory
    let shown =
      directory != "/" && absolute.hasPrefix(directory + "/")
      ? String(absolute.dropFirst(directory.count + 1)) : absolute
    return NamedFile(absolute: absolute, canonical: canonical, shown: shown)
  }
}
