extension NavigationLayout {
  /// What a tab bar shows: its items in region order, and the overflow listed under More.
  ///
  /// ```swift
  /// if let bar = layout.tabBar {
  ///   bar.items.map(\.title)  // ["Watch Now", "Library", "Collection 1", "Search"]
  ///   bar.more.map(\.title)   // ["Collection 2", "Animation 1", "Animation 2"]
  /// }
  /// ```
  public struct TabBar: Hashable, Sendable {
    /// The items drawn in the bar: fixed, customizable, pinned.
    public var items: [NavigationLayout<D>.Item]
    /// The items under More when a compact bar overflows; empty otherwise.
    public var more: [NavigationLayout<D>.Item]
    /// Whether the bar is hidden: a screen on the selected tab's stack hides it (see
    /// ``AppStructure/hidesTabBar(where:)``).
    public var isHidden: Bool
    /// Whether the bar makes itself small while the person scrolls: what the app asked
    /// (``AppStructure/minimizesTabBar(_:)``) where the device has it, else the system's.
    public var minimizing: AppStructure<D>.TabBarMinimizing

    /// Creates a tab bar.
    ///
    /// ```swift
    /// let bar = NavigationLayout.TabBar(items: [NavigationLayout.Item(id: "home", destination: AppDestination.home, title: "Home", symbolName: "house")])
    /// ```
    ///
    /// - Parameters:
    ///   - items: the items in the bar.
    ///   - more: the overflow.
    ///   - isHidden: whether the bar is hidden; `false` by default.
    ///   - minimizing: whether it makes itself small on scroll; the system's by default.
    public init(
      items: [NavigationLayout<D>.Item], more: [NavigationLayout<D>.Item] = [], isHidden: Bool = false,
      minimizing: AppStructure<D>.TabBarMinimizing = .automatic
    ) {
      self.items = items
      self.more = more
      self.isHidden = isHidden
      self.minimizing = minimizing
    }

    /// Whether a More item is drawn.
    public var hasMore: Bool { !more.isEmpty }

    /// Whether the selected item is under More, so that More is the highlighted item.
    public var isMoreSelected: Bool { more.contains(where: { $0.isSelected }) }
  }
}
