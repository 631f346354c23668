extension TabCustomization {
  /// The three regions of a tab bar, in order: fixed, customizable, pinned.
  ///
  /// ```swift
  /// let pinned = layout.tabBar?.items.filter { $0.region == .pinned } // at the trailing edge
  /// ```
  public struct Region: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    package enum Kind: Int, Hashable, Sendable, Codable, CaseIterable {
      case fixed, customizable, pinned
    }

    package var kind: Kind

    package init(kind: Kind) { self.kind = kind }

    /// Fixed tabs at the leading edge: never moved or removed.
    public static let fixed = TabCustomization.Region(kind: .fixed)
    /// Default, movable and added optional tabs, in the user's order.
    public static let customizable = TabCustomization.Region(kind: .customizable)
    /// Pinned tabs at the trailing edge, such as search.
    public static let pinned = TabCustomization.Region(kind: .pinned)

    /// Orders regions leading to trailing.
    public static func < (lhs: TabCustomization.Region, rhs: TabCustomization.Region) -> Bool { lhs.kind.rawValue < rhs.kind.rawValue }

    /// `fixed`, `customizable` or `pinned`.
    public var description: String { "\(kind)" }
  }
}
