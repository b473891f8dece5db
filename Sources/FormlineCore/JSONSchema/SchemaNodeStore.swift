import FoundationEssentials

/// The nodes of a schema compiled as evaluations reach them: a schema of megabytes (every
/// AWS resource type) costs, at load, only the parts its first values meet.
///
/// Shared by every copy of its `CompiledSchema` and read from any thread, so the compiler
/// is behind a lock; a node compiled once stays compiled.
final class SchemaNodeStore: @unchecked Sendable {
  private let lock = ThreadLock()
  private var compiler: SchemaCompiler

  init(_ compiler: SchemaCompiler) {
    self.compiler = compiler
  }

  /// The node at `index`, its keywords compiled now if this is the first time.
  func node(_ index: Int) -> SchemaNode {
    lock.lock()
    defer { lock.unlock() }
    compiler.complete(index)
    return compiler.nodes[index]
  }

  var dynamicAnchors: [String: [String: Int]] {
    lock.lock()
    defer { lock.unlock() }
    return compiler.dynamicAnchorNodes
  }

  var recursiveAnchors: [String: Int] {
    lock.lock()
    defer { lock.unlock() }
    return compiler.recursiveAnchorNodes
  }

  var unresolvedReferences: [String] {
    lock.lock()
    defer { lock.unlock() }
    return compiler.unresolvedReferences
  }
}
