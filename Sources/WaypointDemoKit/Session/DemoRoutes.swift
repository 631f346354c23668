internal import Foundation
package import Waypoint

/// The one seam between the demo and URL routing: a destination's path, and the destination of
/// a path or a URL.
///
/// Every command that names a screen goes through here, so the demo speaks the same paths as the
/// example app's URLs (`/rectangle/item/8`, `waypoint-shapes:///rectangle/item/8`).
///
/// ```swift
/// let routes = Example.shapes.routes
/// let destination = try routes.destination(forPath: "/rectangle/item/8")
/// routes.path(for: destination) // "/rectangle/item/8"
/// ```
package struct DemoRoutes<D: Destination>: Sendable {
  /// The URL scheme of the example app (`waypoint-shapes`).
  package var scheme: String
  private var pathOf: @Sendable (D) -> String?
  private var destinationOf: @Sendable ([String]) -> D?

  /// Creates routes from the two directions of a mapping.
  ///
  /// - Parameters:
  ///   - scheme: the custom URL scheme.
  ///   - path: a destination's path, `nil` if it has none.
  ///   - destination: the destination of a path's decoded segments, `nil` if none matches.
  package init(
    scheme: String,
    path: @escaping @Sendable (D) -> String?,
    destination: @escaping @Sendable ([String]) -> D?
  ) {
    self.scheme = scheme
    self.pathOf = path
    self.destinationOf = destination
  }

  /// The path of a destination; a destination without a route is shown as its Swift description.
  ///
  /// - Parameter destination: a screen.
  /// - Returns: its path, such as `/rectangle/item/8`.
  package func path(for destination: D) -> String {
    pathOf(destination) ?? "\(destination)"
  }

  /// The URL of a destination, in the example app's custom scheme.
  ///
  /// - Parameter destination: a screen.
  /// - Returns: for example `waypoint-shapes:///rectangle/item/8`.
  package func url(for destination: D) -> String {
    "\(scheme)://\(path(for: destination))"
  }

  /// The destination a path names.
  ///
  /// - Parameter path: a path starting with `/`; segments may be percent-encoded.
  /// - Returns: the destination.
  /// - Throws: ``DemoError/unknownPath(_:)`` when no route matches.
  package func destination(forPath path: String) throws(DemoError) -> D {
    guard path.hasPrefix("/"), path.utf8.count <= 4096 else { throw .unknownPath(path) }
    var segments: [String] = []
    for raw in path.split(separator: "/", omittingEmptySubsequences: true) {
      guard let segment = String(raw).removingPercentEncoding else { throw .unknownPath(path) }
      segments.append(segment)
    }
    guard segments.count <= 64, let destination = destinationOf(segments) else { throw .unknownPath(path) }
    return destination
  }

  /// The destination a URL names.
  ///
  /// - Parameter string: a URL in the app's scheme with an empty host, such as
  ///   `waypoint-shapes:///rectangle/item/8`.
  /// - Returns: the destination.
  /// - Throws: ``DemoError/invalidURL(_:reason:)`` for a malformed URL, another scheme or a host;
  ///   ``DemoError/unknownPath(_:)`` when no route matches its path.
  package func destination(forURL string: String) throws(DemoError) -> D {
    guard string.utf8.count <= 4096, let components = URLComponents(string: string) else {
      throw .invalidURL(string, reason: "it is not a valid URL")
    }
    guard let scheme = components.scheme?.lowercased() else {
      throw .invalidURL(string, reason: "it has no scheme (expected \(self.scheme)://)")
    }
    guard scheme == self.scheme else {
      throw .invalidURL(string, reason: "the scheme '\(scheme)' is not this app's (\(self.scheme))")
    }
    if let host = components.host, !host.isEmpty {
      throw .invalidURL(string, reason: "the host must be empty, not '\(host)' (write \(self.scheme):///path)")
    }
    return try destination(forPath: components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath)
  }
}
