extension NavigationEngine {
  /// What `action` would do, without doing it: the same answer ``send(_:)`` would give, and
  /// nothing changes, not this engine's state, not the ids a session hands out.
  ///
  /// ```swift
  /// let engine = NavigationEngine(structure: Shapes.structure, selection: .triangle)
  /// if case .success = engine.check(.pop(1)) { print("can go back") }
  /// ```
  ///
  /// - Parameter action: the action.
  /// - Returns: the events it would cause, or the error it would be refused with.
  public func check(_ action: NavigationAction<D>) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    var copy = self
    copy.ledger = ledger?.detached()
    // Nothing a dry run does is an input: no recording, no screen change.
    copy.inputLog = nil
    return copy.send(action)
  }

  /// Whether `action` would be accepted now and do something; nothing changes (see
  /// ``check(_:)``). An action refused with an error is not, nor one that would only say that
  /// nothing changed: a dismiss with nothing presented, a pop to the root at the root, a request
  /// from a screen no longer on top.
  ///
  /// ```swift
  /// let engine = NavigationEngine(structure: Shapes.structure, selection: .triangle)
  /// engine.can(.pop(1))  // false: nothing is pushed
  /// engine.can(.dismiss)  // false: nothing is presented
  /// ```
  ///
  /// - Parameter action: the action.
  /// - Returns: `true` when it would be accepted and do something.
  public func can(_ action: NavigationAction<D>) -> Bool {
    guard case let .success(events) = check(action) else { return false }
    return !events.allSatisfy(\.saysNothingChanged)
  }
}

extension NavigationEvent {
  /// Whether the event only reports that an action changed nothing.
  var saysNothingChanged: Bool {
    switch self {
    case .nothingToDismiss, .alreadyAtRoot, .alreadyOnTop, .alreadyPresented, .ignoredStale: true
    default: false
    }
  }
}
