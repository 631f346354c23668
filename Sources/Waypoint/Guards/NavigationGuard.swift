/// A policy consulted before a destination is reached by any way in: tab selection, push,
/// present, deep link, URL, replace, restoration and windows.
///
/// A guard decides for a destination, given the state and the app's context (who is signed in,
/// which features are on): allow, deny with a reason, or redirect. Give it to a navigator with
/// ``Navigator/setGuard(_:context:)`` and call that again whenever the context changes.
///
/// ```swift
/// struct Account: Sendable { var isSignedIn: Bool }
/// let signIn = NavigationGuard<SocialDestination, Account> { destination, _, account in
///   switch destination {
///   case .notifications, .profile, .compose: account.isSignedIn ? .allow : .redirect(to: .signIn)
///   default: .allow
///   }
/// }
/// navigator.setGuard(signIn, context: Account(isSignedIn: false))
/// ```
public struct NavigationGuard<D: Destination, Context: Sendable>: Sendable {
  private let decision: @Sendable (D, NavigationState<D>, Context) -> GuardDecision<D>

  /// Creates a guard.
  ///
  /// - Parameter decide: the decision for a destination, given the state and the context.
  public init(_ decide: @escaping @Sendable (D, NavigationState<D>, Context) -> GuardDecision<D>) {
    self.decision = decide
  }

  /// The decision for `destination`.
  ///
  /// - Parameters:
  ///   - destination: a destination.
  ///   - state: the state it appears in.
  ///   - context: the app's context.
  /// - Returns: allow, deny or redirect.
  public func decide(_ destination: D, _ state: NavigationState<D>, _ context: Context) -> GuardDecision<D> {
    decision(destination, state, context)
  }

  /// The guard bound to one context value.
  ///
  /// ```swift
  /// let policy = Social.signInGuard.policy(context: account)
  /// ```
  ///
  /// - Parameter context: the app's current context.
  /// - Returns: the policy the model's pure functions take.
  package func policy(context: Context) -> GuardPolicy<D> {
    let decision = decision
    return GuardPolicy { destination, state in decision(destination, state, context) }
  }
}
