#if canImport(SwiftUI) && !os(watchOS)
  public import SwiftUI
  public import Waypoint

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  extension Navigator {
    /// What the person types in the search tab's field, as a binding for `searchable(text:)`:
    /// it reads ``Waypoint/Navigator/searchQuery``, and each edit is sent as
    /// ``Waypoint/NavigationAction/setSearchQuery(_:)``, the person's, so the query is state: a
    /// restored window finds the same search, and a test or the app can set it. The field holds
    /// at most ``Waypoint/NavigationState/maxSearchQueryLength`` characters: a longer edit is
    /// cut there, and the field reads back what the state keeps. Use it in an app with a search
    /// tab; without one, the state keeps no query and the field reads back empty.
    ///
    /// ```swift
    /// struct SearchScreen: View {
    ///   @Environment(Navigator<SocialDestination>.self) private var navigator
    ///
    ///   var body: some View {
    ///     List {
    ///       Text("Posts about \(navigator.searchQuery)")
    ///     }
    ///     .searchable(text: navigator.searchText)
    ///   }
    /// }
    /// ```
    public var searchText: Binding<String> {
      Binding(
        get: { @MainActor in self.searchQuery },
        set: { @MainActor query in
          let kept = String(query.prefix(NavigationState<D>.maxSearchQueryLength))
          guard kept != self.searchQuery else { return }
          self.send(NavigationAction.setSearchQuery(kept).by(.person))
        }
      )
    }
  }
#endif
