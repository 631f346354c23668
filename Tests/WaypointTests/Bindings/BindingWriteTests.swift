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

extension BindingWriteTests {
  // Issue 14, bindings (review): a pop written for a stack the interface still draws, though the
  // state has since covered it with a sheet, cuts that stack and keeps the sheet.
  @Test func aPopOnAStackCoveredSinceItWasDrawnCutsIt() throws {
    let displayed = try circleWithThreeScreens()
    var state = displayed
    try state.apply(.present(.settings, style: .sheet), in: structure)
    let path = Array(displayed.stack(for: .circle).prefix(1))
    var cut = state
    cut.setStack(path, at: .tab(.circle))
    #expect(state.actions(forPathWrite: path, at: .tab(.circle), displayed: displayed) == [.replace(cut)])
    // The stack on top is still answered the usual way.
    #expect(state.actions(forPathWrite: [], at: .modal(elevation: 0), displayed: displayed).isEmpty)
  }

  // Any other write to a covered stack means no action: a longer path, another path, a tab the
  // interface does not draw, a modal that is not the one drawn.
  @Test func otherWritesToACoveredStackMeanNoAction() throws {
    let displayed = try circleWithThreeScreens()
    var state = displayed
    try state.apply(.present(.settings, style: .sheet), in: structure)
    let stack = displayed.stack(for: .circle)
    #expect(state.actions(forPathWrite: stack + [stack[0]], at: .tab(.circle), displayed: displayed).isEmpty)
    #expect(state.actions(forPathWrite: [stack[1]], at: .tab(.circle), displayed: displayed).isEmpty)
    #expect(state.actions(forPathWrite: [], at: .tab(.triangle), displayed: displayed).isEmpty)
  }

  // A modal's stack covered by the next modal: a pop there is taken while the interface draws
  // that modal on top, and means nothing while it draws no modal.
  @Test func aPopOnACoveredModalIsTakenOnlyWhereThatModalIsDrawn() throws {
    var sheet = NavigationState(selection: ShapesDestination.circle)
    try sheet.apply(.present(.settings, style: .sheet), in: structure)
    try sheet.apply(.push(.infinity), in: structure)
    var covered = sheet
    try covered.apply(.present(.infinity, style: .sheet), in: structure)
    var cut = covered
    cut.setStack([], at: .modal(elevation: 0))
    #expect(covered.actions(forPathWrite: [], at: .modal(elevation: 0), displayed: sheet) == [.replace(cut)])
    let nothing = NavigationState(selection: ShapesDestination.circle)
    #expect(covered.actions(forPathWrite: [], at: .modal(elevation: 0), displayed: nothing).isEmpty)
  }
}
