import Testing
import Waypoint
import WaypointDemoKit
import WaypointExamples

@testable import WaypointPlayground

@Suite struct PlaygroundRoutesTests {}

extension PlaygroundRoutesTests {
  // I6 (for the demo's routes): every sample screen of every example app has a path that names it.
  @Test func everySampleRoundTrips() throws {
    try roundTrip(Playground.shapes)
    try roundTrip(Playground.social)
    try roundTrip(Playground.media)
  }

  private func roundTrip<D>(_ playground: Playground<D>, sourceLocation: SourceLocation = #_sourceLocation) throws {
    for destination in playground.samples + playground.structure.allTabs.map(\.destination) {
      let path = playground.paths.path(for: destination)
      #expect(try playground.paths.destination(forPath: path) == destination, sourceLocation: sourceLocation)
      #expect(
        try playground.paths.destination(forURL: playground.paths.url(for: destination)) == destination, sourceLocation: sourceLocation)
    }
  }

  // Routing issue paths: the demo speaks the paths the issue lists.
  @Test func pathsAreTheIssuesPaths() throws {
    #expect(try Playground.shapes.paths.destination(forPath: "/rectangle/item/8") == .rectangleItem(level: 8))
    #expect(try Playground.shapes.paths.destination(forPath: "/feature/hexagon") == .feature(.hexagon))
    #expect(try Playground.social.paths.destination(forPath: "/profile/7") == .user(id: 7))
    #expect(try Playground.social.paths.destination(forPath: "/tags/swift%20ui") == .tag("swift ui"))
    #expect(try Playground.social.paths.destination(forPath: "/lists") == .lists)
    #expect(try Playground.media.paths.destination(forPath: "/collections/2") == .collection(id: 2))
    #expect(try Playground.media.paths.destination(forPath: "/player/7/") == .player(id: 7))
  }

  private func code(_ body: () throws(PlaygroundError) -> ShapesDestination) -> String? {
    do {
      _ = try body()
      return nil
    } catch {
      return error.code
    }
  }

  // Routing issue, bad input: an unknown, malformed or oversized path is the routing module's
  // typed error, with its code (D3, D14).
  @Test(arguments: [
    ("", "malformedURL"), ("/nowhere", "noMatchingRoute"), ("/rectangle/item", "noMatchingRoute"),
    ("/rectangle/item/x", "invalidParameter"), ("/rectangle/item/99999999999999999999", "invalidParameter"),
    ("/feature/octagon", "invalidParameter"), ("/triangle/extra", "noMatchingRoute"), ("/%ZZ", "invalidPercentEncoding"),
    ("/" + String(repeating: "a/", count: 3000), "urlTooLong"),
  ])
  func badPaths(path: String, expected: String) {
    #expect(code { () throws(PlaygroundError) in try Playground.shapes.paths.destination(forPath: path) } == expected)
  }

  // Routing issue, bad input: another scheme, a host, or no scheme at all is a typed error.
  @Test(arguments: [
    ("https://example.com/triangle", "unknownScheme"), ("waypoint-social:///timeline", "unknownScheme"),
    ("waypoint-shapes://host/triangle", "unknownHost"), ("/triangle", "malformedURL"), ("::::", "malformedURL"),
    ("waypoint-shapes:///nowhere", "noMatchingRoute"),
  ])
  func badURLs(url: String, expected: String) {
    #expect(code { () throws(PlaygroundError) in try Playground.shapes.paths.destination(forURL: url) } == expected)
  }
}
