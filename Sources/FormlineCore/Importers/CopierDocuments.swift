import FoundationEssentials

/// A copier.yml read as copier reads it: every YAML document of the file (and of the files
/// `--- !include other.yml` names) merged into one mapping, a later document's key
/// replacing an earlier one's value where the first one set its place, and the list
/// settings copier accumulates (`_exclude`, `_jinja_extensions`, `_secret_questions`,
/// `_skip_if_exists`) joined across documents.
struct CopierDocuments {
  let context: LoadContext

  /// Settings whose lists copier joins across documents instead of replacing.
  private static let joinedSettings = [
    "_exclude", "_jinja_extensions", "_secret_questions", "_skip_if_exists",
  ]

  /// Included files may include others; past this depth the chain is refused.
  private static let maximumDepth = 8

  /// The merged mapping; nil (with errors recorded) when the file cannot be read as
  /// copier reads it; an empty mapping for a file without questions.
  func merged(text: String, file: String) -> DocumentNode? {
    var documents: [DocumentNode] = []
    var visited: Set<String> = []
    guard collect(text: text, file: file, depth: 0, visited: &visited, into: &documents) else {
      return nil
    }
    var members: [DocumentNode.Member] = []
    var positions: [String: Int] = [:]
    var joined: [String: [DocumentNode]] = [:]
    for document in documents {
      guard let documentMembers = document.members else {
        context.error(
          "copier.yml documents are mappings, not \(document.kindName)", at: document.location,
          path: nil)
        return nil
      }
      for member in documentMembers {
        if Self.joinedSettings.contains(member.key) {
          joined[member.key, default: []].append(contentsOf: member.value.items ?? [member.value])
        }
        if let position = positions[member.key] {
          members[position].value = member.value
        } else {
          positions[member.key] = members.count
          members.append(member)
        }
      }
    }
    for (key, items) in joined {
      guard let position = positions[key] else { continue }
      members[position].value = DocumentNode(
        content: .sequence(items), location: members[position].value.location)
    }
    return DocumentNode(
      content: .mapping(members),
      location: documents.first?.location ?? SourceLocation(file: file, line: 1, column: 1))
  }

  /// The non-empty documents of one file, includes replaced by the documents they name.
  /// - Returns: false after recording why the file cannot be read.
  private func collect(
    text: String, file: String, depth: Int, visited: inout Set<String>,
    into documents: inout [DocumentNode]
  ) -> Bool {
    let composed: [ComposedDocument]
    do {
      composed = try DocumentComposer.composeAll(text, file: file)
    } catch {
      context.diagnostics.append(error)
      return false
    }
    for document in composed {
      for tag in document.tags where !(tag.isRoot && tag.name == "!include") {
        let message =
          tag.name == "!include"
          ? "copier feature '!include' is supported here only as a whole document "
            + "('--- !include file.yml')"
          : "tag '\(tag.name)' is not one copier reads"
        context.error(message, at: tag.location, path: nil)
        return false
      }
      guard let root = document.root else { continue }
      if document.tags.first?.isRoot == true, let pattern = root.scalarText {
        guard
          include(
            pattern, at: root.location, depth: depth, visited: &visited, into: &documents)
        else { return false }
        continue
      }
      // PyYAML reads an empty document as None, which copier skips.
      if case .scalar(let text, false) = root.content,
        ["", "~", "null", "Null", "NULL"].contains(text)
      {
        continue
      }
      documents.append(root)
    }
    return true
  }

  private func include(
    _ pattern: String, at location: SourceLocation, depth: Int, visited: inout Set<String>,
    into documents: inout [DocumentNode]
  ) -> Bool {
    guard !pattern.contains(where: { "*?[".contains($0) }) else {
      context.error(
        "copier feature '!include' with a glob pattern is not supported (name each file)",
        at: location, path: nil)
      return false
    }
    guard !pattern.hasPrefix("/") else {
      context.error(
        "copier's '!include' takes a path relative to copier.yml", at: location, path: nil)
      return false
    }
    guard depth < Self.maximumDepth else {
      context.error(
        "'!include' nested deeper than \(Self.maximumDepth) files", at: location, path: nil)
      return false
    }
    guard
      let file = NamedFile.locate(
        pattern, from: location, what: "include", path: .root, context: context)
    else { return false }
    guard visited.insert(file.canonical).inserted else {
      context.error("include cycle at '\(pattern)'", at: location, path: nil)
      return false
    }
    defer { visited.remove(file.canonical) }
    // copier includes what its glob finds: a missing file adds nothing.
    guard FileSource.isRegularFile(file.absolute) else { return true }
    guard let text = context.text(of: file, or: "cannot include '\(pattern)'", at: location)
    else { return false }
    // copier finds every include in the template's root, whichever file names it.
    context.baseDirectories[file.shown] = context.baseDirectories[location.file]
    context.sources[file.shown] = text
    return collect(
      text: text, file: file.shown, depth: depth + 1, visited: &visited, into: &documents)
  }
}
