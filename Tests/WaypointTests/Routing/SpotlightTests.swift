import Foundation
import Testing
import Waypoint
import WaypointExamples

/// A Spotlight result opens its screen through the routes, and so through the guard (issue 29,
/// every way in).
@MainActor
@Suite struct SpotlightTests {
  static let key = "identifier"
}

extension SpotlightTests {
  @Test func anIndexedScreenOpensThroughTheRoutes() throws {
    let identifier = try #require(Shapes.routes.spotlightIdentifier(for: .circleItem(level: 2)))
    let url = try #require(Shapes.routes.spotlightURL(userInfo: [Self.key: identifier], identifierKey: Self.key))
    let navigator = Navigator(structure: Shapes.structure, selection: .triangle, routes: Shapes.routes)
    navigator.open(url)
    #expect(navigator.state.selectedStack.map(\.destination) == [.circleItem(level: 1), .circleItem(level: 2)])
  }

  @Test func anItemIndexedAnotherWayIsLeftToTheApp() {
    #expect(Shapes.routes.spotlightURL(userInfo: [Self.key: "recipe-42"], identifierKey: Self.key) == nil)
    #expect(Shapes.routes.spotlightURL(userInfo: [Self.key: 42], identifierKey: Self.key) == nil)
    #expect(Shapes.routes.spotlightURL(userInfo: nil, identifierKey: Self.key) == nil)
  }

  @Test func aSpotlightResultGoesThroughTheGuard() throws {  // issue 29: done-when
    let navigator = GuardCoverageTests.signedOut()
    let identifier = try #require(Social.routes.spotlightIdentifier(for: .compose))
    let url = try #require(Social.routes.spotlightURL(userInfo: [Self.key: identifier], identifierKey: Self.key))
    navigator.open(url)
    GuardCoverageTests.expectRedirected(navigator, from: .compose)
  }
}
