public import Waypoint

/// Asserts a guard's decision for a destination in a state and a context: allow, deny with a
/// reason, or redirect.
///
/// ```swift
/// let signedOut = SocialAccount(isSignedIn: false)
/// let state = NavigationState(selection: SocialDestination.timeline)
/// expectGuard(Social.signInGuard, context: signedOut, for: .notifications, in: state, decides: .redirect(to: .signIn))
/// expectGuard(Social.signInGuard, context: signedOut, for: .timeline, in: state, decides: .allow)
/// ```
///
/// - Parameters:
///   - guard: the guard.
///   - context: the app's context the guard reads (an account, a feature flag).
///   - destination: the destination about to be reached.
///   - state: the state it would be reached from.
///   - expected: the decision the guard must make.
///   - fileID: the file of the assertion, where a failure is reported.
///   - filePath: the file's path.
///   - line: the line.
///   - column: the column.
public func expectGuard<D: Destination, Context: Sendable>(
  _ guard: NavigationGuard<D, Context>,
  context: Context,
  for destination: D,
  in state: NavigationState<D>,
  decides expected: GuardDecision<D>,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  expectGuard(
    `guard`.policy(context: context), for: destination, in: state, decides: expected,
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts a guard policy's decision for a destination in a state.
package func expectGuard<D: Destination>(
  _ policy: GuardPolicy<D>,
  for destination: D,
  in state: NavigationState<D>,
  decides expected: GuardDecision<D>,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let decision = policy.decide(destination, state)
  if let difference = Diffing.difference(expected: expected, actual: decision) {
    location.fail("The guard's decision for \(Diffing.dump(destination)) does not match expectation: …" + difference)
  }
}
