/// Navigation a guard held back: by a redirect, waiting for the guard to allow it, or by a
/// question before a screen is left, waiting for the person's answer. At most one is held at a
/// time; the latest wins, and it is never saved.
///
/// A redirect's navigation resumes (event ``NavigationEvent/resumed(_:)``) when the context
/// changes so that the guard allows it, and is dropped when the redirect screen is dismissed
/// first. A question's navigation is performed when the person chooses to leave, and dropped when
/// they choose to stay or the question goes away unanswered.
///
/// ```swift
/// navigator.select(.notifications)          // signed out: sign-in is presented instead
/// navigator.pendingNavigation?.destination  // .notifications
/// navigator.setGuard(Social.signInGuard, context: .signedIn) // resumes: notifications selected
/// ```
@usableFromInline
package struct PendingNavigation<D: Destination>: Hashable, Sendable, Codable {
  /// What holds the navigation back.
  // Boxed (`indirect`): one pointer, so that a hold's copy and an optional hold's nil check stay
  // cheap. Inline, its generic payloads made every copy of an engine go through the runtime's
  // value witnesses (Benchmarks/: about 1,000 instructions per push and pop).
  @usableFromInline
  package indirect enum Hold: Hashable, Sendable, Codable {
    /// The guard showed `to` instead of `from`; `screen` is the redirect screen's entry or modal
    /// id (`nil` when it is a tab).
    case redirect(from: D, to: D, screen: EntryID?)
    /// The guard asks this alert's question before a screen is left.
    case confirmation(AlertState<D>)
    /// The guard wants `destination` looked up first; `token` names the lookup (`nil` until the
    /// engine numbers it).
    case resolution(D, token: UInt64?)
  }

  /// What holds the navigation back.
  @usableFromInline package var hold: Hold
  /// The actions to apply when the hold is lifted.
  @usableFromInline package var actions: [NavigationAction<D>]
  /// The destinations the resolver already allowed for these actions: not looked up again when
  /// they go on.
  package var lookedUp: [D] = []
  /// How the screen moves when the held navigation goes on: the motion of the request that was
  /// held (a link's, an instant action's); animated when `nil`. Optional, so that a hold saved in
  /// a recording before motions existed still decodes.
  package var motion: NavigationAction<D>.Motion?

  /// Creates navigation held back by a redirect.
  ///
  /// - Parameters:
  ///   - destination: the destination the guard redirected away from.
  ///   - redirect: where the guard redirected to.
  ///   - redirectID: the redirect screen's id, if it has one.
  ///   - actions: the actions held back.
  package init(destination: D, redirect: D, redirectID: EntryID?, actions: [NavigationAction<D>]) {
    self.hold = .redirect(from: destination, to: redirect, screen: redirectID)
    self.actions = actions
  }

  /// Creates navigation held back by a question before leaving.
  ///
  /// - Parameters:
  ///   - alert: the alert that asks.
  ///   - actions: the actions held back.
  package init(confirming alert: AlertState<D>, actions: [NavigationAction<D>]) {
    self.hold = .confirmation(alert)
    self.actions = actions
  }

  /// Creates navigation held back until `destination` is looked up.
  ///
  /// - Parameters:
  ///   - destination: the destination to look up.
  ///   - token: the lookup's number; `nil` until the engine numbers it.
  ///   - actions: the actions held back.
  package init(resolving destination: D, token: UInt64? = nil, actions: [NavigationAction<D>]) {
    self.hold = .resolution(destination, token: token)
    self.actions = actions
  }

  /// The destination being looked up and the lookup's number; `nil` for another hold.
  package var resolution: (destination: D, token: UInt64?)? {
    if case let .resolution(destination, token) = hold { (destination, token) } else { nil }
  }

  /// The destination a redirect held back; `nil` for a question or a lookup.
  package var destination: D? {
    if case let .redirect(from, _, _) = hold { from } else { nil }
  }

  /// The alert a question is asked with; `nil` for a redirect.
  package var confirmation: AlertState<D>? {
    if case let .confirmation(alert) = hold { alert } else { nil }
  }
}
