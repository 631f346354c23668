extension NavigationState {
  /// What a guard answers for the screens an action takes away.
  enum LeaveAnswer {
    /// Every screen may leave.
    case allow
    /// This screen may not leave.
    case deny(LeaveDecision<D>.Departure, DenialReason)
    /// Ask this question first.
    case confirm(LeaveDecision<D>.Confirmation)
  }

  /// The screens that `events` say left this state, each with its cause: every entry popped,
  /// every modal dismissed with the entries of its stack, lowest first.
  func departures(in events: some Collection<NavigationEvent<D>>) -> [LeaveDecision<D>.Departure] {
    var departures: [LeaveDecision<D>.Departure] = []
    for event in events {
      switch event {
      case let .popped(entries, cause):
        for entry in entries {
          departures.append(LeaveDecision.Departure(screen: .entry(entry.id), destination: entry.destination, cause: cause))
        }
      case let .dismissed(modals, cause):
        for modal in modals { departures.append(contentsOf: Self.departures(of: modal, cause: cause)) }
      default:
        continue
      }
    }
    return departures
  }

  /// The modal's root and the entries of its stack, leaving for `cause`.
  static func departures(of modal: Modal<D>, cause: NavigationAction<D>.Cause) -> [LeaveDecision<D>.Departure] {
    [LeaveDecision.Departure(screen: .entry(modal.id), destination: modal.destination, cause: cause)]
      + modal.stack.map { LeaveDecision.Departure(screen: .entry($0.id), destination: $0.destination, cause: cause) }
  }

  /// The guard's answer for `departures` from this state, the top-most screen asked first: a
  /// refusal wins; else the first question; else every screen may leave. Screens leaving for a
  /// cause the guard is not asked about (a sign-out, a restoration, a new structure) are
  /// skipped, and so is the screen on top when it finishes itself; the screens a return to a
  /// point below takes with it are asked.
  func leaveAnswer(for departures: [LeaveDecision<D>.Departure], policy: GuardPolicy<D>) -> LeaveAnswer {
    var question: LeaveDecision<D>.Confirmation?
    let top = topScreen
    for departure in departures.reversed()
    where departure.cause.asksGuard || (departure.cause == .finished && departure.screen != top) {
      switch policy.decideLeaving(departure, self) {
      case .allow: continue
      case let .deny(reason): return .deny(departure, reason)
      case let .confirm(confirmation): if question == nil { question = confirmation }
      }
    }
    return question.map(LeaveAnswer.confirm) ?? .allow
  }

  /// Asks the guard about the screens `caused` says the actions take away. A refusal throws
  /// ``NavigationError/leavingDenied(_:reason:)``; a question is put up as the alert, with
  /// nothing else changed, and the actions are held until the person answers it (the engine
  /// performs or drops them). Returns whether the actions were held.
  mutating func holdsForQuestion(
    _ actions: [NavigationAction<D>],
    leaving caused: [NavigationEvent<D>],
    policy: GuardPolicy<D>,
    pending: inout PendingNavigation<D>?,
    events: inout [NavigationEvent<D>]
  ) throws(NavigationError<D>) -> Bool {
    switch leaveAnswer(for: departures(in: caused), policy: policy) {
    case .allow:
      return false
    case let .deny(departure, reason):
      throw .leavingDenied(departure.destination, reason: reason)
    case let .confirm(question):
      let alert = question.alert
      self.alert = alert
      events.append(.alertPresented(alert))
      // The latest navigation replaces whatever was held before.
      pending = PendingNavigation(confirming: alert, actions: actions)
      return true
    }
  }

  /// Whether the person's swipe down of the modal at `elevation` must be disabled beforehand,
  /// because the guard would ask or refuse to let it (or a modal above it) go: a committed
  /// swipe cannot be undone.
  ///
  /// ```swift
  /// state.locksDismissal(atElevation: 0, policy: policy)  // true while the draft is dirty
  /// ```
  ///
  /// - Parameters:
  ///   - elevation: the modal's elevation.
  ///   - policy: the guard bound to the app's context.
  /// - Returns: `true` when the swipe must be disabled.
  package func locksDismissal(atElevation elevation: Int, policy: GuardPolicy<D>) -> Bool {
    // A style only the app dismisses locks the swipe whatever the guard says.
    if modals.indices.contains(elevation), modals[elevation].style.isInteractiveDismissDisabled { return true }
    guard policy.asksOnLeaving, elevation >= 0, elevation < modals.count else { return false }
    let departures = modals[elevation...].flatMap { Self.departures(of: $0, cause: .person) }
    if case .allow = leaveAnswer(for: departures, policy: policy) { return false }
    return true
  }

  /// Whether the person's swipe back from the top of the stack at `location` (and the back
  /// button's menu, which can go back several screens at once) must be disabled beforehand,
  /// because the guard would ask or refuse to let one of its entries go.
  ///
  /// ```swift
  /// state.locksBack(at: .tab(.inbox), policy: policy)
  /// ```
  ///
  /// - Parameters:
  ///   - location: a tab's stack or a modal's.
  ///   - policy: the guard bound to the app's context.
  /// - Returns: `true` when the swipe back must be disabled.
  package func locksBack(at location: StackLocation<D>, policy: GuardPolicy<D>) -> Bool {
    guard policy.asksOnLeaving, let stack = stack(at: location), !stack.isEmpty else { return false }
    let departures = stack.map { LeaveDecision.Departure(screen: .entry($0.id), destination: $0.destination, cause: .person) }
    if case .allow = leaveAnswer(for: departures, policy: policy) { return false }
    return true
  }

  /// This state as it is saved: without the alert of a question `pending` holds. What the
  /// question held is never saved, so a restored window must not ask it.
  ///
  /// ```swift
  /// let saved = navigator.state.savable(holding: navigator.pendingNavigation)
  /// ```
  ///
  /// - Parameter pending: the navigation held in the window.
  /// - Returns: the state to save.
  package func savable(holding pending: PendingNavigation<D>?) -> NavigationState<D> {
    guard let question = pending?.confirmation, alert == question else { return self }
    var saved = self
    saved.alert = nil
    return saved
  }
}
