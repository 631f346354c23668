import Testing
import Waypoint
import WaypointExamples

/// The person's own close of an alert that a tapped button presented, when the system wrote no
/// echo for the tap: the core takes the first close as the echo and keeps the alert, so the stager
/// asks for it to be presented again rather than leaving it in the state with nothing on screen.
@MainActor
@Suite struct AlertCloseTests {
  static let next = AlertState<ShapesDestination>(title: "Saved", buttons: [.init("ok", title: "OK")])
  static let first = AlertState<ShapesDestination>(
    title: "Save?", buttons: [.init("save", title: "Save", action: .presentAlert(next)), .init("cancel", title: "Cancel")])

  func shown() -> (Navigator<ShapesDestination>, PresentationStager<ShapesDestination>) {
    let navigator = Navigator(structure: Shapes.structure, selection: .circle)
    navigator.send(.presentAlert(Self.first))
    let stager = PresentationStager(displaying: navigator.state, structure: Shapes.structure)
    return (navigator, stager)
  }
}

extension AlertCloseTests {
  // Reliability audit N6: no echo came; the person's close is swallowed as one, the alert is
  // presented again, and the next close closes it.
  @Test func aCloseTakenAsAnEchoPresentsTheAlertAgain() {
    let (navigator, stager) = shown()
    _ = navigator.chooseAlertButtonOnScreen("save")
    stager.retarget(navigator.state, in: navigator.environment)
    // The tapped alert leaves the screen first (issue 28, N5); then the next one is presented.
    #expect(!stager.isAlertPresented(.alert, at: 0))
    stager.alertDidDisappear(at: 0)
    #expect(stager.isAlertPresented(.alert, at: 0))
    stager.userDidCloseAlert(Self.next, on: navigator)
    #expect(navigator.state.alert == Self.next, "taken as the echo of the tap")
    #expect(stager.alertReshows == 1, "presented again")
    #expect(stager.isAlertPresented(.alert, at: 0))
    stager.userDidCloseAlert(Self.next, on: navigator)
    #expect(navigator.state.alert == nil)
    #expect(!stager.isAlertPresented(.alert, at: 0))
    #expect(stager.alertReshows == 1)
  }

  // The echo the system does write names the tapped alert: nothing is presented again, and the
  // alert the button presented stays up.
  @Test func theSystemsEchoChangesNothing() {
    let (navigator, stager) = shown()
    _ = navigator.chooseAlertButtonOnScreen("save")
    stager.userDidCloseAlert(Self.first, on: navigator)
    #expect(navigator.state.alert == Self.next)
    #expect(stager.alertReshows == 0)
  }

  // A plain close of the alert on screen closes it.
  @Test func aPlainCloseClosesTheAlert() {
    let (navigator, stager) = shown()
    stager.userDidCloseAlert(Self.first, on: navigator)
    #expect(navigator.state.alert == nil)
    #expect(stager.alertReshows == 0)
  }
}

extension AlertCloseTests {
  // Fuzz finding (actions): a refused action between the tap and the system's close used to end
  // the wait for that close, which then removed the alert the button presented.
  @Test func aRefusedActionKeepsTheWaitForTheEcho() {
    let (navigator, stager) = shown()
    _ = navigator.chooseAlertButtonOnScreen("save")
    #expect(navigator.pop(3) == .failure(.popPastRoot(requested: 3, available: 0)))
    stager.userDidCloseAlert(Self.next, on: navigator)
    #expect(navigator.state.alert == Self.next, "still the echo of the tap")
  }
}

// Issue 28, N5 (the audit's probe): SwiftUI ignores a change to an alert that is up, so an alert
// replaced while another is on screen was never shown, and the old one's close closed the new one.
extension AlertCloseTests {
  static let replacement = AlertState<ShapesDestination>(title: "Replaced", buttons: [.init("ok", title: "OK")])

  @Test func aReplacedAlertIsPresentedOnceTheOldOneHasLeftTheScreen() {
    let (navigator, stager) = shown()
    navigator.send(.presentAlert(Self.replacement))
    stager.retarget(navigator.state, in: navigator.environment)
    // One update with no alert, the old one still named as the one on screen.
    #expect(stager.awaiting == .alertDismissal(elevation: 0))
    #expect(stager.projection.alert(presentedAt: 0) == nil)
    #expect(stager.alertOnScreen(at: 0) == Self.first)
    stager.alertDidDisappear(at: 0)
    #expect(stager.awaiting == nil)
    #expect(stager.projection.alert(presentedAt: 0)?.alert == Self.replacement)
    #expect(stager.alertOnScreen(at: 0) == Self.replacement)
  }

  @Test func theOldAlertsCloseDoesNotCloseTheNewOne() {
    let (navigator, stager) = shown()
    navigator.send(.presentAlert(Self.replacement))
    stager.retarget(navigator.state, in: navigator.environment)
    // SwiftUI writes `false` for the alert it took down: that close names the old alert, which
    // is no longer in the state, and also ends the wait.
    if let closed = stager.alertOnScreen(at: 0) { stager.userDidCloseAlert(closed, on: navigator) }
    #expect(navigator.state.alert == Self.replacement)
    #expect(stager.awaiting == nil)
    #expect(stager.isAlertPresented(.alert, at: 0))
  }

  @Test func anAlertClosedForGoodIsNotAwaited() {
    let (navigator, stager) = shown()
    navigator.send(.closeAlert(Self.first))
    stager.retarget(navigator.state, in: navigator.environment)
    #expect(stager.awaiting == nil)
    #expect(stager.displayed == navigator.state)
  }

  @Test func aSheetAfterAnAlertWaitsForTheAlertToLeave() {
    let (navigator, stager) = shown()
    navigator.send(.closeAlert(Self.first))
    navigator.send(.present(.settings, style: .sheet))
    stager.retarget(navigator.state, in: navigator.environment)
    #expect(stager.awaiting == .alertDismissal(elevation: 0))
    #expect(stager.projection.modal(at: 0, as: .sheet) == nil)
    stager.alertDidDisappear(at: 0)
    #expect(stager.awaiting == .appearance(elevation: 0))
    #expect(stager.projection.modal(at: 0, as: .sheet)?.root == .settings)
  }
}
