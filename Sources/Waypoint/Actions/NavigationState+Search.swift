extension NavigationState {
  /// The longest search query a state keeps, in characters: what a search field holds, with
  /// room to spare; stored data and actions beyond it are refused.
  public static var maxSearchQueryLength: Int { 1_000 }

  /// Sets what is typed in the search tab's field.
  ///
  /// - Parameters:
  ///   - query: the text.
  ///   - structure: the app's structure, which must have a search tab.
  /// - Throws: ``NavigationError/noSearchTab`` or ``NavigationError/searchQueryTooLong(limit:)``.
  @usableFromInline
  mutating func setSearchQuery(_ query: String, in structure: AppStructure<D>) throws(NavigationError<D>) {
    guard structure.searchTab != nil else { throw .noSearchTab }
    guard query.count <= Self.maxSearchQueryLength else { throw .searchQueryTooLong(limit: Self.maxSearchQueryLength) }
    searchQuery = query
  }
}
