import Foundation
import Testing
import Waypoint
import WaypointExamples

/// Landing entries made for collapsing a section get reserved ids, so that adapting to a tab bar
/// and back issues nothing and is exact on states that were never normalized (I4, D4, I2).
@Suite struct ReservedLandingIDTests {
  let social = Social.structure()
  let sidebar = LayoutFixtures.padSidebarCollapse
  let phone = LayoutFixtures.phoneCollapsed
}

extension ReservedLandingIDTests {
  /// Social with `child` selected and Status 1 pushed, as actions leave it (not normalized).
  private func on(_ child: SocialDestination) throws -> NavigationState<SocialDestination> {
    var state = NavigationState(selection: SocialDestination.timeline)
    try state.apply(.select(child), in: social)
    try state.apply(.push(.status(id: 1)), in: social)
    return state
  }

  @Test func collapsingAChildWithoutALandingEntryIssuesNoID() throws {  // I4, D4, R8
    let start = try on(.list(id: 2))
    let compact = start.adapted(from: sidebar, to: phone, in: social)
    #expect(compact.selection == .lists)
    #expect(compact.selectedStack.map(\.destination) == [.list(id: 2), .status(id: 1)])
    #expect(compact.selectedStack.first?.id.isReserved == true)
    #expect(compact.nextEntryID == start.nextEntryID)
    #expect(compact.problems(in: social).isEmpty)
    #expect(compact.adapted(from: phone, to: sidebar, in: social) == start)
  }

  @Test func expandingDropsTheReservedEntryAndGivesTheLandingItsStackBack() throws {  // I4, D7
    var start = try on(.list(id: 2))
    start.stacks[.lists] = [Entry(id: 7, destination: .status(id: 4))]
    start.nextEntryID = 8
    let compact = start.adapted(from: sidebar, to: phone, in: social)
    #expect(compact.stack(for: .list(id: 2)).map(\.id) == [7])
    let back = compact.adapted(from: phone, to: sidebar, in: social)
    #expect(back.stack(for: .lists).map(\.id) == [7])
    #expect(back == start)
  }

  @Test func twoChildrenOfOneSectionGetDistinctReservedIDs() throws {  // I2, I4
    var state = try on(.list(id: 1)).adapted(from: sidebar, to: phone, in: social)
    try state.apply(.select(.timeline), in: social)
    state = state.adapted(from: phone, to: sidebar, in: social)
    try state.apply(.select(.list(id: 2)), in: social)
    let compact = state.adapted(from: sidebar, to: phone, in: social)
    let reserved = compact.allIDs.filter(\.isReserved)
    #expect(reserved.count == 2)
    #expect(Set(reserved).count == 2)
    #expect(compact.problems(in: social).isEmpty)
    #expect(compact.adapted(from: phone, to: sidebar, in: social) == state)
  }

  @Test func aLeftoverReservedEntryOfTheSameChildGetsANewOne() throws {  // I2, I4
    var state = try on(.list(id: 2)).adapted(from: sidebar, to: phone, in: social)
    let leftover = try #require(state.selectedStack.first?.id)
    try state.apply(.select(.timeline), in: social)
    state = state.adapted(from: phone, to: sidebar, in: social)
    try state.apply(.select(.list(id: 2)), in: social)
    let compact = state.adapted(from: sidebar, to: phone, in: social)
    let landing = try #require(compact.selectedStack.first?.id)
    #expect(landing.isReserved && landing != leftover)
    #expect(compact.problems(in: social).isEmpty)
    #expect(compact.adapted(from: phone, to: sidebar, in: social) == state)
  }

  @Test func aLandingEntryPushedByThePersonIsKept() throws {  // S7, D7: today's behaviour
    var state = NavigationState(selection: SocialDestination.tags)
    try state.apply(.push(.tag("swiftui")), in: social)
    let wide = state.adapted(from: phone, to: sidebar, in: social)
    #expect(wide.selection == .tag("swiftui"))
    #expect(wide.stack(for: .tags).map(\.id) == [0])
    #expect(wide.adapted(from: sidebar, to: phone, in: social) == state)
  }

  @Test func problemsDoNotFlagReservedIDsButStillFlagDuplicates() {  // I2, D4
    let reserved = EntryID(UInt64.max - 1)
    var state = NavigationState(selection: SocialDestination.lists)
    state.stacks[.lists] = [Entry(id: reserved, destination: .list(id: 2))]
    #expect(reserved.isReserved)
    #expect(!EntryID(3).isReserved && !EntryID(UInt64.max).isReserved)
    #expect(reserved.description == "#r0")
    #expect(state.problems(in: social).isEmpty)
    state.stacks[.list(id: 2)] = [Entry(id: reserved, destination: .status(id: 1))]
    #expect(state.problems(in: social) == [.duplicateID(reserved)])
  }

  @Test func restorationKeepsReservedIDsWithoutRaisingTheCounter() throws {  // D4, D12, I4
    let start = try on(.list(id: 2))
    let compact = start.adapted(from: sidebar, to: phone, in: social)
    let snapshot = SessionSnapshot(windows: [SessionSnapshot.Window(id: 0, state: compact)])
    let outcome = try SessionSnapshot.restore(from: try snapshot.jsonData(), in: social)
    #expect(outcome.adjustments.isEmpty)
    #expect(outcome.snapshot.nextEntryID == start.nextEntryID)
    let restored = try #require(outcome.snapshot.state(ofWindow: 0))
    #expect(restored == compact)
    #expect(restored.adapted(from: phone, to: sidebar, in: social) == start)
  }

  @Test func twoWindowsMayHoldTheSameReservedID() throws {  // I2: reserved ids are unique per window
    let first = try on(.list(id: 2)).adapted(from: sidebar, to: phone, in: social)
    var second = NavigationState(selection: SocialDestination.timeline, nextEntryID: first.nextEntryID)
    try second.apply(.select(.list(id: 2)), in: social)
    second = second.adapted(from: sidebar, to: phone, in: social)
    #expect(first.selectedStack.first?.id == second.selectedStack.first?.id)
    let snapshot = SessionSnapshot(windows: [SessionSnapshot.Window(id: 0, state: first), SessionSnapshot.Window(id: 1, state: second)])
    let outcome = try SessionSnapshot.restore(from: try snapshot.jsonData(), in: social)
    #expect(outcome.adjustments.isEmpty)
    #expect(outcome.snapshot.state(ofWindow: 1) == second)
    var session = Session(main: first)
    let data = try JSONEncoder().encode(session)
    session = try JSONDecoder().decode(Session<SocialDestination>.self, from: data)
    #expect(session.nextEntryID == first.nextEntryID)
  }
}
