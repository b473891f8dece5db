import Testing

@testable import FormlineCore

/// FXForms' inference (formline(5) INFERENCE): from structure, options, class, action, the
/// default's type, and finally the key's words.
struct KindInferenceTests {
  static let keyWords: [(key: String, kind: FieldKind)] = [
    ("email", .email),
    ("userEmail", .email),
    ("email_address", .email),
    ("workMail", .email),
    ("password", .password),
    ("newPassword", .password),
    ("passcode", .password),
    ("secret", .password),
    ("apiSecret", .password),
    ("passphrase", .password),
    ("url", .url),
    ("homepageURL", .url),
    ("user_url", .url),
    ("website", .url),
    ("homepage", .url),
    ("phone", .phone),
    ("phoneNumber", .phone),
    ("mobile", .phone),
    ("mobilePhone", .phone),
    ("fax", .phone),
    ("date", .date),
    ("startDate", .date),
    ("dateOfBirth", .date),
    ("birthday", .date),
    ("dob", .date),
    ("time", .time),
    ("startTime", .time),
    ("createdTimestamp", .datetime),
    ("timeout", .duration),
    ("retryInterval", .duration),
    ("favouriteColor", .color),
    ("colour", .color),
    ("count", .integer),
    ("retryCount", .integer),
    ("age", .integer),
    ("quantity", .integer),
    ("numberOfPets", .integer),
    ("isActive", .boolean),
    ("is_active", .boolean),
    ("hasPets", .boolean),
    ("hasEmail", .boolean),
    ("enableLogs", .boolean),
    ("rememberMe", .boolean),
    ("agreeToTerms", .boolean),
    ("allowTracking", .boolean),
    ("useSSL", .boolean),
    ("name", .text),
    ("firstName", .text),
    ("userName", .text),
    ("title", .text),
    ("is", .text),
    ("isbn", .text),
    ("island", .text),
    ("history", .text),
    ("mailingAddress", .text),
    ("timezone", .text),
    ("uptime", .text),
    ("notes", .text),
    // Identifiers keep what was typed ("FR40303265045", "0042"): FXForms infers from the
    // property's type, not from its name.
    ("vatNumber", .text),
    ("accountNumber", .text),
    ("cardNumber", .text),
    ("houseNumber", .text),
    ("number", .text),
    ("accountNo", .text),
    ("userId", .text),
    ("customerID", .text),
    ("zip", .text),
    ("zipCode", .text),
    ("postcode", .text),
    ("iban", .text),
    ("ageGroupCode", .text),
    ("year", .text),
    ("countryCode", .text),
    ("number_of_items", .integer),
    ("mobileNumber", .phone),
  ]

  @Test(arguments: keyWords)
  func fromKeyWords(key: String, kind: FieldKind) throws {
    #expect(try TestForms.field(key).kind == kind)
    #expect(try TestForms.field("{key: \(key)}").kind == kind)
  }

  static let structural: [(field: String, kind: FieldKind, choice: ChoiceMode?)] = [
    ("{key: address, fields: [street, city]}", .form, nil),
    ("{key: address, form: {fields: [street]}}", .form, nil),
    ("{key: tags, template: text}", .array, nil),
    ("{key: tags, multivaluedRowTemplate: {type: email}}", .array, nil),
    ("{key: size, options: [S, M, L]}", .text, .single),
    ("{key: n, options: [1, 2, 3]}", .integer, .single),
    ("{key: n, options: [1.5, 2]}", .number, .single),
    ("{key: b, options: [true, false]}", .boolean, .single),
    ("{key: mixed, options: [1, a]}", .text, .single),
    ("{key: mixed, options: [1, a], default: 1}", .integer, .single),
    ("{key: tags, options: [a, b], class: NSArray}", .array, .multiple),
    ("{key: tags, options: [a, b], class: NSMutableArray}", .array, .multiple),
    ("{key: tags, options: [a, b], class: NSSet}", .array, .multiple),
    ("{key: tags, options: [a, b], class: NSOrderedSet}", .array, .multiple),
    ("{key: tags, options: [a, b], class: NSIndexSet}", .array, .multiple),
    ("{key: tags, options: [a, b], class: NSDictionary}", .array, .multiple),
    ("{key: tags, options: [a, b], multiple: true}", .array, .multiple),
    ("{key: tags, type: array, options: [a, b]}", .array, .multiple),
    ("{key: mask, type: bitfield, options: [a, b]}", .bitfield, .multiple),
    ("{title: Send, action: submit}", .button, nil),
    ("{key: sent, action: submit}", .button, nil),
    ("{key: sent, type: button, action: submit}", .button, nil),
    ("{key: when, class: NSDate}", .date, nil),
    ("{key: n, class: NSNumber}", .number, nil),
    ("{key: s, class: NSString}", .text, nil),
    ("{key: u, class: NSURL}", .url, nil),
    ("{key: list, class: NSArray}", .array, nil),
    ("{key: terms, class: TermsViewController}", .page, nil),
    ("{key: terms, type: text, class: TermsViewController}", .page, nil),
    ("{key: on, default: true}", .boolean, nil),
    ("{key: n, default: 3}", .integer, nil),
    ("{key: n, default: 2.5}", .float, nil),
    ("{key: d, default: 2026-11-27}", .date, nil),
    ("{key: d, default: '2026-11-27T10:00:00Z'}", .datetime, nil),
    ("{key: d, default: '2026-11-27 10:00'}", .datetime, nil),
    ("{key: d, default: '2026-11'}", .text, nil),
    ("{key: list, default: [a, b]}", .array, nil),
    ("{key: email, default: 5}", .integer, nil),
    ("{key: isActive, default: 'yes'}", .boolean, nil),
    ("{key: about, text: Some words}", .page, nil),
    ("{key: about, text: About us}", .page, nil),
    ("{title: Just a heading}", .label, nil),
    ("{key: bio, cell: FXFormTextViewCell}", .longtext, nil),
    ("{key: n, type: integer, cell: FXFormStepperCell}", .integer, nil),
    ("{key: pin, type: text, secret: true}", .text, nil),
  ]

  @Test(arguments: structural)
  func fromStructure(field yaml: String, kind: FieldKind, choice: ChoiceMode?) throws {
    let field = try TestForms.field(yaml)
    #expect(field.kind == kind)
    #expect(field.choices.mode == choice)
  }

  static let presentations: [(field: String, presentation: Presentation, inline: Bool)] = [
    ("{key: s, options: [a, b]}", .menu, false),
    ("{key: s, options: [a, b], inline: true}", .segments, true),
    ("{key: s, options: [a, b], cell: FXFormOptionSegmentsCell}", .segments, true),
    ("{key: s, options: [a, b], cell: FXFormOptionPickerCell}", .menu, false),
    ("{key: n, type: integer, cell: FXFormStepperCell}", .stepper, false),
    ("{key: n, type: float, cell: FXFormSliderCell}", .slider, false),
    ("{key: t, type: multipleSelector, options: [a, b]}", .standard, false),
    ("{key: t}", .standard, false),
  ]

  @Test(arguments: presentations)
  func presentation(field yaml: String, presentation: Presentation, inline: Bool) throws {
    let field = try TestForms.field(yaml)
    #expect(field.presentation == presentation)
    #expect(field.inline == inline)
  }

  @Test func passwordsAreSecret() throws {
    #expect(try TestForms.field("password").secret)
    #expect(try TestForms.field("{key: p, type: password}").secret)
    #expect(try !TestForms.field("{key: p, type: text}").secret)
  }

  @Test func collectionWithoutTemplateHasTextItems() throws {
    let field = try TestForms.field("{key: notes, type: array}")
    #expect(field.collection.template?.kind == .text)
    #expect(field.collection.template?.key == nil)
  }

  @Test func templateKeyIsIgnoredWithAWarning() throws {
    let loaded = try TestForms.load("- {key: tags, template: {key: tag, type: email}}")
    #expect(loaded.form.fields[0].collection.template?.key == nil)
    #expect(loaded.form.fields[0].collection.template?.kind == .email)
    #expect(
      loaded.warnings.map(\.description) == [
        "form.yaml:1:25: warning: tags: a template's 'key' is ignored"
      ])
  }
}
