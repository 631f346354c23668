/// One line of a route table: a URL path pattern and the destinations it maps to, both ways.
///
/// A pattern is a path of literal segments and `{name}` parameters, optionally followed by
/// query items `key={name}` that may be absent from a URL. Each parameter has a type
/// (``RouteParameter``: `Int`, `String`, `UUID` or an enum's raw value); `String` when none is
/// given.
///
/// A pattern can also name its own scheme and host, for a link whose meaning depends on its
/// server: `https://{server}/{handle}/{id}` matches a link to a post on any server the table
/// does not serve itself (the host is a `String` parameter), and writes the whole URL back.
/// Links to the table's own hosts try its path routes first.
///
/// Routes are declared inside a ``RouteTable``, which gives them their destination type:
///
/// ```swift
/// enum Video: Destination {
///   case library
///   case video(id: Int)
///   case player(id: Int, time: Int?)
///
///   var title: String { "\(self)" }
///   var symbolName: String { "play.rectangle" }
/// }
///
/// let routes = RouteTable<Video>(scheme: "videos") {
///   Route("/library", .library)
///   Route("/video/{id}", build: { Video.video(id: $0) }) {
///     if case let .video(id) = $0 { id } else { nil }
///   }
///   Route("/player/{id}?t={time}", parameters: ["id": Int.self, "time": Int.self]) { values in
///     values["id", as: Int.self].map { Video.player(id: $0, time: values["time", as: Int.self]) }
///   } extract: { destination in
///     guard case let .player(id, time) = destination else { return nil }
///     var values: RouteParameters = ["id": id]
///     values.set("time", to: time)
///     return values
///   }
/// }
/// routes.destination(forPath: "/player/7?t=30")  // .success(.player(id: 7, time: 30))
/// routes.path(for: .player(id: 7, time: nil))     // "/player/7"
/// ```
public struct Route<D: Destination>: Sendable {
  /// The pattern as written.
  public let pattern: String
  let parsed: Result<RoutePattern, RouteTable<D>.BuildError>
  let build: @Sendable (RouteParameters) -> D?
  let extract: @Sendable (D) -> RouteParameters?
  /// The one destination a route without parameters names; `nil` for a route with parameters.
  /// The table indexes these by value, so `path(for:)` does not try them one by one.
  let literal: D?

  /// A route without parameters: the pattern maps to `destination` and back.
  ///
  /// ```swift
  /// Route("/settings", AppDestination.settings)
  /// ```
  ///
  /// - Parameters:
  ///   - pattern: a path of literal segments, such as `/feature/hexagon`.
  ///   - destination: the destination.
  public init(_ pattern: String, _ destination: D) {
    self.pattern = pattern
    self.parsed = RoutePattern.parse(pattern, kinds: [:])
    self.build = { _ in destination }
    self.extract = { $0 == destination ? RouteParameters() : nil }
    self.literal = destination
  }

  /// A route with one typed parameter, the only `{name}` in the pattern.
  ///
  /// ```swift
  /// Route("/status/{id}", build: { SocialDestination.status(id: $0) }) {
  ///   if case let .status(id) = $0 { id } else { nil }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - pattern: the pattern, with exactly one parameter.
  ///   - build: makes the destination from the parameter's value.
  ///   - extract: the parameter's value for a destination this route names, else `nil`.
  public init<P: RouteParameter>(
    _ pattern: String,
    build: @escaping @Sendable (P) -> D,
    extract: @escaping @Sendable (D) -> P?
  ) {
    self.pattern = pattern
    let names = Self.parameterNames(in: pattern)
    let name = names.first.map(String.init) ?? ""
    if names.count == 1 {
      self.parsed = RoutePattern.parse(pattern, kinds: [name: ParameterKind(P.self)])
    } else {
      self.parsed = .failure(.invalidPattern(pattern, reason: "this form takes exactly one parameter, not \(names.count)"))
    }
    self.build = { parameters in parameters[name, as: P.self].map(build) }
    self.extract = { destination in extract(destination).map { RouteParameters(texts: [name: $0.routeText]) } }
    self.literal = nil
  }

  /// A route with any number of typed parameters, in the path or in optional query items.
  ///
  /// ```swift
  /// Route("/search?q={query}&page={page}", parameters: ["page": Int.self]) { values in
  ///   .search(values["query", as: String.self] ?? "", page: values["page", as: Int.self])
  /// } extract: { (destination: Mail) in
  ///   guard case let .search(query, page) = destination else { return nil }
  ///   var values: RouteParameters = ["query": query]
  ///   values.set("page", to: page)
  ///   return values
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - pattern: the pattern.
  ///   - parameters: each parameter's type; parameters not listed are `String`s.
  ///   - build: makes the destination from the parsed values, or `nil` if they name none.
  ///   - extract: the values for a destination this route names, else `nil`.
  public init(
    _ pattern: String,
    parameters: [String: any RouteParameter.Type],
    build: @escaping @Sendable (RouteParameters) -> D?,
    extract: @escaping @Sendable (D) -> RouteParameters?
  ) {
    self.pattern = pattern
    self.parsed = RoutePattern.parse(pattern, kinds: parameters.mapValues { ParameterKind($0) })
    self.build = build
    self.extract = extract
    self.literal = nil
  }

  private static func parameterNames(in pattern: String) -> [Substring] {
    var names: [Substring] = []
    var rest = pattern[...]
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      names.append(rest[rest.index(after: open)..<close])
      rest = rest[rest.index(after: close)...]
    }
    return names
  }
}
