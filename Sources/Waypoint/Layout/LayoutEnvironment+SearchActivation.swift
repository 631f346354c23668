extension LayoutEnvironment {
  /// When search activates, and what dismissing it does.
  ///
  /// ```swift
  /// var environment = LayoutEnvironment(style: .tabBar, sizeClass: .compact, idiom: .phone)
  /// environment.searchActivation = .searchTabSelection
  /// navigator.setEnvironment(environment)
  /// navigator.searchDismissed() // re-selects the tab chosen before search
  /// ```
  public struct SearchActivation: Hashable, Sendable, Codable, CustomStringConvertible {
    package enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
      case automatic, searchTabSelection
    }

    package var kind: Kind

    package init(kind: Kind) { self.kind = kind }

    /// Search activates when the field is touched; dismissing it changes nothing else.
    public static let automatic = LayoutEnvironment.SearchActivation(kind: .automatic)
    /// Selecting the search tab activates search; dismissing search re-selects the previous tab.
    public static let searchTabSelection = LayoutEnvironment.SearchActivation(kind: .searchTabSelection)

    /// `automatic` or `searchTabSelection`.
    public var description: String { kind.rawValue }
  }
}

extension LayoutEnvironment {
  /// Whether selecting the search tab activates search here: the environment asks for it
  /// (``SearchActivation/searchTabSelection``), the app has a search tab, and the device has the
  /// behavior (iPhone, iPad and Mac; not a TV or Apple Vision). The layout, the SwiftUI layer and
  /// ``NavigationEngine/searchDismissed()`` all decide by it.
  ///
  /// - Parameter hasSearchTab: whether the app has a search tab.
  /// - Returns: whether selecting it activates search.
  package func activatesSearchOnSelection(hasSearchTab: Bool) -> Bool {
    searchActivation == .searchTabSelection && hasSearchTab && [.phone, .pad, .mac].contains(idiom.kind)
  }
}
