/// What a guard decides for one destination.
///
/// ```swift
/// let decision: GuardDecision<SocialDestination> = account.isSignedIn ? .allow : .redirect(to: .signIn)
/// ```
public enum GuardDecision<D: Destination>: Hashable, Sendable {
  /// The destination may be on screen.
  case allow
  /// The destination may not be on screen; the action that would show it fails with
  /// ``NavigationError/denied(_:reason:)`` and the state does not change.
  case deny(DenialReason)
  /// Show `destination` instead (for example sign-in as a sheet) and hold the original
  /// navigation back; it resumes when the guard allows it, and is dropped if the redirect
  /// screen is dismissed first.
  ///
  /// A redirect that the guard refuses too, or that would select a tab the current layout does
  /// not draw (a sidebar-only tab, on a phone), is a denial: the action fails with
  /// ``NavigationError/denied(_:reason:)``, with the reason code `redirectRefused` or
  /// `redirectUnavailable`, and nothing changes.
  case redirect(to: D)
  /// Look the destination up first (an account for a handle, an entitlement): nothing changes
  /// but a pending lookup (``NavigationEvent/resolving(_:token:)``, ``Navigator/resolvingDestination``),
  /// and the navigation is held until the app's resolver answers with
  /// ``NavigationAction/resolved(token:_:)`` (see ``Navigator/setResolver(timeout:_:)``). The
  /// latest navigation replaces a pending lookup; a destination already on screen counts as
  /// looked up. Without a resolver, the navigation waits until the app sends the answer itself.
  case resolve
}
