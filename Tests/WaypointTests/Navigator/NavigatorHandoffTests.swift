import Foundation
import Testing
import Waypoint
import WaypointExamples

/// The URL a window offers for Handoff, and what opening it elsewhere shows (DESIGN: Handoff).
@MainActor
@Suite struct NavigatorHandoffTests {
  @Test func theCurrentURLOpensTheSameScreenInAnotherWindow() throws {
    let here = Navigator(structure: Shapes.structure, selection: .triangle, routes: Shapes.routes)
    here.show(.rectangleItem(level: 3))
    let url = try #require(here.currentURL)
    #expect(url.absoluteString == "waypoint-shapes:///rectangle/item/3")
    let there = Navigator(structure: Shapes.structure, selection: .circle, routes: Shapes.routes)
    _ = try there.open(url).get()
    #expect(there.state.topDestination == here.state.topDestination)
  }

  @Test func aScreenWithoutARouteOffersNoURL() {
    let navigator = Navigator(structure: Shapes.structure, selection: .triangle)
    #expect(navigator.currentURL == nil)
  }
}
