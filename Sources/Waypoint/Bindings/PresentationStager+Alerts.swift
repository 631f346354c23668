extension PresentationStager {
  /// Whether an alert of `kind` is up at `elevation`, as the alert's presentation binding reads
  /// it. Reading it also follows ``alertReshows``, so that an alert the core kept after the
  /// system closed it is presented again.
  ///
  /// ```swift
  /// get: { stager.isAlertPresented(.alert, at: elevation) }
  /// ```
  package func isAlertPresented(_ kind: AlertState<D>.Kind, at elevation: Int) -> Bool {
    _ = alertReshows
    return projection.alert(presentedAt: elevation)?.alert.kind == kind
  }

  /// The system closed `alert` without a button (its binding was set to `false`): the navigator
  /// decides what the close means. Right after the person tapped one of its buttons it is that
  /// tap's echo and changes nothing; when the close was the person's own (the system wrote no
  /// echo), the alert would then stay in the state with nothing on screen, so the stager asks
  /// for it to be presented again, and the person's next close closes it.
  ///
  /// ```swift
  /// set: { isPresented in if !isPresented, let alert { stager.userDidCloseAlert(alert, on: navigator) } }
  /// ```
  ///
  /// - Parameters:
  ///   - alert: the alert the binding showed.
  ///   - navigator: the window's navigator.
  package func userDidCloseAlert(_ alert: AlertState<D>, on navigator: Navigator<D>) {
    navigator.send(.closeAlert(alert))
    if navigator.state.alert == alert { alertReshows += 1 }
    retarget(navigator.state, in: navigator.environment)
  }
}
