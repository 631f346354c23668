import Foundation
import Testing
import Waypoint
import WaypointExamples

/// Each example route in both directions: the path parses to the destination, and the
/// destination formats to the path (I6).
@Suite struct RouteTableTests {}

extension RouteTableTests {
  @Test(arguments: [
    ("/triangle", ShapesDestination.triangle),
    ("/rectangle", .rectangle),
    ("/rectangle/item/8", .rectangleItem(level: 8)),
    ("/circle", .circle),
    ("/circle/item/2", .circleItem(level: 2)),
    ("/infinity", .infinity),
    ("/settings", .settings),
    ("/feature/hexagon", .feature(.hexagon)),
    ("/feature/pentagon", .feature(.pentagon)),
  ])
  func shapesRoutesMapBothWays(path: String, destination: ShapesDestination) {  // I6, issue 4 route list
    #expect(Shapes.routes.destination(forPath: path) == .success(destination))
    #expect(Shapes.routes.path(for: destination) == path)
    #expect(Shapes.routes.url(for: destination)?.absoluteString == "waypoint-shapes://\(path)")
  }

  @Test(arguments: [
    ("/timeline", SocialDestination.timeline),
    ("/notifications", .notifications),
    ("/explore", .explore),
    ("/post", .post),
    ("/compose", .compose),
    ("/profile", .profile),
    ("/profile/7", .user(id: 7)),
    ("/status/42", .status(id: 42)),
    ("/lists/2", .list(id: 2)),
    ("/tags/swiftui", .tag("swiftui")),
    ("/sign-in", .signIn),
  ])
  func socialRoutesMapBothWays(path: String, destination: SocialDestination) {  // I6, issue 4 route list
    #expect(Social.routes.destination(forPath: path) == .success(destination))
    #expect(Social.routes.path(for: destination) == path)
    #expect(Social.routes.url(for: destination)?.absoluteString == "waypoint-social://\(path)")
  }

  @Test(arguments: [
    ("/watch-now", MediaDestination.watchNow),
    ("/library", .library),
    ("/search", .search),
    ("/downloads", .downloads),
    ("/settings", .settings),
    ("/collections", .collections),
    ("/animations", .animations),
    ("/collections/3", .collection(id: 3)),
    ("/animations/1", .animation(id: 1)),
    ("/video/7", .video(id: 7)),
    ("/player/7", .player(id: 7)),
  ])
  func mediaRoutesMapBothWays(path: String, destination: MediaDestination) {  // I6, issue 4 route list
    #expect(Media.routes.destination(forPath: path) == .success(destination))
    #expect(Media.routes.path(for: destination) == path)
    #expect(Media.routes.url(for: destination)?.absoluteString == "waypoint-media://\(path)")
  }

  @Test func theExampleTablesAreSound() {  // ambiguity check finds nothing in the examples
    #expect(Shapes.routes.problems.isEmpty)
    #expect(Social.routes.problems.isEmpty)
    #expect(Media.routes.problems.isEmpty)
  }

  @Test func aURLWithTheSchemeAndEmptyHostParses() {  // custom scheme, empty host
    let url = URL(string: "waypoint-shapes:///rectangle/item/8")
    #expect(url.map { Shapes.routes.destination(for: $0) } == .success(.rectangleItem(level: 8)))
  }

  @Test func schemeAndHostCompareWithoutCase() {  // RFC 3986: scheme and host are case-insensitive
    #expect(Shapes.routes.destination(forPath: "WAYPOINT-Shapes:///circle") == .success(.circle))
  }

  @Test func aTrailingSlashAndAFragmentAreIgnored() {
    #expect(Shapes.routes.destination(forPath: "/circle/item/3/") == .success(.circleItem(level: 3)))
    #expect(Shapes.routes.destination(forPath: "/circle#top") == .success(.circle))
  }

  @Test func percentEncodedParametersRoundTrip() {  // I6 for text that needs escaping
    let tag = SocialDestination.tag("swift ui/ü?&#")
    let path = Social.routes.path(for: tag)
    #expect(path == "/tags/swift%20ui%2F%C3%BC%3F%26%23")
    #expect(path.map { Social.routes.destination(forPath: $0) } == .success(tag))
  }

  @Test func aDestinationWithoutARouteHasNoURL() {
    let routes = RouteTable<ShapesDestination>(scheme: "shapes") { Route("/circle", .circle) }
    #expect(routes.path(for: .triangle) == nil)
    #expect(routes.url(for: .triangle) == nil)
    #expect(Social.routes.path(for: .tag("")) == nil)  // an empty parameter could not be parsed back
  }

  @Test func universalLinksAndCustomSchemesBothWork() {  // issue 4: https plus host, custom scheme
    let routes = RouteTable<SocialDestination>(
      hosts: [RouteTable.Host(scheme: "waypoint-social"), RouteTable.Host(scheme: "https", host: "social.example.com")],
      routes: [Route("/timeline", .timeline)]
    )
    #expect(routes.destination(forPath: "https://social.example.com/timeline") == .success(.timeline))
    #expect(routes.destination(forPath: "waypoint-social:///timeline") == .success(.timeline))
    #expect(routes.url(for: .timeline)?.absoluteString == "waypoint-social:///timeline")
  }
}
