/// A guard bound to the app's current context: the decision for each destination, given the
/// state it would appear in.
///
/// Get one from ``NavigationGuard/policy(context:)``; the pure functions of the model take a
/// policy, so that they do not need to know the context's type.
///
/// ```swift
/// let policy = Social.signInGuard.policy(context: SocialAccount.signedOut)
/// policy.decide(.notifications, state) // .redirect(to: .signIn)
/// ```
@usableFromInline
package struct GuardPolicy<D: Destination>: Sendable {
  private let decision: @Sendable (D, NavigationState<D>) -> GuardDecision<D>
  private let leaving: (@Sendable (LeaveDecision<D>.Departure, NavigationState<D>) -> LeaveDecision<D>)?
  /// Whether this is ``allowAll``, so that checks can be skipped.
  @usableFromInline let allowsEverything: Bool
  /// The context the guard was bound to, as JSON, when it is `Encodable`: what a recording
  /// keeps, so that a replay binds the guard to the same context.
  package var encodedContext: (@Sendable () -> String?)?
  /// Whether the policy decides when a screen leaves, so that the screens an action takes away
  /// must be found and asked about.
  @usableFromInline var asksOnLeaving: Bool { leaving != nil }

  /// Creates a policy from a decision function.
  ///
  /// - Parameter decide: the decision for a destination in a state.
  package init(_ decide: @escaping @Sendable (D, NavigationState<D>) -> GuardDecision<D>) {
    self.decision = decide
    self.leaving = nil
    self.allowsEverything = false
  }

  /// Creates a policy that also decides when a screen leaves.
  ///
  /// - Parameters:
  ///   - decide: the decision for a destination in a state.
  ///   - leaving: the decision for a screen about to leave a state.
  package init(
    _ decide: @escaping @Sendable (D, NavigationState<D>) -> GuardDecision<D>,
    leaving: @escaping @Sendable (LeaveDecision<D>.Departure, NavigationState<D>) -> LeaveDecision<D>
  ) {
    self.decision = decide
    self.leaving = leaving
    self.allowsEverything = false
  }

  private init(allowingEverything: Void) {
    self.decision = { _, _ in .allow }
    self.leaving = nil
    self.allowsEverything = true
  }

  /// A policy that allows everything: the default when an app has no guards. Actions then
  /// apply in place, with no extra cost.
  package static var allowAll: GuardPolicy { GuardPolicy(allowingEverything: ()) }

  /// The decision for `destination`.
  ///
  /// - Parameters:
  ///   - destination: a destination about to appear (or already on screen, when re-checking).
  ///   - state: the state it appears in.
  /// - Returns: allow, deny or redirect.
  package func decide(_ destination: D, _ state: NavigationState<D>) -> GuardDecision<D> {
    decision(destination, state)
  }

  /// Whether `destination` may be in `state`.
  ///
  /// - Parameters:
  ///   - destination: a destination.
  ///   - state: the state.
  /// - Returns: `true` when the decision is ``GuardDecision/allow``, or
  ///   ``GuardDecision/resolve`` (what is already in a state was looked up when it appeared).
  @usableFromInline
  package func allows(_ destination: D, _ state: NavigationState<D>) -> Bool {
    switch decide(destination, state) {
    case .allow, .resolve: true
    case .deny, .redirect: false
    }
  }

  /// The decision for a screen about to leave `state`.
  ///
  /// - Parameters:
  ///   - departure: the screen and why it would leave.
  ///   - state: the state it would leave.
  /// - Returns: allow, deny or confirm.
  package func decideLeaving(_ departure: LeaveDecision<D>.Departure, _ state: NavigationState<D>) -> LeaveDecision<D> {
    leaving?(departure, state) ?? .allow
  }

  /// This policy, with `destinations` allowed: what performs a navigation whose lookups the
  /// resolver allowed (the guard would ask for them again).
  ///
  /// - Parameter destinations: the looked-up destinations.
  /// - Returns: the policy.
  package func allowing(_ destinations: [D]) -> GuardPolicy {
    guard !destinations.isEmpty else { return self }
    let decision = decision
    let decide: @Sendable (D, NavigationState<D>) -> GuardDecision<D> = { candidate, state in
      destinations.contains(candidate) ? .allow : decision(candidate, state)
    }
    guard let leaving else { return GuardPolicy(decide) }
    return GuardPolicy(decide, leaving: leaving)
  }

  /// This policy, deciding only when destinations appear: what performs a navigation the person
  /// already confirmed leaving for.
  package var allowingEveryDeparture: GuardPolicy {
    allowsEverything || leaving == nil ? self : GuardPolicy(decision)
  }
}
