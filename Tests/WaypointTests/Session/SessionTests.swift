import Foundation
import Testing
import Waypoint
import WaypointExamples

/// Windows with their own state (D13), ids unique across the session (I2), guards on windows
/// (I9), and Codable sessions (I5).
@Suite struct SessionTests {
  static let structure = Media.structure()

  static func session() -> Session<MediaDestination> {
    Session(main: NavigationState(selection: .library))
  }
}

extension SessionTests {
  @Test func aNewWindowShowsTheFullRoute() throws {  // D13, D1
    var session = Self.session()
    let id = try session.openWindow(showing: .player(id: 7), in: Self.structure)
    let window = try #require(session[id])
    #expect(window.style == .fullRoute)
    #expect(window.state.selection == .watchNow)
    #expect(window.state.selectedStack.map(\.destination) == [.video(id: 7)])
    #expect(window.state.modals.map(\.destination) == [.player(id: 7)])
    #expect(session[0]?.state == NavigationState(selection: .library))
  }

  @Test func aNewWindowCanShowASingleScreen() throws {  // issue 4: single screen
    var session = Self.session()
    let player = try session.openWindow(showing: .player(id: 7), style: .singleScreen, in: Self.structure)
    #expect(session[player]?.state.selectedStack.isEmpty == true)
    #expect(session[player]?.state.modals.map(\.destination) == [.player(id: 7)])
    let video = try session.openWindow(showing: .video(id: 2), style: .singleScreen, in: Self.structure)
    #expect(session[video]?.state.selection == .watchNow)
    #expect(session[video]?.state.selectedStack.map(\.destination) == [.video(id: 2)])
    let tab = try session.openWindow(showing: .collection(id: 1), style: .singleScreen, in: Self.structure)
    #expect(session[tab]?.state.selection == .collection(id: 1))
    #expect(session[tab]?.state.stacks.isEmpty == true && session[tab]?.state.modals.isEmpty == true)
  }

  @Test func windowsAreIndependent() throws {  // D13 (SNAP-34 shares one state)
    var session = Self.session()
    let second = try session.openWindow(showing: .library, in: Self.structure)
    try session.apply(.push(.video(id: 1)), to: 0, in: Self.structure)
    try session.apply(.select(.search), to: second, in: Self.structure)
    #expect(session[0]?.state.selection == .library)
    #expect(session[0]?.state.selectedStack.map(\.destination) == [.video(id: 1)])
    #expect(session[second]?.state.selection == .search)
    #expect(session[second]?.state.stack(for: .library).isEmpty == true)
  }

  @Test func entryIDsAreUniqueAcrossWindows() throws {  // I2, D4
    var session = Self.session()
    try session.apply(.push(.video(id: 1)), to: 0, in: Self.structure)
    let second = try session.openWindow(showing: .player(id: 2), in: Self.structure)
    try session.apply(.push(.video(id: 3)), to: 0, in: Self.structure)
    try session.apply(.push(.video(id: 4)), to: second, in: Self.structure)
    let ids = session.allIDs
    #expect(Set(ids).count == ids.count)
    #expect(ids.allSatisfy { $0 < session.nextEntryID })
    #expect(ids.count == 5)
  }

  @Test func aReplaceThatReusesAnotherWindowsIDIsRefused() throws {  // I2
    var session = Self.session()
    try session.apply(.push(.video(id: 1)), to: 0, in: Self.structure)
    let second = try session.openWindow(showing: .library, in: Self.structure)
    var clash = NavigationState(selection: MediaDestination.watchNow, nextEntryID: 1)
    clash.stacks[.watchNow] = [Entry(id: 0, destination: .video(id: 9))]
    let before = session
    #expect(throws: SessionError<MediaDestination>.navigation(.invalidState([.idInUse(0)]))) {
      try session.apply(.replace(clash), to: second, in: Self.structure)
    }
    #expect(session == before)
  }

  @Test func aWindowCanBeClosed() throws {
    var session = Self.session()
    let second = try session.openWindow(showing: .search, in: Self.structure)
    try session.closeWindow(second)
    #expect(session.windows.map(\.id) == [0])
    #expect(throws: SessionError<MediaDestination>.unknownWindow(second)) { try session.closeWindow(second) }
    #expect(throws: SessionError<MediaDestination>.unknownWindow(5)) { try session.apply(.pop, to: 5, in: Self.structure) }
    let third = try session.openWindow(showing: .search, in: Self.structure)
    #expect(third == 2)  // ids are never reused
  }

  @Test func aFailedActionLeavesTheSessionUnchanged() {  // I3
    var session = Self.session()
    let before = session
    #expect(throws: SessionError<MediaDestination>.navigation(.popPastRoot(requested: 1, available: 0))) {
      try session.apply(.pop, to: 0, in: Self.structure)
    }
    #expect(session == before)
    #expect(SessionError<MediaDestination>.unknownWindow(3).description == "there is no window 3")
  }

  @Test func theSessionRoundTripsThroughJSON() throws {  // I5 for sessions
    var session = Self.session()
    try session.apply(.push(.video(id: 1)), to: 0, in: Self.structure)
    try session.openWindow(showing: .player(id: 2), style: .singleScreen, in: Self.structure)
    let data = try JSONEncoder().encode(session)
    #expect(try JSONDecoder().decode(Session<MediaDestination>.self, from: data) == session)
  }

  @Test func decodingRefusesSharedIDsAndRepairsCounters() throws {  // I2, D4
    let duplicateWindows =
      #"{"windows":[{"id":0,"style":"fullRoute","state":{"selection":{"library":{}},"stacks":[],"modals":[],"nextEntryID":0}},{"id":0,"style":"fullRoute","state":{"selection":{"library":{}},"stacks":[],"modals":[],"nextEntryID":0}}],"nextWindowID":1,"nextEntryID":0}"#
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Session<MediaDestination>.self, from: Data(duplicateWindows.utf8)) }
    var session = Self.session()
    try session.apply(.push(.video(id: 1)), to: 0, in: Self.structure)
    try session.openWindow(showing: .library, in: Self.structure)
    var json = try #require(String(data: JSONEncoder().encode(session), encoding: .utf8))
    json = json.replacingOccurrences(of: #""nextEntryID":1}"#, with: #""nextEntryID":0}"#)
    json = json.replacingOccurrences(of: #""nextWindowID":2"#, with: #""nextWindowID":0"#)
    let decoded = try JSONDecoder().decode(Session<MediaDestination>.self, from: Data(json.utf8))
    #expect(decoded.nextWindowID == 2)
    #expect(decoded.nextEntryID == 1)
  }

  @Test func guardsApplyToNewWindows() throws {  // I9: windows
    var session = Session(main: NavigationState(selection: SocialDestination.timeline))
    let structure = Social.structure()
    let signedOut = Social.signInGuard.policy(context: .signedOut)
    let id = try session.openWindow(showing: .notifications, in: structure, policy: signedOut)
    #expect(session[id]?.state.selection == .timeline)
    #expect(session[id]?.state.modals.map(\.destination) == [.signIn])
    #expect(session[id]?.pendingNavigation?.destination == .notifications)
    let blocked = NavigationGuard<SocialDestination, Void> { d, _, _ in d == .status(id: 1) ? .deny("hidden") : .allow }
    #expect(throws: SessionError<SocialDestination>.navigation(.denied(.status(id: 1), reason: "hidden"))) {
      try session.openWindow(showing: .status(id: 1), style: .singleScreen, in: structure, policy: blocked.policy(context: ()))
    }
    let events = session.recheck(policy: Social.signInGuard.policy(context: .signedIn), in: structure)
    #expect(events[id]?.first == .resumed(.notifications))
    #expect(session[id]?.state.selection == .notifications)
    #expect(session[0]?.state.heldDestinations == [.timeline])  // the other window is untouched
  }

  @Test func signingOutReChecksEveryWindow() throws {  // I9, issue 4 sign-out
    let structure = Social.structure()
    let signedIn = Social.signInGuard.policy(context: .signedIn)
    var session = Session(main: NavigationState(selection: SocialDestination.timeline))
    try session.apply(.select(.profile), to: 0, in: structure, policy: signedIn)
    let second = try session.openWindow(showing: .status(id: 3), in: structure, policy: signedIn)
    try session.apply(.present(.compose), to: second, in: structure, policy: signedIn)
    session.recheck(policy: Social.signInGuard.policy(context: .signedOut), in: structure)
    #expect(session[0]?.state.selection == .timeline)
    #expect(session[second]?.state.modals.isEmpty == true)
    #expect(session[second]?.state.selectedStack.map(\.destination) == [.status(id: 3)])
    let nothing = NavigationGuard<SocialDestination, Void> { _, _, _ in .deny("closed") }
    let events = session.recheck(policy: nothing.policy(context: ()), in: structure)
    #expect(session.windows.isEmpty)
    #expect(events[0] == [.rejected(.denied(.timeline, reason: "closed"))])
  }
}
