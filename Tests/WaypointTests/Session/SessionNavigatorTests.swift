import Testing
import Waypoint
import WaypointExamples

/// One navigator per window, one id counter for all (D13, I2), guards in every window (I9).
@MainActor
@Suite struct SessionNavigatorTests {
  static func windows() -> SessionNavigator<MediaDestination> {
    SessionNavigator(session: Session(main: NavigationState(selection: .library)), structure: Media.structure(), routes: Media.routes)
  }
}

extension SessionNavigatorTests {
  @Test func eachWindowHasItsOwnNavigator() throws {  // D13
    let windows = Self.windows()
    let id = try windows.openWindow(showing: .player(id: 3)).get()
    let main = try #require(windows.navigator(for: 0))
    let second = try #require(windows.navigator(for: id))
    main.push(.video(id: 1))
    #expect(second.state.selectedStack.map(\.destination) == [.video(id: 3)])
    #expect(main.state.selection == .library)
    #expect(windows.windowIDs == [0, id])
  }

  @Test func idsStayUniqueAcrossWindowNavigators() throws {  // I2
    let windows = Self.windows()
    let id = try windows.openWindow(showing: .library).get()
    let main = try #require(windows.navigator(for: 0))
    let second = try #require(windows.navigator(for: id))
    main.push(.video(id: 1))
    second.push(.video(id: 2))
    main.push(.video(id: 3))
    second.open(path: "/player/4")
    main.pop(9)  // rejected: the counter does not move
    let ids = windows.session.allIDs
    #expect(Set(ids).count == ids.count)
    #expect(ids.allSatisfy { $0 < windows.session.nextEntryID })
  }

  @Test func theSnapshotRestoresTheSameWindows() throws {  // I5 for sessions
    let windows = Self.windows()
    let id = try windows.openWindow(showing: .video(id: 2), style: .singleScreen).get()
    windows.navigator(for: id)?.push(.video(id: 5))
    let restored = SessionNavigator(session: windows.session, structure: Media.structure())
    #expect(restored.session == windows.session)
    #expect(restored.session[id]?.style == .singleScreen)
  }

  @Test func closingAWindowReleasesItsNavigator() throws {
    let windows = Self.windows()
    let id = try windows.openWindow(showing: .search).get()
    windows.closeWindow(id)
    #expect(windows.navigator(for: id) == nil)
    #expect(windows.closeWindow(id) == .failure(.unknownWindow(id)))
    #expect(windows.openWindow(showing: .search) == .success(2))  // never reused
  }

  @Test func guardsApplyInEveryWindowAndToNewOnes() throws {  // I9: windows
    let windows = SessionNavigator(
      session: Session(main: NavigationState(selection: SocialDestination.timeline)), structure: Social.structure())
    let first = try windows.openWindow(showing: .profile).get()
    windows.setGuard(Social.signInGuard, context: .signedOut)
    #expect(windows.navigator(for: first)?.state.selection == .timeline)
    let second = try windows.openWindow(showing: .notifications).get()
    #expect(windows.navigator(for: second)?.pendingNavigation?.destination == .notifications)
    windows.setGuard(Social.signInGuard, context: .signedIn)
    #expect(windows.navigator(for: second)?.state.selection == .notifications)
  }
}

extension Result where Success == Void, Failure: Equatable {
  static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.success, .success): true
    case let (.failure(a), .failure(b)): a == b
    default: false
    }
  }
}

extension SessionNavigatorTests {
  @Test func windowsInDifferentLayoutsNeverDisagreeOnTheCustomization() throws {  // D10; found by SessionNavigatorPropertyTests
    let windows = SessionNavigator(
      session: Session(main: NavigationState(selection: SocialDestination.timeline)), structure: Social.structure(),
      environment: LayoutFixtures.phone)
    let second = try windows.openWindow(showing: .timeline).get()
    let main = try #require(windows.navigator(for: 0))
    let phone = try #require(windows.navigator(for: second))
    _ = main.setEnvironment(LayoutFixtures.padSidebarCollapse)
    // Moving a tab in the phone's tab bar is the person's choice for every window: the iPad
    // window, whose sections stay sections, takes the resulting customization as it is.
    let moved = phone.customize(.moveInTabBar("tag-swiftui", to: 5))
    #expect(throws: Never.self) { try moved.get() }
    #expect(main.customization == phone.customization)
    #expect(main.customization.tabBarOrder.contains("tag-swiftui"))
  }
}

/// The guard's question before leaving, in one window of a session (D22).
extension SessionNavigatorTests {
  @Test func aWindowsQuestionHoldsOnlyThatWindow() throws {  // D22 in every shell
    let windows = SessionNavigator(
      session: Session(main: NavigationState(selection: SocialDestination.timeline)), structure: Social.structure(),
      routes: Social.routes)
    windows.setGuard(Social.signInGuard, context: .signedIn)
    let second = try windows.openWindow(showing: .compose).get()
    let main = try #require(windows.navigator(for: 0))
    let drafting = try #require(windows.navigator(for: second))
    windows.setGuard(Social.signInGuard, context: .drafting)
    #expect(drafting.locksDismissal(atElevation: 0))
    drafting.dismiss()
    #expect(drafting.state.alert == Social.discardDraft.alert)
    main.push(.status(id: 1))  // the other window goes on
    #expect(drafting.state.alert == Social.discardDraft.alert, "its question stays")
    let saved = SessionSnapshot(session: windows.session)
    #expect(saved.windows.allSatisfy { $0.state.alert == nil }, "I14: the question is not saved")
    #expect(windows.session.windows.last?.state.alert == Social.discardDraft.alert, "but it is still up")
    drafting.send(.chooseAlertButton(id: LeaveDecision<SocialDestination>.Confirmation.leaveButtonID))
    #expect(drafting.state.modals.isEmpty)
    let ids = windows.session.allIDs
    #expect(Set(ids).count == ids.count)
  }
}
