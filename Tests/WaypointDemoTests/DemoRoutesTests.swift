import Testing
import Waypoint
import WaypointExamples

@testable import WaypointDemoKit

@Suite struct DemoRoutesTests {}

extension DemoRoutesTests {
  // I6 (for the demo's routes): every sample screen of every example app has a path that names it.
  @Test func everySampleRoundTrips() throws {
    try roundTrip(Example.shapes)
    try roundTrip(Example.social)
    try roundTrip(Example.media)
  }

  private func roundTrip<D>(_ example: Example<D>, sourceLocation: SourceLocation = #_sourceLocation) throws {
    for destination in example.sampleDestinations + example.structure.allTabs.map(\.destination) {
      let path = example.routes.path(for: destination)
      #expect(try example.routes.destination(forPath: path) == destination, sourceLocation: sourceLocation)
      #expect(try example.routes.destination(forURL: example.routes.url(for: destination)) == destination, sourceLocation: sourceLocation)
    }
  }

  // Routing issue paths: the demo speaks the paths the issue lists.
  @Test func pathsAreTheIssuesPaths() throws {
    #expect(try Example.shapes.routes.destination(forPath: "/rectangle/item/8") == .rectangleItem(level: 8))
    #expect(try Example.shapes.routes.destination(forPath: "/feature/hexagon") == .feature(.hexagon))
    #expect(try Example.social.routes.destination(forPath: "/profile/7") == .user(id: 7))
    #expect(try Example.social.routes.destination(forPath: "/tags/swift%20ui") == .tag("swift ui"))
    #expect(try Example.social.routes.destination(forPath: "/lists") == .lists)
    #expect(try Example.media.routes.destination(forPath: "/collections/2") == .collection(id: 2))
    #expect(try Example.media.routes.destination(forPath: "/player/7/") == .player(id: 7))
  }

  private func code(_ body: () throws(DemoError) -> ShapesDestination) -> String? {
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
    #expect(code { () throws(DemoError) in try Example.shapes.routes.destination(forPath: path) } == expected)
  }

  // Routing issue, bad input: another scheme, a host, or no scheme at all is a typed error.
  @Test(arguments: [
    ("https://example.com/triangle", "unknownScheme"), ("waypoint-social:///timeline", "unknownScheme"),
    ("waypoint-shapes://host/triangle", "unknownHost"), ("/triangle", "malformedURL"), ("::::", "malformedURL"),
    ("waypoint-shapes:///nowhere", "noMatchingRoute"),
  ])
  func badURLs(url: String, expected: String) {
    #expect(code { () throws(DemoError) in try Example.shapes.routes.destination(forURL: url) } == expected)
  }
}
