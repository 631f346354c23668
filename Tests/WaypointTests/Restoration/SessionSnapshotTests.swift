import Foundation
import Testing
import Waypoint
import WaypointExamples

/// Snapshots of a whole ``Session``: windows, styles and the shared counters (D13, I2, I5).
@Suite struct SessionSnapshotTests {
  typealias Fixtures = SnapshotFixtures
}

extension SessionSnapshotTests {
  @Test func aSessionRoundTripsWithItsWindowsAndCounters() throws {  // I5, D13, D4
    let structure = Media.structure()
    var session = Session(main: NavigationState(selection: MediaDestination.watchNow))
    let player = try session.openWindow(showing: .player(id: 7), in: structure)
    try session.openWindow(showing: .video(id: 3), style: .singleScreen, in: structure)
    try session.closeWindow(player)
    try session.apply(.push(.video(id: 9)), to: 0, in: structure)
    let snapshot = SessionSnapshot(session: session)
    let outcome = try SessionSnapshot.restore(from: try snapshot.jsonData(), in: structure)
    #expect(outcome.isExact)
    #expect(outcome.snapshot.session == session)
    #expect(outcome.snapshot.nextWindowID == 3, "the closed window's id is never handed out again")
  }

  @Test func anIDUsedInTwoWindowsIsCutInTheSecond() throws {  // I2: ids are unique in the session
    var first = NavigationState(selection: ShapesDestination.circle)
    try first.apply(.push(.infinity), in: Shapes.structure)
    var second = NavigationState(selection: ShapesDestination.triangle)
    try second.apply(.push(.infinity), in: Shapes.structure)
    let snapshot = SessionSnapshot(windows: [SessionSnapshot.Window(id: 0, state: first), SessionSnapshot.Window(id: 1, state: second)])
    let outcome = try Fixtures.restore(try snapshot.jsonData())
    #expect(outcome.snapshot.state(ofWindow: 1)?.selectedStack.isEmpty == true)
    #expect(outcome.adjustments == [.stackCut(window: 1, tab: .triangle, index: 0, removed: 1, reason: .duplicateID(0))])
  }

  @Test func idsThatAreNotRestoredAreNotClaimed() throws {  // I2, D12: only restored screens hold ids
    var first = NavigationState(selection: SocialDestination.list(id: 2))
    try first.apply(.present(.compose, style: .sheet), in: Social.structure())
    var second = NavigationState(selection: SocialDestination.timeline)
    try second.apply(.push(.status(id: 1)), in: Social.structure())
    let snapshot = SessionSnapshot(windows: [SessionSnapshot.Window(id: 0, state: first), SessionSnapshot.Window(id: 1, state: second)])
    let outcome = try SessionSnapshot.restore(from: try snapshot.jsonData(), in: Social.structure(lists: []))
    #expect(outcome.snapshot.state(ofWindow: 0)?.modals.isEmpty == true)
    #expect(outcome.snapshot.state(ofWindow: 1)?.selectedStack.map(\.id) == [0])
    #expect(
      outcome.adjustments == [
        .selectionRepaired(window: 0, from: .list(id: 2), to: .timeline),
        .modalsDropped(window: 0, elevation: 0, removed: 1, reason: .presenterNotRestored),
      ])
  }

  @Test func lowSessionCountersAreRaised() throws {  // D4
    var state = NavigationState(selection: ShapesDestination.circle)
    try state.apply(.push(.infinity), in: Shapes.structure)
    let snapshot = SessionSnapshot(windows: [SessionSnapshot.Window(id: 3, state: state)])
    let text = String(decoding: try snapshot.jsonData(), as: UTF8.self)
    let data = try Fixtures.replacing(#""nextEntryID":1,"nextWindowID":4"#, with: #""nextEntryID":0,"nextWindowID":2"#, in: text)
    let outcome = try Fixtures.restore(data)
    #expect(outcome.snapshot.nextWindowID == 4)
    #expect(outcome.snapshot.nextEntryID == 1)
    #expect(
      outcome.adjustments == [.sessionCounterRaised("nextWindowID", from: 2, to: 4), .sessionCounterRaised("nextEntryID", from: 0, to: 1)])
  }

  @Test func anUnknownWindowStyleFallsBackToTheFullRoute() throws {  // D12, D13
    let snapshot = SessionSnapshot(windows: [
      SessionSnapshot.Window(id: 0, state: NavigationState(selection: ShapesDestination.circle), style: .singleScreen)
    ])
    let data = try Fixtures.replacing(
      #""singleScreen""#, with: #""floating""#, in: String(decoding: try snapshot.jsonData(), as: UTF8.self))
    let outcome = try Fixtures.restore(data)
    #expect(outcome.windows.first?.style == .fullRoute)
    #expect(outcome.adjustments == [.windowStyleReset(window: 0, reason: .undecodable("unknown window style"))])
  }

  @Test func theSnapshotBuildsTheSessionForASessionNavigator() throws {  // D13
    let snapshot = SessionSnapshot(state: NavigationState(selection: SocialDestination.timeline))
    let session = snapshot.session
    #expect(session.windows.map(\.id) == [0])
    #expect(session.nextWindowID == 1)
  }
}
