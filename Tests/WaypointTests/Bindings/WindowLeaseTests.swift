import Testing
import Waypoint
import WaypointExamples

/// A system window gives its session window back exactly once, and only the one it still holds
/// (issue 28, B12: the lifetime was tied to `onDisappear` alone).
@MainActor
@Suite struct WindowLeaseTests {
  /// A session with one system window claiming window 0, its lease held.
  func claimed() throws -> (SessionNavigator<ShapesDestination>, WindowClaims, WindowLease, WindowID) {
    let session = WindowClaimsTests.session()
    let claims = WindowClaims()
    let id = try claims.claim(nil, in: session, selection: .triangle).get()
    let lease = WindowLease()
    lease.hold(id) { id in claims.release(id, in: session) }
    return (session, claims, lease, id)
  }

  @Test func theViewThatDisappearsGivesItsWindowBack() throws {
    let (session, claims, lease, id) = try claimed()
    lease.end(id)
    #expect(!claims.claimedIDs.contains(id))
    #expect(session.navigator(for: id) == nil)
    #expect(lease.heldWindow == nil)
  }

  @Test func aViewThatShowedAnotherWindowGivesNothingBack() throws {
    // The session closed window 0 and the system window now shows window 1; the old view's
    // disappearance comes after.
    let (session, claims, lease, first) = try claimed()
    let second = try claims.claim(nil, in: session, selection: .circle).get()
    lease.hold(second) { id in claims.release(id, in: session) }
    lease.end(first)
    #expect(session.navigator(for: second) != nil)
    #expect(claims.claimedIDs.contains(second))
  }

  @Test func aForgottenWindowIsNotGivenBack() throws {
    let (session, claims, lease, id) = try claimed()
    lease.forget()
    lease.end(id)
    #expect(claims.claimedIDs.contains(id))
    #expect(session.navigator(for: id) != nil)
  }

  @Test func aLeaseReleasedWithoutItsViewDisappearingGivesItsWindowBack() async throws {
    let session = WindowClaimsTests.session()
    let claims = WindowClaims()
    let id = try claims.claim(nil, in: session, selection: .triangle).get()
    do {
      let lease = WindowLease()
      lease.hold(id) { id in claims.release(id, in: session) }
      _ = lease
    }
    // The release runs on the main actor after the lease is gone.
    for _ in 0..<100 where session.navigator(for: id) != nil { await Task.yield() }
    #expect(session.navigator(for: id) == nil)
    #expect(!claims.claimedIDs.contains(id))
  }
}
