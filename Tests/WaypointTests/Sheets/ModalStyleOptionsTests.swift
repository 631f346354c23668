import Foundation
import Testing
import Waypoint
import WaypointExamples

/// Sheets only the app dismisses, and sheets over a live background (next-features 3.10): style
/// options the engine and the projection read.
@MainActor
@Suite struct ModalStyleOptionsTests {
  static let locked = ModalStyle.sheet.interactiveDismissDisabled()

  func presenting(_ style: ModalStyle) -> Navigator<ShapesDestination> {
    let navigator = Navigator(structure: Shapes.structure, selection: .triangle)
    navigator.present(.settings, style: style)
    return navigator
  }
}

extension ModalStyleOptionsTests {
  @Test func thePersonCannotDismissASheetOnlyTheAppDismisses() {
    let navigator = presenting(Self.locked)
    let before = navigator.state
    #expect(navigator.locksDismissal(atElevation: 0))
    #expect(navigator.send(NavigationAction.dismissTo(elevation: 0).by(.person)) == .failure(.dismissalLocked(elevation: 0)))
    #expect(navigator.send(NavigationAction.dismissAll.by(.person)) == .failure(.dismissalLocked(elevation: 0)))
    #expect(navigator.state == before)
    // The app's own Cancel or Save dismisses it.
    navigator.dismiss()
    #expect(navigator.state.modals.isEmpty)
  }

  @Test func theSwipeOnALockedSheetChangesNothing() {  // what the layer reports, decided by the engine
    let navigator = presenting(Self.locked)
    let stager = PresentationStager(displaying: navigator.state, structure: navigator.structure)
    stager.userDidSwipeAway(modalAt: 0, on: navigator)
    #expect(navigator.state.modals.count == 1)
    #expect(stager.displayed.modals.count == 1)
    #expect(navigator.lastEvents == [.rejected(.dismissalLocked(elevation: 0))])
  }

  @Test func onlyTheLockedSheetAndThoseUnderItAreKept() {
    let navigator = presenting(Self.locked)
    navigator.present(.infinity, style: .sheet)
    // The top sheet may go by the person's hand; taking the locked one with it may not.
    #expect(!navigator.locksDismissal(atElevation: 1))
    navigator.send(NavigationAction.dismissTo(elevation: 1).by(.person))
    #expect(navigator.state.modals.count == 1)
    #expect(navigator.send(NavigationAction.dismiss.by(.person)) == .failure(.dismissalLocked(elevation: 0)))
  }

  @Test func theBackgroundStaysLiveUpThroughAnOfferedDetent() {
    let style = ModalStyle.sheet(detents: [.medium, .large]).backgroundInteraction(upThrough: .medium)
    let navigator = presenting(style)
    let projection = NavigationProjection(state: navigator.state, structure: navigator.structure, environment: LayoutEnvironment())
    #expect(projection.modals[0].backgroundInteraction == .medium)
    // A detent the sheet does not rest at is the system's default.
    let odd = presenting(.sheet.backgroundInteraction(upThrough: .medium))
    let oddProjection = NavigationProjection(state: odd.state, structure: odd.structure, environment: LayoutEnvironment())
    #expect(oddProjection.modals[0].backgroundInteraction == nil)
  }

  @Test func optionsRoundTripAndOldStylesDecode() throws {  // I5
    let style = ModalStyle.sheet(detents: [.medium, .large]).backgroundInteraction(upThrough: .medium).interactiveDismissDisabled()
    #expect(try JSONDecoder().decode(ModalStyle.self, from: try JSONEncoder().encode(style)) == style)
    let plain = try JSONEncoder().encode(ModalStyle.sheet)
    // The options at their defaults are left out, so a plain style encodes as before.
    #expect(!String(decoding: plain, as: UTF8.self).contains("interactive"))
    #expect(!String(decoding: plain, as: UTF8.self).contains("background"))
    #expect(try JSONDecoder().decode(ModalStyle.self, from: Data(#"{"kind":"sheet","detents":[]}"#.utf8)) == .sheet)
    #expect(style.description == "sheet at medium and large, background live up through medium, dismissed only by the app")
  }
}

extension ModalStyleOptionsTests {
  @Test func thePersonsDismissalWithNothingPresentedSaysSo() {  // bad input: no crash
    let navigator = Navigator(structure: Shapes.structure, selection: .triangle)
    navigator.send(NavigationAction.dismiss.by(.person))
    #expect(navigator.lastEvents == [.nothingToDismiss])
    navigator.send(NavigationAction.dismissTo(elevation: 5).by(.person))
    #expect(navigator.state == NavigationState(selection: .triangle))
  }
}

extension ModalStyleOptionsTests {
  @Test func theKeyboardAndTheTabBarCannotCloseASheetOnlyTheAppDismisses() {  // review: no way around the lock
    let navigator = presenting(Self.locked)
    #expect(navigator.state.escapeAction == nil)
    #expect(navigator.send(NavigationAction.select(.circle).by(.person)) == .failure(.dismissalLocked(elevation: 0)))
    #expect(navigator.state.modals.count == 1)
    // The app may still move on.
    navigator.select(.circle)
    #expect(navigator.state.modals.isEmpty)
  }
}
