extension LayoutEnvironment {
  /// What a ``LayoutEnvironment`` resolves to: the container that is actually drawn.
  ///
  /// ```swift
  /// let layout = NavigationLayout(state: state, structure: structure, environment: LayoutEnvironment())
  /// if layout.presentation == .sidebar { /* NavigationSplitView-like chrome */ }
  /// ```
  public struct Presentation: Hashable, Sendable, Codable, CustomStringConvertible {
    @usableFromInline
    package enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
      case tabBar, sidebar, single, ornament
    }

    @usableFromInline package var kind: Kind

    package init(kind: Kind) { self.kind = kind }

    /// A tab bar (bottom on iPhone, top on iPad); sections follow the ``LayoutEnvironment/SectionPolicy``.
    public static let tabBar = LayoutEnvironment.Presentation(kind: .tabBar)
    /// A sidebar: loose tabs, then sections.
    public static let sidebar = LayoutEnvironment.Presentation(kind: .sidebar)
    /// The selected root's stack and the modal chain, with no tab chrome.
    public static let single = LayoutEnvironment.Presentation(kind: .single)
    /// visionOS: an ornament tab bar of the loose tabs, with the sections in a sidebar.
    public static let ornament = LayoutEnvironment.Presentation(kind: .ornament)

    /// `tabBar`, `sidebar`, `single` or `ornament`.
    public var description: String { kind.rawValue }
  }
}
