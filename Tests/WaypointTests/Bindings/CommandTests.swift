import Testing
import Waypoint
import WaypointExamples

@Suite struct CommandTests {
  let structure = Shapes.structure
}

extension CommandTests {
  @Test func backPopsOneScreenFromTheVisibleStack() throws {  // FS-2
    var state = NavigationState(selection: ShapesDestination.circle)
    #expect(state.backAction == nil)
    try state.apply(.push(.infinity), in: structure)
    #expect(state.backAction == .pop(1))
  }

  @Test func backIsNilAtTheRootOfAModal() throws {  // D3
    var state = NavigationState(selection: ShapesDestination.circle)
    try state.apply(.push(.infinity), in: structure)
    try state.apply(.present(.settings, style: .sheet), in: structure)
    #expect(state.backAction == nil)
  }

  @Test func escapeDismissesTheTopModalOnly() throws {  // D2
    var state = NavigationState(selection: ShapesDestination.circle)
    #expect(state.escapeAction == nil)
    try state.apply(.present(.settings, style: .sheet), in: structure)
    try state.apply(.present(.infinity, style: .sheet), in: structure)
    #expect(state.escapeAction == .dismissTo(elevation: 1))
  }

  @Test func commandDigitsSkipTabsThatCannotBeSelected() {  // D5: an intercepting tab is not selected
    #expect(
      Social.structure().keyboardShortcutTabs.map(\.destination) == [
        .timeline, .notifications, .explore, .profile, .list(id: 1), .list(id: 2), .tag("swiftui"), .tag("ios"),
      ])
    #expect(Shapes.structure.keyboardShortcutTabs.map(\.destination) == [.triangle, .rectangle, .circle])
  }

  @Test func commandDigitsStopAtNine() {  // R1: Command-1 … Command-9
    let tabs = Media.structure(collections: Array(1...20)).keyboardShortcutTabs
    #expect(tabs.count == 9)
    #expect(tabs.first?.destination == .watchNow)
  }

  @Test func theAccessibilityLabelIncludesAShownBadge() {  // R10: a zero badge is hidden
    let tab = AppTab("circle", ShapesDestination.circle)
    #expect(tab.accessibilityLabel == "Circle")
    #expect(tab.badge(0).accessibilityLabel == "Circle")
    #expect(tab.badge(3).accessibilityLabel == "Circle, 3 new")
  }
}
