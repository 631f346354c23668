import Foundation
import Testing
import Waypoint
import WaypointExamples

/// A stack entry or a modal is never a tab, a section's landing or an intercepting tab: such an
/// entry has no URL of its own (its path selects the tab), so a window showing it could not be
/// reopened by Handoff. Push and present refuse one, validation names one, restoration cuts one.
@Suite struct RootEntryTests {
  typealias Shape = ShapesDestination
  typealias Social = SocialDestination
}

extension RootEntryTests {
  // Reliability audit N7: pushing or presenting a tab is refused; nothing changes.
  @Test func aTabIsNeverPushedOrPresented() {
    var engine = NavigationEngine(structure: Shapes.structure, selection: .triangle)
    let before = engine.state
    #expect(engine.send(.push(.circle)) == .failure(.rootAsEntry(.circle)))
    #expect(engine.send(.present(.rectangle, style: .sheet)) == .failure(.rootAsEntry(.rectangle)))
    #expect(engine.send(.present(.triangle, style: .fullScreenCover)) == .failure(.rootAsEntry(.triangle)))
    #expect(engine.state == before)
  }

  // Reliability audit N7: the intercepting tab and a section landing are roots too.
  @Test func anInterceptingTabOrALandingIsNeverPushed() {
    var engine = NavigationEngine(
      structure: WaypointExamples.Social.structure(), selection: .timeline, environment: LayoutEnvironment(style: .sidebar))
    #expect(engine.send(.push(.post)) == .failure(.rootAsEntry(.post)))
    #expect(engine.send(.push(.lists)) == .failure(.rootAsEntry(.lists)))
    #expect(engine.send(.present(.tags, style: .sheet)) == .failure(.rootAsEntry(.tags)))
    // Above another screen, a section's tab is refused as well.
    _ = engine.send(.push(.status(id: 1)))
    #expect(engine.send(.push(.list(id: 1))) == .failure(.rootAsEntry(.list(id: 1))))
  }

  // D7: on a section's landing screen, the person chooses one of the section's tabs, which is
  // pushed as the first screen of the landing's stack, the form a collapsed section shows.
  @Test func aSectionTabStartsItsLandingsStack() throws {
    let phone = LayoutEnvironment(style: .tabBar, sizeClass: .compact, sectionPolicy: .collapse)
    var engine = NavigationEngine(structure: WaypointExamples.Social.structure(), selection: .timeline, environment: phone)
    _ = try engine.send(.select(.lists)).get()
    let events = try engine.send(.push(.list(id: 2))).get()
    #expect(events.map(\.kind) == ["pushed"])
    #expect(engine.state.selectedStack.map(\.destination) == [.list(id: 2)])
    // Only first: a second tab on top is refused, and so is a tab of another section.
    #expect(engine.send(.push(.list(id: 1))) == .failure(.rootAsEntry(.list(id: 1))))
    _ = try engine.send(.popToRoot).get()
    #expect(engine.send(.push(.tag("swiftui"))) == .failure(.rootAsEntry(.tag("swiftui"))))
  }

  // Reliability audit N7: validation names such an entry, so `replace` and an engine over a
  // given state refuse it.
  @Test func validationNamesARootUsedAsAnEntry() {
    var state = NavigationState(selection: Shape.triangle, nextEntryID: 3)
    state.stacks[.triangle] = [Entry(id: 0, destination: .infinity), Entry(id: 1, destination: .circle)]
    state.modals = [Modal(id: 2, destination: .rectangle, style: .sheet)]
    #expect(state.problems(in: Shapes.structure) == [.rootAsEntry(1, .circle), .rootAsEntry(2, .rectangle)])
    var engine = NavigationEngine(structure: Shapes.structure, selection: .triangle)
    #expect(engine.send(.replace(state)) == .failure(.invalidState([.rootAsEntry(1, .circle), .rootAsEntry(2, .rectangle)])))
    #expect(throws: NavigationError<Shape>.self) { try NavigationEngine(structure: Shapes.structure, state: state) }
  }

  // Reliability audit N9: the engine refuses a previous selection that restoration would drop,
  // so a state the engine holds always round-trips exactly.
  @Test func aPreviousSelectionThatIsNotATabIsRefused() {
    var state = NavigationState(selection: Shape.triangle)
    state.previousSelection = .circleItem(level: 3)
    #expect(state.problems(in: Shapes.structure) == [.previousSelectionNotATab(.circleItem(level: 3))])
    var engine = NavigationEngine(structure: Shapes.structure, selection: .triangle)
    #expect(engine.send(.replace(state)) == .failure(.invalidState([.previousSelectionNotATab(.circleItem(level: 3))])))
  }

  // Reliability audit N7, D12: restoration cuts a stack at a root entry and drops a root modal,
  // and says so.
  @Test func restorationCutsARootEntryAndReportsIt() throws {
    var state = NavigationState(selection: Shape.circle, nextEntryID: 3)
    state.stacks[.circle] = [Entry(id: 0, destination: .circleItem(level: 1)), Entry(id: 1, destination: .triangle)]
    state.modals = [Modal(id: 2, destination: .rectangle, style: .sheet)]
    let data = try SessionSnapshot(state: state).jsonData()
    let outcome = try SessionSnapshot<Shape>.restore(from: data, in: Shapes.structure)
    let restored = try #require(outcome.windows.first?.state)
    #expect(restored.stacks[.circle]?.map(\.destination) == [.circleItem(level: 1)])
    #expect(restored.modals.isEmpty)
    #expect(outcome.adjustments.contains(.stackCut(window: 0, tab: .circle, index: 1, removed: 1, reason: .rootAsEntry)))
    #expect(outcome.adjustments.contains(.modalsDropped(window: 0, elevation: 0, removed: 1, reason: .rootAsEntry)))
  }
}

extension RootEntryTests {
  // Fuzz finding (actions): a structure with lower limits used to keep a state past them
  // ("a stack holds 5 screens, more than 2"); what it no longer allows is cut, and said.
  @Test func aStructureWithLowerLimitsCutsWhatItNoLongerAllows() throws {
    var engine = NavigationEngine(structure: Shapes.structure, selection: .triangle)
    for _ in 0..<5 { _ = try engine.send(.push(.infinity)).get() }
    _ = try engine.send(.present(.infinity, style: .sheet)).get()
    _ = try engine.send(.present(.settings, style: .sheet)).get()
    let lower = Shapes.structure.withLimits(NavigationLimits(maxStackDepth: 2, maxModalDepth: 1))
    let events = try engine.updateStructure(lower).get()
    #expect(engine.state.selectedStack.count == 2)
    #expect(engine.state.modals.map(\.destination) == [.infinity])
    #expect(events.map(\.kind) == ["popped", "dismissed"])
    #expect(engine.state.problems(in: lower).isEmpty)
  }
}

extension RootEntryTests {
  // Fuzz finding (actions), I5: the engine refused nothing of a counter inside the reserved range,
  // which restoration then repaired (and the next push failed); it is refused now, and a counter
  // at the floor (every id handed out) restores exactly.
  @Test func aCounterInTheReservedRangeIsRefusedAndTheFloorRestoresExactly() throws {
    var engine = NavigationEngine(structure: Shapes.structure, selection: .triangle)
    let reserved = NavigationState(selection: Shape.triangle, nextEntryID: EntryID(UInt64.max - 1))
    #expect(engine.send(.replace(reserved)) == .failure(.invalidState([.nextEntryIDReserved(EntryID(UInt64.max - 1))])))
    let floor = NavigationState(selection: Shape.triangle, nextEntryID: EntryID(UInt64.max - (1 << 32)))
    _ = try engine.send(.replace(floor)).get()
    let outcome = try SessionSnapshot<Shape>.restore(from: SessionSnapshot(state: engine.state).jsonData(), in: Shapes.structure)
    #expect(outcome.isExact)
    #expect(outcome.windows.first?.state == engine.state)
  }
}
