import Testing
import Waypoint
import WaypointExamples

/// FlowStacks' CalculateSteps cases (FS-35–FS-46 and `CalculateStepsTests.swift`) translated to
/// Waypoint's model, where ids identify screens and a NavigationStack takes any number of pushes
/// and pops in one update.
@Suite struct TransitionPlanTests {
  func plan(_ start: [FlowRoute], _ end: [FlowRoute]) -> TransitionPlan<ShapesDestination> {
    TransitionPlan(from: FlowRoute.state(start), to: FlowRoute.state(end))
  }
}

extension TransitionPlanTests {
  @Test func pushesAllAtOnceInANavigationStack() {  // FS-42, FS-43; testPushAllAtOnceInNavigationStack
    let plan = plan([], [.push(12), .push(13), .push(14)])
    #expect(plan.kinds == ["setPath"])
    #expect(plan.states == [FlowRoute.state([]), FlowRoute.state([.push(12), .push(13), .push(14)])])
  }

  @Test func popsAllAtOnce() {  // FS-45; testPopAllAtOnce
    let plan = plan([.push(2), .push(3), .push(4)], [])
    #expect(plan.kinds == ["setPath"])
    #expect(plan.end == FlowRoute.state([]))
  }

  @Test func presentsOneAtATime() {  // FS-44; testPresentOneAtATime
    let plan = plan([], [.sheet(12), .cover(13), .sheet(14)])
    #expect(plan.kinds == ["present", "present", "present"])
    #expect(
      plan.states.map(\.modals.count) == [0, 1, 2, 3],
      "each step adds exactly one modal")
    #expect(plan.end == FlowRoute.state([.sheet(12), .cover(13), .sheet(14)]))
  }

  @Test func dismissesEverythingInOneStep() {  // FS-40 (iOS 17+); testSimultaneousDismissalsWhenSupported
    let plan = plan([.sheet(2), .push(3), .sheet(4), .push(5)], [])
    #expect(plan.steps.map(\.change) == [.dismiss(to: 0)])
    #expect(plan.states.count == 2)
  }

  @Test func pushesThenPresentsOneModalPerStep() {  // FS-42; testPresentAndPushOneAtATime
    let plan = plan([], [.push(12), .push(13), .sheet(14), .sheet(15)])
    #expect(plan.kinds == ["setPath", "present", "present"])
    #expect(
      plan.states == [
        FlowRoute.state([]),
        FlowRoute.state([.push(12), .push(13)]).with(nextEntryID: 16),
        FlowRoute.state([.push(12), .push(13), .sheet(14)]).with(nextEntryID: 16),
        FlowRoute.state([.push(12), .push(13), .sheet(14), .sheet(15)]),
      ])
  }

  @Test func aModalIsPresentedWithItsStack() {  // FS-42: [p1, p2, sheet3(nav), p4, cover5]
    let plan = plan([], [.push(1), .push(2), .sheet(3), .push(4), .cover(5)])
    #expect(plan.kinds == ["setPath", "present", "present"])
    #expect(plan.states[2].modals.first?.stack.map(\.id) == [4])
    #expect(plan.end == FlowRoute.state([.push(1), .push(2), .sheet(3), .push(4), .cover(5)]))
  }

  @Test func goesBackToTheCommonAncestorFirst() {  // FS-46; testBackToCommonAncestorFirst
    let plan = plan([.push(2), .push(3), .push(4)], [.push(2), .push(13), .sheet(14), .sheet(15)])
    #expect(
      plan.steps.map(\.change) == [
        .setPath(tab: .circle, FlowRoute.state([.push(2), .push(13)]).selectedStack),
        .present(FlowRoute.state([.sheet(14)]).modals[0]),
        .present(FlowRoute.state([.sheet(15)]).modals[0]),
      ])
    #expect(plan.states.allSatisfy { $0.selectedStack.first?.id == 2 }, "the common prefix stays on screen")
  }

  @Test func dismissesWithoutPoppingInsideTheDismissedModals() {  // FS-46; ...WithoutPoppingWithinExtraPresentationLayers
    let plan = plan([.sheet(2), .push(3), .sheet(4), .push(5)], [.push(12)])
    #expect(plan.kinds == ["dismiss", "setPath"])
    #expect(plan.states[1] == FlowRoute.state([]).with(nextEntryID: 13))
  }

  @Test func keepsAModalThatIsOnBothRoutesAndSetsItsStack() {  // FS-46 within a modal
    let plan = plan(
      [.push(1), .sheet(2), .push(3), .push(4), .cover(5)],
      [.push(1), .sheet(2), .push(3), .push(6), .sheet(7)])
    // The sheet's top screen is replaced: drawn as a push of #6 over #4, then #4 taken from under
    // it without animation (D23).
    #expect(plan.kinds == ["dismiss", "setModalPath", "setModalPath", "present"])
    #expect(plan.steps.map(\.isAnimated) == [true, true, false, true])
    #expect(plan.steps[0].change == .dismiss(to: 1))
    #expect(plan.states.allSatisfy { $0.modals.first?.id == 2 }, "the common sheet is never dismissed")
  }

  @Test func aStyleChangeAtTheSamePlaceIsADismissThenAPresent() {  // FS-39
    let plan = plan([.sheet(2)], [.cover(2)])
    #expect(plan.kinds == ["dismiss", "present"])
    #expect(plan.states.map { $0.modals.map(\.style) } == [[.sheet], [], [.fullScreenCover]])
  }

  @Test func aDetentChangeIsAStyleChangeToo() {  // FS-39
    var target = FlowRoute.state([.sheet(2)])
    target.modals[0].style = .sheet(detents: [.medium])
    let plan = TransitionPlan(from: FlowRoute.state([.sheet(2)]), to: target)
    #expect(plan.kinds == ["dismiss", "present"])
  }

  @Test func theSameScreensInPlaceNeedOneStep() {  // FS-38: same shape, different screens
    let plan = plan([.push(2), .push(3)], [.push(12), .push(13)])
    #expect(plan.kinds == ["setPath"])
  }

  @Test func theSameDestinationWithAnotherIDIsAnotherScreen() {  // D4: ids identify screens
    var target = FlowRoute.state([.sheet(2)])
    target.modals[0].id = 9
    target.nextEntryID = 10
    let plan = TransitionPlan(from: FlowRoute.state([.sheet(2)]), to: target)
    #expect(plan.kinds == ["dismiss", "present"])
  }

  @Test func aModalOverADifferentScreenIsPresentedAgain() {  // FS-46: modal k+1 is presented from modal k's top
    let plan = plan([.push(1), .sheet(2)], [.push(3), .sheet(2)])
    // #3 replaces #1 on top of the stack: a push, then #1 taken from under it (D23).
    #expect(plan.kinds == ["dismiss", "setPath", "setPath", "present"])
    #expect(TransitionPlan(from: plan.start, to: plan.target, motion: .instant).kinds == ["dismiss", "setPath", "present"])
  }

  @Test func nothingToDoIsAnEmptyPlan() {  // FS-35: nothing is staged when nothing changes
    let state = FlowRoute.state([.push(1), .sheet(2), .push(3)])
    let plan = TransitionPlan(from: state, to: state)
    #expect(plan.isEmpty)
    #expect(plan.description == "no steps")
  }

  @Test func anEmptyStackEqualsAMissingOne() {
    var start = FlowRoute.state([])
    start.stacks[.circle] = []
    #expect(TransitionPlan(from: start, to: FlowRoute.state([])).isEmpty)
  }
}

extension NavigationState {
  func with(nextEntryID: EntryID) -> NavigationState {
    var copy = self
    copy.nextEntryID = nextEntryID
    return copy
  }
}

/// A plan whose target differs only in what is not drawn keeps the screen, and says so.
extension TransitionPlanTests {
  // Issue 31, item 8: after sign-out only the previous selection went, and the plan's one step
  // read "select Timeline", a step that changes nothing.
  @Test func aStepThatChangesNothingOnScreenKeepsIt() {
    var start = NavigationState(selection: SocialDestination.timeline)
    start.previousSelection = .profile
    var target = start
    target.previousSelection = nil
    let plan = start.plan(to: target)
    #expect(plan.steps.count == 1)
    #expect(plan.steps.first?.keepsTheScreen == true)
    #expect(plan.steps.first?.description == "keep Timeline")
    #expect(plan.steps.first?.apply(to: start) == target)
    // A step that does change the screen does not.
    #expect(start.plan(to: NavigationState(selection: .explore)).steps.allSatisfy { !$0.keepsTheScreen })
  }
}
