import Testing
import Waypoint
import WaypointExamples

/// What a window does with the text its scene storage holds when it appears (issue 14: the
/// decision the SwiftUI layer used to make itself).
@MainActor
@Suite struct SceneStateRestoreTests {
  func saved(pushes: Int) throws -> (text: String, state: NavigationState<ShapesDestination>) {
    let engine = Navigator(structure: Shapes.structure, selection: .rectangle)
    for level in 0..<pushes { engine.push(.rectangleItem(level: level + 1)) }
    return (try SessionSnapshot(state: engine.state).compactString(), engine.state)
  }

  // Nothing saved: nothing to restore, and nothing to tell the app.
  @Test func nothingSavedRestoresNothing() {
    let navigator = Navigator(structure: Shapes.structure, selection: .circle)
    #expect(navigator.restoreSceneState("") == nil)
    #expect(navigator.state == NavigationState(selection: .circle))
  }

  // A saved state becomes the window's state, and the outcome says what was adjusted.
  @Test func aSavedStateIsRestored() throws {
    let (text, state) = try saved(pushes: 2)
    let navigator = Navigator(structure: Shapes.structure, selection: .circle)
    let outcome = try #require(try navigator.restoreSceneState(text)?.get())
    #expect(outcome.adjustments.isEmpty)
    #expect(navigator.state == state)
  }

  // Text that cannot be read is a typed error, and the window starts as it is.
  @Test func unreadableTextChangesNothing() {
    let navigator = Navigator(structure: Shapes.structure, selection: .circle)
    #expect(navigator.restoreSceneState("not base64 %%") == .failure(.invalidCompactString))
    #expect(navigator.state == NavigationState(selection: .circle))
  }

  // A state the engine refuses (another window of the session holds its ids) is reported as
  // refused, with the engine's reason, and changes nothing.
  @Test func aStateTheEngineRefusesChangesNothing() throws {
    let sessions = SessionNavigator(
      session: Session(main: NavigationState(selection: ShapesDestination.circle)), structure: Shapes.structure)
    let first = try sessions.openWindow(showing: .rectangleItem(level: 2)).get()
    let second = WindowID(0)
    let held = try #require(sessions.navigator(for: first)?.state)
    let text = try SessionSnapshot(state: held).compactString()
    let navigator = try #require(sessions.navigator(for: second))
    let before = navigator.state
    guard case let .failure(.refusedByEngine(reason)) = navigator.restoreSceneState(text) else {
      Issue.record("expected a refusal")
      return
    }
    #expect(!reason.isEmpty)
    #expect(navigator.state == before)
  }
}
