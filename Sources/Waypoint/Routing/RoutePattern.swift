import Foundation

/// A route pattern read from its text form, such as `/status/{id}?reply={reply}`.
struct RoutePattern: Sendable {
  /// One path segment of a pattern.
  enum Segment: Sendable {
    case literal(String)
    case parameter(name: String, kind: ParameterKind)
  }

  /// An optional query item: `key={name}`.
  struct QueryItem: Sendable {
    var key: String
    var name: String
    var kind: ParameterKind
  }

  /// The path's segments; for a pattern with its own scheme and host, the scheme and the host
  /// come first, as two segments.
  var segments: [Segment]
  var query: [QueryItem]
  /// Whether the pattern names its own scheme and host (`https://{server}/{handle}`): its
  /// first two segments are then the scheme (a literal) and the host (a literal or a parameter).
  var hasAuthority = false

  /// The segments of the path alone.
  var pathSegments: ArraySlice<Segment> { segments.dropFirst(hasAuthority ? 2 : 0) }

  /// Reads `text`. Parameters take their kind from `kinds`; a parameter missing there is a
  /// `String`.
  static func parse<D: Destination>(_ text: String, kinds: [String: ParameterKind]) -> Result<RoutePattern, RouteTable<D>.BuildError> {
    func fail(_ reason: String) -> Result<RoutePattern, RouteTable<D>.BuildError> { .failure(.invalidPattern(text, reason: reason)) }
    var segments: [Segment] = []
    var names: Set<String> = []
    var path = Substring(text)
    if !text.hasPrefix("/"), let separator = text.range(of: "://") {
      // `scheme://host/path`: the scheme and the host become the first two segments.
      let scheme = text[..<separator.lowerBound].lowercased()
      let rest = text[separator.upperBound...]
      let host = rest.prefix { $0 != "/" }
      path = rest.dropFirst(host.count)
      guard RouteTable<D>.Host(scheme: scheme).hasValidScheme else { return fail("'\(scheme)' is not a scheme") }
      guard path.hasPrefix("/") else { return fail("a path starting with / follows the host") }
      segments.append(.literal(scheme))
      switch placeholder(host) {
      case let .some(.some(name)):
        names.insert(name)
        segments.append(.parameter(name: name, kind: kinds[name] ?? ParameterKind(String.self)))
      case .some(.none):
        return fail("malformed placeholder \(host)")
      case .none:
        let literal = host.lowercased()
        guard !literal.isEmpty, RouteTable<D>.Host(scheme: scheme, host: literal).hasValidHost else {
          return fail("'\(host)' is not a host")
        }
        segments.append(.literal(literal))
      }
    }
    guard path.hasPrefix("/") else { return fail("a pattern starts with / or scheme://host/") }
    let hasAuthority = !segments.isEmpty
    let parts = path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    for raw in parts[0].split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
      if raw.isEmpty {
        if segments.count == (hasAuthority ? 2 : 0) && parts[0] == "/" { break }
        return fail("empty segment")
      }
      switch placeholder(raw) {
      case let .some(.some(name)):
        guard names.insert(name).inserted else { return fail("the parameter {\(name)} appears twice") }
        segments.append(.parameter(name: name, kind: kinds[name] ?? ParameterKind(String.self)))
      case .some(.none):
        return fail("malformed placeholder \(raw)")
      case .none:
        segments.append(.literal(String(raw)))
      }
    }
    var query: [QueryItem] = []
    if parts.count > 1 {
      for item in parts[1].split(separator: "&") {
        let pair = item.split(separator: "=", maxSplits: 1)
        guard pair.count == 2, let name = placeholder(pair[1]).flatMap({ $0 }) else {
          return fail("a query item reads key={name}, not \(item)")
        }
        guard names.insert(name).inserted else { return fail("the parameter {\(name)} appears twice") }
        guard String(pair[0]) != explicitPathQueryKey else {
          return fail("the query key '\(explicitPathQueryKey)' is reserved for explicit paths")
        }
        query.append(QueryItem(key: String(pair[0]), name: name, kind: kinds[name] ?? ParameterKind(String.self)))
      }
    }
    for name in kinds.keys where !names.contains(name) {
      return fail("the parameter \(name) is not in the pattern")
    }
    return .success(RoutePattern(segments: segments, query: query, hasAuthority: hasAuthority))
  }

  /// `nil` for a literal, `.some(nil)` for a malformed placeholder, else the placeholder's name.
  private static func placeholder(_ raw: Substring) -> String?? {
    let hasBrace = raw.contains("{") || raw.contains("}")
    guard hasBrace else { return .none }
    guard raw.first == "{", raw.last == "}", raw.count > 2 else { return .some(nil) }
    let name = raw.dropFirst().dropLast()
    guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return .some(nil) }
    return .some(String(name))
  }

  /// Whether some URL path matches both patterns (query items are optional, so they never
  /// tell two patterns apart).
  func overlaps(_ other: RoutePattern) -> Bool {
    guard segments.count == other.segments.count else { return false }
    for (a, b) in zip(segments, other.segments) where !Self.overlap(a, b) { return false }
    return true
  }

  static func overlap(_ a: Segment, _ b: Segment) -> Bool {
    switch (a, b) {
    case let (.literal(x), .literal(y)): x == y
    case let (.literal(x), .parameter(_, kind)), let (.parameter(_, kind), .literal(x)): kind.accepts(x)
    case let (.parameter(_, k1), .parameter(_, k2)): k1.overlaps(k2)
    }
  }
}
