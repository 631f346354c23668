import Foundation
import Testing
import Waypoint
import WaypointExamples

/// Equal snapshots give equal bytes (the snapshot's JSON, and the digest a recording keeps of
/// each state): a dictionary's iteration order depends on its history, so nothing may be written
/// in it. Found by the actions fuzz target replaying a recording (issue 29 part 5, I15).
@Suite struct SnapshotBytesTests {
  @Test func equalMarksGiveEqualBytes() throws {
    var state = NavigationState(selection: ShapesDestination.rectangle)
    state.stacks[.rectangle] = (0..<3).map { Entry(id: EntryID(UInt64($0)), destination: .rectangleItem(level: $0 + 1)) }
    var few = state
    few.marks = [.entry(0): "a", .entry(2): "b", .root(.rectangle): "c"]
    // The same marks in a dictionary that grew first: its buckets, and so its order, differ.
    var grown: [NavigationState<ShapesDestination>.Screen: String] = [:]
    for id in 0..<64 { grown[.entry(EntryID(UInt64(id + 100)))] = "x" }
    grown[.root(.rectangle)] = "c"
    grown[.entry(2)] = "b"
    grown[.entry(0)] = "a"
    for id in 0..<64 { grown[.entry(EntryID(UInt64(id + 100)))] = nil }
    var other = state
    other.marks = grown
    #expect(few == other)
    #expect(try SessionSnapshot(state: few).jsonData() == SessionSnapshot(state: other).jsonData())
    // And they read back as they were.
    let outcome = try SessionSnapshot.restore(from: SessionSnapshot(state: few).jsonData(), in: Shapes.structure)
    #expect(outcome.windows.first?.state.marks == few.marks)
  }
}

extension SnapshotBytesTests {
  // I15: a decision may not depend on a dictionary's order either: of two refused tabs in a
  // replacing state, the guard redirects from the same one whatever the stacks' history.
  @Test func aRefusedReplacementRedirectsFromTheSameTabWhateverTheOrder() {
    var few = NavigationState(selection: SocialDestination.timeline)
    few.stacks[.notifications] = [Entry(id: 0, destination: .status(id: 1))]
    few.stacks[.profile] = [Entry(id: 1, destination: .status(id: 2))]
    var grown: [SocialDestination: [Entry<SocialDestination>]] = [:]
    for id in 0..<64 { grown[.user(id: id)] = [] }
    grown[.profile] = [Entry(id: 1, destination: .status(id: 2))]
    grown[.notifications] = [Entry(id: 0, destination: .status(id: 1))]
    for id in 0..<64 { grown[.user(id: id)] = nil }
    var other = few
    other.stacks = grown
    #expect(few == other)
    func held(_ state: NavigationState<SocialDestination>) -> PendingNavigation<SocialDestination>? {
      var engine = NavigationEngine(structure: Social.structure(), selection: .timeline)
      engine.setGuard(Social.signInGuard, context: .signedOut)
      engine.send(.replace(state))
      return engine.pendingNavigation
    }
    #expect(held(few)?.destination == .notifications)
    #expect(held(other)?.destination == .notifications)
  }
}
