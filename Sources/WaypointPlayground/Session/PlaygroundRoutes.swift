package import Foundation
package import Waypoint

/// The one seam between the playground and URL routing: a destination's path, and the destination of
/// a path or a URL, through the app's ``RouteTable``.
///
/// Every command that names a screen goes through here, so the playground speaks the same paths as the
/// example app's URLs (`/rectangle/item/8`, `waypoint-shapes:///rectangle/item/8`), and a bad
/// path gets the routing module's typed error (`noMatchingRoute`, `invalidParameter`, ...).
///
/// ```swift
/// let routes = PlaygroundRoutes(table: Shapes.routes)
/// let destination = try routes.destination(forPath: "/rectangle/item/8")
/// routes.path(for: destination) // "/rectangle/item/8"
/// ```
package struct PlaygroundRoutes<D: Destination>: Sendable {
  /// The route table.
  package var table: RouteTable<D>

  /// Creates routes over a route table.
  ///
  /// - Parameter table: the app's route table.
  package init(table: RouteTable<D>) {
    self.table = table
  }

  /// The URL scheme of the app (`waypoint-shapes`).
  package var scheme: String { table.hosts.first?.scheme ?? "" }

  /// The path of a destination; a destination without a route is shown as its Swift description.
  ///
  /// - Parameter destination: a screen.
  /// - Returns: its path, such as `/rectangle/item/8`.
  package func path(for destination: D) -> String {
    table.path(for: destination) ?? "\(destination)"
  }

  /// The URL of a destination, in the app's custom scheme.
  ///
  /// - Parameter destination: a screen.
  /// - Returns: for example `waypoint-shapes:///rectangle/item/8`.
  package func url(for destination: D) -> String {
    table.url(for: destination)?.absoluteString ?? "\(scheme)://\(path(for: destination))"
  }

  /// The destination a path names.
  ///
  /// - Parameter path: a path starting with `/`; segments may be percent-encoded.
  /// - Returns: the destination.
  /// - Throws: the routing module's error as ``PlaygroundError/navigation(code:message:)``.
  package func destination(forPath path: String) throws(PlaygroundError) -> D {
    switch table.destination(forPath: path) {
    case let .success(destination): return destination
    case let .failure(error): throw PlaygroundError(error, routes: self)
    }
  }

  /// The URL that a string names.
  ///
  /// - Parameter string: the text of a URL.
  /// - Returns: the URL.
  /// - Throws: `malformedURL` when the text is not a URL.
  package func url(_ string: String) throws(PlaygroundError) -> URL {
    guard let url = URL(string: string), url.scheme != nil else {
      throw PlaygroundError(RoutingError<D>.malformedURL(string.abbreviated), routes: self)
    }
    return url
  }

  /// The destination a URL names.
  ///
  /// - Parameter string: a URL in the app's scheme with an empty host, such as
  ///   `waypoint-shapes:///rectangle/item/8`.
  /// - Returns: the destination.
  /// - Throws: the routing module's error (`malformedURL`, `unknownScheme`, `unknownHost`,
  ///   `noMatchingRoute`...).
  package func destination(forURL string: String) throws(PlaygroundError) -> D {
    switch table.destination(for: try url(string)) {
    case let .success(destination): return destination
    case let .failure(error): throw PlaygroundError(error, routes: self)
    }
  }
}
