import Testing
import Waypoint
import WaypointExamples
import WaypointTesting

@Suite struct ExpectShowTests {}

extension ExpectShowTests {
  @Test func aDeepLinkShowsItsWholeHierarchy() {  // D1, SNAP-18 worked example
    let state = expectShow(
      .rectangleItem(level: 4), in: Shapes.structure,
      shows: [
        .tab(.rectangle),
        .pushed(.rectangleItem(level: 1)),
        .pushed(.rectangleItem(level: 2)),
        .sheet(.rectangleItem(level: 3)),
        .pushed(.rectangleItem(level: 4)),
      ])
    #expect(state?.topDestination == .rectangleItem(level: 4))
  }

  @Test func aDeepLinkFromAGivenStateDismissesWhatIsOffTheRoute() {  // D1; SNAP-3 leaves sheets open
    var start = NavigationState(selection: MediaDestination.library)
    start.modals = [Modal(id: 0, destination: .video(id: 2), style: .sheet)]
    start.nextEntryID = 1
    expectShow(
      .player(id: 7), in: Media.structure(), from: start,
      shows: [.tab(.watchNow), .pushed(.video(id: 7)), .fullScreenCover(.player(id: 7))])
  }

  @Test func visibleScreensReadTheStateBottomFirst() {  // D1: tab, stack, then each modal and its stack
    var state = NavigationState(selection: SocialDestination.timeline)
    state.stacks[.timeline] = [Entry(id: 0, destination: .status(id: 1))]
    state.modals = [Modal(id: 1, destination: .compose, style: .sheet, stack: [Entry(id: 2, destination: .user(id: 3))])]
    #expect(state.visibleScreens == [.tab(.timeline), .pushed(.status(id: 1)), .sheet(.compose), .pushed(.user(id: 3))])
    #expect(state.visibleScreens.map(\.destination) == state.visibleDestinations)
  }

  @Test func aRejectedDeepLinkIsExpectedWithThrows() {  // D14
    let limited = Shapes.structure.withLimits(NavigationLimits(maxStackDepth: 5))
    expectShow(.circleItem(level: 6), in: limited, throws: .stackDepthExceeded(limit: 5))
  }

  @Test func aWrongHierarchyFailsWithADiff() {  // D1; issue 8: a failure shows a diff
    withExpectedIssues {
      expectShow(.circleItem(level: 2), in: Shapes.structure, shows: [.tab(.circle), .pushed(.circleItem(level: 2))])
    } matching: { issue in
      message(of: issue).contains("does not show the expected screens") && message(of: issue).contains("+   [1]: .pushed(")
    }
  }

  @Test func aRejectedDeepLinkFailsWhenASuccessIsExpected() {  // D14
    let limited = Shapes.structure.withLimits(NavigationLimits(maxStackDepth: 1))
    withExpectedIssues {
      expectShow(.circleItem(level: 2), in: limited, shows: [.tab(.circle)])
    } matching: {
      message(of: $0).contains("was rejected: a stack holds at most 1 screens")
    }
  }

  @Test func aSuccessfulDeepLinkFailsWhenAnErrorIsExpected() {  // D3
    withExpectedIssues {
      expectShow(.circleItem(level: 1), in: Shapes.structure, throws: .stackDepthExceeded(limit: 1))
    } matching: {
      message(of: $0).contains("but it showed")
    }
  }

  @Test func aDifferentErrorFailsWithADiff() {  // D3: errors are compared, with a diff
    let limited = Shapes.structure.withLimits(NavigationLimits(maxStackDepth: 1))
    withExpectedIssues {
      expectShow(.circleItem(level: 2), in: limited, throws: .stackDepthExceeded(limit: 2))
    } matching: {
      message(of: $0).contains("rejected with a different error")
    }
  }
}
