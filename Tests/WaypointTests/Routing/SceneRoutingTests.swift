import Foundation
import Testing
import Waypoint
import WaypointExamples

/// Which URLs a scene declares it opens, and which window group its windows open in (issue 14:
/// a URL and a window go to the scene that can show them).
@Suite struct SceneRoutingTests {
  @Test func oneConditionPerSchemeAndHost() {
    #expect(Shapes.routes.externalEventConditions == ["waypoint-shapes://"])
    let table = RouteTable<ShapesDestination>(
      hosts: [.init(scheme: "waypoint-shapes"), .init(scheme: "HTTPS", host: "Shapes.Example.com")], routes: [])
    #expect(table.externalEventConditions == ["waypoint-shapes://", "https://shapes.example.com/"])
  }

  // A URL the table opens starts with one of its conditions, so SwiftUI routes it to the scene.
  @Test(arguments: [ShapesDestination.triangle, .rectangleItem(level: 3), .feature(.hexagon)])
  func everyURLTheTableBuildsMatchesACondition(destination: ShapesDestination) throws {
    let url = try #require(Shapes.routes.url(for: destination))
    #expect(Shapes.routes.externalEventConditions.contains { url.absoluteString.hasPrefix($0) })
  }

  // A scheme no URL can have declares nothing; a table without hosts declares nothing.
  @Test func invalidSchemesAndNoHostsDeclareNothing() {
    #expect(RouteTable<ShapesDestination>(hosts: [.init(scheme: "1bad")], routes: []).externalEventConditions.isEmpty)
    #expect(RouteTable<ShapesDestination>().externalEventConditions.isEmpty)
  }

  // Issue 14, scenes: each scene's windows open in its own window group; the default ids of two
  // destination types differ.
  @Test func scenesOfDifferentDestinationTypesGetDifferentIDs() {
    let ids = [
      SessionNavigator<ShapesDestination>.defaultSceneID, SessionNavigator<SocialDestination>.defaultSceneID,
      SessionNavigator<MediaDestination>.defaultSceneID,
    ]
    #expect(Set(ids).count == 3)
    #expect(ids[0] == "waypoint.WaypointExamples.ShapesDestination")
  }
}
