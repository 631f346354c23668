/// How a tab's placement and customization read in the vocabulary of SwiftUI's tab modifiers.
///
/// Waypoint follows UIKit's richer placement set (automatic, default, optional, movable,
/// pinned, fixed, sidebarOnly). SwiftUI has only three placements and expresses the rest through
/// customization behaviour and default visibility. This value is that translation, made
/// once in the core and tested here, so the SwiftUI layer only copies it onto the modifiers
/// (reference §4):
///
/// | placement | SwiftUI |
/// |---|---|
/// | fixed | `customizationBehavior(.disabled, for: .tabBar)` |
/// | movable | `customizationBehavior(.reorderable, for: .tabBar)` |
/// | optional | `defaultVisibility(.hidden, for: .tabBar)` |
/// | default, automatic | no modifier |
/// | pinned | `tabPlacement(.pinned)` |
/// | sidebarOnly | `tabPlacement(.sidebarOnly)` |
///
/// ```swift
/// let traits = AppTab("downloads", MediaDestination.downloads).placement(.optional).traits(isRootLevel: true)
/// traits.isHiddenInTabBarByDefault   // true
/// ```
package struct TabTraits: Hashable, Sendable {
  /// The three placements SwiftUI knows.
  package enum Placement: String, Hashable, Sendable {
    /// `TabCustomization.Placement.automatic`.
    case automatic
    /// `TabCustomization.Placement.pinned`: the trailing end of the tab bar.
    case pinned
    /// `TabCustomization.Placement.sidebarOnly`: only in the sidebar.
    case sidebarOnly
  }

  /// The SwiftUI placement.
  package var placement: Placement
  /// The customization behaviour in the tab bar.
  package var tabBarBehavior: TabCustomization.Behavior
  /// The customization behaviour in the sidebar.
  package var sidebarBehavior: TabCustomization.Behavior
  /// Whether the tab starts hidden from the tab bar (the user can add it back).
  package var isHiddenInTabBarByDefault: Bool

  /// Creates traits.
  ///
  /// ```swift
  /// let plain = TabTraits(placement: .automatic, tabBarBehavior: .automatic, sidebarBehavior: .automatic)
  /// ```
  ///
  /// - Parameters:
  ///   - placement: the SwiftUI placement.
  ///   - tabBarBehavior: the customization behaviour in the tab bar.
  ///   - sidebarBehavior: the customization behaviour in the sidebar.
  ///   - isHiddenInTabBarByDefault: whether the tab starts hidden from the tab bar.
  package init(
    placement: Placement,
    tabBarBehavior: TabCustomization.Behavior,
    sidebarBehavior: TabCustomization.Behavior,
    isHiddenInTabBarByDefault: Bool = false
  ) {
    self.placement = placement
    self.tabBarBehavior = tabBarBehavior
    self.sidebarBehavior = sidebarBehavior
    self.isHiddenInTabBarByDefault = isHiddenInTabBarByDefault
  }
}

extension AppTab {
  /// The tab's placement and customization in SwiftUI's terms (see ``TabTraits``).
  ///
  /// ```swift
  /// AppTab("timeline", SocialDestination.timeline).placement(.fixed).traits(isRootLevel: true).tabBarBehavior  // .disabled
  /// ```
  ///
  /// - Parameter isRootLevel: whether the tab sits at the top level rather than inside a
  ///   section; `automatic` resolves to `default` there and to `optional` in a section.
  /// - Returns: the traits.
  package func traits(isRootLevel: Bool) -> TabTraits {
    var traits = TabTraits(
      placement: .automatic,
      tabBarBehavior: tabBarCustomization,
      sidebarBehavior: sidebarCustomization,
      isHiddenInTabBarByDefault: false
    )
    switch placement.resolved(isRootLevel: isRootLevel).kind {
    case .automatic, .default: break
    case .fixed: traits.tabBarBehavior = .disabled
    case .movable: traits.tabBarBehavior = .reorderable
    case .optional: traits.isHiddenInTabBarByDefault = true
    case .pinned: traits.placement = .pinned
    case .sidebarOnly: traits.placement = .sidebarOnly
    }
    return traits
  }
}
