extension NavigationLayout {
  /// One row of a tab bar or a sidebar: a tab, or a section collapsed into one tab.
  ///
  /// Carries everything a container draws: identity, title, symbol, badge, enabled and selected
  /// state, and the tab-bar region.
  ///
  /// ```swift
  /// for item in layout.tabBar?.items ?? [] {
  ///   print(item.title, item.isSelected ? "(selected)" : "", item.badge)
  /// }
  /// ```
  public struct Item: Hashable, Sendable, Identifiable {
    /// The tab's (or collapsed section's) customization id.
    public var id: String
    /// What choosing the item selects: the tab's root, or the section's landing screen.
    public var destination: D
    /// The title.
    public var title: String
    /// The outline symbol name.
    public var symbolName: String
    /// The badge count; zero shows none. A collapsed section sums its children's.
    public var badge: Int
    /// Whether people can choose it.
    public var isEnabled: Bool
    /// Whether it is the selected item.
    public var isSelected: Bool
    /// Its region in a tab bar.
    public var region: TabCustomization.Region
    /// Whether the item is a section collapsed into one tab.
    public var isSection: Bool

    /// Creates an item.
    ///
    /// ```swift
    /// let item = NavigationLayout.Item(id: "home", destination: AppDestination.home, title: "Home", symbolName: "house")
    /// ```
    ///
    /// - Parameters:
    ///   - id: the customization id.
    ///   - destination: what choosing it selects.
    ///   - title: the title.
    ///   - symbolName: the symbol.
    ///   - badge: the badge count.
    ///   - isEnabled: whether it can be chosen.
    ///   - isSelected: whether it is selected.
    ///   - region: its tab-bar region.
    ///   - isSection: whether it is a collapsed section.
    public init(
      id: String,
      destination: D,
      title: String,
      symbolName: String,
      badge: Int = 0,
      isEnabled: Bool = true,
      isSelected: Bool = false,
      region: TabCustomization.Region = .customizable,
      isSection: Bool = false
    ) {
      self.id = id
      self.destination = destination
      self.title = title
      self.symbolName = symbolName
      self.badge = badge
      self.isEnabled = isEnabled
      self.isSelected = isSelected
      self.region = region
      self.isSection = isSection
    }
  }
}
