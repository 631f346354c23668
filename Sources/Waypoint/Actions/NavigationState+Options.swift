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
    if isStale(options) {
      events.append(.ignoredStale(.with(options, action)))
      return
    }
    let mark = events.count
    try reduce(action, in: structure, events: &events, depth: depth, resolved: resolved)
    if let name = options.mark { markNewScreen(name, events: events[mark...]) }
    if options.cause != .app {
      Self.attribute(mark..<events.count, of: &events, from: .app, to: options.cause)
      // A replacement the person's gesture asked for (a back swipe under an appearing sheet).
      if case .replace = action { Self.attribute(mark..<events.count, of: &events, from: .replaced, to: options.cause) }
    }
  }

  /// Whether a request's sender is no longer the top of the window, so the request is ignored.
  @inlinable
  func isStale(_ options: NavigationAction<D>.Options) -> Bool {
    guard let sender = options.sender else { return false }
    return sender != topScreen
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
