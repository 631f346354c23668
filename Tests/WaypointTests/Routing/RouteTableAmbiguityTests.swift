import Testing
import Waypoint
import WaypointExamples

/// Building a table reports ambiguous pairs and unreadable patterns (issue 4).
@Suite struct RouteTableAmbiguityTests {}

extension RouteTableAmbiguityTests {
  @Test func twoParametersOfOverlappingTypesAreAmbiguous() {
    let routes = RouteTable<SocialDestination>(scheme: "s") {
      Route("/status/{id}", build: { .status(id: $0) }) { if case let .status(id) = $0 { id } else { nil } }
      Route("/status/{other}", build: { .user(id: $0) }) { if case let .user(id) = $0 { id } else { nil } }
    }
    #expect(routes.problems == [.ambiguous("/status/{id}", "/status/{other}")])
    #expect(routes.destination(forPath: "/status/1") == .success(.status(id: 1)))  // the first declared wins
  }

  @Test func aLiteralThatAParameterAcceptsIsAmbiguous() {
    let routes = RouteTable<SocialDestination>(scheme: "s") {
      Route("/tags/{name}", build: { .tag($0) }) { (d: SocialDestination) -> String? in if case let .tag(n) = d { n } else { nil } }
      Route("/tags/new", .compose)
    }
    #expect(routes.problems == [.ambiguous("/tags/{name}", "/tags/new")])
    #expect(routes.problems.first?.description == "the patterns /tags/{name} and /tags/new match the same URLs")
  }

  @Test func disjointTypesAndLengthsAreNotAmbiguous() {
    let routes = RouteTable<ShapesDestination>(scheme: "s") {
      Route("/item/{level}", build: { .rectangleItem(level: $0) }) { if case let .rectangleItem(l) = $0 { l } else { nil } }
      Route("/item/{feature}", build: { .feature($0) }) { (d: ShapesDestination) -> ShapesFeatureDestination? in
        if case let .feature(f) = d { f } else { nil }
      }
      Route("/item/latest", .infinity)
      Route("/item", .rectangle)
    }
    #expect(routes.problems.isEmpty)
    #expect(routes.destination(forPath: "/item/4") == .success(.rectangleItem(level: 4)))
    #expect(routes.destination(forPath: "/item/hexagon") == .success(.feature(.hexagon)))
    #expect(routes.destination(forPath: "/item/latest") == .success(.infinity))
  }

  @Test func duplicatePatternsAreAmbiguous() {
    let routes = RouteTable<ShapesDestination>(scheme: "s") {
      Route("/a", .triangle)
      Route("/a", .circle)
    }
    #expect(routes.problems == [.ambiguous("/a", "/a")])
  }

  @Test func unreadablePatternsAreReported() {
    let routes = RouteTable<ShapesDestination>(scheme: "s") {
      Route("no-slash", .triangle)
      Route("/a//b", .circle)
      Route("/a/{x", .rectangle)
      Route("/b/{x}/{y}", build: { .rectangleItem(level: $0) }) { if case let .rectangleItem(l) = $0 { l } else { nil } }
      Route("/c?then={x}", parameters: [:], build: { _ in .infinity }, extract: { _ in nil })
      Route("/d/{x}/{x}", parameters: [:], build: { _ in .infinity }, extract: { _ in nil })
      Route("/e", parameters: ["y": Int.self], build: { _ in .infinity }, extract: { _ in nil })
    }
    #expect(
      routes.problems.map(\.description) == [
        "the pattern no-slash is invalid: a pattern starts with / or scheme://host/",
        "the pattern /a//b is invalid: empty segment",
        "the pattern /a/{x is invalid: malformed placeholder {x",
        "the pattern /b/{x}/{y} is invalid: this form takes exactly one parameter, not 2",
        "the pattern /c?then={x} is invalid: the query key 'then' is reserved for explicit paths",
        "the pattern /d/{x}/{x} is invalid: the parameter {x} appears twice",
        "the pattern /e is invalid: the parameter y is not in the pattern",
      ])
    #expect(routes.destination(forPath: "/a") == .failure(.noMatchingRoute("/a")))
  }

  @Test func aThousandRoutesStillMatchEachOne() {  // issue 4: a segment trie; the cost is measured by the benchmarks
    let routes = RouteTable<ShapesDestination>(scheme: "s") {
      for index in 0..<1_000 { Route("/r\(index)/item", .rectangleItem(level: index)) }
      Route("/rectangle/item/{level}", build: { .rectangleItem(level: $0) }) { if case let .rectangleItem(l) = $0 { l } else { nil } }
    }
    #expect(routes.problems.isEmpty)
    #expect(routes.destination(forPath: "/r999/item") == .success(.rectangleItem(level: 999)))
    #expect(routes.destination(forPath: "/rectangle/item/5") == .success(.rectangleItem(level: 5)))
  }

  @Test func aRootPatternMatchesTheEmptyPath() {
    let routes = RouteTable<ShapesDestination>(scheme: "s") { Route("/", .triangle) }
    #expect(routes.problems.isEmpty)
    #expect(routes.destination(forPath: "s://") == .success(.triangle))
    #expect(routes.path(for: .triangle) == "/")
  }
}
