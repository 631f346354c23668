/// What a command did to the session, besides changing its state.
package struct Effect: Hashable, Sendable {
  /// The transition steps, in order.
  package var steps: [StepRecord] = []
  /// The events.
  package var events: [EventRecord] = []
  /// Text to print.
  package var output: String? = nil
  /// Whether the screen may have changed.
  package var redraw = false
  /// Whether the session ends.
  package var quit = false
}
