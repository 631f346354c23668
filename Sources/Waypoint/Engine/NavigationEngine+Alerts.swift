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
    let over = stateStorage.topScreen
    if let inner = button.action {
      do throws(NavigationError<D>) {
        try apply(inner, events: &events)
      } catch {
        closedAlert = closed
        throw error
      }
    }
    stateStorage.deliverAnswer(of: button, over: over, events: &events)
    return true
  }

  /// A button the person tapped on the alert on screen, as the system's alert reports it: the
  /// same as `chooseAlertButton(id:)`, and when the alert was still up (SwiftUI ran the button's
  /// action before closing it), the system's close is still to come (see
  /// ``takeAlertCloseEcho(_:events:)``). A choice the app sends itself owes no close.
  ///
  /// ```swift
  /// try engine.chooseAlertButtonOnScreen("save", events: &events)
  /// ```
  ///
  /// - Parameters:
  ///   - id: the button's id.
  ///   - events: the events, appended to.
  package mutating func chooseAlertButtonOnScreen(_ id: String, events: inout [NavigationEvent<D>]) throws(NavigationError<D>) {
    if inputLog != nil,
      try recorded(
        .alertButtonOnScreen(id), events: &events,
        { engine, caused throws(NavigationError<D>) in
          try engine.chooseAlertButtonOnScreen(id, events: &caused)
        })
    {
      return
    }
    let shown = stateStorage.alert
    try apply(.chooseAlertButton(id: id), events: &events)
    if shown?.buttons.contains(where: { $0.id == id }) == true { owesAlertCloseEcho = true }
  }

  /// The system's own close of an alert whose button the person just tapped. SwiftUI may run the
  /// tapped button's action first and set the binding to `false` after it; by then the button
  /// may have presented another alert, which the interface may already name in its close. The
  /// first `closeAlert` after such a tap is that echo, whatever alert it names, and changes
  /// nothing; any other action in between ends the wait. Returns whether the action was the echo.
  @inlinable
  mutating func takeAlertCloseEcho(_ action: NavigationAction<D>, events: inout [NavigationEvent<D>]) -> Bool {
    guard owesAlertCloseEcho else { return false }
    owesAlertCloseEcho = false
    guard case .closeAlert = action else { return false }
    events.append(.nothingToDismiss)
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
