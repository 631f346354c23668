extension LayoutEnvironment {
  /// How an app's tabs are presented: a tab bar, a sidebar that adapts, a sidebar, a single stack,
  /// or whatever suits the platform.
  ///
  /// A struct over a hidden enum, so that styles can be added without breaking clients (STYLE.md).
  /// ``LayoutEnvironment/presentation`` resolves a style into what is actually drawn.
  ///
  /// ```swift
  /// var environment = LayoutEnvironment(style: .sidebarAdaptable, sizeClass: .regular, idiom: .pad)
  /// environment.presentation // .sidebar
  /// environment.sizeClass = .compact
  /// environment.presentation // .tabBar
  /// ```
  public struct Style: Hashable, Sendable, Codable, CustomStringConvertible {
    package enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
      case automatic, tabBar, sidebarAdaptable, sidebar, single
    }

    package var kind: Kind

    package init(kind: Kind) { self.kind = kind }

    /// Chosen by platform idiom: iPhone gets ``tabBar``, iPad gets ``sidebarAdaptable``,
    /// Mac and TV get ``sidebar``, Vision gets the ornament.
    public static let automatic = LayoutEnvironment.Style(kind: .automatic)
    /// Always a tab bar (SwiftUI's `tabBarOnly`).
    public static let tabBar = LayoutEnvironment.Style(kind: .tabBar)
    /// A sidebar in regular width while it is shown, a tab bar otherwise.
    public static let sidebarAdaptable = LayoutEnvironment.Style(kind: .sidebarAdaptable)
    /// Always a sidebar (like a `NavigationSplitView`).
    public static let sidebar = LayoutEnvironment.Style(kind: .sidebar)
    /// One stack for the selected root, with no tab chrome (SnapNavigation's `.single`).
    public static let single = LayoutEnvironment.Style(kind: .single)

    /// Every style, in declaration order.
    public static let all: [LayoutEnvironment.Style] = Kind.allCases.map(LayoutEnvironment.Style.init(kind:))

    /// `automatic`, `tabBar`, `sidebarAdaptable`, `sidebar` or `single`.
    public var description: String { kind.rawValue }
  }
}
