extension NavigationState {
  /// An action with options: ignored when its sender is no longer the top of the window;
  /// otherwise applied, and the screens it ends reported with its cause.
  @usableFromInline
  mutating func reduce(
    _ action: NavigationAction<D>,
    with options: NavigationAction<D>.Options,
    in structure: AppStructure<D>,
    events: inout [NavigationEvent<D>],
    depth: Int,
    resolved: Hierarchy<D>?
  ) throws(NavigationError<D>) {
    if isStale(options, sending: action) {
      events.append(.ignoredStale(.with(options, action)))
      return
    }
    if options.cause == .person, let locked = dismissalLocked(by: action) { throw .dismissalLocked(elevation: locked) }
    let mark = events.count
    try reduce(action, in: structure, events: &events, depth: depth, resolved: resolved)
    if let name = options.mark { markNewScreen(name, events: events[mark...]) }
    if options.cause != .app {
      Self.attribute(mark..<events.count, of: &events, from: .app, to: options.cause)
      // A replacement the person's gesture asked for (a back swipe under an appearing sheet).
      if case .replace = action { Self.attribute(mark..<events.count, of: &events, from: .replaced, to: options.cause) }
    }
  }

  /// The elevation of a modal only the app dismisses (``ModalStyle/interactiveDismissDisabled(_:)``)
  /// that `action`, the person's, would dismiss; `nil` when it dismisses none.
  func dismissalLocked(by action: NavigationAction<D>) -> Int? {
    let lowest: Int
    switch action {
    case .dismiss: lowest = modals.count - 1
    case let .dismissTo(elevation): lowest = Swift.max(0, elevation)
    // Choosing a tab, or leaving search, dismisses every modal first.
    case .dismissAll, .select, .dismissSearch: lowest = 0
    default: return nil
    }
    guard modals.indices.contains(lowest) else { return nil }
    return (lowest..<modals.count).first { modals[$0].style.isInteractiveDismissDisabled }
  }

  /// Whether a request's sender is no longer a screen the person can touch, so the request is
  /// ignored: the top screen, or one under a sheet that lets touches through
  /// (``screensTakingTouches``), whose request is performed as the app's own would be (a push
  /// goes to the visible stack). A screen that finishes ends itself, so only the top one can.
  @inlinable
  func isStale(_ options: NavigationAction<D>.Options, sending action: NavigationAction<D>) -> Bool {
    guard let sender = options.sender, sender != topScreen else { return false }
    if case .finish = action { return true }
    return !screensTakingTouches.contains(sender)
  }

  /// Reports the screens that the events at `indices` ended for `old` as ended for `new`: the
  /// person's gesture where the app's own call would have ended them, for example.
  static func attribute(
    _ indices: Range<Int>,
    of events: inout [NavigationEvent<D>],
    from old: NavigationAction<D>.Cause,
    to new: NavigationAction<D>.Cause
  ) {
    for index in indices {
      switch events[index] {
      case let .popped(entries, cause) where cause == old: events[index] = .popped(entries, cause: new)
      case let .dismissed(modals, cause) where cause == old: events[index] = .dismissed(modals, cause: new)
      default: continue
      }
    }
  }
}
