/// What a guard decides when a screen is about to leave the window.
///
/// ```swift
/// let draftIsDirty = true
/// let decision: LeaveDecision<SocialDestination> =
///   draftIsDirty ? .confirm(LeaveDecision.Confirmation("Discard this draft?")) : .allow
/// ```
public enum LeaveDecision<D: Destination>: Hashable, Sendable {
  /// The screen may leave.
  case allow
  /// The screen may not leave: the action fails with ``NavigationError/leavingDenied(_:reason:)``
  /// and nothing changes.
  case deny(DenialReason)
  /// Ask first: nothing changes but an alert that asks the question. Its leave button
  /// (``LeaveDecision/Confirmation/leaveButtonID``) performs the whole navigation that was held back,
  /// its stay button (``LeaveDecision/Confirmation/stayButtonID``) drops it.
  case confirm(Confirmation)
}
