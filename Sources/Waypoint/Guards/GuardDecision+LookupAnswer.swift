extension GuardDecision {
  /// What the app's resolver answers for a destination its guard wanted looked up first
  /// (``GuardDecision/resolve``): the answer comes back to the navigator as the action
  /// ``NavigationAction/resolved(token:_:)``.
  ///
  /// ```swift
  /// let answer: GuardDecision<SocialDestination>.LookupAnswer = .rewrite(.user(id: 7))  // the handle's account
  /// ```
  public enum LookupAnswer: Hashable, Sendable, Codable {
    /// The destination may appear: the navigation held back goes on.
    case allow
    /// Show this destination instead (the account a handle names, say): the navigation held back
    /// goes on with it in the looked-up destination's place, and the guard decides for it.
    case rewrite(D)
    /// The destination may not appear: the navigation is dropped with
    /// ``NavigationError/denied(_:reason:)``.
    case deny(DenialReason)
    /// The lookup failed (no network, a timeout): the navigation is dropped with
    /// ``NavigationError/resolutionFailed(_:reason:)``.
    case failed(String)
  }
}
