/// An app's routes: URL patterns mapped to destinations both ways.
///
/// Each app declares one table. Parsing a URL walks a tree of path segments, so its cost does
/// not grow with the number of routes. Writing a path looks routes without parameters up by
/// destination and remembers the paths it has written (for up to 1,024 destinations), so only
/// a destination's first path tries the routes with parameters, in declared order. Building the table reports patterns that cannot be read
/// and pairs of patterns that match the same URLs in ``problems``; matching then prefers the
/// route declared first.
///
/// ```swift
/// let routes = RouteTable<ShapesDestination>(scheme: "waypoint-shapes") {
///   Route("/triangle", .triangle)
///   Route("/rectangle/item/{level}", build: { .rectangleItem(level: $0) }) {
///     if case let .rectangleItem(level) = $0 { level } else { nil }
///   }
/// }
/// routes.destination(forPath: "/rectangle/item/8") // .success(.rectangleItem(level: 8))
/// routes.path(for: .triangle)                      // "/triangle"
/// ```
public struct RouteTable<D: Destination>: Sendable {
  /// The accepted schemes and hosts; the first one is used to build URLs.
  public let hosts: [RouteTable<D>.Host]
  /// The bounds on URL length and path segments.
  public let limits: NavigationLimits
  /// The routes, in declared order.
  public let routes: [Route<D>]
  /// Unreadable patterns and ambiguous pairs, in declared order; empty for a sound table.
  public let problems: [RouteTable<D>.BuildError]

  let trie: RouteTrie
  /// The routes with their own scheme and host, matched by the scheme, the host, then the path.
  let hostTrie: RouteTrie
  let patterns: [RoutePattern?]
  /// For each destination a route without parameters names, the first such route that can write
  /// its path.
  let literalRoutes: [D: Int]
  /// The routes with parameters whose pattern could be read, in declared order.
  let parameterRoutes: [Int]
  /// The paths already found by `path(for:)`, shared by the table's copies.
  let pathCache: RoutePathCache<D>
  /// What a well-formed link to something not in the app shows (see ``notFound(_:)``).
  public private(set) var notFoundDestination: D?

  /// Creates a table for one scheme and host.
  ///
  /// - Parameters:
  ///   - scheme: the scheme, such as `waypoint-shapes` or `https`.
  ///   - host: the host; empty for custom schemes.
  ///   - linkStyle: how links of a custom scheme are written: `scheme:///a/b` by default, or
  ///     `scheme://a/b`; both are read.
  ///   - limits: the bounds on URLs; the defaults suit any real app.
  ///   - routes: the routes.
  public init(
    scheme: String,
    host: String = "",
    linkStyle: RouteTable<D>.Host.LinkStyle = .emptyHost,
    limits: NavigationLimits = NavigationLimits(),
    @RouteBuilder<D> routes: () -> [Route<D>]
  ) {
    self.init(hosts: [RouteTable<D>.Host(scheme: scheme, host: host, linkStyle: linkStyle)], limits: limits, routes: routes())
  }

  /// Creates a table that accepts several schemes and hosts, such as a custom scheme and a
  /// universal-link domain.
  ///
  /// - Parameters:
  ///   - hosts: the accepted schemes and hosts; the first builds URLs.
  ///   - limits: the bounds on URLs.
  ///   - routes: the routes.
  public init(hosts: [RouteTable<D>.Host], limits: NavigationLimits = NavigationLimits(), routes: [Route<D>]) {
    self.hosts = hosts
    self.limits = limits
    self.routes = routes
    var trie = RouteTrie()
    var hostTrie = RouteTrie()
    var patterns: [RoutePattern?] = []
    var problems: [RouteTable<D>.BuildError] =
      hosts.filter { !$0.hasValidScheme }.map { .invalidScheme($0.scheme) }
      + hosts.filter { !$0.hasValidHost }.map { .invalidHost($0.host) }
    var literalRoutes: [D: Int] = [:]
    var parameterRoutes: [Int] = []
    for (index, route) in routes.enumerated() {
      switch route.parsed {
      case let .success(pattern):
        patterns.append(pattern)
        if let literal = route.literal {
          // A route without parameters names one destination; it wins for it unless an earlier
          // one does, or its pattern needs values it cannot have.
          if literalRoutes[literal] == nil, Self.format(pattern, RouteParameters()) != nil {
            literalRoutes[literal] = index
          }
        } else {
          parameterRoutes.append(index)
        }
        let conflicts =
          pattern.hasAuthority ? hostTrie.insert(pattern, route: index) : trie.insert(pattern, route: index)
        for other in conflicts {
          problems.append(.ambiguous(routes[other].pattern, route.pattern))
        }
      case let .failure(problem):
        patterns.append(nil)
        problems.append(problem)
      }
    }
    self.trie = trie
    self.hostTrie = hostTrie
    self.patterns = patterns
    self.problems = problems
    self.literalRoutes = literalRoutes
    self.parameterRoutes = parameterRoutes
    self.pathCache = RoutePathCache()
  }

  /// An empty table: it accepts no URL.
  public init() { self.init(hosts: [], routes: []) }

  /// The same table, showing `destination` for a well-formed link to something that is not in
  /// the app (``RoutingError/notFound(_:)``): a collection that was deleted, a tab built from
  /// data that no longer has it.
  ///
  /// ```swift
  /// let routes = Media.routes.notFound(.collections)
  /// let navigator = Navigator(structure: Media.structure(), selection: .watchNow, routes: routes)
  /// navigator.open(URL(string: "waypoint-media:///collections/99")!)  // a deleted collection: shows .collections
  /// ```
  ///
  /// - Parameter destination: the "not found" screen; give it an origin such as
  ///   `.anywhere(.present(.sheet))`.
  /// - Returns: the table.
  public func notFound(_ destination: D) -> RouteTable<D> {
    var table = self
    table.notFoundDestination = destination
    return table
  }
}

/// The query key that carries the further steps of an explicit path: `?then=%2Fstatus%2F1`.
let explicitPathQueryKey = "then"
