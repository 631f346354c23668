extension PresentationStager {
  /// The person chose `tab` in the tab bar or the sidebar: the navigator decides what the choice
  /// does (a disabled tab is refused, an intercepting tab runs its action, re-selecting does
  /// what the tab's re-select policy says), and what it decided is displayed at once, so the selection binding reads it back.
  /// Choosing the tab the navigator has selected while the screen still shows another is not a
  /// re-selection: the tab is displayed, and nothing is sent.
  ///
  /// ```swift
  /// let setSelection = { (tab: AppDestination) in stager.userDidChoose(tab, on: navigator) }  // the tab view's binding
  /// ```
  ///
  /// - Parameters:
  ///   - tab: the tab the person chose.
  ///   - navigator: the window's navigator.
  package func userDidChoose(_ tab: D, on navigator: Navigator<D>) {
    // A tab the navigator selected already but the screen does not show yet (a deep link on its
    // way) is the person catching up with it, not a re-selection that would pop it to its root.
    if navigator.state.selection != tab || displayed.selection == tab { navigator.send(NavigationAction.select(tab).by(.person)) }
    follow(navigator)
    userDidSelect(tab)
    if displayed.selection != tab { unselectedChoices += 1 }
  }

  /// The selected tab, as the tab view's selection binding reads it: the projection's, read
  /// again whenever the navigator did not select a tab the person chose.
  ///
  /// ```swift
  /// let selection = stager.tabSelection  // the tab view's selection binding's getter
  /// ```
  package var tabSelection: D {
    _ = unselectedChoices
    return projection.tabs.selection
  }

  /// The selection of the split view's list, as its binding reads it (see
  /// ``TabViewProjection/listSelection``): read again whenever the navigator did not select a
  /// tab the person chose.
  package var listSelection: D? {
    _ = unselectedChoices
    return projection.tabs.listSelection
  }

  /// The person chose `tab` in the split view's list (`nil`: the list lost its selection as a
  /// collapsed split view went back to it, which the split view's column reports). A list is not
  /// a tab bar: choosing the selected tab's row again shows its stack as it is, rather than
  /// popping it to its root; any other row is ``userDidChoose(_:on:)``.
  ///
  /// ```swift
  /// let setSelection = { (tab: AppDestination?) in stager.userDidChooseInList(tab, on: navigator) }  // the list's binding
  /// ```
  ///
  /// - Parameters:
  ///   - tab: the row chosen.
  ///   - navigator: the window's navigator.
  package func userDidChooseInList(_ tab: D?, on navigator: Navigator<D>) {
    guard let tab else { return }
    guard tab == navigator.state.selection, displayed.selection == tab else { return userDidChoose(tab, on: navigator) }
    if projection.tabs.listSelection == nil { navigator.report(isSidebarShown: false) }
    follow(navigator)
  }

  /// The person changed the path at `location` with the system's own controls (the back
  /// button, the swipe back): sends the navigator the actions the write means
  /// (``NavigationState/actions(forPathWrite:at:displayed:appearing:)``), displays the path at
  /// once, so the binding reads back what the person sees, and moves on toward the navigator's
  /// state. A write to a covered stack that means no action is not displayed.
  ///
  /// ```swift
  /// // The path binding's setter:
  /// let setPath = { (path: [Entry<AppDestination>]) in stager.userDidSetPath(path, at: location, on: navigator) }
  /// ```
  ///
  /// - Parameters:
  ///   - path: the path SwiftUI wrote.
  ///   - location: the stack's location.
  ///   - navigator: the window's navigator.
  package func userDidSetPath(_ path: [Entry<D>], at location: StackLocation<D>, on navigator: Navigator<D>) {
    var appearing: Int?
    if case let .appearance(elevation) = awaiting { appearing = elevation }
    let actions = navigator.state.actions(forPathWrite: path, at: location, displayed: displayed, appearing: appearing)
    // A write to a covered stack that means nothing is not shown: the state wins, and SwiftUI
    // reads the path back under the modal without anything else moving.
    if location == navigator.state.topLocation || !actions.isEmpty { userDidSetPath(path, at: location) }
    for action in actions { navigator.send(action) }
    follow(navigator)
  }
}
