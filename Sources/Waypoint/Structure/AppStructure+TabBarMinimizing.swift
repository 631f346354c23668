extension AppStructure {
  /// Whether the tab bar makes itself small while the person scrolls (the iOS 26 tab bar).
  public enum TabBarMinimizing: String, Hashable, Sendable, CaseIterable {
    /// The system's behaviour: an iPhone's or an iPad's bar stays as it is, a Mac's shrinks when
    /// its window has little room, Apple Vision's when the person looks away.
    case automatic
    /// The bar never makes itself small (an iPhone only).
    case never
    /// The bar shrinks as the person scrolls down, and comes back as they scroll up (an iPhone
    /// only).
    case onScrollDown
    /// The bar shrinks as the person scrolls up: for content that starts at the bottom (an iPhone
    /// only).
    case onScrollUp
  }

  /// This structure, with the tab bar made small while the person scrolls as `minimizing` says.
  /// Only an iPhone's bar is told: elsewhere the bar behaves as the system's does.
  /// ``NavigationLayout/TabBar/minimizing`` says what the bar does in a layout.
  ///
  /// ```swift
  /// let structure = Media.structure().minimizesTabBar(.onScrollDown)
  /// ```
  ///
  /// - Parameter minimizing: how the tab bar makes itself small.
  /// - Returns: the structure with the declaration.
  public func minimizesTabBar(_ minimizing: AppStructure<D>.TabBarMinimizing) -> AppStructure {
    var declarations = storage.declarations
    declarations.tabBarMinimizing = minimizing
    return AppStructure(content: content, limits: limits, origin: origin, declarations: declarations)
  }

  /// How the app asked the tab bar to make itself small; `.automatic` when it did not say.
  public var tabBarMinimizing: AppStructure<D>.TabBarMinimizing { storage.declarations.tabBarMinimizing }

  /// What a tab bar drawn in `environment` does: what the app asked on an iPhone, the only
  /// device whose bar the system lets an app make small; the system's elsewhere.
  ///
  /// - Parameter environment: where the bar is drawn.
  /// - Returns: the bar's behaviour.
  @inlinable
  package func drawnTabBarMinimizing(in environment: LayoutEnvironment) -> AppStructure<D>.TabBarMinimizing {
    environment.idiom == .phone ? tabBarMinimizing : .automatic
  }
}
