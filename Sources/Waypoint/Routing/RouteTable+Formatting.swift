public import Foundation

extension RouteTable {
  /// The path that names `destination`, such as `/rectangle/item/8`; `nil` when no route names
  /// it. Parsing the path gives the destination back. A route that names its own scheme and host
  /// (`https://{server}/{handle}/{id}`) writes the whole URL.
  ///
  /// ```swift
  /// Shapes.routes.path(for: .rectangleItem(level: 8)) // "/rectangle/item/8"
  /// ```
  ///
  /// - Parameter destination: a destination.
  /// - Returns: the percent-encoded path, with query items for the parameters that have values;
  ///   `nil` when no route names the destination, or when the path is longer than
  ///   ``NavigationLimits/maxURLLength`` (parsing it would refuse it).
  public func path(for destination: D) -> String? {
    components(for: destination)?.string.flatMap(withinLimits)
  }

  /// The text, if parsing would not refuse it for its length.
  private func withinLimits(_ text: String) -> String? {
    text.utf8.count <= limits.maxURLLength ? text : nil
  }

  /// The path and query that name `destination`, remembered per destination.
  func components(for destination: D) -> URLComponents? {
    if let known = pathCache.components(for: destination) { return known }
    let components = indexedComponents(for: destination)
    pathCache.store(components, for: destination)
    return components
  }

  /// The path of the first declared route that names `destination`, without the cache.
  func indexedPath(for destination: D) -> String? { indexedComponents(for: destination)?.string }

  /// The path and query of the first declared route that names `destination`, without the
  /// cache: the routes without parameters are looked up by value, so only the routes with
  /// parameters declared before that one are tried.
  private func indexedComponents(for destination: D) -> URLComponents? {
    let literal = literalRoutes[destination]
    for index in parameterRoutes {
      if let literal, literal < index { break }
      if let components = components(for: destination, route: index) { return components }
    }
    return literal.flatMap { components(for: destination, route: $0) }
  }

  /// The path of the first declared route that names `destination`, trying every route in
  /// order: what ``path(for:)-(D)`` returns, at a cost that grows with the table.
  func scannedPath(for destination: D) -> String? {
    for index in routes.indices {
      if let components = components(for: destination, route: index) { return components.string }
    }
    return nil
  }

  /// The pattern of the first declared route that names `destination`, as written
  /// (`/status/{id}`), for tools that show routes rather than paths.
  package func pattern(for destination: D) -> String? {
    routes.indices.first { components(for: destination, route: $0) != nil }.map { routes[$0].pattern }
  }

  private func components(for destination: D, route index: Int) -> URLComponents? {
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
  /// - Returns: the path, or `nil` when the list is empty, a destination has no route, or the
  ///   path is longer than ``NavigationLimits/maxURLLength``.
  public func path(for destinations: [D]) -> String? {
    components(for: destinations)?.string.flatMap(withinLimits)
  }

  /// The path and query of an explicit path of destinations.
  private func components(for destinations: [D]) -> URLComponents? {
    guard let first = destinations.first, var components = components(for: first) else { return nil }
    var items = components.percentEncodedQueryItems ?? []
    for destination in destinations.dropFirst() {
      // A step is a path of the table's own: a route with its own scheme and host cannot be one.
      guard let step = path(for: destination), step.hasPrefix("/"), let encoded = RouteLink.encode(step) else { return nil }
      items.append(URLQueryItem(name: explicitPathQueryKey, value: encoded))
    }
    if !items.isEmpty { components.percentEncodedQueryItems = items }
    return components
  }

  /// The URL that names `destination`, with the table's first scheme and host.
  ///
  /// ```swift
  /// Shapes.routes.url(for: .circle) // waypoint-shapes:///circle
  /// ```
  ///
  /// - Parameter destination: a destination.
  /// - Returns: the URL, or `nil` when no route names the destination or the URL is longer than
  ///   ``NavigationLimits/maxURLLength``.
  public func url(for destination: D) -> URL? {
    components(for: destination).flatMap(url)
  }

  /// The URL for an explicit path of destinations (see ``path(for:)-([D])``).
  ///
  /// ```swift
  /// Social.routes.url(for: [.timeline, .status(id: 1)])
  /// ```
  ///
  /// - Parameter destinations: one or more destinations.
  /// - Returns: the URL, or `nil` when a destination has no route or the URL is longer than
  ///   ``NavigationLimits/maxURLLength``.
  public func url(for destinations: [D]) -> URL? {
    components(for: destinations).flatMap(url)
  }

  /// `/recipe/42` written as `//recipe/42`: the first segment in the host's place, when it is a
  /// name a host can be (ASCII letters, digits, `-` and `.`) and something follows or it is
  /// the whole path.
  private static func moveFirstSegmentToHost(_ components: inout URLComponents) {
    let path = components.percentEncodedPath
    guard path.hasPrefix("/") else { return }
    let rest = path.dropFirst()
    let first = rest.prefix { $0 != "/" }
    guard !first.isEmpty, Host(scheme: "", host: String(first)).hasValidHost else { return }
    components.percentEncodedHost = String(first)
    components.percentEncodedPath = String(rest.dropFirst(first.count))
  }

  /// The URL of a path and query, with the first scheme and host; a route's own scheme and host
  /// are kept.
  private func url(_ components: URLComponents) -> URL? {
    if components.scheme != nil {
      guard let url = components.url, withinLimits(url.absoluteString) != nil else { return nil }
      return url
    }
    guard let host = hosts.first, host.hasValidScheme, host.hasValidHost else { return nil }
    var components = components
    components.scheme = host.scheme
    components.host = host.host
    if host.host.isEmpty, host.linkStyle == .hostAsFirstSegment { Self.moveFirstSegmentToHost(&components) }
    guard let url = components.url, withinLimits(url.absoluteString) != nil else { return nil }
    return url
  }

  /// The path and query that `parameters` fill into `pattern`, or `nil` when a path parameter
  /// is missing or a value does not read as its type.
  static func format(_ pattern: RoutePattern, _ parameters: RouteParameters) -> URLComponents? {
    func text(of segment: RoutePattern.Segment) -> String? {
      switch segment {
      case let .literal(literal): return literal
      case let .parameter(name, kind):
        guard let value = parameters.texts[name], !value.isEmpty, kind.accepts(value) else { return nil }
        return value
      }
    }
    var components = URLComponents()
    if pattern.hasAuthority {
      // A route with its own scheme and host writes them; a host from a parameter must be a name.
      guard let scheme = text(of: pattern.segments[0]), let host = text(of: pattern.segments[1])?.lowercased(),
        Host(scheme: scheme, host: host).hasValidHost
      else { return nil }
      components.scheme = scheme
      components.percentEncodedHost = host
    }
    var path = ""
    for segment in pattern.pathSegments {
      guard let text = text(of: segment), let encoded = RouteLink.encode(text) else { return nil }
      path += "/" + encoded
    }
    var items: [URLQueryItem] = []
    for item in pattern.query {
      guard let text = parameters.texts[item.name] else { continue }
      guard item.kind.accepts(text), let key = RouteLink.encode(item.key), let value = RouteLink.encode(text) else { return nil }
      items.append(URLQueryItem(name: key, value: value))
    }
    components.percentEncodedPath = path.isEmpty ? "/" : path
    if !items.isEmpty { components.percentEncodedQueryItems = items }
    return components
  }
}
