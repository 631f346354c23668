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
///
/// A guard can also decide when a screen is about to leave (see ``init(_:leaving:)``): a form
/// with unsaved changes asks before any way out — Back, the swipe back, a sheet's swipe down,
/// a tab's modals closing, a deep link — takes it away.
public struct NavigationGuard<D: Destination, Context: Sendable>: Sendable {
  private let decision: @Sendable (D, NavigationState<D>, Context) -> GuardDecision<D>
  private let leaving: (@Sendable (LeaveDecision<D>.Departure, NavigationState<D>, Context) -> LeaveDecision<D>)?

  /// Creates a guard that decides when a destination is about to appear.
  ///
  /// - Parameter decide: the decision for a destination, given the state and the context.
  public init(_ decide: @escaping @Sendable (D, NavigationState<D>, Context) -> GuardDecision<D>) {
    self.decision = decide
    self.leaving = nil
  }

  /// Creates a guard that decides both when a destination is about to appear and when a screen
  /// is about to leave.
  ///
  /// `leaving` is asked about each screen an action would take away, with the cause: the
  /// person's gesture, the app's call, a deep link, a replacement, a removal, its tab left, or a
  /// return to a point below it. It is not asked when a screen finishes itself, when the guard's own decision removes it (a sign-out), when
  /// the app's structure no longer holds it, nor when a saved state is restored; nor can it
  /// stop a window from closing or the app from quitting, which the system never lets an app
  /// veto.
  ///
  /// One action asks at most one question: the first confirmation holds the whole action (a
  /// deep link, a batch, a return across stacks), and the person's answer performs or drops it.
  ///
  /// ```swift
  /// struct Editor: Sendable { var hasUnsavedChanges: Bool }
  /// let discard = NavigationGuard<SocialDestination, Editor>(
  ///   { _, _, _ in .allow },
  ///   leaving: { departure, _, editor in
  ///     departure.destination == .compose && editor.hasUnsavedChanges
  ///       ? .confirm(LeaveDecision.Confirmation("Discard this draft?")) : .allow
  ///   })
  /// navigator.setGuard(discard, context: Editor(hasUnsavedChanges: true))
  /// ```
  ///
  /// - Parameters:
  ///   - decide: the decision for a destination about to appear.
  ///   - leaving: the decision for a screen about to leave.
  public init(
    _ decide: @escaping @Sendable (D, NavigationState<D>, Context) -> GuardDecision<D>,
    leaving: @escaping @Sendable (LeaveDecision<D>.Departure, NavigationState<D>, Context) -> LeaveDecision<D>
  ) {
    self.decision = decide
    self.leaving = leaving
  }

  /// A guard that decides only when a screen is about to leave (see ``init(_:leaving:)``);
  /// every destination may appear.
  ///
  /// ```swift
  /// let discard = NavigationGuard<SocialDestination, Bool>.onLeaving { departure, _, isDirty in
  ///   departure.destination == .compose && isDirty ? .confirm(LeaveDecision.Confirmation("Discard this draft?")) : .allow
  /// }
  /// ```
  ///
  /// - Parameter leaving: the decision for a screen about to leave.
  /// - Returns: the guard.
  // A factory, not an initializer: `NavigationGuard { … }` must keep meaning the entry decision.
  public static func onLeaving(
    _ leaving: @escaping @Sendable (LeaveDecision<D>.Departure, NavigationState<D>, Context) -> LeaveDecision<D>
  ) -> NavigationGuard {
    NavigationGuard({ _, _, _ in .allow }, leaving: leaving)
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

  /// The decision for a screen about to leave: ``LeaveDecision/allow`` for a guard made
  /// without a `leaving` decision.
  ///
  /// - Parameters:
  ///   - departure: the screen and why it would leave.
  ///   - state: the state it would leave.
  ///   - context: the app's context.
  /// - Returns: allow, deny or confirm.
  public func decideLeaving(_ departure: LeaveDecision<D>.Departure, _ state: NavigationState<D>, _ context: Context) -> LeaveDecision<D> {
    leaving?(departure, state, context) ?? .allow
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
    var policy: GuardPolicy<D>
    if let leaving {
      policy = GuardPolicy(
        { destination, state in decision(destination, state, context) },
        leaving: { departure, state in leaving(departure, state, context) })
    } else {
      policy = GuardPolicy { destination, state in decision(destination, state, context) }
    }
    policy.encodedContext = { GuardContextCoding.json(context) }
    return policy
  }
}
