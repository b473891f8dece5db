/// The buttons' part of a fill: whether they were offered, and which was chosen.
///
/// The result holds `true` under the chosen button's key (formline(5) LABELS, PAGES AND
/// BUTTONS).
struct ButtonPick: Sendable {
  /// The key of the button chosen, nil before one is (or for a keyless one).
  private(set) var chosenKey: String?
  /// Whether the buttons were offered or one was taken without asking: they are offered
  /// once.
  private(set) var isSettled = false

  /// Records the button chosen (nil when the form offers none to take).
  mutating func choose(_ key: String?) {
    isSettled = true
    chosenKey = key
  }
}
