public import Waypoint

extension Social {
  /// The screens that need someone signed in: notifications, the profile tab and compose.
  public static let signInRequired: Set<SocialDestination> = [.notifications, .profile, .compose]

  /// What the app asks before a draft is thrown away.
  public static let discardDraft = LeaveDecision<SocialDestination>.Confirmation(
    "Discard this post?", message: "What you wrote will be lost.", leaveTitle: "Discard", stayTitle: "Keep Editing",
    kind: .confirmationDialog, titleVisibility: .visible, severity: .critical)

  /// Notifications, profile and compose require sign-in: when signed out, the way to them is
  /// redirected to sign-in (a sheet) and resumes after signing in. A compose screen with an
  /// unsaved draft asks before any way out takes it away.
  ///
  /// ```swift
  /// navigator.setGuard(Social.signInGuard, context: .signedOut)
  /// navigator.select(.notifications)                 // sign-in is presented instead
  /// navigator.setGuard(Social.signInGuard, context: .signedIn) // resumed: notifications
  /// navigator.setGuard(Social.signInGuard, context: .drafting) // compose now asks before it goes
  /// ```
  public static let signInGuard = NavigationGuard<SocialDestination, SocialAccount>(
    { destination, _, account in
      guard signInRequired.contains(destination), !account.isSignedIn else { return .allow }
      return .redirect(to: .signIn)
    },
    leaving: { departure, _, account in
      departure.destination == .compose && account.hasUnsavedDraft ? .confirm(discardDraft) : .allow
    })
}
