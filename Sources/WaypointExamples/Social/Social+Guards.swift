public import Waypoint

extension Social {
  /// The screens that need someone signed in: notifications, the profile tab and compose.
  public static let signInRequired: Set<SocialDestination> = [.notifications, .profile, .compose]

  /// Notifications, profile and compose require sign-in: when signed out, the way to them is
  /// redirected to sign-in (a sheet) and resumes after signing in.
  ///
  /// ```swift
  /// navigator.setGuard(Social.signInGuard, context: .signedOut)
  /// navigator.select(.notifications)                 // sign-in is presented instead
  /// navigator.setGuard(Social.signInGuard, context: .signedIn) // resumed: notifications
  /// ```
  public static let signInGuard = NavigationGuard<SocialDestination, SocialAccount> { destination, _, account in
    guard signInRequired.contains(destination), !account.isSignedIn else { return .allow }
    return .redirect(to: .signIn)
  }
}
