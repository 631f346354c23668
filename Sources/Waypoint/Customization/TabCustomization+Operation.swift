extension TabCustomization {
  /// One change a person makes while customizing the tab bar or the sidebar.
  ///
  /// ```swift
  /// navigator.customize(.hide("profile", in: .sidebar))      // also leaves the tab bar
  /// navigator.customize(.show("downloads", in: .tabBar))     // adds an optional tab
  /// navigator.customize(.moveInSection("list-2", to: 0))
  /// navigator.customize(.resetOrder(section: "lists"))
  /// ```
  public enum Operation: Hashable, Sendable, Codable {
    /// Hides a tab in an area; hiding from the sidebar also hides from the tab bar;
    /// hiding from the tab bar removes it.
    case hide(String, in: TabCustomization.Area)
    /// Shows a tab in an area; in the tab bar this adds an optional tab.
    case show(String, in: TabCustomization.Area)
    /// Moves a tab (or a collapsed section) to `index` within the tab bar's customizable region.
    case moveInTabBar(String, to: Int)
    /// Moves a tab to `index` within its section.
    case moveInSection(String, to: Int)
    /// Returns every visibility to its default and keeps the order.
    case resetVisibility
    /// Returns one section (or, with `nil`, every section and the tab bar) to declared order.
    case resetOrder(section: String?)

    /// The id of the tab or section the operation changes; empty for a reset of everything.
    var tabID: String {
      switch self {
      case let .hide(id, _), let .show(id, _), let .moveInTabBar(id, _), let .moveInSection(id, _): id
      case let .resetOrder(section): section ?? ""
      case .resetVisibility: ""
      }
    }

    /// The operation's name, for logs and the demo: `hide`, `show`, `moveInTabBar`, …
    public var name: String {
      switch self {
      case .hide: "hide"
      case .show: "show"
      case .moveInTabBar: "moveInTabBar"
      case .moveInSection: "moveInSection"
      case .resetVisibility: "resetVisibility"
      case .resetOrder: "resetOrder"
      }
    }
  }
}
