import Testing
import Waypoint
import WaypointExamples

@Suite struct BindingWriteTests {
  let structure = Shapes.structure

  func circleWithThreeScreens() throws -> NavigationState<ShapesDestination> {
    var state = NavigationState(selection: ShapesDestination.circle)
    for level in 1...3 { try state.apply(.push(.circleItem(level: level)), in: structure) }
    return state
  }
}

extension BindingWriteTests {
  @Test func writingTheSamePathMeansNoAction() throws {  // I3: an echo of the state is not a change
    let state = try circleWithThreeScreens()
    #expect(state.actions(forPathWrite: state.selectedStack, at: .tab(.circle)).isEmpty)
  }

  @Test func aShorterPathMeansPopByTheDifference() throws {  // FS-2: the back button pops one; the back menu pops several
    let state = try circleWithThreeScreens()
    let path = Array(state.selectedStack.prefix(1))
    #expect(state.actions(forPathWrite: path, at: .tab(.circle)) == [.pop(2)])
  }

  @Test func anEmptyPathMeansPopToTheRoot() throws {  // D3: never past the root
    var state = try circleWithThreeScreens()
    let actions = state.actions(forPathWrite: [], at: .tab(.circle))
    #expect(actions == [.pop(3)])
    for action in actions { try state.apply(action, in: structure) }
    #expect(state.selectedStack.isEmpty)
  }

  @Test func aLongerPathMeansAPushPerAddedDestination() throws {  // FS-11: NavigationLink(value:) pushes
    let state = try circleWithThreeScreens()
    let path = state.selectedStack + [Entry(id: 99, destination: .infinity), Entry(id: 100, destination: .infinity)]
    #expect(state.actions(forPathWrite: path, at: .tab(.circle)) == [.push(.infinity), .push(.infinity)])
  }

  @Test func aDivergentPathPopsToTheCommonPartThenPushes() throws {  // D4: entries compared by id
    let state = try circleWithThreeScreens()
    let path = [state.selectedStack[0], Entry(id: 42, destination: .circleItem(level: 2))]
    #expect(state.actions(forPathWrite: path, at: .tab(.circle)) == [.pop(2), .push(.circleItem(level: 2))])
  }

  @Test func aWriteToAStackUnderAModalMeansNoAction() throws {  // SNAP-8: only the top stack is the user's
    var state = try circleWithThreeScreens()
    try state.apply(.present(.settings, style: .sheet), in: structure)
    #expect(state.actions(forPathWrite: [], at: .tab(.circle)).isEmpty)
  }

  @Test func aWriteToAnotherTabsStackMeansNoAction() throws {  // R7: a tab not shown keeps its stack
    var state = try circleWithThreeScreens()
    try state.apply(.select(.triangle), in: structure)
    #expect(state.actions(forPathWrite: [], at: .tab(.circle)).isEmpty)
    #expect(state.stack(for: .circle).count == 3)
  }

  @Test func aWriteToTheTopModalsStackPopsThere() throws {  // SNAP-8
    var state = NavigationState(selection: ShapesDestination.circle)
    try state.apply(.present(.settings, style: .sheet), in: structure)
    try state.apply(.push(.infinity), in: structure)
    #expect(state.actions(forPathWrite: [], at: .modal(elevation: 0)) == [.pop(1)])
    #expect(state.actions(forPathWrite: [], at: .modal(elevation: 1)).isEmpty)
  }

  @Test func swipingDownModalKDismissesToK() throws {  // D2
    var state = NavigationState(selection: ShapesDestination.circle)
    try state.apply(.present(.settings, style: .sheet), in: structure)
    try state.apply(.present(.settings, style: .sheet), in: structure)
    let first = state.modals[0].id
    let action = state.dismissalAction(forModal: first, at: 0)
    #expect(action == .dismissTo(elevation: 0))
    if let action { try state.apply(action, in: structure) }
    #expect(state.modals.isEmpty)
  }

  @Test func aDismissalEchoOfAnotherModalMeansNoAction() throws {  // D2: the app already dismissed it
    var state = NavigationState(selection: ShapesDestination.circle)
    try state.apply(.present(.settings, style: .sheet), in: structure)
    let shown = state.modals[0].id
    try state.apply(.dismiss, in: structure)
    #expect(state.dismissalAction(forModal: shown, at: 0) == nil)
    try state.apply(.present(.settings, style: .sheet), in: structure)
    #expect(state.dismissalAction(forModal: shown, at: 0) == nil)
  }

  @Test func stackAtAMissingModalIsNil() {  // D3: no crash on a stale elevation
    let state = NavigationState(selection: ShapesDestination.circle)
    #expect(state.stack(at: .modal(elevation: 0)) == nil)
    #expect(state.stack(at: .modal(elevation: -1)) == nil)
    #expect(state.stack(at: .tab(.circle)) == [])
  }
}
