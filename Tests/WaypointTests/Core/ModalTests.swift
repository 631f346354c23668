import Testing
import Waypoint
import WaypointExamples

@Suite struct ModalTests {
  let structure = Shapes.structure
}

extension ModalTests {
  @Test func presentUsesTheDeclaredStyleWhenNoneIsGiven() throws {  // SNAP-6
    let media = Media.structure()
    var state = NavigationState(selection: MediaDestination.watchNow)
    try state.apply(.present(.player(id: 1)), in: media)
    #expect(state.modals[0].style == .fullScreenCover)
  }

  @Test func presentStacksANewModalOnTop() throws {  // SNAP-9
    var state = NavigationState(selection: ShapesDestination.circle)
    try state.apply(.present(.settings, style: .sheet), in: structure)
    try state.apply(.present(.infinity, style: .fullScreenCover), in: structure)
    #expect(state.modals.map(\.style) == [.sheet, .fullScreenCover])
    #expect(state.modals.map(\.id) == [0, 1])
  }

  @Test func dismissRemovesOnlyTheTopModal() throws {  // SNAP-10
    var state = NavigationState(selection: ShapesDestination.circle)
    try state.apply(.present(.settings, style: .sheet), in: structure)
    try state.apply(.present(.infinity, style: .sheet), in: structure)
    try state.apply(.dismiss, in: structure)
    #expect(state.modals.map(\.destination) == [.settings])
  }

  @Test func dismissWithNothingPresentedChangesNothingAndSaysSo() throws {  // D2, FS-19 differs, SNAP-10
    var state = NavigationState(selection: ShapesDestination.circle)
    try state.apply(.push(.infinity), in: structure)
    let before = state
    let events = try state.apply(.dismiss, in: structure)
    #expect(state == before)
    #expect(events == [.nothingToDismiss])
  }

  @Test func dismissToAnElevationRemovesItAndEverythingAbove() throws {  // D2, SNAP-23 differs
    var state = NavigationState(selection: ShapesDestination.circle)
    // Alternating screens: the same screen twice on top is not stacked (D15).
    for destination in [ShapesDestination.settings, .infinity, .settings] {
      try state.apply(.present(destination, style: .sheet), in: structure)
    }
    let events = try state.apply(.dismissTo(elevation: 1), in: structure)
    #expect(state.modals.map(\.id) == [0])
    #expect(
      events == [.dismissed([Modal(id: 1, destination: .infinity, style: .sheet), Modal(id: 2, destination: .settings, style: .sheet)])])
  }

  @Test func dismissingTheTopElevationLeavesTheOneBelow() throws {  // D2: the iPad bug where one tap closes two sheets
    var state = NavigationState(selection: ShapesDestination.circle)
    try state.apply(.present(.settings, style: .sheet), in: structure)
    try state.apply(.present(.infinity, style: .sheet), in: structure)
    try state.apply(.dismissTo(elevation: 1), in: structure)
    #expect(state.modals.map(\.destination) == [.settings])
  }

  @Test func dismissToAnElevationThatIsNotPresentedSaysSo() throws {  // D2
    var state = NavigationState(selection: ShapesDestination.circle)
    try state.apply(.present(.settings, style: .sheet), in: structure)
    let events = try state.apply(.dismissTo(elevation: 3), in: structure)
    #expect(events == [.nothingToDismiss])
    #expect(state.modals.count == 1)
  }

  @Test func aNegativeElevationIsATypedError() {
    var state = NavigationState(selection: ShapesDestination.circle)
    #expect(throws: NavigationError<ShapesDestination>.invalidElevation(-1)) {
      try state.apply(.dismissTo(elevation: -1), in: structure)
    }
  }

  @Test func dismissAllKeepsTheTabsPushes() throws {  // FS-24, SNAP-11
    var state = NavigationState(selection: ShapesDestination.circle)
    try state.apply(.push(.infinity), in: structure)
    try state.apply(.present(.settings, style: .sheet), in: structure)
    try state.apply(.push(.infinity), in: structure)
    try state.apply(.present(.settings, style: .fullScreenCover), in: structure)
    try state.apply(.dismissAll, in: structure)
    #expect(state.modals.isEmpty)
    #expect(state.selectedStack.count == 1)
  }

  @Test func dismissAllWithNothingPresentedIsANoOpThatSaysSo() throws {  // FS-23
    var state = NavigationState(selection: ShapesDestination.circle)
    #expect(try state.apply(.dismissAll, in: structure) == [.nothingToDismiss])
  }

  @Test func presentBeyondTheModalLimitIsATypedError() throws {  // D14
    let small = structure.withLimits(NavigationLimits(maxModalDepth: 1))
    var state = NavigationState(selection: ShapesDestination.circle)
    try state.apply(.present(.settings, style: .sheet), in: small)
    #expect(throws: NavigationError<ShapesDestination>.modalDepthExceeded(limit: 1)) {
      try state.apply(.present(.infinity, style: .sheet), in: small)
    }
    #expect(state.modals.count == 1)
  }

  @Test func presentingTheTopModalAgainStacksNoDuplicate() throws {  // D15: double taps, repeated links
    var state = NavigationState(selection: ShapesDestination.circle)
    try state.apply(.present(.settings, style: .sheet), in: structure)
    let before = state
    let events = try state.apply(.present(.settings, style: .sheet), in: structure)
    #expect(state == before)
    #expect(events == [.alreadyPresented(Modal(id: 0, destination: .settings, style: .sheet))])
    try state.apply(.present(.settings, style: .fullScreenCover), in: structure)
    #expect(state.modals.count == 2, "another style is another presentation")
  }

  @Test func modalsCarryDetents() throws {
    var state = NavigationState(selection: ShapesDestination.circle)
    try state.apply(.present(.settings, style: .sheet(detents: [.medium, .large])), in: structure)
    #expect(state.modals[0].style.detents == [.medium, .large])
  }
}
