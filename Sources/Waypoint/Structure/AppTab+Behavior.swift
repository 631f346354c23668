extension AppTab {
  /// What happens when a tab is chosen: it is selected, or it runs an action instead.
  ///
  /// An intercepting tab (compose, post) acts like a button: its action runs and the selection
  /// stays where it was.
  ///
  /// ```swift
  /// AppTab("post", SocialDestination.post).intercept(.present(.compose, style: .sheet))
  /// ```
  public enum Behavior: Hashable, Sendable, Codable {
    /// Choosing the tab selects it.
    case select
    /// Choosing the tab runs the action and leaves the selection unchanged.
    indirect case intercept(NavigationAction<D>)
  }
}

extension AppTab {
  /// What happens to a tab's stack when the person, the app or a deep link selects another tab.
  ///
  /// ```swift
  /// AppTab("search", AppDestination.search).onLeave(.reset)  // back at its root on return
  /// ```
  public enum LeavePolicy: String, Hashable, Sendable, Codable {
    /// The stack stays as it was, to come back to.
    case keep
    /// The stack is emptied: its screens leave (``NavigationAction/Cause/leftTab``), and the
    /// guard is asked about them as about any screen leaving.
    case reset
  }

  /// This tab with what happens to its stack when another tab is selected.
  ///
  /// A selection the engine repairs (the tab became unavailable) empties nothing.
  ///
  /// ```swift
  /// AppTab("search", AppDestination.search).onLeave(.reset)
  /// ```
  ///
  /// - Parameter policy: keep or reset.
  /// - Returns: the changed tab.
  public func onLeave(_ policy: LeavePolicy) -> AppTab {
    var copy = self
    copy.leavePolicy = policy
    return copy
  }
}

extension AppTab {
  /// What choosing a tab does when it is already selected: the person taps the selected tab
  /// again, or the app selects it. Whatever the policy, what is presented over the tab is
  /// dismissed first, as choosing any tab does.
  ///
  /// ```swift
  /// AppTab("circle", ShapesDestination.circle).onReselect(.popOne)
  /// ```
  public enum ReselectPolicy: Hashable, Sendable, Codable {
    /// Pops the tab's stack to its root; at the root, asks the screen to scroll to its top
    /// (``NavigationEvent/scrollToTop(_:)``). The default, as UIKit does.
    case popToRoot
    /// Pops one screen; at the root, asks the screen to scroll to its top.
    case popOne
    /// Leaves the stack as it is: only ``NavigationEvent/reselected(_:)`` says the tab was
    /// chosen again.
    case nothing
    /// Runs the action instead, as an intercepting tab does (a search tab that starts a new
    /// search, say).
    indirect case perform(NavigationAction<D>)
  }

  /// This tab with what choosing it does when it is already selected.
  ///
  /// A pop it causes leaves through the guard as any pop does: a screen with unsaved changes
  /// asks first.
  ///
  /// ```swift
  /// AppTab("circle", ShapesDestination.circle).onReselect(.popOne)
  /// ```
  ///
  /// - Parameter policy: pop to the root, pop one, nothing, or an action.
  /// - Returns: the changed tab.
  public func onReselect(_ policy: ReselectPolicy) -> AppTab {
    var copy = self
    copy.reselectPolicy = policy
    return copy
  }
}
