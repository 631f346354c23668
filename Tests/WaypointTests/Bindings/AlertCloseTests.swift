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
