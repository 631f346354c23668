/// How much a ``NavigationTestStore`` insists on: every change and every event, or only what the
/// test asserts.
///
/// Exhaustive testing (``on``, the default) proves that an action does exactly what the test says
/// and nothing more: any state change the test did not describe, and any event it did not
/// receive, fails the test. Non-exhaustive testing (``off``) checks only what the test describes,
/// which suits long integration flows where only the end matters (TCA's `exhaustivity`).
///
/// ```swift
/// let store = NavigationTestStore(structure: Shapes.structure, selection: .triangle)
/// store.exhaustivity = .off
/// store.send(.show(.rectangleItem(level: 4))) {
///   $0.selection = .rectangle  // the stacks and modals are not checked
/// }
/// ```
public struct Exhaustivity: Hashable, Sendable {
  enum Mode: Hashable, Sendable {
    case on
    case off(showSkippedAssertions: Bool)
  }

  let mode: Mode

  /// Every state change must be asserted and every event received.
  ///
  /// ```swift
  /// store.exhaustivity = .on
  /// store.send(.push(.infinity)) {
  ///   $0.stacks[.triangle] = [Entry(id: 0, destination: .infinity)]
  /// }
  /// store.receive(.pushed(Entry(id: 0, destination: .infinity)))
  /// ```
  public static let on = Exhaustivity(mode: .on)

  /// Only what the test asserts is checked; unasserted changes and events pass silently.
  ///
  /// ```swift
  /// store.exhaustivity = .off
  /// store.send(.push(.infinity))  // no closure, no receive: passes
  /// ```
  public static let off = Exhaustivity(mode: .off(showSkippedAssertions: false))

  /// Only what the test asserts is checked; with `showSkippedAssertions`, what was skipped is
  /// recorded as a known issue, so the test passes but the test report shows it (grey in Xcode).
  ///
  /// ```swift
  /// store.exhaustivity = .off(showSkippedAssertions: true)
  /// ```
  ///
  /// - Parameter showSkippedAssertions: whether to record skipped changes and events as known
  ///   issues.
  /// - Returns: the non-exhaustive setting.
  public static func off(showSkippedAssertions: Bool) -> Exhaustivity {
    Exhaustivity(mode: .off(showSkippedAssertions: showSkippedAssertions))
  }

  var isExhaustive: Bool { mode == .on }

  var showsSkippedAssertions: Bool { mode == .off(showSkippedAssertions: true) }
}
