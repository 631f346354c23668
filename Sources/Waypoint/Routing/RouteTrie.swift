/// The routes' path patterns as a tree of segments, so that matching a path costs
/// O(segments × parameter kinds at each level), whatever the number of routes.
struct RouteTrie: Sendable {
  struct Node: Sendable {
    var literals: [String: Int] = [:]
    var parameters: [(kind: ParameterKind, name: String, child: Int)] = []
    var routes: [Int] = []
  }

  /// What a match found: the route, and each path parameter's decoded text and the value its
  /// type read from it, by position.
  struct Match {
    var route: Int
    var values: [(text: String, value: any RouteParameter)]
  }

  private(set) var nodes: [Node] = [Node()]

  /// Adds a route's pattern; returns the routes already in the tree that match the same paths.
  mutating func insert(_ pattern: RoutePattern, route: Int) -> [Int] {
    let conflicts = overlapping(pattern.segments)
    var node = 0
    for segment in pattern.segments {
      switch segment {
      case let .literal(text):
        if let child = nodes[node].literals[text] {
          node = child
        } else {
          nodes.append(Node())
          nodes[node].literals[text] = nodes.count - 1
          node = nodes.count - 1
        }
      case let .parameter(name, kind):
        if let edge = nodes[node].parameters.first(where: { $0.kind.name == kind.name }) {
          node = edge.child
        } else {
          nodes.append(Node())
          nodes[node].parameters.append((kind, name, nodes.count - 1))
          node = nodes.count - 1
        }
      }
    }
    nodes[node].routes.append(route)
    return conflicts
  }

  /// The routes whose patterns match some path that `segments` also matches.
  private func overlapping(_ segments: [RoutePattern.Segment]) -> [Int] {
    var found: [Int] = []
    var frontier = [0]
    for segment in segments {
      var next: [Int] = []
      for node in frontier {
        for (text, child) in nodes[node].literals where RoutePattern.overlap(.literal(text), segment) { next.append(child) }
        for edge in nodes[node].parameters where RoutePattern.overlap(.parameter(name: edge.name, kind: edge.kind), segment) {
          next.append(edge.child)
        }
      }
      frontier = next
    }
    for node in frontier { found.append(contentsOf: nodes[node].routes) }
    return found
  }

  /// Finds the route for decoded path segments. Literals are tried before parameters; when no
  /// route matches, `mismatch` holds the first parameter whose type refused its segment.
  func match(_ segments: [String], mismatch: inout (name: String, value: String, expected: String)?) -> Match? {
    var values: [(text: String, value: any RouteParameter)] = []
    var failed: Set<Int> = []
    return match(segments, at: 0, node: 0, values: &values, failed: &failed, mismatch: &mismatch)
  }

  private func match(
    _ segments: [String],
    at index: Int,
    node: Int,
    values: inout [(text: String, value: any RouteParameter)],
    failed: inout Set<Int>,
    mismatch: inout (name: String, value: String, expected: String)?
  ) -> Match? {
    guard index < segments.count else {
      return nodes[node].routes.first.map { Match(route: $0, values: values) }
    }
    // A (segment, node) pair that failed once fails again: this bounds the work on tables with
    // overlapping parameters.
    let key = node &* (segments.count + 1) &+ index
    guard !failed.contains(key) else { return nil }
    let segment = segments[index]
    if let child = nodes[node].literals[segment],
      let found = match(segments, at: index + 1, node: child, values: &values, failed: &failed, mismatch: &mismatch)
    {
      return found
    }
    var accepted = false
    for edge in nodes[node].parameters {
      guard let value = edge.kind.read(segment) else { continue }
      accepted = true
      values.append((segment, value))
      if let found = match(segments, at: index + 1, node: edge.child, values: &values, failed: &failed, mismatch: &mismatch) {
        return found
      }
      values.removeLast()
    }
    if mismatch == nil, !accepted, nodes[node].literals[segment] == nil, let edge = nodes[node].parameters.first {
      mismatch = (edge.name, segment, edge.kind.name)
    }
    failed.insert(key)
    return nil
  }
}
