extension NavigationEngine {
  /// The person's answer to the question a guard asked before a screen is left: choosing the
  /// leave button performs the navigation held back, without asking again (the guard still
  /// decides what appears); choosing the stay button drops it. The answer counts whether the
  /// question's alert is up or the system has just closed it (SwiftUI may close an alert before
  /// it runs the tapped button's action). Returns whether the action was such an answer.
  mutating func answersQuestion(_ action: NavigationAction<D>, events: inout [NavigationEvent<D>]) -> Bool {
    guard let held = pendingNavigation, let question = held.confirmation,
      case let .chooseAlertButton(id) = action.withoutOptions.action,
      stateStorage.alert == question || closedAlert == question,
      question.buttons.contains(where: { $0.id == id })
    else { return false }
    var copy = self
    copy.pendingNavigation = nil
    copy.closedAlert = nil
    var caused: [NavigationEvent<D>] = []
    if copy.stateStorage.alert == question {
      copy.stateStorage.alert = nil
      caused.append(.alertDismissed(buttonID: id))
    }
    if id == LeaveDecision<D>.Confirmation.leaveButtonID {
      do throws(NavigationError<D>) {
        try copy.performHeld(held.actions, lookedUp: held.lookedUp, leaving: true, motion: held.motion ?? .animated, events: &caused)
      } catch {
        // What was held no longer makes sense (it cannot, while the question is up, but the
        // answer must not be lost): the question goes, and the refusal says why.
        caused.append(.rejected(error))
      }
    }
    self = copy
    events.append(contentsOf: caused)
    return true
  }

  /// Drops a held question that can no longer be answered: its alert is neither up nor the one
  /// the system has just closed (another action went in between, or the alert was taken away).
  @usableFromInline
  mutating func dropUnansweredQuestion() {
    guard let question = pendingNavigation?.confirmation, stateStorage.alert != question, closedAlert != question else { return }
    pendingNavigation = nil
  }

  /// Whether the person's swipe down of the modal at `elevation` must be disabled beforehand:
  /// the guard would ask, or refuse, before that modal (or one above it) leaves.
  ///
  /// ```swift
  /// engine.locksDismissal(atElevation: 0)  // true while the compose sheet has a dirty draft
  /// ```
  ///
  /// - Parameter elevation: the modal's elevation.
  /// - Returns: `true` when the swipe must be disabled.
  package func locksDismissal(atElevation elevation: Int) -> Bool {
    stateStorage.locksDismissal(atElevation: elevation, policy: policy)
  }

  /// Whether the person's swipe back from the top of the stack at `location` (and the back
  /// button's menu) must be disabled beforehand: the guard would ask, or refuse, before one of
  /// its entries leaves.
  ///
  /// ```swift
  /// engine.locksBack(at: .tab(.timeline))
  /// ```
  ///
  /// - Parameter location: a tab's stack or a modal's.
  /// - Returns: `true` when the swipe back must be disabled.
  package func locksBack(at location: StackLocation<D>) -> Bool {
    stateStorage.locksBack(at: location, policy: policy)
  }
}
