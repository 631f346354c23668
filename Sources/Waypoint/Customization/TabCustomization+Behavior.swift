extension TabCustomization {
  /// What people may do to a tab when they customize the sidebar or the tab bar.
  ///
  /// ```swift
  /// AppTab("home", AppDestination.home).customizationBehavior(.disabled, for: .tabBar)
  /// ```
  public struct Behavior: Hashable, Sendable, Codable, CustomStringConvertible {
    package enum Kind: String, Hashable, Sendable, Codable {
      case automatic, reorderable, disabled
    }

    package var kind: Kind

    /// The tab can be added, removed or reordered.
    public static let automatic = TabCustomization.Behavior(kind: .automatic)
    /// The tab can be moved but not removed.
    public static let reorderable = TabCustomization.Behavior(kind: .reorderable)
    /// The tab can be neither hidden nor moved.
    public static let disabled = TabCustomization.Behavior(kind: .disabled)

    /// `automatic`, `reorderable` or `disabled`.
    public var description: String { kind.rawValue }
  }
}

extension TabCustomization {
  /// The two places a tab can be customized in: the sidebar and the tab bar.
  ///
  /// ```swift
  /// AppTab("home", AppDestination.home).customizationBehavior(.reorderable, for: .sidebar)
  /// ```
  public enum Area: String, Hashable, Sendable, Codable, CaseIterable {
    /// The sidebar.
    case sidebar
    /// The tab bar.
    case tabBar
  }
}
