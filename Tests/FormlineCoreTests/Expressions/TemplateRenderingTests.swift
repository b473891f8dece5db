import FormlineTestSupport
import Foundation
import OrderedCollections
import Testing

@testable import FormlineCore

struct TemplateRenderingTests {
  static let variables: ObjectMembers = [
    "name": .string("My Project"), "n": .integer(3), "f": .number(2.5), "flag": .bool(true),
    "off": .bool(false), "none": .null,
    "items": .array([.string("a"), .string("b"), .string("c")]),
    "obj": .object(["k": .string("v"), "n": .integer(1)]), "empty": .string(""),
    "version": .string("1.2.3"), "email": .string("Jane.Doe@Example.com"),
    "spaced": .string("  pad  "),
  ]

  /// In Paris, with the zones templates name read from the system's tzdata.
  static func context(_ now: Date = Date(timeIntervalSince1970: 0)) -> TemplateContext {
    let paris = DeferredZone(DateTestClock.zone("Europe/Paris"), named: Zone.systemNamedZones)
    return TemplateContext(variables: variables, now: now, zone: paris)
  }

  /// Templates and what Jinja2 3.1 renders for them in cookiecutter's environment (recorded
  /// with cookiecutter 2.7.1 and jinja2-ansible-filters 1.3.2).
  static let cases: [(String, String)] = [
    ("plain text", "plain text"),
    ("{{ name }}", "My Project"),
    ("{{ cookiecutter.name }}", "My Project"),
    ("{{ name|lower }}", "my project"),
    ("{{ name | upper }}", "MY PROJECT"),
    ("{{ name|lower|replace(' ', '_') }}", "my_project"),
    ("{{ name.lower().replace(' ', '-') }}", "my-project"),
    ("{{ 'hello world-foo(bar' | title }}", "Hello World-Foo(Bar"),
    ("{{ \"o'neil mcdonald\".title() }}", "O'Neil Mcdonald"),
    ("{{ 'hELLO wORLD' | capitalize }}", "Hello world"),
    ("{{ 'hELLO wORLD'.capitalize() }}", "Hello world"),
    ("{{ spaced | trim }}|", "pad|"),
    ("{{ spaced.strip() }}|{{ spaced.lstrip() }}|{{ spaced.rstrip() }}|", "pad|pad  |  pad|"),
    ("{{ 'xxhixx'.strip('x') }}", "hi"),
    ("{{ name ~ '-' ~ n }}", "My Project-3"),
    ("{{ name + '!' }}", "My Project!"),
    ("{{ n + 2 }}", "5"),
    ("{{ n + f }}", "5.5"),
    ("{{ n * 2 - 1 }}", "5"),
    ("{{ n / 2 }}", "1.5"),
    ("{{ 7 // 2 }} {{ -7 // 2 }} {{ 7 % 3 }} {{ -7 % 3 }} {{ 2 ** 10 }}", "3 -4 1 2 1024"),
    ("{{ name[0] }}{{ name[-1] }}", "Mt"),
    ("{{ name[3:] }}|{{ name[:2] }}|{{ name[-7:-3] }}", "Project|My|Proj"),
    ("{{ items[1] }}", "b"),
    ("{{ items | join(', ') }}", "a, b, c"),
    ("{{ items|first }}{{ items|last }}", "ac"),
    ("{{ items|length }} {{ name|length }}", "3 10"),
    ("{{ version.split('.') }}", "['1', '2', '3']"),
    ("{{ version.split('.')[0] }}", "1"),
    ("{{ 'a b  c'.split() }}", "['a', 'b', 'c']"),
    ("{{ name.startswith('My') }} {{ name.endswith('x') }}", "True False"),
    ("{{ flag }} {{ off }} {{ none }}", "True False None"),
    ("{{ n == 3 }} {{ n != 3 }} {{ n < 4 }} {{ n >= 4 }}", "True False True False"),
    ("{{ 'a' in items }} {{ 'z' not in items }} {{ 'Proj' in name }}", "True True True"),
    ("{{ flag and off }} {{ flag or off }} {{ not flag }}", "False True False"),
    ("{{ 'yes' if flag else 'no' }}", "yes"),
    ("{{ 'yes' if off else 'no' }}", "no"),
    ("[{{ 'yes' if off }}]", "[]"),
    ("{% if flag %}A{% endif %}", "A"),
    ("{% if off %}A{% elif n == 3 %}B{% else %}C{% endif %}", "B"),
    ("{% if off %}A{% else %}C{% endif %}", "C"),
    ("{%- if flag -%}  X  {%- endif -%}", "X"),
    ("a {{- ' b ' -}} c", "a b c"),
    ("{# comment #}x", "x"),
    ("{{ obj.k }} {{ obj['n'] }}", "v 1"),
    ("{{ obj }}", "{'k': 'v', 'n': 1}"),
    ("{{ items }}", "['a', 'b', 'c']"),
    ("{{ f }} {{ 1.0 }} {{ 0.1 + 0.2 }}", "2.5 1.0 0.30000000000000004"),
    ("{{ '42' | int + 1 }} {{ '3.7' | int }} {{ 'x' | int }} {{ 'x' | int(5) }}", "43 3 0 5"),
    ("{{ '2.5' | float }} {{ n | float }}", "2.5 3.0"),
    ("{{ n | string ~ 'x' }}", "3x"),
    ("{{ missing | default('dflt') }}", "dflt"),
    ("{{ empty | default('dflt') }}|{{ empty | default('dflt', true) }}", "|dflt"),
    ("{{ name | slugify }}", "my-project"),
    ("{{ 'Héllo Wörld!! 1,000 Straße' | slugify }}", "hello-world-1000-strasse"),
    ("{{ 'My Project' | slugify(separator='_') }}", "my_project"),
    ("{{ 'the quick brown fox jumps over' | truncate(15) }}", "the quick..."),
    ("{{ 'the quick brown fox jumps over' | truncate(15, True) }}", "the quick br..."),
    ("{{ 'short' | truncate(10) }}", "short"),
    ("{{ email | regex_replace('@.*', '') }}", "Jane.Doe"),
    ("{{ 'a-b_c' | regex_replace('[-_](\\\\w)', '<\\\\1>') }}", "a<b><c>"),
    ("{{ 'ab' | regex_replace('(?P<x>a)', '\\\\g<x>$') }}", "a$b"),
    (
      "{{ missing is defined }} {{ name is defined }} {{ none is none }} {{ n is not none }}",
      "False True True True"
    ),
    ("{{ [1, 2] + [3] }}", "[1, 2, 3]"),
    ("{{ {'a': 1}['a'] }}", "1"),
    ("{{ -n }} {{ not empty }}", "-3 True"),
    ("{{ 'it\\'s' }} {{ \"q\\\"q\" }}", "it's q\"q"),
    ("{{ 'x' * 3 }}", "xxx"),
    ("{{ True == 1 }} {{ 1 == 1.0 }} {{ 'a' < 'b' }}", "True True True"),
    ("{{ name.replace('Project', 'App').upper() }}", "MY APP"),
    ("{{ obj.get('k') }} {{ obj.get('zz', 'd') }}", "v d"),
    ("line\n", "line"),
    ("{{ name\n|lower }}", "my project"),
  ]

  @Test(arguments: cases)
  func rendersAsJinja(template: String, expected: String) throws {
    let parsed = try Template.parse(template)
    #expect(try parsed.render(in: Self.context()) == expected)
  }

  @Test func nowUsesTheGivenClockAndZone() throws {
    // 2026-03-01T23:30:00Z: still February 28th? No: March 1st in UTC, March 2nd in Paris.
    let now = Date(timeIntervalSince1970: 1_772_407_800)
    let utc = try Template.parse("{% now 'utc', '%Y-%m-%d %H:%M %a %b %j' %}")
    #expect(try utc.render(in: Self.context(now)) == "2026-03-01 23:30 Sun Mar 060")
    let local = try Template.parse("{% now 'local', '%d %B %Y %I %p %z' %}")
    #expect(try local.render(in: Self.context(now)) == "02 March 2026 12 AM +0100")
    let plain = try Template.parse("{% now 'utc' %}")
    #expect(try plain.render(in: Self.context(now)) == "2026-03-01")
    let copier = try Template.parse("{{ '%Y' | strftime }}")
    #expect(try copier.render(in: Self.context(now)) == "2026")
  }

  /// A named zone is read from its zone file; `%Z` and `%z` are its clock at that instant,
  /// as Python's `strftime` shows them.
  @Test func nowInANamedZone() throws {
    // 2026-07-01T12:00:00Z: summer time in New York and Paris, none in Tokyo.
    let now = Date(timeIntervalSince1970: 1_782_907_200)
    let cases = [
      ("America/New_York", "2026-07-01 08:00 EDT -0400"),
      ("Asia/Tokyo", "2026-07-01 21:00 JST +0900"),
      ("local", "2026-07-01 14:00 CEST +0200"),
      ("utc", "2026-07-01 12:00 UTC +0000"),
    ]
    for (zone, expected) in cases {
      let template = try Template.parse("{% now '\(zone)', '%Y-%m-%d %H:%M %Z %z' %}")
      #expect(try template.render(in: Self.context(now)) == expected, "\(zone)")
    }
  }

  /// A name with no zone file is refused, as is one that would leave the zone directory.
  @Test func nowRefusesUnknownZones() throws {
    for zone in ["Mars/Olympus", "../../etc/passwd", "/etc/localtime", "EST5EDT4"] {
      let template = try Template.parse("{% now '\(zone)' %}")
      #expect(throws: ExpressionError.self, "\(zone)") {
        try template.render(in: Self.context())
      }
    }
  }

  @Test func undefinedVariablesAreNamed() throws {
    let template = try Template.parse("a {{ cookiecutter.missing | lower }}")
    #expect(throws: ExpressionError.undefined("cookiecutter.missing", offset: 18)) {
      try template.render(in: Self.context())
    }
    let plain = try Template.parse("{{ nope }}")
    #expect(throws: ExpressionError.undefined("nope", offset: 3)) {
      try plain.render(in: Self.context())
    }
  }

  @Test func variablesAreListedOnce() throws {
    let template = try Template.parse(
      "{{ cookiecutter.a ~ b }}{% if c %}{{ a }}{% endif %}{{ d | default(e) }}")
    #expect(template.variables == ["a", "b", "c", "d", "e"])
    #expect(try Template.parse("no tags").isPlainText)
  }

  @Test func customDelimiters() throws {
    var syntax = TemplateSyntax()
    syntax.variableStart = "[["
    syntax.variableEnd = "]]"
    syntax.blockStart = "[%"
    syntax.blockEnd = "%]"
    let template = try Template.parse(
      "[[ name|lower ]][% if flag %]!{{x}}[% endif %]", syntax: syntax)
    #expect(try template.render(in: Self.context()) == "my project!{{x}}")
  }

  /// A pattern that backtracks exponentially stops at the step budget form patterns have,
  /// instead of hanging the fill that derives a default from it.
  @Test(arguments: ["regex_replace('(a+)+$', 'x')", "regex_search('(a+)+$')"])
  func runawayRegexFiltersAreStopped(filter: String) throws {
    let template = try Template.parse("{{ '\(String(repeating: "a", count: 40))!' | \(filter) }}")
    #expect {
      try template.render(in: Self.context())
    } throws: { error in
      "\(error)".contains("too costly")
    }
  }

  @Test func valueErrorsAreReportedNotGuessed() throws {
    let template = try Template.parse("{{ name - 1 }}")
    #expect(throws: ExpressionError.self) { try template.render(in: Self.context()) }
    let index = try Template.parse("{{ items[9] }}")
    #expect(throws: ExpressionError.self) { try index.render(in: Self.context()) }
  }
}
