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
