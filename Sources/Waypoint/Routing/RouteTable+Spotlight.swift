package import Foundation

extension RouteTable {
  /// The identifier to give a screen's Spotlight item (`CSSearchableItem.uniqueIdentifier`), so
  /// that choosing it in Spotlight opens the screen through the routes, and so through the
  /// guard, as a link would; `nil` when no route writes the destination.
  ///
  /// ```swift
  /// Shapes.routes.spotlightIdentifier(for: .circleItem(level: 2))  // "waypoint-shapes:///circle/item/2"
  /// ```
  ///
  /// - Parameter destination: a screen to index.
  /// - Returns: its route URL, as text.
  public func spotlightIdentifier(for destination: D) -> String? {
    url(for: destination)?.absoluteString
  }

  /// The URL a continued Spotlight activity opens: its item's identifier (under `identifierKey`
  /// in the activity's user info), when it is a URL these routes open; `nil` for an item the app
  /// indexed another way, which is left to the app.
  ///
  /// ```swift
  /// let url = routes.spotlightURL(userInfo: ["id": "waypoint-shapes:///circle"], identifierKey: "id")
  /// ```
  ///
  /// - Parameters:
  ///   - userInfo: the continued activity's user info.
  ///   - identifierKey: the key Core Spotlight stores the identifier under
  ///     (`CSSearchableItemActivityIdentifier`).
  /// - Returns: the URL to open, or `nil`.
  package func spotlightURL(userInfo: [AnyHashable: Any]?, identifierKey: String) -> URL? {
    guard let text = userInfo?[identifierKey] as? String, let url = URL(string: text),
      case .success = destinations(for: url)
    else { return nil }
    return url
  }
}
