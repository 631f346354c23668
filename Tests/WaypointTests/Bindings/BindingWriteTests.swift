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
    // Issue 27: the person's gesture, told apart from the app's pop.
    #expect(state.actions(forPathWrite: path, at: .tab(.circle)) == [NavigationAction.pop(2).by(.person)])
  }

  @Test func anEmptyPathMeansPopToTheRoot() throws {  // D3: never past the root
    var state = try circleWithThreeScreens()
    let actions = state.actions(forPathWrite: [], at: .tab(.circle))
    #expect(actions == [NavigationAction.pop(3).by(.person)])
    for action in actions { try state.apply(action, in: structure) }
    #expect(state.selectedStack.isEmpty)
  }

  @Test func aLongerPathMeansAPushPerAddedDestination() throws {  // FS-11: NavigationLink(value:) pushes
    let state = try circleWithThreeScreens()
    let path = state.selectedStack + [Entry(id: 99, destination: .infinity), Entry(id: 100, destination: .infinity)]
    #expect(
      state.actions(forPathWrite: path, at: .tab(.circle)) == [
        NavigationAction.push(.infinity).by(.person), NavigationAction.push(.infinity).by(.person),
      ])
  }

  @Test func aDivergentPathPopsToTheCommonPartThenPushes() throws {  // D4: entries compared by id
    let state = try circleWithThreeScreens()
    let path = [state.selectedStack[0], Entry(id: 42, destination: .circleItem(level: 2))]
    #expect(
      state.actions(forPathWrite: path, at: .tab(.circle)) == [
        NavigationAction.pop(2).by(.person), NavigationAction.push(.circleItem(level: 2)).by(.person),
      ])
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
    #expect(state.actions(forPathWrite: [], at: .modal(elevation: 0)) == [NavigationAction.pop(1).by(.person)])
    #expect(state.actions(forPathWrite: [], at: .modal(elevation: 1)).isEmpty)
  }

  @Test func swipingDownModalKDismissesToK() throws {  // D2
    var state = NavigationState(selection: ShapesDestination.circle)
    try state.apply(.present(.settings, style: .sheet), in: structure)
    try state.apply(.present(.settings, style: .sheet), in: structure)
    let first = state.modals[0].id
    let action = state.dismissalAction(forModal: first, at: 0)
    #expect(action == NavigationAction.dismissTo(elevation: 0).by(.person))
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
  // Issue 14, bindings (review): a pop written for the stack right under a sheet that is being
  // presented (the person swiped back as it came up) cuts that stack and keeps the sheet; once
  // nothing is appearing, the same write means no action (SNAP-8).
  @Test func aPopUnderAnAppearingSheetCutsTheStack() throws {
    let drawn = try circleWithThreeScreens()
    var state = drawn
    try state.apply(.present(.settings, style: .sheet), in: structure)
    let path = Array(drawn.stack(for: .circle).prefix(1))
    var cut = state
    cut.setStack(path, at: .tab(.circle))
    #expect(
      state.actions(forPathWrite: path, at: .tab(.circle), displayed: state, appearing: 0) == [NavigationAction.replace(cut).by(.person)])
    #expect(state.actions(forPathWrite: path, at: .tab(.circle), displayed: state, appearing: nil).isEmpty)
    // The stack on top is still answered the usual way.
    #expect(state.actions(forPathWrite: [], at: .modal(elevation: 0), displayed: state, appearing: 0).isEmpty)
  }

  // Any other write to a covered stack means no action: a longer path, another path, a tab that
  // is not the one under the sheet.
  @Test func otherWritesUnderAnAppearingSheetMeanNoAction() throws {
    let drawn = try circleWithThreeScreens()
    var state = drawn
    try state.apply(.present(.settings, style: .sheet), in: structure)
    let stack = drawn.stack(for: .circle)
    #expect(state.actions(forPathWrite: stack + [stack[0]], at: .tab(.circle), displayed: state, appearing: 0).isEmpty)
    #expect(state.actions(forPathWrite: [stack[1]], at: .tab(.circle), displayed: state, appearing: 0).isEmpty)
    #expect(state.actions(forPathWrite: [], at: .tab(.triangle), displayed: state, appearing: 0).isEmpty)
  }

  // A modal's stack under the next modal: a pop there is taken while that next modal appears
  // over it, and not for a modal that is not the one right under it.
  @Test func aPopOnAModalUnderAnAppearingModalIsTaken() throws {
    var covered = NavigationState(selection: ShapesDestination.circle)
    try covered.apply(.present(.settings, style: .sheet), in: structure)
    try covered.apply(.push(.infinity), in: structure)
    try covered.apply(.present(.infinity, style: .sheet), in: structure)
    var cut = covered
    cut.setStack([], at: .modal(elevation: 0))
    #expect(
      covered.actions(forPathWrite: [], at: .modal(elevation: 0), displayed: covered, appearing: 1) == [
        NavigationAction.replace(cut).by(.person)
      ])
    #expect(covered.actions(forPathWrite: [], at: .modal(elevation: 0), displayed: covered, appearing: 0).isEmpty)
    let nothing = NavigationState(selection: ShapesDestination.circle)
    #expect(covered.actions(forPathWrite: [], at: .modal(elevation: 0), displayed: nothing, appearing: 1).isEmpty)
  }
}
