import Foundation
import Testing
import Waypoint
import WaypointExamples

/// Which URLs a scene declares it opens (issue 14: a URL goes to the scene whose routes can open it).
@Suite struct ExternalEventConditionsTests {
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
}
