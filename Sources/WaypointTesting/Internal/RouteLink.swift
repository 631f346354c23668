import Foundation
import Waypoint

/// A link as a test writes it: a path (`/status/42`) or a whole URL.
struct RouteLink {
  var text: String

  init(_ text: String) { self.text = text }

  var isPath: Bool { text.hasPrefix("/") }

  /// The destination the link names in `routes`.
  func destination<D>(in routes: RouteTable<D>) -> Result<D, RoutingError<D>> {
    if isPath { return routes.destination(forPath: text) }
    guard let url = URL(string: text) else { return .failure(.malformedURL(text)) }
    return routes.destination(for: url)
  }

  /// `destination` formatted the way the link is written: as a path or as a URL.
  func format<D>(_ destination: D, in routes: RouteTable<D>) -> String? {
    isPath ? routes.path(for: destination) : routes.url(for: destination)?.absoluteString
  }
}
