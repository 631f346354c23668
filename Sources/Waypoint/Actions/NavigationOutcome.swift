/// The result of applying an action: the new state and the events it caused.
///
/// ```swift
/// switch state.applying(.pop(1), in: structure) {
/// case let .success(outcome): state = outcome.state
/// case let .failure(error): print(error)
/// }
/// ```
package struct NavigationOutcome<D: Destination>: Hashable, Sendable {
  /// The state after the action.
  package var state: NavigationState<D>
  /// What the action caused, in order.
  package var events: [NavigationEvent<D>]

  /// Creates an outcome.
  ///
  /// - Parameters:
  ///   - state: the new state.
  ///   - events: the events.
  package init(state: NavigationState<D>, events: [NavigationEvent<D>]) {
    self.state = state
    self.events = events
  }
}
