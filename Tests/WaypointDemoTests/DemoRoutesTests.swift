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
    #expect(Example.social.routes.path(for: .tag("swift ui")) == "/tags/swift%20ui")
    #expect(try Example.media.routes.destination(forPath: "/collections/2") == .collection(id: 2))
    #expect(try Example.media.routes.destination(forPath: "/player/7/") == .player(id: 7))
  }

  // D3/D14: an unknown, malformed or oversized path is a typed error.
  @Test(arguments: [
    "", "rectangle", "/", "/nowhere", "/rectangle/item", "/rectangle/item/0", "/rectangle/item/-2", "/rectangle/item/x",
    "/rectangle/item/99999999999999999999", "/feature/octagon", "/triangle/extra", "/%ZZ", "/" + String(repeating: "a/", count: 3000),
  ])
  func unknownPaths(path: String) {
    #expect(throws: DemoError.unknownPath(path)) { try Example.shapes.routes.destination(forPath: path) }
  }

  // Routing issue, bad input: another scheme, a host, or no scheme is an invalid URL with a reason.
  @Test(arguments: ["https://example.com/triangle", "waypoint-social:///timeline", "waypoint-shapes://host/triangle", "/triangle", "::::"])
  func invalidURLs(url: String) {
    #expect {
      try Example.shapes.routes.destination(forURL: url)
    } throws: { error in
      guard let error = error as? DemoError, case .invalidURL = error else { return false }
      return error.code == "invalidURL"
    }
  }

  // Routing: a URL in the app's scheme with an unknown path is an unknown path.
  @Test func urlWithUnknownPath() {
    #expect(throws: DemoError.unknownPath("/nowhere")) { try Example.shapes.routes.destination(forURL: "waypoint-shapes:///nowhere") }
  }
}
