extension LayoutEnvironment {
  /// The horizontal size class: compact (iPhone, narrow iPad windows) or regular.
  ///
  /// ```swift
  /// let environment = LayoutEnvironment(style: .sidebarAdaptable, sizeClass: .compact, idiom: .pad)
  /// environment.presentation // .tabBar: the sidebar needs regular width
  /// ```
  public struct SizeClass: Hashable, Sendable, Codable, CustomStringConvertible {
    package enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
      case compact, regular
    }

    package var kind: Kind

    package init(kind: Kind) { self.kind = kind }

    /// Narrow: the tab bar overflows into More past its limit.
    public static let compact = LayoutEnvironment.SizeClass(kind: .compact)
    /// Wide: room for a sidebar.
    public static let regular = LayoutEnvironment.SizeClass(kind: .regular)

    /// Both size classes.
    public static let all: [LayoutEnvironment.SizeClass] = Kind.allCases.map(LayoutEnvironment.SizeClass.init(kind:))

    /// `compact` or `regular`.
    public var description: String { kind.rawValue }
  }
}
