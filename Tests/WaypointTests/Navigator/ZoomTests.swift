import Foundation
import Testing
import Waypoint
import WaypointExamples

/// Zoom transitions from a source view (next-features 3.12): an option of the action, kept by the
/// engine beside the state for the screen it shows, given by the projection where the platform
/// zooms, never for an instant step.
@MainActor
@Suite struct ZoomTests {
  func navigator() -> Navigator<ShapesDestination> {
    Navigator(structure: Shapes.structure, selection: .circle)
  }

  func projection(_ navigator: Navigator<ShapesDestination>, on idiom: LayoutEnvironment.Idiom) -> NavigationProjection<ShapesDestination> {
    NavigationProjection(
      state: navigator.state, structure: navigator.structure, environment: LayoutEnvironment(idiom: idiom),
      zoomSources: navigator.zoomSources)
  }
}

extension ZoomTests {
  @Test func aPushedScreenZoomsOutOfItsSource() throws {
    let navigator = navigator()
    navigator.send(.push(.circleItem(level: 1)).zoom(from: "circle-1"))
    let id = try #require(navigator.state.selectedStack.last?.id)
    #expect(navigator.zoomSources == [id: "circle-1"])
    #expect(projection(navigator, on: .phone).zoomSource(of: id) == "circle-1")
    // A push without a source zooms from nothing.
    navigator.push(.circleItem(level: 2))
    #expect(projection(navigator, on: .phone).zoomSource(of: navigator.state.selectedStack[1].id) == nil)
  }

  @Test func aPresentedSheetZoomsToo() throws {
    let navigator = navigator()
    navigator.send(NavigationAction.present(.settings, style: .sheet).zoom(from: "gear"))
    #expect(projection(navigator, on: .pad).modals.first?.zoomSource == "gear")
  }

  @Test func anInstantStepNeverZooms() {
    let navigator = navigator()
    navigator.send(.push(.circleItem(level: 1)).zoom(from: "circle-1").motion(.instant))
    #expect(navigator.zoomSources.isEmpty)
  }

  @Test func onlyWhereThePlatformZooms() throws {  // not on a Mac; a TV plays its usual transition
    let navigator = navigator()
    navigator.send(.push(.circleItem(level: 1)).zoom(from: "circle-1"))
    let id = try #require(navigator.state.selectedStack.last?.id)
    #expect(projection(navigator, on: .vision).zoomSource(of: id) == "circle-1")
    #expect(projection(navigator, on: .mac).zoomSource(of: id) == nil)
    #expect(projection(navigator, on: .tv).zoomSource(of: id) == nil)
  }

  @Test func theSourcesOfScreensThatLeftAreDropped() throws {
    let navigator = navigator()
    navigator.send(.push(.circleItem(level: 1)).zoom(from: "a"))
    let first = try #require(navigator.state.selectedStack.last?.id)
    navigator.pop()
    // Not given for a screen that is gone, and dropped once another zooms.
    #expect(projection(navigator, on: .phone).zoomSource(of: first) == nil)
    navigator.send(.push(.circleItem(level: 1)).zoom(from: "b"))
    #expect(navigator.zoomSources.count == 1)
    #expect(navigator.zoomSources[first] == nil)
  }

  @Test func theStagerGivesTheNavigatorsSources() throws {
    let navigator = navigator()
    let stager = PresentationStager(displaying: navigator.state, structure: navigator.structure)
    navigator.send(.push(.circleItem(level: 1)).zoom(from: "circle-1"))
    stager.follow(navigator)
    let id = try #require(navigator.state.selectedStack.last?.id)
    #expect(stager.projection.zoomSource(of: id) == "circle-1")
  }

  @Test func aZoomSourceIsAnOptionThatRoundTripsAndIsKeptByRedaction() throws {  // D19
    typealias Options = NavigationAction<ShapesDestination>.Options
    let action = NavigationAction<ShapesDestination>.push(.infinity).zoom(from: "x").by(.person)
    #expect(action.withoutOptions.options == Options(cause: .person, zoomSource: "x"))
    let decoded = try JSONDecoder().decode(Options.self, from: try JSONEncoder().encode(action.withoutOptions.options))
    #expect(decoded.zoomSource == "x")
    var engine = NavigationEngine(structure: Shapes.structure, selection: .triangle)
    engine.startRecording()
    engine.send(action)
    let stopped = engine.stopRecording()
    let recording = try #require(stopped)
    #expect(recording.redacted { $0 }.steps.map(\.input) == [.action(action)])
  }
}
