extension LeaveDecision {
  /// A screen an action would take out of the window, and why: what a guard decides on when the
  /// screen is left (see ``NavigationGuard/init(_:leaving:)``).
  ///
  /// ```swift
  /// let departure = LeaveDecision<SocialDestination>.Departure(screen: .entry(4), destination: .compose, cause: .person)
  /// departure.cause == .person  // the person's swipe or Back
  /// ```
  public struct Departure: Hashable, Sendable {
    /// The screen that would leave: a pushed entry, or a modal's root (by its id).
    public var screen: NavigationState<D>.Screen
    /// What the screen shows.
    public var destination: D
    /// Why it would leave: the person (a swipe, Back, a tab's modals closing), the app's own call,
    /// a deep link, a replacement, a removal, its tab left (``AppTab/LeavePolicy/reset``), or a
    /// return to a point below it.
    public var cause: NavigationAction<D>.Cause

    /// Creates a departure.
    ///
    /// - Parameters:
    ///   - screen: the screen that would leave.
    ///   - destination: what it shows.
    ///   - cause: why it would leave.
    public init(screen: NavigationState<D>.Screen, destination: D, cause: NavigationAction<D>.Cause) {
      self.screen = screen
      self.destination = destination
      self.cause = cause
    }
  }
}
