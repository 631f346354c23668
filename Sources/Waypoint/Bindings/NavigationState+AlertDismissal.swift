extension NavigationState {
  /// The action that closing the alert without one of its buttons means: the system closed it
  /// (Escape, a tap outside a confirmation dialog, the implicit OK of an alert with no buttons).
  ///
  /// An alert with a cancel button is answered as if that button was chosen, so its action runs;
  /// an alert without one is removed by replacing the state with the same state minus the alert.
  /// `nil` when no alert is up, as when a button was chosen and the system's write is an echo.
  ///
  /// ```swift
  /// let isPresented = Binding(
  ///   get: { navigator.state.alert != nil },
  ///   set: { if !$0, let action = navigator.state.alertDismissalAction { navigator.send(action) } }
  /// )
  /// ```
  package var alertDismissalAction: NavigationAction<D>? {
    guard let alert else { return nil }
    if let cancel = alert.buttons.first(where: { $0.role == .cancel }) {
      return .chooseAlertButton(id: cancel.id)
    }
    var closed = self
    closed.alert = nil
    return .replace(closed)
  }
}
