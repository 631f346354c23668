extension AppTab {
  /// A tab's role: none, or search.
  ///
  /// A search tab is pinned to the trailing edge and may restore the previous tab when search is
  /// dismissed.
  ///
  /// ```swift
  /// AppTab("explore", SocialDestination.explore).role(.search)
  /// ```
  public struct Role: Hashable, Sendable, Codable, CustomStringConvertible {
    package enum Kind: String, Hashable, Sendable, Codable {
      case none, search
    }

    package var kind: Kind

    /// An ordinary tab.
    public static var none: Self { AppTab<D>.Role(kind: .none) }
    /// The tab that implements search. At most one per structure.
    public static var search: Self { AppTab<D>.Role(kind: .search) }

    /// `none` or `search`.
    public var description: String { kind.rawValue }
  }
}
