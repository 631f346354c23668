/// Everything outside the navigation state that decides how it is drawn: the style, the size
/// class, the platform, whether the sidebar is shown, the section policy, the compact tab-bar
/// limit and the search activation.
///
/// The SwiftUI layer fills it from its environment (`horizontalSizeClass`, the idiom, the
/// sidebar toggle) and hands it to ``Navigator/setEnvironment(_:)``.
///
/// ```swift
/// var environment = LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .pad)
/// environment.presentation // .sidebar
/// environment.isSidebarShown = false
/// environment.presentation // .tabBar
/// ```
public struct LayoutEnvironment: Hashable, Sendable, Codable {
  /// The requested style.
  public var style: LayoutEnvironment.Style
  /// The horizontal size class.
  public var sizeClass: LayoutEnvironment.SizeClass
  /// The kind of device.
  public var idiom: LayoutEnvironment.Idiom
  /// Whether the person shows the sidebar of a ``LayoutEnvironment/Style/sidebarAdaptable`` layout.
  public var isSidebarShown: Bool
  /// What sections become where the sidebar is not shown.
  public var sectionPolicy: LayoutEnvironment.SectionPolicy
  /// How many items a compact tab bar shows; past it, the first `limit - 1` and More.
  public var compactTabBarLimit: Int
  /// When search activates and what dismissing it does.
  public var searchActivation: LayoutEnvironment.SearchActivation

  /// Creates an environment.
  ///
  /// ```swift
  /// let phone = LayoutEnvironment(style: .automatic, sizeClass: .compact, idiom: .phone)
  /// ```
  ///
  /// - Parameters:
  ///   - style: the requested style; ``LayoutEnvironment/Style/automatic`` by default.
  ///   - sizeClass: the horizontal size class; compact by default.
  ///   - idiom: the device; phone by default.
  ///   - isSidebarShown: whether an adaptable sidebar is shown; `true` by default.
  ///   - sectionPolicy: flatten (default) or collapse.
  ///   - compactTabBarLimit: the most items in a compact tab bar; 5 by default.
  ///   - searchActivation: automatic (default) or on search-tab selection.
  public init(
    style: LayoutEnvironment.Style = .automatic,
    sizeClass: LayoutEnvironment.SizeClass = .compact,
    idiom: LayoutEnvironment.Idiom = .phone,
    isSidebarShown: Bool = true,
    sectionPolicy: LayoutEnvironment.SectionPolicy = .flatten,
    compactTabBarLimit: Int = 5,
    searchActivation: LayoutEnvironment.SearchActivation = .automatic
  ) {
    self.style = style
    self.sizeClass = sizeClass
    self.idiom = idiom
    self.isSidebarShown = isSidebarShown
    self.sectionPolicy = sectionPolicy
    self.compactTabBarLimit = compactTabBarLimit
    self.searchActivation = searchActivation
  }

  /// The container that is drawn.
  ///
  /// ``LayoutEnvironment/Style/automatic`` follows the idiom: phone → tab bar, pad → adaptable,
  /// Mac and TV → sidebar, Vision → ornament. ``LayoutEnvironment/Style/sidebarAdaptable`` is a sidebar in
  /// regular width while the sidebar is shown, else a tab bar; on Mac and TV it is
  /// always a sidebar and on Vision an ornament.
  public var presentation: LayoutEnvironment.Presentation {
    switch style.kind {
    case .tabBar: return .tabBar
    case .sidebar: return .sidebar
    case .single: return .single
    case .sidebarAdaptable: return adaptablePresentation
    case .automatic:
      switch idiom.kind {
      case .phone: return .tabBar
      case .pad: return adaptablePresentation
      case .mac, .tv: return .sidebar
      case .vision: return .ornament
      }
    }
  }

  private var adaptablePresentation: LayoutEnvironment.Presentation {
    switch idiom.kind {
    case .mac, .tv: return .sidebar
    case .vision: return .ornament
    case .phone, .pad: return sizeClass == .regular && isSidebarShown ? .sidebar : .tabBar
    }
  }

  /// Whether sections are collapsed into one tab each: a tab bar under the
  /// ``LayoutEnvironment/SectionPolicy/collapse`` policy. Everywhere else a section's children are tabs of their
  /// own.
  public var collapsesSections: Bool { presentation == .tabBar && sectionPolicy == .collapse }

  /// Whether the tab bar overflows into More: a compact tab bar.
  public var overflowsIntoMore: Bool { presentation == .tabBar && sizeClass == .compact }
}
