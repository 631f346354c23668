extension NavigationEngine {
  /// The screen on top changed: from which screen to which, and why. One is made per input that
  /// changes the screen on top, never for an input that leaves it in place; it is what an
  /// analytics tool counts as a screen view, and a bug report's breadcrumbs.
  ///
  /// ```swift
  /// Task {
  ///   for await change in navigator.screenChanges() {
  ///     print("\(change.from) → \(change.to), by \(change.cause)")
  ///   }
  /// }
  /// ```
  public struct ScreenChange: Hashable, Sendable, Codable {
    /// The destination that was on top.
    public var from: D
    /// The destination on top now.
    public var to: D
    /// Why it changed: the action's cause (``NavigationAction/Cause/person`` for a gesture),
    /// ``NavigationAction/Cause/deepLink`` for a URL, ``NavigationAction/Cause/restructured`` for a
    /// new layout, customization or structure, ``NavigationAction/Cause/guarded`` for a guard's new
    /// context.
    public var cause: NavigationAction<D>.Cause

    /// Creates a screen change.
    ///
    /// - Parameters:
    ///   - from: the destination that was on top.
    ///   - to: the destination on top now.
    ///   - cause: why it changed.
    public init(from: D, to: D, cause: NavigationAction<D>.Cause) {
      self.from = from
      self.to = to
      self.cause = cause
    }

    /// The change from `before` to `after`, or `nil` when the same screen is on top.
    init?(from before: NavigationState<D>, to after: NavigationState<D>, cause: NavigationAction<D>.Cause) {
      guard before.topScreen != after.topScreen || before.topDestination != after.topDestination else { return nil }
      self.init(from: before.topDestination, to: after.topDestination, cause: cause)
    }
  }
}
