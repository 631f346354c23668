/// The result of applying an action: the new state and the events it caused.
///
/// ```swift
/// switch state.applying(.pop(1), in: structure) {
/// case let .success(outcome): state = outcome.state
/// case let .failure(error): print(error)
/// }
/// ```
public struct NavigationOutcome<D: Destination>: Hashable, Sendable {
  /// The state after the action.
  public var state: NavigationState<D>
  /// What the action caused, in order.
  public var events: [NavigationEvent<D>]

  /// Creates an outcome.
  ///
  /// - Parameters:
  ///   - state: the new state.
  ///   - events: the events.
  public init(state: NavigationState<D>, events: [NavigationEvent<D>]) {
    self.state = state
    self.events = events
  }
}
