extension NavigationEngine {
  /// Applies an action that asks for a motion, and keeps the motion for the screen when the
  /// action changed the state. Out of line: only an action with options asks for one.
  @usableFromInline
  mutating func apply(
    _ action: NavigationAction<D>, moving motion: NavigationAction<D>.Motion, events: inout [NavigationEvent<D>]
  ) throws(NavigationError<D>) {
    let (before, heldBefore) = (stateStorage, pendingNavigation)
    try applyUnstamped(action, events: &events)
    noteMotion(motion, since: before, heldBefore: heldBefore)
  }

  /// Keeps `motion` for the screen if the state moved on from `before`: a change that changed
  /// nothing reaches no screen, and its motion must not linger until the next one. A request the
  /// guard held back (a redirect, a question, a lookup) keeps it for when it goes on.
  @usableFromInline
  mutating func noteMotion(
    _ motion: NavigationAction<D>.Motion, since before: NavigationState<D>, heldBefore: PendingNavigation<D>?
  ) {
    guard motion != .animated else { return }
    if pendingNavigation != nil, pendingNavigation != heldBefore { pendingNavigation?.motion = motion }
    guard stateStorage != before else { return }
    pendingMotion = pendingMotion.combined(with: motion)
  }

  /// The motion of the changes since the last call, combined; the next changes start afresh.
  /// The user interface takes it with every new state it draws.
  ///
  /// - Returns: how the screen moves to the state.
  package mutating func takeMotion() -> NavigationAction<D>.Motion {
    defer { pendingMotion = .animated }
    return pendingMotion
  }
}
