extension NavigationState {
  /// Applies actions as one step under a guard policy.
  ///
  /// The actions are applied to a copy (a pure step); then every destination that newly
  /// appears (selected, pushed, presented, or anything in a replacing state) is checked.
  /// - Every one is allowed: the copy becomes the state.
  /// - One is denied: ``NavigationError/denied(_:reason:)`` is thrown and nothing changes.
  /// - One is redirected: the redirect is shown instead, `.redirected` is reported, and
  ///   `pending` remembers the actions so that ``resume(_:in:policy:events:)`` can apply them.
  ///
  /// Any successful step also drops a pending navigation whose redirect screen is gone.
  ///
  /// ```swift
  /// var pending: PendingNavigation<SocialDestination>?
  /// var events: [NavigationEvent<SocialDestination>] = []
  /// let signedOut = Social.signInGuard.policy(context: .signedOut)
  /// try state.apply([.select(.notifications)], in: structure, policy: signedOut, pending: &pending, events: &events)
  /// // sign-in is presented; pending holds the selection
  /// ```
  ///
  /// - Parameters:
  ///   - actions: the actions, applied in order, all or nothing.
  ///   - structure: the app's structure.
  ///   - policy: the guard bound to the current context.
  ///   - pending: the navigation held back by a redirect, updated in place.
  ///   - events: where the caused events are appended.
  ///   - resolved: the hierarchy of a single deep link, already followed.
  ///   - layout: the customization and the environment the layout is drawn with; a redirect
  ///     that would select a tab the layout does not draw is refused. None by default (every
  ///     tab is drawn).
  /// - Throws: ``NavigationError``; the state, `pending` and `events` are then unchanged.
  @inlinable
  package mutating func apply(
    _ actions: some Collection<NavigationAction<D>>,
    in structure: AppStructure<D>,
    policy: GuardPolicy<D>,
    pending: inout PendingNavigation<D>?,
    events: inout [NavigationEvent<D>],
    resolved: Hierarchy<D>? = nil,
    layout: (customization: TabCustomization, environment: LayoutEnvironment)? = nil
  ) throws(NavigationError<D>) {
    if policy.allowsEverything, actions.count == 1, let action = actions.first {
      // Nothing to check: apply in place, so a push stays O(1) (one action is atomic already).
      try apply(action, in: structure, events: &events, resolved: resolved)
      if pending != nil { dropPendingItCannotKeep(&pending) }
      return
    }
    try applyGuarded(Array(actions), in: structure, policy: policy, pending: &pending, events: &events, layout: layout)
  }

  /// Drops a pending navigation the state can no longer keep (see ``canKeep(_:)``).
  @usableFromInline
  func dropPendingItCannotKeep(_ pending: inout PendingNavigation<D>?) {
    if let held = pending, !canKeep(held) { pending = nil }
  }

  /// ``apply(_:in:policy:pending:events:)`` where the guard must be asked.
  @usableFromInline
  mutating func applyGuarded(
    _ actions: [NavigationAction<D>],
    in structure: AppStructure<D>,
    policy: GuardPolicy<D>,
    pending: inout PendingNavigation<D>?,
    events: inout [NavigationEvent<D>],
    layout: (customization: TabCustomization, environment: LayoutEnvironment)?
  ) throws(NavigationError<D>) {
    if actions.count == 1, case let .push(destination) = actions[0],
      try pushInPlace(destination, in: structure, policy: policy, pending: &pending, events: &events)
    {
      return
    }
    // The person's tap on an alert button happened: only the button's action is the guard's to
    // decide, and a redirect holds back that action (the choice could not be replayed once the
    // redirect had removed the alert). The events keep the unguarded order: the dismissal with
    // the button first, then what the action caused.
    if actions.count == 1, case let .chooseAlertButton(id) = actions[0], let button = alert?.buttons.first(where: { $0.id == id }),
      let inner = button.action
    {
      let over = topScreen
      var chosen = self
      chosen.alert = nil
      var caused: [NavigationEvent<D>] = [.alertDismissed(buttonID: id)]
      try chosen.applyGuarded([inner], in: structure, policy: policy, pending: &pending, events: &caused, layout: layout)
      chosen.deliverAnswer(of: button, over: over, events: &caused)
      self = chosen
      events.append(contentsOf: caused)
      return
    }
    var copy = self
    var caused: [NavigationEvent<D>] = []
    for action in actions { try copy.apply(action, in: structure, events: &caused) }
    let refusal = copy.refusal(amongAppeared: caused, policy: policy)
    if case let .deny(destination, reason)? = refusal { throw .denied(destination, reason: reason) }
    // A lookup comes before any question: the person is not asked to leave for a screen that may
    // not appear. Nothing changes until the resolver answers.
    if case let .resolve(destination)? = refusal {
      // Numbered by the engine, which counts the lookups.
      events.append(.resolving(destination, token: 0))
      pending = PendingNavigation(resolving: destination, actions: actions)
      return
    }
    // Leaving is asked after entering: a navigation the guard refuses needs no question.
    if policy.asksOnLeaving, try holdsForQuestion(actions, leaving: caused, policy: policy, pending: &pending, events: &events) {
      return
    }
    // Denied, or held for a lookup, above.
    guard case let .redirect(destination, target)? = refusal else {
      self = copy
      events.append(contentsOf: caused)
      dropPendingItCannotKeep(&pending)
      return
    }
    var redirected = self
    var redirectEvents: [NavigationEvent<D>] = []
    try redirected.apply(.show(target), in: structure, events: &redirectEvents)
    // What the redirect's link closes, the guard closed.
    Self.attribute(redirectEvents.indices, of: &redirectEvents, from: .deepLink, to: .guarded)
    if redirected.selection != selection, let layout,
      !structure.isAvailable(redirected.selection, customization: layout.customization, environment: layout.environment)
    {
      throw .denied(
        destination,
        reason: DenialReason(
          code: "redirectUnavailable",
          message: "the redirect to \(target) is on the tab \(redirected.selection), which this layout does not draw"))
    }
    if let refusal = redirected.refusal(amongAppeared: redirectEvents, policy: policy) {
      throw .denied(
        refusal.destination, reason: DenialReason(code: "redirectRefused", message: "the redirect to \(target) is refused too"))
    }
    // A redirect screen already on top (a second guarded link while signed out) is reused,
    // and the latest navigation replaces the pending one.
    let redirectID =
      redirected.id(of: target, issuedFrom: nextEntryID)
      ?? redirected.modals.last.flatMap { $0.destination == target ? $0.id : nil }
    self = redirected
    // The tap on an intercepting tab did happen; only what its action showed was redirected.
    events.append(contentsOf: caused.filter { if case .intercepted = $0 { true } else { false } })
    events.append(.redirected(destination, to: target))
    events.append(contentsOf: redirectEvents)
    pending = PendingNavigation(destination: destination, redirect: target, redirectID: redirectID, actions: actions)
  }

  /// A push under a guard, checked in place: the push is applied, the guard asked about the new
  /// screen, and the push undone if the guard refuses it. An allowed push so stays O(1) and
  /// copies nothing (applied to a copy of the state, it copied the visible stack; Benchmarks/).
  /// Returns `false`, with the state and `events` as they were, when the guard refuses: the
  /// caller then takes the general path, which reports the denial or performs the redirect.
  private mutating func pushInPlace(
    _ destination: D,
    in structure: AppStructure<D>,
    policy: GuardPolicy<D>,
    pending: inout PendingNavigation<D>?,
    events: inout [NavigationEvent<D>]
  ) throws(NavigationError<D>) -> Bool {
    // A push the structure's push policy may turn into a pop back takes screens away: the exit
    // guard must see it, on the general path.
    if policy.asksOnLeaving, structure.storage.pushPolicy != nil { return false }
    let mark = events.count
    let alertBefore = alert
    let nextBefore = nextEntryID
    let tabHadStack = stacks[selection] != nil
    try apply(.push(destination), in: structure, events: &events)
    if refusal(amongAppeared: Array(events[mark...]), policy: policy) == nil {
      dropPendingItCannotKeep(&pending)
      return true
    }
    if modals.isEmpty {
      _ = stacks[selection]?.popLast()
      if !tabHadStack { stacks[selection] = nil }
    } else {
      _ = modals[modals.count - 1].stack.popLast()
    }
    nextEntryID = nextBefore
    alert = alertBefore
    events.removeSubrange(mark...)
    return false
  }

  /// The first destination among those that `events` say appeared that the policy does not
  /// allow; a denial wins over a lookup, and a lookup over a redirect.
  private func refusal(amongAppeared events: [NavigationEvent<D>], policy: GuardPolicy<D>) -> Refusal? {
    var appeared: [D] = []
    var replaced = false
    for event in events {
      switch event {
      case let .selected(destination, _): appeared.append(destination)
      case let .pushed(entry): appeared.append(entry.destination)
      case let .presented(modal): appeared.append(modal.destination)
      case .replaced: replaced = true
      default: break
      }
    }
    // An entry pushed onto a tab that is not selected (a stack set) brings that tab in.
    let pushed = Set(events.compactMap { if case let .pushed(entry) = $0 { entry.id } else { nil } })
    if !pushed.isEmpty {
      for tab in orderedStackKeys where tab != selection && stacks[tab, default: []].contains(where: { pushed.contains($0.id) }) {
        appeared.append(tab)
      }
    }
    var lookup: Refusal?
    var redirect: Refusal?
    // A replacing state (a restored one) holds screens that were looked up when they appeared.
    let lookedUp = appeared.count
    if replaced { appeared.append(contentsOf: heldDestinations) }
    for (index, destination) in appeared.enumerated() {
      switch policy.decide(destination, self) {
      case .allow: continue
      case let .deny(reason): return .deny(destination, reason)
      case .resolve: if lookup == nil, index < lookedUp { lookup = .resolve(destination) }
      case let .redirect(target): if redirect == nil { redirect = .redirect(destination, target) }
      }
    }
    return lookup ?? redirect
  }

  private enum Refusal {
    case deny(D, DenialReason)
    case resolve(D)
    case redirect(D, D)

    var destination: D {
      switch self {
      case let .deny(destination, _), let .resolve(destination), let .redirect(destination, _): destination
      }
    }
  }

  /// The id of the newest entry or modal showing `destination` issued at or after `first`; `nil`
  /// when it is the selected tab. A reserved landing id (``EntryID/isReserved``) was not issued.
  private func id(of destination: D, issuedFrom first: EntryID) -> EntryID? {
    for modal in modals.reversed() {
      if let entry = modal.stack.last(where: { $0.destination == destination && $0.id >= first }) { return entry.id }
      if modal.destination == destination && modal.id >= first { return modal.id }
    }
    return selectedStack.last { $0.destination == destination && $0.id >= first && !$0.id.isReserved }?.id
  }

  /// Whether the state can still keep `pending`: a redirect while its redirect screen is in the
  /// state; a question or a lookup always, as far as the state can tell (the engine decides when
  /// they end).
  @usableFromInline
  func canKeep(_ pending: PendingNavigation<D>) -> Bool {
    switch pending.hold {
    case let .redirect(_, redirect, nil): return selection == redirect
    case let .redirect(_, _, id?): return allIDs.contains(id)
    // Whether a question is still waiting for its answer is the engine's to tell: the alert the
    // system closed may still be answered (see `NavigationEngine.dropUnansweredQuestion`). A
    // lookup is the engine's too: the latest navigation replaces it.
    case .confirmation, .resolution: return true
    }
  }
}
