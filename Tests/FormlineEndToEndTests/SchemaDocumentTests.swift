import FormlineCore
import Testing

@testable import formline

/// A batch on several threads gives each thread after the first its own compiled copy of a
/// schema of ordinary size; one thread, a small batch or a large schema shares one.
struct SchemaDocumentTests {
  private func document(size: Int, compiles: Bool = true) throws -> SchemaDocument {
    let text = #"{"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object"}"#
    let compile = { () -> SchemaInstanceCheck? in
      try? SchemaInstanceCheck(schemaDocument: text, file: "s.json", dialect: .jsonSchema)
    }
    let check = try #require(compile())
    return SchemaDocument(
      check: check, size: size, compileAgain: { compiles ? compile() : nil })
  }

  @Test func eachThreadAfterTheFirstGetsItsOwnCopy() throws {
    let many = BatchValidation.leastForThreads
    #expect(try document(size: 100).copies(forThreads: 4, files: many).count == 3)
    #expect(try document(size: 100).copies(forThreads: 2, files: many * 10).count == 1)
  }

  @Test func oneThreadAFewFilesOrALargeSchemaShareOne() throws {
    let many = BatchValidation.leastForThreads
    #expect(try document(size: 100).copies(forThreads: 1, files: many).isEmpty)
    #expect(try document(size: 100).copies(forThreads: 4, files: many - 1).isEmpty)
    let large = SchemaDocument.largestCompiledPerThread + 1
    #expect(try document(size: large).copies(forThreads: 4, files: many).isEmpty)
    #expect(try document(size: 100, compiles: false).copies(forThreads: 4, files: many).isEmpty)
  }
}
