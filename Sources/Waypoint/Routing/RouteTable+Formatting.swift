public import Foundation

extension RouteTable {
  /// The path that names `destination`, such as `/rectangle/item/8`; `nil` when no route names
  /// it. Parsing the path gives the destination back.
  ///
  /// ```swift
  /// Shapes.routes.path(for: .rectangleItem(level: 8)) // "/rectangle/item/8"
  /// ```
  ///
  /// - Parameter destination: a destination.
  /// - Returns: the percent-encoded path, with query items for the parameters that have values.
  public func path(for destination: D) -> String? {
    if let known = pathCache.path(for: destination) { return known }
    let path = indexedPath(for: destination)
    pathCache.store(path, for: destination)
    return path
  }

  /// The path of the first declared route that names `destination`, without the cache: the
  /// routes without parameters are looked up by value, so only the routes with parameters
  /// declared before that one are tried.
  func indexedPath(for destination: D) -> String? {
    let literal = literalRoutes[destination]
    for index in parameterRoutes {
      if let literal, literal < index { break }
      if let path = path(for: destination, route: index) { return path }
    }
    return literal.flatMap { path(for: destination, route: $0) }
  }

  /// The path of the first declared route that names `destination`, trying every route in
  /// order: what ``path(for:)-(D)`` returns, at a cost that grows with the table.
  func scannedPath(for destination: D) -> String? {
    for index in routes.indices {
      if let path = path(for: destination, route: index) { return path }
    }
    return nil
  }

  private func path(for destination: D, route index: Int) -> String? {
    guard let pattern = patterns[index], let parameters = routes[index].extract(destination) else { return nil }
    return Self.format(pattern, parameters)
  }

  /// The path for an explicit path of destinations: the first one's path, then a `then` query
  /// item for each following one.
  ///
  /// ```swift
  /// Social.routes.path(for: [.timeline, .status(id: 1)]) // "/timeline?then=%2Fstatus%2F1"
  /// ```
  ///
  /// - Parameter destinations: one or more destinations, in the order they appear.
  /// - Returns: the path, or `nil` when the list is empty or a destination has no route.
  public func path(for destinations: [D]) -> String? {
    guard let first = destinations.first, var path = self.path(for: first) else { return nil }
    var separator = path.contains("?") ? "&" : "?"
    for destination in destinations.dropFirst() {
      guard let step = self.path(for: destination) else { return nil }
      path += "\(separator)\(explicitPathQueryKey)=\(PercentEncoding.encode(step))"
      separator = "&"
    }
    return path
  }

  /// The URL that names `destination`, with the table's first scheme and host.
  ///
  /// ```swift
  /// Shapes.routes.url(for: .circle) // waypoint-shapes:///circle
  /// ```
  ///
  /// - Parameter destination: a destination.
  /// - Returns: the URL, or `nil` when no route names the destination.
  public func url(for destination: D) -> URL? {
    path(for: destination).flatMap(url(path:))
  }

  /// The URL for an explicit path of destinations (see ``path(for:)-([D])``).
  ///
  /// ```swift
  /// Social.routes.url(for: [.timeline, .status(id: 1)])
  /// ```
  ///
  /// - Parameter destinations: one or more destinations.
  /// - Returns: the URL, or `nil` when a destination has no route.
  public func url(for destinations: [D]) -> URL? {
    path(for: destinations).flatMap(url(path:))
  }

  private func url(path: String) -> URL? {
    guard let host = hosts.first else { return nil }
    return URL(string: "\(host.scheme)://\(host.host)\(path)")
  }

  static func format(_ pattern: RoutePattern, _ parameters: RouteParameters) -> String? {
    var path = ""
    for segment in pattern.segments {
      switch segment {
      case let .literal(text):
        path += "/" + PercentEncoding.encode(text)
      case let .parameter(name, kind):
        guard let text = parameters.texts[name], !text.isEmpty, kind.accepts(text) else { return nil }
        path += "/" + PercentEncoding.encode(text)
      }
    }
    if path.isEmpty { path = "/" }
    var separator = "?"
    for item in pattern.query {
      guard let text = parameters.texts[item.name] else { continue }
      guard kindAccepts(item.kind, text) else { return nil }
      path += "\(separator)\(PercentEncoding.encode(item.key))=\(PercentEncoding.encode(text))"
      separator = "&"
    }
    return path
  }

  private static func kindAccepts(_ kind: ParameterKind, _ text: String) -> Bool { kind.accepts(text) }
}
