import FormlineCore

/// A schema file's evaluator for `validate`, and how to compile the schema again: a batch
/// on several threads gives each thread its own compiled copy.
///
/// Shared, the copy's nodes were counted up and down from both cores at once (each count
/// an atomic operation on a line of memory the other core had just written): two threads
/// cost a third more processor time per file than one.
struct SchemaDocument {
  var check: SchemaInstanceCheck
  /// The schema's size in bytes: a large one is shared rather than compiled again.
  let size: Int
  let compileAgain: () -> SchemaInstanceCheck?

  /// Schemas up to this size are compiled once more per thread (a few milliseconds each).
  static let largestCompiledPerThread = 1 << 20

  /// The compiled copies for the threads after the first, or none when the batch runs on
  /// one thread or the schema is large.
  func copies(forThreads threads: Int, files: Int) -> [SchemaInstanceCheck] {
    guard threads > 1, files >= BatchValidation.leastForThreads,
      size <= SchemaDocument.largestCompiledPerThread
    else { return [] }
    var copies: [SchemaInstanceCheck] = []
    for _ in 1..<threads {
      guard let copy = compileAgain() else { return [] }
      copies.append(copy)
    }
    return copies
  }
}
