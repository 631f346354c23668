import Testing
import Waypoint
import WaypointExamples

/// A one-line preview of any state of an app (next-features 3.15): a navigator at a path, laid
/// out for a device, drawn at once.
@MainActor
@Suite struct PreviewTests {
  @Test func aPreviewShowsThePathOnTheDevice() {
    let navigator = Navigator.previewing(
      "/rectangle/item/4", structure: Shapes.structure, selection: .triangle, routes: Shapes.routes,
      environment: LayoutEnvironment(sizeClass: .regular, idiom: .pad))
    #expect(navigator.state.selection == .rectangle)
    #expect(navigator.state.topDestination == .rectangleItem(level: 4))
    #expect(navigator.environment.idiom == .pad)
    #expect(navigator.takeMotion() == .instant)
  }

  @Test func aPathTheAppRefusesLeavesTheStartAndSaysWhy() {
    let navigator = Navigator.previewing("/nowhere", structure: Shapes.structure, selection: .circle, routes: Shapes.routes)
    #expect(navigator.state == NavigationState(selection: .circle))
    #expect(navigator.lastEvents == [.rejected(.routing(.noMatchingRoute("/nowhere")))])
  }
}
