extension NavigationEngine {
  /// The resolver's answer for a pending lookup (``GuardDecision/resolve``): the navigation held
  /// back goes on (with the looked-up destination allowed, or with the one the answer gives in
  /// its place), or is dropped with the reason as a `.rejected` event. An answer whose token
  /// names no pending lookup changes nothing (``NavigationEvent/ignoredStale(_:)``). Returns
  /// whether the action was an answer.
  mutating func answersLookup(_ action: NavigationAction<D>, events: inout [NavigationEvent<D>]) -> Bool {
    guard case let .resolved(token, answer) = action.withoutOptions.action else { return false }
    guard let held = pendingNavigation, let lookup = held.resolution, lookup.token == token else {
      events.append(.ignoredStale(action))
      return true
    }
    var copy = self
    copy.pendingNavigation = nil
    var caused: [NavigationEvent<D>] = []
    do throws(NavigationError<D>) {
      switch answer {
      case .allow:
        caused.append(.resumed(lookup.destination))
        try copy.performHeld(
          held.actions, lookedUp: held.lookedUp + [lookup.destination], motion: held.motion ?? .animated, events: &caused)
      case let .rewrite(destination):
        // What the resolver gives in the looked-up destination's place counts as looked up.
        caused.append(.resumed(destination))
        let actions = held.actions.map { $0.replacing(lookup.destination, with: destination) }
        try copy.performHeld(actions, lookedUp: held.lookedUp + [destination], motion: held.motion ?? .animated, events: &caused)
      case let .deny(reason):
        throw .denied(lookup.destination, reason: reason)
      case let .failed(reason):
        throw .resolutionFailed(lookup.destination, reason: reason)
      }
    } catch {
      // The answer is taken either way: what it held is dropped, and the event says why.
      copy = self
      copy.pendingNavigation = nil
      caused = [.rejected(error)]
    }
    self = copy
    events.append(contentsOf: caused)
    return true
  }

  /// The person's answer to a held question, or the resolver's to a pending lookup; returns
  /// whether the action was one.
  @usableFromInline
  mutating func answersHold(_ action: NavigationAction<D>, events: inout [NavigationEvent<D>]) -> Bool {
    answersQuestion(action, events: &events) || answersLookup(action, events: &events)
  }

  /// After an action the engine took: drops a question that can no longer be answered and a
  /// lookup the action replaced.
  @usableFromInline
  mutating func releaseHolds(supersededLookup lookup: UInt64?) {
    dropUnansweredQuestion()
    dropSupersededLookup(lookup)
  }

  /// Performs navigation a hold kept back, once it goes on: the destinations the resolver
  /// allowed for it are not looked up again, and, when the person chose to leave, no screen is
  /// asked about again. A new hold it ends in (a redirect, a question, another lookup) keeps
  /// the destinations already looked up, so that no answer is asked for twice.
  mutating func performHeld(
    _ actions: [NavigationAction<D>], lookedUp: [D], leaving: Bool = false, motion: NavigationAction<D>.Motion,
    events: inout [NavigationEvent<D>]
  ) throws(NavigationError<D>) {
    let policy = policy
    let allowed = policy.allowing(lookedUp)
    self.policy = leaving ? allowed.allowingEveryDeparture : allowed
    defer { self.policy = policy }
    let (before, heldBefore) = (stateStorage, pendingNavigation)
    try perform(actions, events: &events)
    if !lookedUp.isEmpty, pendingNavigation != nil { pendingNavigation?.lookedUp = lookedUp }
    // The held request moves as it asked when it goes on.
    noteMotion(motion, since: before, heldBefore: heldBefore)
  }

  /// The token of the pending lookup, if one is pending.
  @usableFromInline
  var pendingLookup: UInt64? { pendingNavigation?.resolution?.token ?? nil }

  /// Numbers a lookup the guard step has just held, so that only its own answer is taken, and
  /// puts the number in the event that reports it.
  @usableFromInline
  mutating func numberNewLookup(events: inout [NavigationEvent<D>]) {
    guard let held = pendingNavigation, let lookup = held.resolution, lookup.token == nil else { return }
    lookupCounter &+= 1
    var numbered = PendingNavigation(resolving: lookup.destination, token: lookupCounter, actions: held.actions)
    numbered.lookedUp = held.lookedUp
    numbered.motion = held.motion
    pendingNavigation = numbered
    if let index = events.lastIndex(of: .resolving(lookup.destination, token: 0)) {
      events[index] = .resolving(lookup.destination, token: lookupCounter)
    }
  }

  /// After an action the engine took: a lookup pending before it that is still pending was not
  /// answered and not replaced by the action, which therefore came later and wins: the lookup
  /// is dropped, and its answer will change nothing.
  mutating func dropSupersededLookup(_ before: UInt64?) {
    guard let before, pendingLookup == before else { return }
    pendingNavigation = nil
  }

  /// After the guard's context changed: a lookup the guard no longer asks for (a sign-out that
  /// now redirects, a context that now allows) is dropped.
  mutating func dropLookupTheGuardNoLongerAsks() {
    guard let lookup = pendingNavigation?.resolution, policy.decide(lookup.destination, state) != .resolve else { return }
    pendingNavigation = nil
  }
}

extension NavigationAction {
  /// This action with `old` replaced by `new` wherever it names a destination to show: what a
  /// lookup's rewrite does to the navigation it held.
  func replacing(_ old: D, with new: D) -> NavigationAction {
    func swap(_ destination: D) -> D { destination == old ? new : destination }
    switch self {
    case let .select(destination): return .select(swap(destination))
    case let .push(destination): return .push(swap(destination))
    case let .present(destination, style): return .present(swap(destination), style: style)
    case let .show(destination): return .show(swap(destination))
    case let .replaceTop(destination): return .replaceTop(swap(destination))
    case let .popToOrPush(destination): return .popToOrPush(swap(destination))
    case let .setStack(destinations, tab): return .setStack(destinations.map(swap), tab: swap(tab))
    case let .with(options, action): return .with(options, action.replacing(old, with: new))
    default: return self
    }
  }
}
