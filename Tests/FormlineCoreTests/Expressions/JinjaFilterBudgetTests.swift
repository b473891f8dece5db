import Foundation
import OrderedCollections
import Testing

@testable import FormlineCore

/// The filters, functions and formatting added for Jinja2's built-ins stay under the result
/// budget: a width, count or repetition asking for more than 1 MiB is an error naming it,
/// before anything is built; and what reaches outside the answers is refused by name.
struct JinjaFilterBudgetTests {
  static let context = TemplateContext(
    variables: ["n": .integer(3)], now: Date(timeIntervalSince1970: 0),
    timeZone: .utc)

  static func message(_ template: String) -> String? {
    do {
      _ = try Template.parse(template).render(in: context)
      return nil
    } catch {
      return error.message
    }
  }

  @Test(arguments: [
    "{{ 'x'|center(100000000) }}", "{{ 'x'|indent(100000000, true) }}",
    "{{ '%200000000d' % 1 }}", "{{ '%.200000000d' % 1 }}", "{{ '%0.0532147483648x' % 1 }}",
    "{{ 'x'.zfill(100000000) }}", "{{ 'x'.ljust(100000000) }}",
    "{{ [1]|batch(100000000, 0)|list }}", "{{ [1]|slice(100000000)|list }}",
    "{{ random_ascii_string(100000000) }}",
  ])
  func aHugeWidthOrCountIsAnErrorNotAnAllocation(template: String) {
    let message = Self.message(template)
    #expect(message?.contains("1 MiB") == true, "\(message ?? "rendered")")
  }

  @Test func aTextsPrecisionOnlyCutsSoAnyIsAllowed() throws {
    let template = try Template.parse("{{ '%.999999999s|%.2s' % ('abc', 'abc') }}")
    #expect(try template.render(in: Self.context) == "abc|ab")
  }

  @Test func aLongRangeIsRefused() {
    #expect(Self.message("{{ range(1000000000)|length }}")?.contains("more than 100000") == true)
    #expect(Self.message("{{ range(5, 0, -2)|list }}") == nil)
  }

  @Test(arguments: ["expanduser", "realpath", "fileglob", "shuffle", "expandvars"])
  func aFilterReachingOutsideIsRefusedByName(filter: String) {
    do {
      _ = try Template.parse("{{ 'x'|\(filter) }}")
      Issue.record("\(filter) was accepted")
    } catch {
      #expect(error.message.contains("filter '\(filter)' is not supported"))
    }
  }

  @Test func randomValuesFollowTheRunsClock() throws {
    let template = try Template.parse("{{ uuid4() }} {{ random_ascii_string(8) }}")
    let first = try template.render(in: Self.context)
    #expect(try template.render(in: Self.context) == first)
    var later = Self.context
    later.now = Date(timeIntervalSince1970: 60)
    #expect(try template.render(in: later) != first)
    let uuid = String(first.prefix(36))
    #expect(uuid.count == 36 && Array(uuid)[14] == "4")
  }

  @Test func aFunctionThatIsAPythonObjectIsRefusedByName() {
    do {
      _ = try Template.parse("{{ cycler('a', 'b') }}")
      Issue.record("cycler was accepted")
    } catch {
      #expect(error.message == "function 'cycler()' is not supported (it is a Python object)")
    }
  }
}
