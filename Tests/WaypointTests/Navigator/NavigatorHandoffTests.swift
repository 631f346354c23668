import Foundation
import Testing
import Waypoint
import WaypointExamples

/// The URL a window offers for Handoff, and what continuing it elsewhere shows (DESIGN: Handoff;
/// issue 14, behaviour 10: built from the routes).
@MainActor
@Suite struct NavigatorHandoffTests {
  // The screen on top is offered as its route's URL, in the activity's user info; continuing the
  // activity on another device opens the same screen there.
  @Test func aContinuedActivityOpensTheSameScreen() throws {
    let here = Navigator(structure: Shapes.structure, selection: .triangle, routes: Shapes.routes)
    here.show(.rectangleItem(level: 3))
    #expect(here.currentURL?.absoluteString == "waypoint-shapes:///rectangle/item/3")
    let offered = try #require(here.handoffContent)
    let continued = try #require(HandoffContent(userInfo: offered.userInfo, webpageURL: offered.webpageURL))
    let there = Navigator(structure: Shapes.structure, selection: .circle, routes: Shapes.routes)
    _ = try there.open(continued.url).get()
    #expect(there.state.topDestination == here.state.topDestination)
  }

  @Test func aScreenWithoutARouteOffersNoURL() {
    let navigator = Navigator(structure: Shapes.structure, selection: .triangle)
    #expect(navigator.currentURL == nil)
    #expect(navigator.handoffContent == nil)
  }
}

extension NavigatorHandoffTests {
  // The target content identifier begins with a condition the scene declares, so the system gives
  // the activity to a window of the scene whose routes open it.
  @Test func theTargetIsTheScenesConditions() throws {
    let here = Navigator(structure: Shapes.structure, selection: .triangle, routes: Shapes.routes)
    here.show(.rectangleItem(level: 3))
    let identifier = try #require(here.handoffContent?.targetContentIdentifier)
    #expect(Shapes.routes.externalEventConditions.contains { identifier.hasPrefix($0) })
    #expect(!Media.routes.externalEventConditions.contains { identifier.hasPrefix($0) })
  }

  // Only a web address is a web page (a device without the app opens it in a browser).
  @Test func onlyWebAddressesAreWebPages() throws {
    let custom = HandoffContent(url: try #require(URL(string: "waypoint-shapes:///circle")))
    #expect(custom.webpageURL == nil)
    let web = HandoffContent(url: try #require(URL(string: "HTTPS://shapes.example.com/circle")))
    #expect(web.webpageURL == web.url)
  }

  // A continued activity without a usable URL opens nothing; one whose user info is unreadable
  // falls back to its web page.
  @Test func anActivityWithoutAURLOpensNothing() throws {
    #expect(HandoffContent(userInfo: nil, webpageURL: nil) == nil)
    #expect(HandoffContent(userInfo: ["url": 42], webpageURL: nil) == nil)
    let page = try #require(URL(string: "https://shapes.example.com/circle"))
    #expect(HandoffContent(userInfo: ["url": 42], webpageURL: page)?.url == page)
  }
}
