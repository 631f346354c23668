import Testing
import Waypoint
import WaypointExamples

@Suite struct ReplaceTests {
  let structure = Shapes.structure
}

extension ReplaceTests {
  @Test func aValidStateReplacesTheCurrentOne() throws {
    var target = NavigationState(selection: ShapesDestination.rectangle, nextEntryID: 5)
    target.stacks[.rectangle] = [Entry(id: 3, destination: .rectangleItem(level: 1))]
    var state = NavigationState(selection: ShapesDestination.triangle)
    let events = try state.apply(.replace(target), in: structure)
    #expect(state == target)
    #expect(events == [.replaced])
  }

  @Test func idsNeverGoBackwards() throws {  // D4
    var state = NavigationState(selection: ShapesDestination.triangle)
    for _ in 0..<4 { try state.apply(.push(.infinity), in: structure) }
    try state.apply(.replace(NavigationState(selection: .circle)), in: structure)
    try state.apply(.push(.infinity), in: structure)
    #expect(state.selectedStack.map(\.id) == [4])
  }

  @Test func anInvalidStateIsRejectedWithEveryProblem() throws {  // D3, I1, I2
    var target = NavigationState(selection: ShapesDestination.infinity, nextEntryID: 2)
    target.stacks[.settings] = [Entry(id: 1, destination: .infinity)]
    target.modals = [Modal(id: 1, destination: .settings, style: .sheet, stack: [Entry(id: 7, destination: .infinity)])]
    var state = NavigationState(selection: ShapesDestination.triangle)
    do {
      try state.apply(.replace(target), in: structure)
      Issue.record("expected an error")
    } catch let .invalidState(problems) {
      #expect(
        Set(problems) == [.selectionNotSelectable(.infinity), .stackForNonTab(.settings), .duplicateID(1)])
    }
    #expect(state == NavigationState(selection: .triangle))
  }

  @Test func aReplacingStatesCounterIsRaisedAboveItsIDs() throws {  // D4: a literal id is never handed out again
    var target = NavigationState(selection: ShapesDestination.circle)
    target.stacks[.circle] = [Entry(id: 7, destination: .infinity)]
    var state = NavigationState(selection: ShapesDestination.triangle)
    try state.apply(.replace(target), in: structure)
    #expect(state.nextEntryID == 8)
    #expect(target.problems(in: structure) == [.idNotIssued(7)], "as a value, the state still says so")
  }

  @Test func aStateBeyondTheLimitsIsRejected() {  // D14
    let small = structure.withLimits(NavigationLimits(maxStackDepth: 1, maxModalDepth: 0))
    var target = NavigationState(selection: ShapesDestination.circle, nextEntryID: 3)
    target.stacks[.circle] = [Entry(id: 0, destination: .infinity), Entry(id: 1, destination: .infinity)]
    target.modals = [Modal(id: 2, destination: .settings, style: .sheet)]
    #expect(Set(target.problems(in: small)) == [.stackTooDeep(count: 2, limit: 1), .tooManyModals(count: 1, limit: 0)])
  }

  @Test func anEmptyStackEqualsAMissingOne() {
    var a = NavigationState(selection: ShapesDestination.circle)
    a.stacks[.triangle] = []
    let b = NavigationState(selection: ShapesDestination.circle)
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
  }
}
