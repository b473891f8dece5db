import OrderedCollections
import Testing

@testable import FormlineCore

/// Menus: single choice by number, text or prefix; multi-select lists, ranges, all/none,
/// and how each value class stores the choice (formline(5) OPTIONS).
struct ChoiceInputTests {
  static let sizes = "{key: size, options: [Small, Medium, Large]}"
  static let fruit = "{key: fruit, options: [Apple, Apricot, Banana]}"
  static let withPlaceholder = "{key: size, placeholder: None, options: [Small, Medium, Large]}"
  static let ports = "{key: port, options: [80, 443, 8080]}"
  static let levels = "{key: level, type: integer, options: [Low, Mid, High]}"
  static let plans =
    "{key: plan, options: [{value: free, title: Free plan}, {value: pro, title: Pro plan}]}"
  static let xlPlans =
    "{key: plan, selectorOptions: [{formValue: 1, formDisplayText: One}, {formValue: 2, formDisplayText: Two}]}"
  static let toppings =
    "{key: toppings, type: multipleSelector, options: [Cheese, Ham, Olives, Onions, Peppers]}"
  static let days = "{key: days, class: NSIndexSet, options: [Mon, Tue, Wed]}"
  static let pairs = "{key: pairs, class: NSDictionary, options: [a, b, c]}"
  static let set = "{key: tags, class: NSSet, options: [x, y, z]}"
  static let perms = "{key: perms, type: bitfield, options: [Read, Write, Execute]}"
  static let explicitPerms =
    "{key: perms, type: bitfield, options: [{value: 4, title: Read}, {value: 2, title: Write}, {value: 1, title: Exec}]}"
  static let segments = "{key: side, type: selectorSegmentedControl, options: [Left, Right]}"

  static let accepted: [(field: String, input: String, stored: AnswerValue)] = [
    (sizes, "1", .string("Small")),
    (sizes, "3", .string("Large")),
    (sizes, " 2 ", .string("Medium")),
    (sizes, "Medium", .string("Medium")),
    (sizes, "medium", .string("Medium")),
    (sizes, "LARGE", .string("Large")),
    (sizes, "m", .string("Medium")),
    (sizes, "Sm", .string("Small")),
    (sizes, "la", .string("Large")),
    (fruit, "apr", .string("Apricot")),
    (fruit, "b", .string("Banana")),
    (fruit, "apple", .string("Apple")),
    (withPlaceholder, "1", .null),
    (withPlaceholder, "none", .null),
    (withPlaceholder, "2", .string("Small")),
    (withPlaceholder, "4", .string("Large")),
    (ports, "1", .integer(80)),
    (ports, "3", .integer(8080)),
    (ports, "443", .integer(443)),
    (ports, "8080", .integer(8080)),
    (levels, "1", .integer(0)),
    (levels, "2", .integer(1)),
    (levels, "high", .integer(2)),
    (levels, "Mi", .integer(1)),
    (plans, "2", .string("pro")),
    (plans, "pro", .string("pro")),
    (plans, "Pro plan", .string("pro")),
    (plans, "fr", .string("free")),
    (xlPlans, "Two", .integer(2)),
    (xlPlans, "1", .integer(1)),
    (segments, "r", .string("Right")),
    (toppings, "1", .array([.string("Cheese")])),
    (
      toppings, "1,3-5",
      .array([.string("Cheese"), .string("Olives"), .string("Onions"), .string("Peppers")])
    ),
    (toppings, "5,1", .array([.string("Cheese"), .string("Peppers")])),
    (toppings, "2 - 3", .array([.string("Ham"), .string("Olives")])),
    (
      toppings, "all",
      .array([
        .string("Cheese"), .string("Ham"), .string("Olives"), .string("Onions"), .string("Peppers"),
      ])
    ),
    (
      toppings, "ALL",
      .array([
        .string("Cheese"), .string("Ham"), .string("Olives"), .string("Onions"), .string("Peppers"),
      ])
    ),
    (
      toppings, "*",
      .array([
        .string("Cheese"), .string("Ham"), .string("Olives"), .string("Onions"), .string("Peppers"),
      ])
    ),
    (toppings, "none", .array([])),
    (toppings, "-", .array([])),
    (toppings, "ham, olives", .array([.string("Ham"), .string("Olives")])),
    (toppings, "Pep,ch", .array([.string("Cheese"), .string("Peppers")])),
    (toppings, "1,,2", .array([.string("Cheese"), .string("Ham")])),
    (toppings, "1,1,1", .array([.string("Cheese")])),
    (toppings, "3-3", .array([.string("Olives")])),
    (days, "1,3", .array([.integer(0), .integer(2)])),
    (days, "wed,mon", .array([.integer(0), .integer(2)])),
    (days, "none", .array([])),
    (pairs, "2", .array([.object(["value": .string("b"), "index": .integer(1)])])),
    (
      pairs, "3,1",
      .array([
        .object(["value": .string("a"), "index": .integer(0)]),
        .object(["value": .string("c"), "index": .integer(2)]),
      ])
    ),
    (set, "z,x", .array([.string("x"), .string("z")])),
    (perms, "1", .integer(1)),
    (perms, "1,3", .integer(5)),
    (perms, "all", .integer(7)),
    (perms, "none", .integer(0)),
    (perms, "write", .integer(2)),
    (explicitPerms, "1,2", .integer(6)),
    (explicitPerms, "all", .integer(7)),
    (explicitPerms, "exec", .integer(1)),
  ]

  @Test(arguments: accepted)
  func accepts(field yaml: String, input: String, stored: AnswerValue) throws {
    let field = try TestForms.field(yaml)
    #expect(TestForms.reader().read(input, for: field).value == stored)
  }

  static let rejected: [(field: String, input: String, message: String)] = [
    (sizes, "4", "4 is not in the menu; choose 1 to 3"),
    (sizes, "0", "0 is not in the menu; choose 1 to 3"),
    (sizes, "-1", "-1 is not in the menu; choose 1 to 3"),
    (sizes, "x", "'x' is not one of the choices"),
    (sizes, "Smallest", "'Smallest' is not one of the choices"),
    (fruit, "ap", "'ap' could be 'Apple' or 'Apricot'"),
    (fruit, "A", "'A' could be 'Apple' or 'Apricot'"),
    (withPlaceholder, "5", "5 is not in the menu; choose 1 to 4"),
    (ports, "9", "9 is not in the menu; choose 1 to 3"),
    (ports, "8081", "8081 is not in the menu; choose 1 to 3"),
    (levels, "4", "4 is not in the menu; choose 1 to 3"),
    (toppings, "6", "6 is not in the menu; choose 1 to 5"),
    (toppings, "2-9", "2-9 is outside the menu; choose from 1 to 5"),
    (toppings, "0-2", "0-2 is outside the menu; choose from 1 to 5"),
    (toppings, "1,x", "'x' is not one of the choices"),
    (toppings, "o", "'o' could be 'Olives' or 'Onions'"),
    (toppings, "5-3", "'5-3' is not one of the choices"),
    (perms, "4", "4 is not in the menu; choose 1 to 3"),
  ]

  @Test(arguments: rejected)
  func rejects(field yaml: String, input: String, message: String) throws {
    let field = try TestForms.field(yaml)
    #expect(TestForms.reader().read(input, for: field) == .invalid(message))
  }

  /// The echo names what was chosen.
  static let echoes: [(field: String, input: String, echo: String)] = [
    (sizes, "2", "Medium"),
    (withPlaceholder, "1", "None"),
    (plans, "2", "Pro plan"),
    (toppings, "3,1", "Cheese, Olives"),
    (toppings, "none", "(none)"),
    (perms, "all", "Read, Write, Execute"),
  ]

  @Test(arguments: echoes)
  func echoesHowItWasRead(field yaml: String, input: String, echo: String) throws {
    let field = try TestForms.field(yaml)
    guard case .value(_, let actual) = TestForms.reader().read(input, for: field) else {
      Issue.record("'\(input)' was refused")
      return
    }
    #expect(actual == echo)
  }

  /// `+N`/`-N` change the selection there is instead of replacing it.
  static let changes: [(input: String, current: AnswerValue?, stored: AnswerValue)] = [
    ("+3", .array([.string("Cheese")]), .array([.string("Cheese"), .string("Olives")])),
    ("-1", .array([.string("Cheese"), .string("Ham")]), .array([.string("Ham")])),
    ("-1, +2-3", .array([.string("Cheese")]), .array([.string("Ham"), .string("Olives")])),
    ("+on,pep", nil, .array([.string("Onions"), .string("Peppers")])),
    ("-ham", .null, .array([])),
  ]

  @Test(arguments: changes)
  func plusAndMinusChangeTheSelection(input: String, current: AnswerValue?, stored: AnswerValue)
    throws
  {
    let field = try TestForms.field(Self.toppings)
    guard case .value(let value, _) = TestForms.reader().read(input, for: field, current: current)
    else {
      Issue.record("'\(input)' was refused")
      return
    }
    #expect(value == stored)
  }

  @Test func aChangeNamesItsProblem() throws {
    let field = try TestForms.field(Self.toppings)
    #expect(
      TestForms.reader().read("+9", for: field, current: nil)
        == .invalid("9 is not in the menu; choose 1 to 5"))
    #expect(
      TestForms.reader().read("+", for: field, current: nil)
        == .invalid("name an item after + or - (+3, -1, +dog)"))
  }

  @Test func menuNumbersThePlaceholderFirst() throws {
    let menu = ChoiceMenu(try TestForms.field(Self.withPlaceholder))
    #expect(menu.items.map(\.number) == [1, 2, 3, 4])
    #expect(menu.items.map(\.title) == ["None", "Small", "Medium", "Large"])
    #expect(menu.items.map(\.optionIndex) == [nil, 0, 1, 2])
  }

  /// FXForms: a multi-select's placeholder is a "None" item that gives nil.
  @Test func multiSelectPlaceholderIsANoneItem() throws {
    let field = try TestForms.field(
      "{key: t, type: multipleSelector, placeholder: Nothing, options: [a, b]}")
    #expect(ChoiceMenu(field).items.map(\.title) == ["Nothing", "a", "b"])
    let reader = TestForms.reader()
    #expect(reader.read("1", for: field, current: nil) == .value(.null, echo: "Nothing"))
    #expect(reader.read("nothing", for: field, current: nil) == .value(.null, echo: "Nothing"))
    #expect(
      reader.read("2,3", for: field, current: nil)
        == .value(.array([.string("a"), .string("b")]), echo: "a, b"))
    #expect(
      reader.read("1,2", for: field, current: nil)
        == .invalid("'Nothing' cannot be chosen with other options"))
  }

  /// FXForms: with a default the placeholder item is not offered (nil cannot be set).
  @Test func aDefaultRemovesThePlaceholderItem() throws {
    let field = try TestForms.field(
      "{key: size, placeholder: None, default: m, options: [s, m, l]}")
    #expect(ChoiceMenu(field).items.map(\.title) == ["s", "m", "l"])
    #expect(
      TestForms.reader().read("1", for: field, current: nil) == .value(.string("s"), echo: "s"))
  }

  @Test func numericFieldWithTextOptionsStoresIndexes() throws {
    #expect(ChoiceMenu(try TestForms.field(Self.levels)).storesIndex)
    #expect(!ChoiceMenu(try TestForms.field(Self.ports)).storesIndex)
    #expect(!ChoiceMenu(try TestForms.field(Self.sizes)).storesIndex)
  }

  static let storedIndexes: [(field: String, stored: AnswerValue, indexes: [Int]?)] = [
    (toppings, .array([.string("Olives"), .string("Cheese")]), [0, 2]),
    (toppings, .array([.string("Bacon")]), nil),
    (toppings, .string("Cheese"), nil),
    (days, .array([.integer(2), .integer(0)]), [0, 2]),
    (days, .array([.integer(3)]), nil),
    (pairs, .array([.object(["value": .string("b"), "index": .integer(1)])]), [1]),
    (perms, .integer(5), [0, 2]),
    (perms, .integer(0), []),
    (explicitPerms, .integer(6), [0, 1]),
    (perms, .string("5"), nil),
    (perms, .integer(8), nil),
    (explicitPerms, .integer(8), nil),
  ]

  @Test(arguments: storedIndexes)
  func indexesOfStoredValues(field yaml: String, stored: AnswerValue, indexes: [Int]?) throws {
    let field = try TestForms.field(yaml)
    #expect(MultipleChoiceStorage.indexes(of: stored, field: field) == indexes)
  }
}
