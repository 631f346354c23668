extension NavigationState {
  /// What a guard answers for the screens an action takes away.
  enum LeaveAnswer {
    /// Every screen may leave.
    case allow
    /// This screen may not leave.
    case deny(Departure<D>, DenialReason)
    /// Ask this question first.
    case confirm(LeaveConfirmation<D>)
  }

  /// The screens that `events` say left this state, each with its cause: every entry popped,
  /// every modal dismissed with the entries of its stack, lowest first.
  func departures(in events: some Collection<NavigationEvent<D>>) -> [Departure<D>] {
    var departures: [Departure<D>] = []
    for event in events {
      switch event {
      case let .popped(entries, cause):
        for entry in entries { departures.append(Departure(screen: .entry(entry.id), destination: entry.destination, cause: cause)) }
      case let .dismissed(modals, cause):
        for modal in modals { departures.append(contentsOf: Self.departures(of: modal, cause: cause)) }
      default:
        continue
      }
    }
    return departures
  }

  /// The modal's root and the entries of its stack, leaving for `cause`.
  static func departures(of modal: Modal<D>, cause: NavigationAction<D>.Cause) -> [Departure<D>] {
    [Departure(screen: .entry(modal.id), destination: modal.destination, cause: cause)]
      + modal.stack.map { Departure(screen: .entry($0.id), destination: $0.destination, cause: cause) }
  }

  /// The guard's answer for `departures` from this state, the top-most screen asked first: a
  /// refusal wins; else the first question; else every screen may leave. Screens leaving for a
  /// cause the guard is not asked about (a sign-out, a restoration, a new structure) are
  /// skipped, and so is the screen on top when it finishes itself; the screens a return to a
  /// point below takes with it are asked.
  func leaveAnswer(for departures: [Departure<D>], policy: GuardPolicy<D>) -> LeaveAnswer {
    var question: LeaveConfirmation<D>?
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
    let departures = stack.map { Departure(screen: .entry($0.id), destination: $0.destination, cause: .person) }
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
