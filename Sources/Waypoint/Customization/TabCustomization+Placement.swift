extension TabCustomization {
  /// Where a tab may appear and how people may customize it.
  ///
  /// Follows UIKit's richer set of placements; the SwiftUI layer maps them to `tabPlacement`,
  /// `customizationBehavior` and `defaultVisibility`.
  ///
  /// ```swift
  /// AppTab("library", AppDestination.library).placement(.fixed)
  /// AppTab("search", AppDestination.search).placement(.pinned)
  /// ```
  public struct Placement: Hashable, Sendable, Codable, CustomStringConvertible {
    @usableFromInline
    package enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
      case automatic, `default`, optional, movable, pinned, fixed, sidebarOnly
    }

    @usableFromInline package var kind: Kind

    package init(kind: Kind) { self.kind = kind }

    /// Resolves to ``default`` for root-level tabs and ``optional`` for tabs inside a section.
    public static let automatic = TabCustomization.Placement(kind: .automatic)
    /// In the tab bar by default; people can move or remove it.
    public static let `default` = TabCustomization.Placement(kind: .default)
    /// Not in the tab bar by default; people can add it and move it.
    public static let optional = TabCustomization.Placement(kind: .optional)
    /// In the tab bar; people can move it but never remove it.
    public static let movable = TabCustomization.Placement(kind: .movable)
    /// Always in the tab bar, at its trailing edge.
    public static let pinned = TabCustomization.Placement(kind: .pinned)
    /// At the tab bar's leading edge; never moved or removed.
    public static let fixed = TabCustomization.Placement(kind: .fixed)
    /// Only in the sidebar; never in the tab bar.
    public static let sidebarOnly = TabCustomization.Placement(kind: .sidebarOnly)

    /// All placements, from the most flexible to the most constrained.
    public static let all: [TabCustomization.Placement] = Kind.allCases.map(TabCustomization.Placement.init(kind:))

    /// The placement with `automatic` resolved.
    ///
    /// - Parameter isRootLevel: whether the tab is at the top level rather than in a section.
    /// - Returns: the resolved placement, never ``automatic``.
    public func resolved(isRootLevel: Bool) -> TabCustomization.Placement {
      guard kind == .automatic else { return self }
      return isRootLevel ? .default : .optional
    }

    /// The placement's name: `automatic`, `default`, `optional`, `movable`, `pinned`,
    /// `fixed` or `sidebarOnly`.
    public var description: String { kind.rawValue }
  }
}
