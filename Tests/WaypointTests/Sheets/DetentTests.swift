import Foundation
import Testing
import Waypoint
import WaypointExamples

/// The detent a sheet rests at, as state (next-features 3.10): the app sets it, the person's drag
/// writes it back as an action, plans carry it, restoration keeps it.
@MainActor
@Suite struct DetentTests {
  /// Media with a video's collection picker up: a sheet at medium and large.
  func picking() -> Navigator<MediaDestination> {
    let navigator = Navigator(structure: Media.structure(), selection: .watchNow, routes: Media.routes)
    navigator.show(.collectionPicker(videoID: 7))
    return navigator
  }
}

extension DetentTests {
  @Test func aSheetComesUpAtItsFirstDetentAndTheAppCanRaiseIt() throws {
    let navigator = picking()
    #expect(navigator.state.modals[0].detent == .medium)
    #expect(navigator.state.modals[0].selectedDetent == nil)
    navigator.send(.setDetent(.large, elevation: 0))
    #expect(navigator.state.modals[0].detent == .large)
    #expect(navigator.lastEvents == [.detentChanged(elevation: 0, .large)])
    // Back at the first: no choice left, so it equals a sheet never raised.
    navigator.send(.setDetent(.medium, elevation: 0))
    #expect(navigator.state.modals[0].selectedDetent == nil)
  }

  @Test func theDetentItRestsAtChangesNothing() {
    let navigator = picking()
    let before = navigator.state
    navigator.send(.setDetent(.medium, elevation: 0))
    #expect(navigator.state == before)
    #expect(navigator.lastEvents.isEmpty)
  }

  @Test func aDetentTheStyleDoesNotOfferIsATypedError() {  // bad input: nothing changes
    let navigator = picking()
    let before = navigator.state
    #expect(navigator.send(.setDetent(.fraction(0.2), elevation: 0)) == .failure(.detentNotOffered(.fraction(0.2), elevation: 0)))
    #expect(navigator.send(.setDetent(.large, elevation: 3)) == .failure(.invalidElevation(3)))
    navigator.present(.player(id: 7))
    #expect(navigator.send(.setDetent(.large, elevation: 1)) == .failure(.detentNotOffered(.large, elevation: 1)))
    navigator.dismiss()
    #expect(navigator.state.modals == before.modals)
  }

  @Test func offeredDetentsFollowTheStyle() {
    #expect(ModalStyle.sheet(detents: [.medium, .large]).offeredDetents == [.medium, .large])
    #expect(ModalStyle.sheet.offeredDetents == [.large])
    #expect(ModalStyle.fullScreenCover.offeredDetents.isEmpty)
    #expect(ModalStyle.popover.offeredDetents.isEmpty)
  }

  @Test func aPlanRestsAKeptSheetAndPresentsANewOneAtItsDetent() throws {  // D11: one step each
    let navigator = picking()
    let rendered = navigator.state
    navigator.send(.setDetent(.large, elevation: 0))
    let plan = rendered.plan(to: navigator.state)
    #expect(plan.steps.map(\.change) == [.setDetent(elevation: 0, .large)])
    #expect(plan.steps[0].description == "rest modal 0 at large")
    // From nothing, the sheet is presented already resting at large.
    let fresh = NavigationState(selection: MediaDestination.watchNow)
    let fromNothing = fresh.plan(to: navigator.state)
    #expect(fromNothing.kinds == ["setPath", "present"])
    #expect(fromNothing.states.last == navigator.state)
  }

  @Test func aModalRoundTripsItsDetentAndOldOnesDecode() throws {  // I5
    let modal = Modal(
      id: 3, destination: MediaDestination.collectionPicker(videoID: 7), style: .sheet(detents: [.medium, .large]), selectedDetent: .large)
    #expect(try JSONDecoder().decode(Modal<MediaDestination>.self, from: try JSONEncoder().encode(modal)) == modal)
    var old = modal
    old.selectedDetent = nil
    let encoded = try JSONEncoder().encode(old)
    #expect(!String(decoding: encoded, as: UTF8.self).contains("detent\""))
    #expect(try JSONDecoder().decode(Modal<MediaDestination>.self, from: encoded).selectedDetent == nil)
  }

  @Test func aStateWithADetentItsStyleDoesNotOfferIsInvalid() {
    let navigator = picking()
    var state = navigator.state
    state.modals[0].selectedDetent = .height(120)
    #expect(state.problems(in: Media.structure()).contains(.detentNotOffered(state.modals[0].id, .height(120))))
    #expect(navigator.replace(state) == .failure(.invalidState([.detentNotOffered(state.modals[0].id, .height(120))])))
  }

  @Test func restorationKeepsTheDetentAndResetsOneItCannotUse() throws {
    let navigator = picking()
    navigator.send(.setDetent(.large, elevation: 0))
    let data = try SessionSnapshot(state: navigator.state).jsonData()
    let restored = try SessionSnapshot.restore(from: data, in: Media.structure())
    #expect(restored.snapshot.windows.first?.state == navigator.state)
    #expect(restored.adjustments.isEmpty)
    // Saved by a version whose sheet offered another height: it comes up at its first.
    var other = navigator.state
    other.modals[0].selectedDetent = .height(120)
    let reset = try SessionSnapshot.restore(from: try SessionSnapshot(state: other).jsonData(), in: Media.structure())
    #expect(reset.snapshot.windows.first?.state.modals.first?.selectedDetent == nil)
    #expect(reset.adjustments.contains { if case .detentReset(_, 0, _) = $0 { true } else { false } })
  }

  @Test func thePersonsDragIsAnActionAndIsDisplayedAtOnce() {  // D8: the layer sends gestures as actions
    let navigator = picking()
    let stager = PresentationStager(displaying: navigator.state, structure: navigator.structure)
    #expect(stager.projection.modals[0].detent == .medium)
    var events: [NavigationEvent<MediaDestination>] = []
    navigator.eventObserver = { events += $0 }
    stager.userDidDrag(sheetAt: 0, to: .large, on: navigator)
    #expect(navigator.state.modals[0].detent == .large)
    #expect(stager.projection.modals[0].detent == .large)
    #expect(events == [.detentChanged(elevation: 0, .large)])
    // A drag to where it rests sends nothing.
    stager.userDidDrag(sheetAt: 0, to: .large, on: navigator)
    #expect(events.count == 1)
  }
}

extension DetentTests {
  @Test func aDeepLinkToTheOpenSheetKeepsItsDetent() {  // review: a reused sheet keeps where it rests
    let navigator = picking()
    navigator.send(.setDetent(.large, elevation: 0))
    let rendered = navigator.state
    navigator.show(.collectionPicker(videoID: 7))
    #expect(navigator.state.modals[0].detent == .large)
    #expect(rendered.plan(to: navigator.state).steps.allSatisfy { $0.kind != "setDetent" })
  }

  @Test func aSheetMadeAtItsFirstDetentEqualsOneMadeWithout() throws {
    let style = ModalStyle.sheet(detents: [.medium, .large])
    let explicit = Modal(id: 1, destination: MediaDestination.collectionPicker(videoID: 7), style: style, selectedDetent: .medium)
    #expect(explicit == Modal(id: 1, destination: MediaDestination.collectionPicker(videoID: 7), style: style))
    let decoded = try JSONDecoder().decode(
      Modal<MediaDestination>.self,
      from: try JSONEncoder().encode(
        Modal(id: 1, destination: MediaDestination.collectionPicker(videoID: 7), style: style, selectedDetent: .large)))
    #expect(decoded.selectedDetent == .large)
  }
}
