public import Foundation

extension RouteTable {
  /// The destination a URL names.
  ///
  /// ```swift
  /// let url = URL(string: "waypoint-shapes:///rectangle/item/8")
  /// Shapes.routes.destination(for: url) // .success(.rectangleItem(level: 8))
  /// ```
  ///
  /// - Parameter url: a URL with an accepted scheme and host.
  /// - Returns: the destination, or what was wrong: ``RoutingError/unexpectedPath(count:)`` when
  ///   the URL names an explicit path of several destinations.
  public func destination(for url: URL) -> Result<D, RoutingError<D>> {
    single(destinations(forText: url.absoluteString))
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
    destinations(forText: url.absoluteString)
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
    let link: LinkText
    switch LinkText.split(text) as Result<LinkText, RoutingError<D>> {
    case let .success(value): link = value
    case let .failure(error): return .failure(error)
    }
    if let scheme = link.scheme {
      let candidates = hosts.filter { $0.scheme == scheme }
      guard !candidates.isEmpty else { return .failure(.unknownScheme(scheme)) }
      guard candidates.contains(where: { $0.host == link.host }) else { return .failure(.unknownHost(link.host)) }
    }
    var steps: [LinkText] = [link]
    var segmentCount = link.rawSegments.count
    for item in link.rawQueryItems where item.key == explicitPathQueryKey {
      guard let decoded = PercentEncoding.decode(item.value) else { return .failure(.invalidPercentEncoding(String(item.value))) }
      guard decoded.hasPrefix("/") else { return .failure(.malformedURL(decoded)) }
      switch LinkText.split(decoded) as Result<LinkText, RoutingError<D>> {
      case let .success(step):
        if step.rawQueryItems.contains(where: { $0.key == explicitPathQueryKey }) { return .failure(.malformedURL(decoded)) }
        steps.append(step)
        segmentCount += step.rawSegments.count
      case let .failure(error): return .failure(error)
      }
    }
    guard segmentCount <= limits.maxPathSegments else {
      return .failure(.tooManySegments(count: segmentCount, limit: limits.maxPathSegments))
    }
    var result: [D] = []
    for step in steps {
      switch destination(matching: step) {
      case let .success(destination): result.append(destination)
      case let .failure(error): return .failure(error)
      }
    }
    return .success(result)
  }

  /// Matches one path (with its query) against the trie.
  private func destination(matching link: LinkText) -> Result<D, RoutingError<D>> {
    var segments: [String] = []
    for raw in link.rawSegments {
      guard let decoded = PercentEncoding.decode(raw) else { return .failure(.invalidPercentEncoding(String(raw))) }
      segments.append(decoded)
    }
    var query: [String: String] = [:]
    for item in link.rawQueryItems where item.key != explicitPathQueryKey {
      guard let key = PercentEncoding.decode(item.key), let value = PercentEncoding.decode(item.value) else {
        return .failure(.invalidPercentEncoding("\(item.key)=\(item.value)"))
      }
      if query[key] == nil { query[key] = value }
    }
    var mismatch: (name: String, value: String, expected: String)?
    guard let match = trie.match(segments, mismatch: &mismatch), let pattern = patterns[match.route] else {
      if let mismatch { return .failure(.invalidParameter(name: mismatch.name, value: mismatch.value, expected: mismatch.expected)) }
      return .failure(.noMatchingRoute(String(link.path)))
    }
    var texts: [String: String] = [:]
    var values = match.values.makeIterator()
    for case let .parameter(name, _) in pattern.segments { texts[name] = values.next() }
    for item in pattern.query {
      guard let value = query[item.key] else { continue }
      guard item.kind.accepts(value) else { return .failure(.invalidParameter(name: item.name, value: value, expected: item.kind.name)) }
      texts[item.name] = value
    }
    guard let destination = routes[match.route].build(RouteParameters(texts: texts)) else {
      return .failure(.noMatchingRoute(String(link.path)))
    }
    return .success(destination)
  }
}
