import Foundation
import Testing
import Waypoint
import WaypointExamples

/// When a window's state is written to scene storage (issue 14, behaviour 9: not on every
/// change, since encoding costs many times the action).
@Suite struct SceneStateSaverTests {
  func state(pushes: Int) -> NavigationState<ShapesDestination> {
    var engine = NavigationEngine(structure: Shapes.structure, selection: .rectangle)
    for level in 0..<pushes { _ = engine.send(.push(.rectangleItem(level: level + 1))) }
    return engine.state
  }

  // Nothing is written before the saved state is restored, so it is not overwritten.
  @Test func nothingIsWrittenBeforeRestoring() {
    var saver = SceneStateSaver<ShapesDestination>()
    #expect(saver.phaseDidChange(to: .background, state: state(pushes: 1)) == nil)
    #expect(saver.windowWillClose(state(pushes: 1)) == nil)
    #expect(!saver.isRestored)
  }

  // Restoring writes once, so what restoring adjusted is what is stored; the text restores.
  @Test func restoringWritesTheAdjustedState() throws {
    var saver = SceneStateSaver<ShapesDestination>()
    let written = saver.didRestore(state(pushes: 2))
    let text = try #require(written)
    let outcome = try SessionSnapshot<ShapesDestination>.restore(fromCompactString: text, in: Shapes.structure)
    #expect(outcome.windows.first?.state == state(pushes: 2))
  }

  // Becoming active writes nothing; leaving the active phase writes only a state that changed
  // since the last write (inactive, then background, write once).
  @Test func leavingTheActivePhaseWritesWhatChanged() {
    var saver = SceneStateSaver<ShapesDestination>()
    _ = saver.didRestore(state(pushes: 0))
    #expect(saver.phaseDidChange(to: .active, state: state(pushes: 30)) == nil)
    #expect(saver.phaseDidChange(to: .inactive, state: state(pushes: 30)) != nil)
    #expect(saver.phaseDidChange(to: .background, state: state(pushes: 30)) == nil)
    #expect(saver.phaseDidChange(to: .background, state: state(pushes: 31)) != nil)
    #expect(saver.windowWillClose(state(pushes: 31)) == nil)
    #expect(saver.windowWillClose(state(pushes: 2)) != nil)
  }
}

/// A link that arrives before the saved state is restored waits for it, and wins over it
/// (issue 29, every way in).
extension SceneStateSaverTests {
  @Test func aLinkBeforeRestorationIsHeldThenOpenedInOrder() throws {
    var saver = SceneStateSaver<ShapesDestination>()
    let first = try #require(URL(string: "waypoint-shapes:///circle/item/2"))
    let second = try #require(URL(string: "waypoint-shapes:///triangle"))
    #expect(saver.arrive(first) == nil)
    #expect(saver.arrive(second) == nil)
    _ = saver.didRestore(NavigationState(selection: .circle))
    #expect(saver.takeHeldLinks() == [first, second])
    #expect(saver.takeHeldLinks().isEmpty, "each is opened once")
    #expect(saver.arrive(first) == first, "after restoring, a link opens at once")
  }

  @MainActor
  @Test func aLinkDeliveredBeforeRestorationWinsOverTheRestoredState() throws {  // issue 29: done-when
    let navigator = Navigator(structure: Shapes.structure, selection: .triangle, routes: Shapes.routes)
    var saver = SceneStateSaver<ShapesDestination>()
    var saved = NavigationEngine(structure: Shapes.structure, selection: .rectangle)
    saved.send(.push(.rectangleItem(level: 1)))
    let text = try SessionSnapshot(state: saved.state).compactString()
    let link = try #require(URL(string: "waypoint-shapes:///circle/item/2"))
    #expect(saver.arrive(link) == nil)  // the link comes first, as when it launches the app
    _ = navigator.restoreSceneState(text)
    _ = saver.didRestore(navigator.state)
    for url in saver.takeHeldLinks() { navigator.open(url) }
    #expect(navigator.state.selection == .circle)
    #expect(navigator.state.selectedStack.map(\.destination) == [.circleItem(level: 1), .circleItem(level: 2)])
    #expect(navigator.state.stack(for: .rectangle).map(\.destination) == [.rectangleItem(level: 1)], "the rest of the restored state stays")
  }
}
