extension AppTab {
  /// The label assistive technologies read for the tab: its title, followed by its badge when
  /// the badge shows (a count of zero hides the badge).
  ///
  /// ```swift
  /// AppTab("inbox", AppDestination.inbox).badge(3).accessibilityLabel   // "Inbox, 3 new"
  /// ```
  public var accessibilityLabel: String {
    badge > 0 ? "\(title), \(badge) new" : title
  }
}
