extension PresentationStager {
  /// Performs a person's gesture as the SwiftUI layer receives it from the system, through the
  /// same calls: the navigator decides what it means, and the stager displays it.
  ///
  /// ```swift
  /// stager.perform(.goBack(), on: navigator)
  /// ```
  ///
  /// - Parameters:
  ///   - gesture: what the person did.
  ///   - navigator: the window's navigator.
  package func perform(_ gesture: Navigator<D>.Gesture, on navigator: Navigator<D>) {
    switch gesture {
    case let .chooseTab(tab):
      userDidChoose(tab, on: navigator)
    case let .chooseListRow(tab):
      userDidChooseInList(tab, on: navigator)
    case let .goBack(count):
      let location = displayed.topLocation
      guard let path = displayed.stack(at: location) else { return }
      userDidSetPath(Array(path.dropLast(max(0, count))), at: location, on: navigator)
    case let .swipeAway(elevation):
      userDidSwipeAway(modalAt: elevation, on: navigator)
    case let .tapAlertButton(id):
      _ = navigator.chooseAlertButtonOnScreen(id)
      follow(navigator)
    case .closeAlert:
      guard let alert = alertOnScreen(at: displayed.modals.count) else { return }
      userDidCloseAlert(alert, on: navigator)
    case .tapBottomAccessory:
      // Only an accessory on screen can be tapped, and only one with an action does anything.
      guard let action = projection.tabs.bottomAccessory?.action else { return }
      navigator.send(action.by(.person))
      follow(navigator)
    }
  }

  /// The person swiped the sheet at `elevation` down (SwiftUI wrote `nil` to its item): the
  /// swipe has already happened on screen, so the stager does not wait for it, and the
  /// navigator dismisses that modal and the ones above it. On a sheet whose swipe the guard
  /// locks (``Navigator/locksDismissal(atElevation:)``), the swipe is only an attempt: the sheet
  /// stays and the navigator asks the guard's question.
  ///
  /// ```swift
  /// stager.userDidSwipeAway(modalAt: 0, on: navigator)  // the sheet item binding's setter, given nil
  /// ```
  ///
  /// - Parameters:
  ///   - elevation: the sheet's elevation.
  ///   - navigator: the window's navigator.
  package func userDidSwipeAway(modalAt elevation: Int, on navigator: Navigator<D>) {
    guard let shown = projection.modals.first(where: { $0.elevation == elevation }),
      let action = navigator.state.dismissalAction(forModal: shown.id, at: elevation)
    else { return }
    // Where the guard would ask before the sheet goes, its swipe is disabled: the system keeps
    // the sheet up and reports the attempt, and the navigator asks (or refuses).
    if !navigator.locksDismissal(atElevation: elevation) { systemDidDismiss(at: elevation) }
    navigator.send(action)
    follow(navigator)
  }

  /// The person dragged the sheet at `elevation` to `detent` (the detents' selection binding):
  /// the navigator rests it there, and what it decided is displayed at once, so the binding reads
  /// back where the sheet is.
  ///
  /// ```swift
  /// let setDetent = { (detent: ModalStyle.Detent) in stager.userDidDrag(sheetAt: 0, to: detent, on: navigator) }
  /// ```
  ///
  /// - Parameters:
  ///   - elevation: the sheet's elevation.
  ///   - detent: where the person left it.
  ///   - navigator: the window's navigator.
  package func userDidDrag(sheetAt elevation: Int, to detent: ModalStyle.Detent, on navigator: Navigator<D>) {
    guard let shown = projection.modals.first(where: { $0.elevation == elevation }), shown.detent != detent,
      navigator.state.modals.indices.contains(elevation), navigator.state.modals[elevation].id == shown.id
    else { return }
    navigator.send(NavigationAction.setDetent(detent, elevation: elevation).by(.person))
    userDidRest(sheet: shown.id, at: elevation, on: navigator.state.modals[elevation].selectedDetent)
    follow(navigator)
  }

  /// Brings what is displayed to the navigator's state at once, as if every presentation and
  /// dismissal in between had finished: what a test or the playground shows before the person's
  /// next gesture.
  ///
  /// ```swift
  /// stager.settle(on: navigator)
  /// ```
  ///
  /// - Parameter navigator: the window's navigator.
  package func settle(on navigator: Navigator<D>) {
    follow(navigator)
    // Each report ends one wait; a plan has one step per modal and alert, and a boundary
    // between instant and animated steps at most before each, so this ends.
    for _ in 0...(2 * (navigator.state.modals.count + displayed.modals.count) + 4) {
      switch awaiting {
      case let .appearance(elevation)?: presentationDidAppear(at: elevation)
      case let .dismissal(elevation)?: dismissalDidFinish(at: elevation)
      case let .alertDismissal(elevation)?: alertDidDisappear(at: elevation)
      case .nextUpdate?: resumeAfterBoundary()
      case nil: return
      }
    }
  }
}
