import Foundation

/// Loads `form: other.yaml` relative to the including file, refusing cycles and chains
/// deeper than the limit.
struct IncludeResolver {
  let context: LoadContext

  func load(_ include: String, from location: SourceLocation, path: FieldPath, nesting: Int)
    -> Form?
  {
    let base = URL(fileURLWithPath: location.file).deletingLastPathComponent()
    let target =
      include.hasPrefix("/")
      ? URL(fileURLWithPath: include) : base.appendingPathComponent(include)
    let canonical = FormLoader.canonical(target.path)
    let shownPath = location.file.contains("/") ? target.relativePathFromCwd : include
    if let start = context.includeStack.firstIndex(of: canonical) {
      let cycle = (context.includeStack[start...] + [canonical]).map {
        URL(fileURLWithPath: $0).lastPathComponent
      }
      context.error(
        "include cycle: \(cycle.joined(separator: " → "))", at: location, path: path)
      return nil
    }
    guard context.includeStack.count < context.limits.maximumIncludeDepth else {
      context.error(
        "includes nested deeper than \(context.limits.maximumIncludeDepth) files",
        at: location, path: path)
      return nil
    }
    let text: String
    do {
      text = try context.fileSource.read(shownPath)
    } catch {
      switch error {
      case .unreadable(let diagnostic), .invalid(let diagnostic):
        context.error(
          "cannot include '\(include)': \(diagnostic.message)", at: location, path: path)
      }
      return nil
    }
    context.includeStack.append(canonical)
    defer { context.includeStack.removeLast() }
    return FormDecoder(context: context).decodeDocument(
      text: text, file: shownPath, path: path, nesting: nesting)
  }
}

extension URL {
  /// The path relative to the working directory when it lies below it, for short messages.
  fileprivate var relativePathFromCwd: String {
    let cwd = FileManager.default.currentDirectoryPath
    let full = standardizedFileURL.path
    if full.hasPrefix(cwd + "/") { return String(full.dropFirst(cwd.count + 1)) }
    return full
  }
}
