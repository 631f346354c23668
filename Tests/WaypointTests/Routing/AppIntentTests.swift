import Foundation
import Testing
import Waypoint
import WaypointExamples

/// An App Intent opens a screen with `OpenURLIntent(showing:routes:)` (WaypointUI): the system
/// opens the screen's route URL in the app, which gives it to the navigator as any link: through
/// the routes and the guard, and after restoration when the intent launched the app (issue 29,
/// every way in). What the intent's URL is, and what opening it does, is decided here.
@MainActor
@Suite struct AppIntentTests {
  @Test func anIntentOpensItsScreenThroughTheGuard() throws {  // issue 29: done-when
    let url = try #require(Social.routes.url(for: .notifications))  // what OpenURLIntent(showing:routes:) opens
    let navigator = GuardCoverageTests.signedOut()
    navigator.open(url)
    GuardCoverageTests.expectRedirected(navigator, from: .notifications)
  }

  @Test func anIntentThatLaunchesTheAppWinsOverTheRestoredState() throws {
    let url = try #require(Shapes.routes.url(for: .circleItem(level: 2)))
    var saver = SceneStateSaver<ShapesDestination>()
    #expect(saver.arrive(url) == nil, "before restoration, the intent's link is held")
    let navigator = Navigator(structure: Shapes.structure, selection: .triangle, routes: Shapes.routes)
    var saved = NavigationState(selection: ShapesDestination.rectangle)
    saved.stacks[.rectangle] = [Entry(id: 0, destination: .rectangleItem(level: 1))]
    navigator.send(.replace(saved))
    _ = saver.didRestore(navigator.state)
    for link in saver.takeHeldLinks() { navigator.open(link) }
    #expect(navigator.state.selection == .circle)
    #expect(navigator.state.selectedStack.map(\.destination) == [.circleItem(level: 1), .circleItem(level: 2)])
  }
}
