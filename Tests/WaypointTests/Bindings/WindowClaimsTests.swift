import Testing
import Waypoint
import WaypointExamples

@MainActor
@Suite struct WindowClaimsTests {
  static func session() -> SessionNavigator<ShapesDestination> {
    SessionNavigator(session: Session(main: NavigationState(selection: .triangle)), structure: Shapes.structure)
  }
}

extension WindowClaimsTests {
  @Test func theFirstMainWindowShowsTheSessionsMainWindow() throws {  // D13
    let session = Self.session()
    let claims = WindowClaims()
    #expect(try claims.claim(nil, in: session, selection: .triangle).get() == 0)
    #expect(session.windowIDs == [0])
  }

  @Test func aSecondMainWindowGetsItsOwnNavigator() throws {  // D13: no two windows share a navigator
    let session = Self.session()
    let claims = WindowClaims()
    let first = try claims.claim(nil, in: session, selection: .triangle).get()
    let second = try claims.claim(nil, in: session, selection: .circle).get()
    #expect(first != second)
    #expect(session.navigator(for: second)?.state.selection == .circle)
    #expect(session.navigator(for: first) !== session.navigator(for: second))
  }

  @Test func aWindowOpenedForAnIDShowsThatWindow() throws {  // D13, D1
    let session = Self.session()
    let claims = WindowClaims()
    _ = claims.claim(nil, in: session, selection: .triangle)
    let id = try session.openWindow(showing: .rectangleItem(level: 2)).get()
    #expect(try claims.claim(id, in: session, selection: .triangle).get() == id)
    #expect(session.navigator(for: id)?.state.selectedStack.map(\.destination) == [.rectangleItem(level: 1), .rectangleItem(level: 2)])
  }

  @Test func aRequestForAClaimedOrMissingWindowGetsAnother() throws {  // D13, D12: a stale restored id is not reused
    let session = Self.session()
    let claims = WindowClaims()
    let main = try claims.claim(nil, in: session, selection: .triangle).get()
    let again = try claims.claim(main, in: session, selection: .triangle).get()
    #expect(again != main)
    let missing = try claims.claim(WindowID(99), in: session, selection: .triangle).get()
    #expect(![main, again, WindowID(99)].contains(missing))
    #expect(claims.claimedIDs == [main, again, missing])
  }

  @Test func releasingAWindowClosesIt() throws {  // D13
    let session = Self.session()
    let claims = WindowClaims()
    _ = claims.claim(nil, in: session, selection: .triangle)
    let second = try claims.claim(nil, in: session, selection: .triangle).get()
    claims.release(second, in: session)
    #expect(session.windowIDs == [0])
    #expect(session.navigator(for: second) == nil)
    #expect(!claims.claimedIDs.contains(second))
  }
}

// Issue 28, N2: a window the session closes must not stay open and blank.
extension WindowClaimsTests {
  @Test func aWindowOpenedForASessionWindowClosesWithIt() throws {
    let session = Self.session()
    let claims = WindowClaims()
    _ = try claims.claim(nil, in: session, selection: .triangle).get()
    let id = try session.openWindow(showing: .circle).get()
    _ = try claims.claim(id, in: session, selection: .triangle).get()
    session.closeWindow(id)
    #expect(claims.sessionClosed(id, in: session, selection: .triangle, isMain: false) == .close)
    #expect(claims.claimedIDs == [0])
    #expect(session.windowIDs == [0])
  }

  @Test func aMainWindowShowsAnotherWindowWhenTheSessionClosesItsOwn() throws {
    let session = Self.session()
    let claims = WindowClaims()
    let main = try claims.claim(nil, in: session, selection: .triangle).get()
    session.closeWindow(main)
    guard case let .show(other) = claims.sessionClosed(main, in: session, selection: .circle, isMain: true) else {
      Issue.record("the main window shows nothing")
      return
    }
    #expect(other != main)
    #expect(session.navigator(for: other)?.state.selection == .circle)
    #expect(claims.claimedIDs == [other])
  }

  @Test func aMainWindowSaysWhyWhenTheGuardAllowsNoWindowAtAll() throws {
    let session = Self.session()
    let claims = WindowClaims()
    let main = try claims.claim(nil, in: session, selection: .triangle).get()
    let nothing = NavigationGuard<ShapesDestination, Void> { _, _, _ in .deny("maintenance") }
    session.setGuard(nothing, context: ())
    #expect(session.windowIDs.isEmpty)
    guard case let .refused(error) = claims.sessionClosed(main, in: session, selection: .triangle, isMain: true) else {
      Issue.record("the main window shows a window the guard refuses")
      return
    }
    #expect(!error.description.isEmpty)
    #expect(claims.claimedIDs.isEmpty)
  }
}

// Issue 28 (adoption): a scene installs its guard once, before the first window restores.
extension WindowClaimsTests {
  @Test func theSessionIsPreparedOnceBeforeTheFirstClaim() throws {
    let session = Self.session()
    let claims = WindowClaims()
    var runs = 0
    claims.prepare(session) { _ in runs += 1 }
    _ = try claims.claim(nil, in: session, selection: .triangle).get()
    claims.prepare(session) { _ in runs += 1 }
    #expect(runs == 1)
  }
}
