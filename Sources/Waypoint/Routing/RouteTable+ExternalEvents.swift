extension RouteTable {
  /// The beginnings of the URLs this table opens, one per accepted scheme and host
  /// (`waypoint-shapes://`, `https://example.com/`): what a scene that opens them declares to
  /// SwiftUI (`handlesExternalEvents(matching:)`), so a URL goes to a window of the scene whose
  /// routes can open it, and an open window of that scene is preferred to a new one.
  ///
  /// ```swift
  /// Shapes.routes.externalEventConditions // ["waypoint-shapes://"]
  /// ```
  package var externalEventConditions: Set<String> {
    Set(
      hosts.filter { $0.hasValidScheme }.map { host in
        host.host.isEmpty ? "\(host.scheme)://" : "\(host.scheme)://\(host.host)/"
      })
  }
}
