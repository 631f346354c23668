extension PresentationStager {
  /// Whether an alert of `kind` is up at `elevation`, as the alert's presentation binding reads
  /// it. Reading it also follows ``alertReshows``, so that an alert the core kept after the
  /// system closed it is presented again.
  ///
  /// ```swift
  /// let isPresented = { stager.isAlertPresented(.alert, at: 0) }  // the alert binding's getter
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
  /// // The alert binding's setter:
  /// let setPresented = { (isPresented: Bool) in
  ///   if !isPresented, let alert = stager.alertOnScreen(at: 0) { stager.userDidCloseAlert(alert, on: navigator) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - alert: the alert the binding showed.
  ///   - navigator: the window's navigator.
  package func userDidCloseAlert(_ alert: AlertState<D>, on navigator: Navigator<D>) {
    // The system's close also says that an alert the stager is taking down has left the screen.
    if case let .alertDismissal(elevation)? = awaiting { alertDidDisappear(at: elevation) }
    navigator.send(.closeAlert(alert))
    if navigator.state.alert == alert { alertReshows += 1 }
    follow(navigator)
  }
}

extension PresentationStager {
  /// The alert the person sees presented from `elevation`: the projection's, or the one leaving
  /// the screen while the stager waits for it. A close the system writes names it.
  ///
  /// ```swift
  /// // The setter of the binding of the alert presented from elevation 0:
  /// let setPresented = { (isPresented: Bool) in
  ///   if !isPresented, let alert = stager.alertOnScreen(at: 0) { stager.userDidCloseAlert(alert, on: navigator) }
  /// }
  /// ```
  package func alertOnScreen(at elevation: Int) -> AlertState<D>? {
    if awaiting == .alertDismissal(elevation: elevation) { return dismissingAlert }
    return projection.alert(presentedAt: elevation)?.alert
  }

  /// Reports that no alert is presented from `elevation` any more (the update after the
  /// projection stopped showing it): what follows an alert the stager took down (the alert that
  /// replaces it, a sheet) is presented now.
  ///
  /// ```swift
  /// // In the view's onChange of `stager.projection.alert(presentedAt: 0) == nil`:
  /// if stager.projection.alert(presentedAt: 0) == nil { stager.alertDidDisappear(at: 0) }
  /// ```
  ///
  /// - Parameter elevation: the level the alert was presented from.
  package func alertDidDisappear(at elevation: Int) {
    guard awaiting == .alertDismissal(elevation: elevation) else { return }
    endWaiting()
  }
}
