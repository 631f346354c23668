/// Navigation a guard held back with a redirect, waiting for the guard to allow it.
///
/// It resumes (event ``NavigationEvent/resumed(_:)``) when the context changes so that the
/// guard allows it, and is dropped when the redirect screen is dismissed first.
///
/// ```swift
/// navigator.select(.notifications)          // signed out: sign-in is presented instead
/// navigator.pendingNavigation?.destination  // .notifications
/// navigator.setGuard(Social.signInGuard, context: .signedIn) // resumes: notifications selected
/// ```
@usableFromInline
package struct PendingNavigation<D: Destination>: Hashable, Sendable, Codable {
  /// The destination the guard redirected away from.
  package var destination: D
  /// Where the guard redirected to.
  package var redirect: D
  /// The id of the redirect screen's entry or modal; when it leaves the state the pending
  /// navigation is dropped.
  package var redirectID: EntryID?
  /// The actions to apply when the guard allows them.
  package var actions: [NavigationAction<D>]

  /// Creates a pending navigation.
  ///
  /// - Parameters:
  ///   - destination: the destination the guard redirected away from.
  ///   - redirect: where the guard redirected to.
  ///   - redirectID: the redirect screen's id, if it has one.
  ///   - actions: the actions held back.
  package init(destination: D, redirect: D, redirectID: EntryID?, actions: [NavigationAction<D>]) {
    self.destination = destination
    self.redirect = redirect
    self.redirectID = redirectID
    self.actions = actions
  }
}
