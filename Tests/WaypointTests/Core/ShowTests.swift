import Testing
import Waypoint
import WaypointExamples

@Suite struct ShowTests {
  let shapes = Shapes.structure
}

extension ShowTests {
  @Test func showBuildsTheWholeHierarchyFromOrigins() throws {  // D1, SNAP-18 worked example
    var state = NavigationState(selection: ShapesDestination.triangle)
    try state.apply(.show(.rectangleItem(level: 8)), in: shapes)
    #expect(state.selection == .rectangle)
    #expect(state.selectedStack.map(\.destination) == [.rectangleItem(level: 1), .rectangleItem(level: 2)])
    #expect(state.modals.map(\.destination) == [.rectangleItem(level: 3), .rectangleItem(level: 6)])
    #expect(state.modals[0].stack.map(\.destination) == [.rectangleItem(level: 4), .rectangleItem(level: 5)])
    #expect(state.modals[1].stack.map(\.destination) == [.rectangleItem(level: 7), .rectangleItem(level: 8)])
  }

  @Test func showDismissesModalsThatAreNotOnTheRoute() throws {  // D1; SNAP-3 leaves them open
    var state = NavigationState(selection: ShapesDestination.triangle)
    try state.apply(.present(.settings, style: .sheet), in: shapes)
    try state.apply(.show(.circleItem(level: 2)), in: shapes)
    #expect(state.modals.isEmpty)
    #expect(state.selection == .circle)
    #expect(state.selectedStack.map(\.destination) == [.circleItem(level: 1), .circleItem(level: 2)])
  }

  @Test func showOfARootResetsItsStack() throws {  // SNAP-4
    var state = NavigationState(selection: ShapesDestination.circle)
    try state.apply(.push(.circleItem(level: 1)), in: shapes)
    try state.apply(.show(.circle), in: shapes)
    #expect(state.selectedStack.isEmpty)
  }

  @Test func showKeepsTheIDsOfTheCommonPrefix() throws {  // D4, FS-46
    var state = NavigationState(selection: ShapesDestination.rectangle)
    try state.apply(.show(.rectangleItem(level: 4)), in: shapes)
    let ids = state.allIDs
    try state.apply(.show(.rectangleItem(level: 5)), in: shapes)
    #expect(Array(state.allIDs.prefix(ids.count)) == ids)
    try state.apply(.show(.rectangleItem(level: 2)), in: shapes)
    #expect(state.modals.isEmpty)
    #expect(state.selectedStack.map(\.id) == Array(ids.prefix(2)))
  }

  @Test func showLeavesOtherTabsStacksAlone() throws {  // D1
    var state = NavigationState(selection: ShapesDestination.triangle)
    try state.apply(.push(.infinity), in: shapes)
    try state.apply(.show(.circleItem(level: 1)), in: shapes)
    #expect(state.stack(for: .triangle).map(\.destination) == [.infinity])
  }

  @Test func anAnywhereDestinationGoesOnTopOfWhatIsVisible() throws {
    var state = NavigationState(selection: ShapesDestination.circle)
    try state.apply(.present(.settings, style: .sheet), in: shapes)
    try state.apply(.show(.infinity), in: shapes)
    #expect(state.modals[0].stack.map(\.destination) == [.infinity])
  }

  @Test func showOfAMixedRouteInMediaPresentsTheCover() throws {
    var state = NavigationState(selection: MediaDestination.library)
    try state.apply(.show(.player(id: 7)), in: Media.structure())
    #expect(state.selection == .watchNow)
    #expect(state.selectedStack.map(\.destination) == [.video(id: 7)])
    #expect(state.modals.map(\.style) == [.fullScreenCover])
  }

  @Test func showOfAnInterceptingTabRunsItsAction() throws {  // D5
    var state = NavigationState(selection: SocialDestination.timeline)
    try state.apply(.show(.post), in: Social.structure())
    #expect(state.selection == .timeline)
    #expect(state.modals.map(\.destination) == [.compose])
  }

  @Test func aRootThatIsNotATabIsATypedError() {  // SNAP-5 differs
    let structure = AppStructure<ShapesDestination> {
      AppTab("triangle", .triangle)
    } origin: {
      Shapes.origin(of: $0)
    }
    var state = NavigationState(selection: ShapesDestination.triangle)
    #expect(throws: NavigationError<ShapesDestination>.rootNotATab(.circle)) {
      try state.apply(.show(.circleItem(level: 2)), in: structure)
    }
  }

  @Test func aCycleOfOriginsIsATypedErrorNotARecursion() {  // SNAP-20 differs
    let structure = Fixtures.cyclicShapes
    var state = NavigationState(selection: ShapesDestination.triangle)
    #expect(throws: NavigationError<ShapesDestination>.originCycle([.infinity, .circle, .infinity])) {
      try state.apply(.show(.infinity), in: structure)
    }
  }

  @Test func anEndlessChainIsATypedError() {
    let structure = Fixtures.endlessShapes(limits: NavigationLimits(maxStackDepth: 3, maxModalDepth: 1))
    var state = NavigationState(selection: ShapesDestination.triangle)
    #expect(throws: NavigationError<ShapesDestination>.endlessOrigin(.circleItem(level: 1))) {
      try state.apply(.show(.circleItem(level: 1)), in: structure)
    }
  }

  @Test func aRouteDeeperThanTheLimitIsATypedError() {  // D14
    let structure = Shapes.structure.withLimits(NavigationLimits(maxStackDepth: 5))
    var state = NavigationState(selection: ShapesDestination.triangle)
    #expect(throws: NavigationError<ShapesDestination>.stackDepthExceeded(limit: 5)) {
      try state.apply(.show(.circleItem(level: 6)), in: structure)
    }
    #expect(state == NavigationState(selection: .triangle))
  }

  @Test func showReportsWhatChanged() throws {
    var state = NavigationState(selection: ShapesDestination.triangle)
    let events = try state.apply(.show(.rectangleItem(level: 3)), in: shapes)
    #expect(events.map(\.kind) == ["selected", "pushed", "pushed", "presented"])
  }

  @Test func showReportsExactlyWhatLeavesAndWhatComesAfterTheCommonPrefix() throws {  // D4: ids reused for the prefix only
    var state = NavigationState(selection: ShapesDestination.rectangle)
    try state.apply(.show(.rectangleItem(level: 8)), in: shapes)
    let upper = try #require(state.modals.last)
    let level5 = try #require(state.modals.first?.stack.last)
    // Back to level 4: the sheet of level 6 goes with its stack; level 5 is popped from the sheet
    // of level 3, which stays.
    let back = try state.apply(.show(.rectangleItem(level: 4)), in: shapes)
    #expect(back == [.dismissed([upper], cause: .deepLink), .popped([level5], cause: .deepLink)])  // issue 27: with the cause
    // Forward to level 7: only what is above the prefix is new.
    let forward = try state.apply(.show(.rectangleItem(level: 7)), in: shapes)
    #expect(forward.map(\.kind) == ["pushed", "presented", "pushed"])
    let pushed = forward.compactMap { event -> ShapesDestination? in
      if case let .pushed(entry) = event { entry.destination } else { nil }
    }
    #expect(pushed == [.rectangleItem(level: 5), .rectangleItem(level: 7)])
  }
}
