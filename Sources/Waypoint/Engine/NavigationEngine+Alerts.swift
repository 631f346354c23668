extension NavigationEngine {
  /// A button choice for the alert the system has just closed. SwiftUI may set an alert's
  /// presentation binding to `false` before it runs the tapped button's action, so the choice
  /// arrives when the alert is no longer up: the engine keeps the alert a `closeAlert` removed
  /// and runs that button's action, once. Returns whether the action was such a choice.
  @inlinable
  mutating func applyLateAlertChoice(
    _ action: NavigationAction<D>, events: inout [NavigationEvent<D>]
  ) throws(NavigationError<D>) -> Bool {
    guard case let .chooseAlertButton(id) = action, !(stateStorage.alert?.buttons.contains { $0.id == id } ?? false),
      let button = closedAlert?.buttons.first(where: { $0.id == id })
    else { return false }
    let closed = closedAlert
    closedAlert = nil
    guard let inner = button.action else { return true }
    do throws(NavigationError<D>) {
      try apply(inner, events: &events)
    } catch {
      closedAlert = closed
      throw error
    }
    return true
  }

  /// After an action: remembers the alert a `closeAlert` removed. Any other action ends the
  /// wait for a late choice: SwiftUI runs the tapped button's action right after the close.
  @inlinable
  mutating func rememberClosedAlert(_ action: NavigationAction<D>, shown: AlertState<D>?) {
    if case let .closeAlert(alert) = action, alert == shown {
      closedAlert = alert
    } else {
      closedAlert = nil
    }
  }
}
