import Testing
import Waypoint
import WaypointExamples

/// Customization operations applied together, as the system's editing sends them (issue 14: a
/// refused edit is not kept).
@MainActor
@Suite struct NavigatorCustomizationTests {
  @Test func operationsApplyAllOrNothing() throws {
    let navigator = Navigator(structure: Media.structure(), selection: .watchNow)
    let before = navigator.customization
    // R54: a fixed tab cannot be hidden, so the edit as a whole is refused.
    let result = navigator.customize([.show("downloads", in: .tabBar), .hide("watch-now", in: .tabBar)])
    #expect(result == .failure(.notRemovable("watch-now", placement: .fixed)))
    #expect(navigator.customization == before)
    #expect(try navigator.customize([.show("downloads", in: .tabBar)]).get().isEmpty)
    #expect(navigator.customization.visibility(of: "downloads", in: .tabBar) == .visible)
  }

  // In a session, the refused edit is taken back in every window.
  @Test func aRefusedEditIsTakenBackInEveryWindow() throws {
    let session = SessionNavigator(
      session: Session(main: NavigationState(selection: MediaDestination.watchNow)), structure: Media.structure())
    let second = try session.openWindow(showing: .library).get()
    let main = try #require(session.windowIDs.first.flatMap(session.navigator(for:)))
    _ = main.customize([.show("downloads", in: .tabBar), .hide("watch-now", in: .tabBar)])
    #expect(session.navigator(for: second)?.customization == TabCustomization())
    #expect(main.customization == TabCustomization())
  }
}

extension NavigatorCustomizationTests {
  // Review: an earlier operation that moved the selection is taken back with the refusal.
  @Test func aRefusedEditAlsoKeepsTheSelection() {
    let navigator = Navigator(structure: Media.structure(), selection: .collection(id: 1))
    let before = navigator.state
    let result = navigator.customize([.hide("collection-1", in: .tabBar), .hide("watch-now", in: .tabBar)])
    #expect(result == .failure(.notRemovable("watch-now", placement: .fixed)))
    #expect(navigator.state == before)
    var engine = NavigationEngine(structure: Media.structure(), selection: .collection(id: 1))
    let engineBefore = engine.state
    _ = engine.customize([.hide("collection-1", in: .tabBar), .hide("watch-now", in: .tabBar)])
    #expect(engine.state == engineBefore && engine.customization == TabCustomization())
  }
}
