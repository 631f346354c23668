public import Foundation

extension RouteTable {
  /// The destination a URL names.
  ///
  /// ```swift
  /// let url = URL(string: "waypoint-shapes:///rectangle/item/8")!
  /// Shapes.routes.destination(for: url) // .success(.rectangleItem(level: 8))
  /// ```
  ///
  /// - Parameter url: a URL with an accepted scheme and host.
  /// - Returns: the destination, or what was wrong: ``RoutingError/unexpectedPath(count:)`` when
  ///   the URL names an explicit path of several destinations.
  public func destination(for url: URL) -> Result<D, RoutingError<D>> {
    single(destinations(for: url))
  }

  /// The destination a path names, such as `/rectangle/item/8`. A full URL is accepted too,
  /// and then its scheme and host are checked.
  ///
  /// ```swift
  /// Shapes.routes.destination(forPath: "/circle/item/2") // .success(.circleItem(level: 2))
  /// ```
  ///
  /// - Parameter path: a path, with an optional query.
  /// - Returns: the destination, or what was wrong.
  public func destination(forPath path: String) -> Result<D, RoutingError<D>> {
    single(destinations(forText: path))
  }

  /// The destinations a URL names: one, or an explicit path of several, pushed and presented in
  /// order (FlowStacks-style), written as `then` query items:
  /// `waypoint-social:///timeline?then=%2Fstatus%2F1&then=%2Fprofile%2F7`.
  ///
  /// ```swift
  /// let path = try Social.routes.destinations(for: url).get() // [.timeline, .status(id: 1), .user(id: 7)]
  /// ```
  ///
  /// - Parameter url: a URL with an accepted scheme and host.
  /// - Returns: the destinations, first the one the path names, or what was wrong.
  public func destinations(for url: URL) -> Result<[D], RoutingError<D>> {
    let text = url.absoluteString
    let length = text.utf8.count
    guard length <= limits.maxURLLength else { return .failure(.urlTooLong(length: length, limit: limits.maxURLLength)) }
    return RouteLink.read(url, text: text).flatMap(destinations(for:))
  }

  /// The destinations a path names: one, or an explicit path of several (see
  /// ``destinations(for:)``).
  ///
  /// ```swift
  /// Social.routes.destinations(forPath: "/timeline?then=%2Fstatus%2F1")
  /// ```
  ///
  /// - Parameter path: a path, with an optional query.
  /// - Returns: the destinations, or what was wrong.
  public func destinations(forPath path: String) -> Result<[D], RoutingError<D>> {
    destinations(forText: path)
  }

  private func single(_ result: Result<[D], RoutingError<D>>) -> Result<D, RoutingError<D>> {
    result.flatMap { destinations in
      guard destinations.count == 1, let first = destinations.first else { return .failure(.unexpectedPath(count: destinations.count)) }
      return .success(first)
    }
  }

  func destinations(forText text: String) -> Result<[D], RoutingError<D>> {
    let length = text.utf8.count
    guard length <= limits.maxURLLength else { return .failure(.urlTooLong(length: length, limit: limits.maxURLLength)) }
    return RouteLink.read(text).flatMap(destinations(for:))
  }

  /// The destinations a link names: its path's, then each explicit step's.
  private func destinations(for link: RouteLink) -> Result<[D], RoutingError<D>> {
    guard let scheme = link.scheme else { return destinations(ofPath: link) }
    let candidates = hosts.filter { $0.scheme == scheme }
    // The table's own hosts first; then the routes that name their own scheme and host.
    if candidates.contains(where: { $0.host == link.host }) {
      let result = destinations(ofPath: link)
      if case .failure(.noMatchingRoute) = result, case let .success(found) = destinations(ofPath: link, onItsHost: true) {
        return .success(found)
      }
      return result
    }
    let onItsHost = destinations(ofPath: link, onItsHost: true)
    switch onItsHost {
    case .failure(.noMatchingRoute): break
    default: return onItsHost  // found, or a route names this scheme and host and says what is wrong
    }
    guard !candidates.isEmpty else { return .failure(.unknownScheme(scheme)) }
    // `recipes://recipe/42`: where the scheme is accepted without a host, a name in the host's
    // place is the path's first segment, as most apps write their links. When no route starts
    // with it, it was meant as a host, and that is the error.
    guard candidates.contains(where: { $0.host.isEmpty }), let moved = link.movingHostIntoPath() else {
      return .failure(.unknownHost(link.host))
    }
    let result = destinations(ofPath: moved)
    if case .failure(.noMatchingRoute) = result { return .failure(.unknownHost(link.host)) }
    return result
  }

  /// The destinations of a link whose scheme and host are accepted: its path's, then each
  /// explicit step's. With `onItsHost`, the path is matched by the routes that name their own
  /// scheme and host (the explicit steps are paths of the table's).
  private func destinations(ofPath link: RouteLink, onItsHost: Bool = false) -> Result<[D], RoutingError<D>> {
    var steps: [RouteLink] = [link]
    var segmentCount = link.rawSegments.count
    for item in link.queryItems where item.name == explicitPathQueryKey {
      let step: RouteLink
      switch RouteLink.decode(item.value ?? "").flatMap(Self.explicitStep) {
      case let .success(value): step = value
      case let .failure(error): return .failure(error)
      }
      steps.append(step)
      segmentCount += step.rawSegments.count
    }
    guard segmentCount <= limits.maxPathSegments else {
      return .failure(.tooManySegments(count: segmentCount, limit: limits.maxPathSegments))
    }
    var result: [D] = []
    for (index, step) in steps.enumerated() {
      switch destination(matching: step, onItsHost: onItsHost && index == 0) {
      case let .success(destination): result.append(destination)
      case let .failure(error): return .failure(error)
      }
    }
    return .success(result)
  }

  /// One step of an explicit path: a path, without explicit steps of its own.
  private static func explicitStep(_ text: String) -> Result<RouteLink, RoutingError<D>> {
    guard text.hasPrefix("/") else { return .failure(.malformedURL(text)) }
    return RouteLink.read(text).flatMap { step in
      step.queryItems.contains { $0.name == explicitPathQueryKey } ? .failure(.malformedURL(text)) : .success(step)
    }
  }

  /// Matches one path (with its query) against the trie; each parameter is read as its type once.
  /// With `onItsHost`, the link's scheme and host are matched first, by the routes that name
  /// their own.
  private func destination(matching link: RouteLink, onItsHost: Bool) -> Result<D, RoutingError<D>> {
    var segments: [String] = onItsHost ? [link.scheme ?? "", link.host] : []
    for raw in link.rawSegments {
      switch RouteLink.decode(raw) as Result<String, RoutingError<D>> {
      case let .success(segment): segments.append(segment)
      case let .failure(error): return .failure(error)
      }
    }
    var query: [String: String] = [:]
    for item in link.queryItems where item.name != explicitPathQueryKey {
      guard let key = item.name.removingPercentEncoding, let value = (item.value ?? "").removingPercentEncoding else {
        return .failure(.invalidPercentEncoding("\(item.name)=\(item.value ?? "")"))
      }
      if query[key] == nil { query[key] = value }
    }
    var mismatch: (name: String, value: String, expected: String)?
    guard let match = (onItsHost ? hostTrie : trie).match(segments, mismatch: &mismatch), let pattern = patterns[match.route]
    else {
      if let mismatch { return .failure(.invalidParameter(name: mismatch.name, value: mismatch.value, expected: mismatch.expected)) }
      return .failure(.noMatchingRoute(link.path))
    }
    var parameters = RouteParameters()
    var values = match.values.makeIterator()
    for case let .parameter(name, _) in pattern.segments {
      guard let value = values.next() else { break }
      parameters.set(name, text: value.text, value: value.value)
    }
    for item in pattern.query {
      guard let text = query[item.key] else { continue }
      guard let value = item.kind.read(text) else {
        return .failure(.invalidParameter(name: item.name, value: text, expected: item.kind.name))
      }
      parameters.set(item.name, text: text, value: value)
    }
    guard let destination = routes[match.route].build(parameters) else {
      return .failure(.noMatchingRoute(link.path))
    }
    return .success(destination)
  }
}
