import Testing
import Waypoint
import WaypointExamples

@Suite struct StackTests {
  let structure = Shapes.structure
}

extension StackTests {
  @Test func pushGoesOntoTheSelectedTabsStack() throws {
    var state = NavigationState(selection: ShapesDestination.circle)
    let events = try state.apply(.push(.infinity), in: structure)
    #expect(state.stack(for: .circle) == [Entry(id: 0, destination: .infinity)])
    #expect(events == [.pushed(Entry(id: 0, destination: .infinity))])
  }

  @Test func pushGoesOntoTheTopModalsStack() throws {  // SNAP-8
    var state = NavigationState(selection: ShapesDestination.circle)
    try state.apply(.present(.settings, style: .sheet), in: structure)
    try state.apply(.push(.infinity), in: structure)
    #expect(state.selectedStack.isEmpty)
    #expect(state.modals[0].stack.map(\.destination) == [.infinity])
  }

  @Test func theSameDestinationCanBePushedTwiceWithTwoIDs() throws {  // FS-27, TCA-2
    var state = NavigationState(selection: ShapesDestination.circle)
    try state.apply(.push(.infinity), in: structure)
    try state.apply(.push(.infinity), in: structure)
    #expect(state.selectedStack.map(\.id) == [0, 1])
  }

  @Test func idsAreGenerationalAndNeverReused() throws {  // TCA-1, D4
    var state = NavigationState(selection: ShapesDestination.circle)
    try state.apply(.push(.infinity), in: structure)
    try state.apply(.push(.infinity), in: structure)
    try state.apply(.popToRoot, in: structure)
    try state.apply(.push(.infinity), in: structure)
    #expect(state.selectedStack.map(\.id) == [2])
  }

  @Test func popRemovesFromTheTop() throws {
    var state = NavigationState(selection: ShapesDestination.circle)
    for level in 1...3 { try state.apply(.push(.circleItem(level: level)), in: structure) }
    let events = try state.apply(.pop(2), in: structure)
    #expect(state.selectedStack.map(\.destination) == [.circleItem(level: 1)])
    #expect(events == [.popped([Entry(id: 1, destination: .circleItem(level: 2)), Entry(id: 2, destination: .circleItem(level: 3))])])
  }

  @Test func popPastTheRootIsATypedErrorAndChangesNothing() throws {  // D3, FS-2, SN-2
    var state = NavigationState(selection: ShapesDestination.circle)
    try state.apply(.push(.infinity), in: structure)
    let before = state
    #expect(throws: NavigationError<ShapesDestination>.popPastRoot(requested: 2, available: 1)) {
      try state.apply(.pop(2), in: structure)
    }
    #expect(state == before)
  }

  @Test func popOnAnEmptyStackIsAnError() {  // D3, FS-1
    var state = NavigationState(selection: ShapesDestination.circle)
    #expect(throws: NavigationError<ShapesDestination>.popPastRoot(requested: 1, available: 0)) {
      try state.apply(.pop, in: structure)
    }
  }

  @Test func aNonPositivePopCountIsAnError() {  // FS-3
    var state = NavigationState(selection: ShapesDestination.circle)
    #expect(throws: NavigationError<ShapesDestination>.invalidCount(-1)) {
      try state.apply(.pop(-1), in: structure)
    }
    #expect(throws: NavigationError<ShapesDestination>.invalidCount(0)) {
      try state.apply(.pop(0), in: structure)
    }
  }

  @Test func popDoesNotCrossAModalBoundary() throws {  // FS-6 differs: our pop stays in the visible stack
    var state = NavigationState(selection: ShapesDestination.circle)
    try state.apply(.push(.infinity), in: structure)
    try state.apply(.present(.settings, style: .sheet), in: structure)
    #expect(throws: NavigationError<ShapesDestination>.popPastRoot(requested: 1, available: 0)) {
      try state.apply(.pop, in: structure)
    }
    #expect(state.modals.count == 1)
  }

  @Test func popToTheTopmostMatchWins() throws {  // FS-11
    var state = NavigationState(selection: ShapesDestination.circle)
    for destination in [ShapesDestination.infinity, .circleItem(level: 1), .infinity, .circleItem(level: 2)] {
      try state.apply(.push(destination), in: structure)
    }
    try state.apply(.popTo(.destination(.infinity)), in: structure)
    #expect(state.selectedStack.map(\.id) == [0, 1, 2])
  }

  @Test func popToTheScreenAlreadyOnTopChangesNothing() throws {  // FS-12
    var state = NavigationState(selection: ShapesDestination.circle)
    try state.apply(.push(.infinity), in: structure)
    let before = state
    let events = try state.apply(.popTo(.destination(.infinity)), in: structure)
    #expect(state == before)
    #expect(events.isEmpty)
  }

  @Test func popToAnAbsentDestinationIsATypedError() throws {  // D3, FS-10, TCA-11 differs
    var state = NavigationState(selection: ShapesDestination.circle)
    try state.apply(.push(.infinity), in: structure)
    let before = state
    #expect(throws: NavigationError<ShapesDestination>.popTargetNotFound(.destination(.settings))) {
      try state.apply(.popTo(.destination(.settings)), in: structure)
    }
    #expect(throws: NavigationError<ShapesDestination>.popTargetNotFound(.entry(99))) {
      try state.apply(.popTo(.entry(99)), in: structure)
    }
    #expect(state == before)
  }

  @Test func popToAnEntryBelowAModalDismissesTheModal() throws {  // FS-14
    var state = NavigationState(selection: ShapesDestination.circle)
    try state.apply(.push(.circleItem(level: 1)), in: structure)
    try state.apply(.push(.circleItem(level: 2)), in: structure)
    try state.apply(.present(.settings, style: .sheet), in: structure)
    try state.apply(.push(.infinity), in: structure)
    let events = try state.apply(.popTo(.entry(0)), in: structure)
    #expect(state.modals.isEmpty)
    #expect(state.selectedStack.map(\.id) == [0])
    #expect(events.map(\.kind) == ["dismissed", "popped"])
  }

  @Test func popToTheTabRootEmptiesTheStack() throws {
    var state = NavigationState(selection: ShapesDestination.circle)
    try state.apply(.push(.infinity), in: structure)
    try state.apply(.popTo(.destination(.circle)), in: structure)
    #expect(state.selectedStack.isEmpty)
  }

  @Test func popToRootOnAnEmptyStackSaysSo() throws {
    var state = NavigationState(selection: ShapesDestination.circle)
    let events = try state.apply(.popToRoot, in: structure)
    #expect(events == [.alreadyAtRoot])
  }

  @Test func popToRootOnlyEmptiesTheVisibleStack() throws {  // SNAP-12
    var state = NavigationState(selection: ShapesDestination.circle)
    try state.apply(.push(.infinity), in: structure)
    try state.apply(.present(.settings, style: .sheet), in: structure)
    try state.apply(.push(.infinity), in: structure)
    try state.apply(.popToRoot, in: structure)
    #expect(state.modals[0].stack.isEmpty)
    #expect(state.selectedStack.count == 1)
  }

  @Test func pushBeyondTheDepthLimitIsATypedError() throws {  // D14
    let small = structure.withLimits(NavigationLimits(maxStackDepth: 2))
    var state = NavigationState(selection: ShapesDestination.circle)
    try state.apply(.push(.infinity), in: small)
    try state.apply(.push(.infinity), in: small)
    let before = state
    #expect(throws: NavigationError<ShapesDestination>.stackDepthExceeded(limit: 2)) {
      try state.apply(.push(.infinity), in: small)
    }
    #expect(state == before)
  }

  @Test func eachTabKeepsItsOwnStack() throws {  // SNAP-21
    var state = NavigationState(selection: ShapesDestination.circle)
    try state.apply(.push(.infinity), in: structure)
    try state.apply(.select(.triangle), in: structure)
    try state.apply(.select(.circle), in: structure)
    #expect(state.selectedStack.map(\.destination) == [.infinity])
  }
}
