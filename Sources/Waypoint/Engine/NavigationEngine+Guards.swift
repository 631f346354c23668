extension NavigationEngine {
  /// Installs a guard with the app's current context; call it again whenever the context
  /// changes (sign-in, sign-out).
  ///
  /// The state is checked again at once: what the guard no longer allows is removed and the rest
  /// kept, and the selection moves if it is refused. Then a pending navigation resumes if the
  /// guard now allows it (event ``NavigationEvent/resumed(_:)``), or is dropped if its redirect
  /// screen is gone.
  ///
  /// ```swift
  /// engine.setGuard(Social.signInGuard, context: SocialAccount(isSignedIn: false))
  /// engine.send(.select(.notifications))  // redirected: sign-in is presented
  /// engine.setGuard(Social.signInGuard, context: SocialAccount(isSignedIn: true))
  /// engine.state.selection                // .notifications
  /// ```
  ///
  /// - Parameters:
  ///   - guard: the app's guard.
  ///   - context: the app's current context.
  /// - Returns: the events, or ``NavigationError/denied(_:reason:)`` when the guard allows no tab
  ///   the layout draws (the engine is then unchanged).
  @discardableResult
  public mutating func setGuard<Context>(
    _ guard: NavigationGuard<D, Context>,
    context: Context
  ) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    setPolicy(`guard`.policy(context: context))
  }

  /// Installs a guard already bound to its context (see ``setGuard(_:context:)``).
  package mutating func setPolicy(_ policy: GuardPolicy<D>) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    if inputLog != nil,
      let recorded = recorded(.guardContext(policy.encodedContext?()), { $0.setPolicy(policy) }, kinds: NavigationEvent.kinds)
    {
      return recorded
    }
    var next = self
    next.policy = policy
    let cut = state.cuttingRefused(by: policy)
    next.state = cut.state
    var events = cut.events
    guard next.repairSelection(events: &events), next.drawsATabInEveryLayout else {
      let reason: DenialReason =
        if case let .deny(denial) = policy.decide(state.selection, state) { denial } else { "no tab is allowed" }
      return .failure(.denied(state.selection, reason: reason))
    }
    next.resumePending(events: &events)
    // A sign-out that took the question's screen took the question too, and a lookup the guard
    // no longer asks for is dropped.
    next.dropUnansweredQuestion()
    next.dropLookupTheGuardNoLongerAsks()
    self = next
    return .success(events)
  }

  /// Resumes the pending navigation if the guard now allows it: dismisses the redirect screen,
  /// applies the held actions through the whole pipeline and reports ``NavigationEvent/resumed(_:)``.
  /// A pending navigation whose redirect screen is gone is dropped; one the guard still refuses
  /// stays; one whose actions no longer make sense is dropped and reported as `.rejected`.
  private mutating func resumePending(events: inout [NavigationEvent<D>]) {
    // A question before leaving waits for the person's answer, not for the guard.
    guard let held = pendingNavigation, case let .redirect(destination, _, redirectID) = held.hold else { return }
    guard state.canKeep(held) else {
      pendingNavigation = nil
      return
    }
    guard policy.allows(destination, state) else { return }
    var copy = self
    copy.pendingNavigation = nil
    var caused: [NavigationEvent<D>] = [.resumed(destination)]
    do throws(NavigationError<D>) {
      if let id = redirectID {
        // The redirect screen leaves because the guard now allows the way it held back: a guard's
        // cut, which the exit guard is not asked about.
        if let elevation = copy.state.modals.firstIndex(where: { $0.id == id }) {
          try copy.perform([NavigationAction.dismissTo(elevation: elevation).by(.guarded)], events: &caused)
        } else {
          try copy.perform([NavigationAction.popTo(.entry(id)).by(.guarded), NavigationAction.pop(1).by(.guarded)], events: &caused)
        }
      }
      try copy.performHeld(held.actions, lookedUp: held.lookedUp, motion: held.motion ?? .animated, events: &caused)
    } catch {
      pendingNavigation = nil
      events.append(.rejected(error))
      return
    }
    // Refused again (redirected again): it stays as it was. Held by something else (a lookup, a
    // question before a screen leaves), it went on as far as it could, and waits there.
    if case .redirect = copy.pendingNavigation?.hold { return }
    self = copy
    events.append(contentsOf: caused)
  }
}
