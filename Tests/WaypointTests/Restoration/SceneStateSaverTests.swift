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
