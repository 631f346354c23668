extension NavigationEngine {
  /// Applies an action that asks how the screen shows it (a motion, a zoom source), and keeps
  /// that for the screen when the action changed the state. Out of line: only an action with
  /// options asks.
  @usableFromInline
  mutating func apply(
    _ action: NavigationAction<D>, showing options: NavigationAction<D>.Options, events: inout [NavigationEvent<D>]
  ) throws(NavigationError<D>) {
    let (before, heldBefore, mark) = (stateStorage, pendingNavigation, events.count)
    try applyUnstamped(action, events: &events)
    let motion = options.motion ?? .animated
    noteMotion(motion, since: before, heldBefore: heldBefore)
    // An instant step never zooms.
    if let source = options.zoomSource, motion != .instant { noteZoomSource(source, caused: events[mark...]) }
  }

  /// Keeps `source` as the view the screen the action pushed or presented zooms out of; drops
  /// the sources of screens no longer in the state.
  mutating func noteZoomSource(_ source: String, caused events: ArraySlice<NavigationEvent<D>>) {
    let shown: EntryID? = events.reversed().lazy.compactMap { event -> EntryID? in
      switch event {
      case let .pushed(entry): entry.id
      case let .presented(modal): modal.id
      default: nil
      }
    }.first
    guard let shown else { return }
    let held = Set(stateStorage.allIDs)
    zoomSources = zoomSources.filter { held.contains($0.key) }
    zoomSources[shown] = source
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
