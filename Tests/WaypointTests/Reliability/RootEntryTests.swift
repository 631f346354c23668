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
