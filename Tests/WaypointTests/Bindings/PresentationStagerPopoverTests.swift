import Foundation
import Testing
import Waypoint
import WaypointExamples

/// The stager settles each popover as it comes on screen (issue 30, item 4): anchored where the
/// screen under it reported its anchor, a sheet where none was reported (a link, a restored
/// window).
@MainActor
@Suite struct PresentationStagerPopoverTests {
  static let style = ModalStyle.popover(anchor: "settings")
  static let pad = LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .pad)

  func window() -> (PresentationStager<ShapesDestination>, Navigator<ShapesDestination>) {
    let navigator = Navigator(structure: Shapes.structure, selection: .circle, environment: Self.pad)
    let stager = PresentationStager(displaying: navigator.state, in: Self.pad, structure: Shapes.structure)
    return (stager, navigator)
  }
}

extension PresentationStagerPopoverTests {
  @Test func theButtonThePersonTappedIsWhereThePopoverPoints() throws {
    let (stager, navigator) = window()
    stager.popoverAnchorDidAppear("settings", on: .root(.circle))
    navigator.present(.settings, style: Self.style)
    stager.follow(navigator)
    #expect(stager.awaiting == .appearance(elevation: 0))
    let popover = try #require(stager.projection.popover(anchoredTo: "settings", on: .root(.circle)))
    #expect(popover.kind == .popover)
    stager.presentationDidAppear(at: 0)
    #expect(stager.awaiting == nil)
    // A cover above it hides its anchor, and its content, for a while: it stays a popover.
    navigator.present(.infinity, style: .fullScreenCover)
    stager.follow(navigator)
    stager.popoverAnchorDidDisappear("settings", on: .root(.circle))
    stager.popoverContentDidDisappear(popover.id)  // hidden under the cover: no dismissal ends
    #expect(stager.awaiting == .appearance(elevation: 1))
    stager.presentationDidAppear(at: 1)
    #expect(stager.projection.modals.first?.kind == .popover)
    // Dismissing both dismisses the cover first, whose end is reported, then the popover alone,
    // whose content then leaves; then the sheet that follows comes up.
    navigator.send(.dismissAll)
    navigator.present(.infinity, style: .sheet)
    stager.follow(navigator)
    #expect(stager.awaiting == .dismissal(elevation: 1))
    #expect(stager.displayed.modals.count == 1)
    stager.dismissalDidFinish(at: 1)
    #expect(stager.awaiting == .dismissal(elevation: 0))
    stager.popoverContentDidDisappear(popover.id)
    #expect(stager.awaiting == .appearance(elevation: 0))
    #expect(stager.projection.modal(at: 0, as: .sheet)?.root == .infinity)
  }

  @Test func aPopoversContentLeavingLateEndsNoOtherWait() throws {
    let (stager, navigator) = window()
    stager.popoverAnchorDidAppear("settings", on: .root(.circle))
    navigator.present(.settings, style: Self.style)
    stager.settle(on: navigator)
    let id = try #require(navigator.state.modals.first?.id)
    // The person taps outside it: the system closed it, nothing is waited for.
    stager.userDidSwipeAway(modalAt: 0, on: navigator)
    navigator.present(.infinity, style: .sheet)
    stager.follow(navigator)
    stager.presentationDidAppear(at: 0)
    navigator.send(.dismiss)
    stager.follow(navigator)
    #expect(stager.awaiting == .dismissal(elevation: 0))
    // The popover's content leaves only now: the sheet's dismissal is still waited for.
    stager.popoverContentDidDisappear(id)
    #expect(stager.awaiting == .dismissal(elevation: 0))
    stager.dismissalDidFinish(at: 0)
    #expect(stager.awaiting == nil)
  }

  @Test func whatThePersonDismissedWithAPopoverIsNotSplit() throws {  // the system took it away whole
    let (stager, navigator) = window()
    stager.popoverAnchorDidAppear("settings", on: .root(.circle))
    navigator.present(.settings, style: Self.style)
    navigator.present(.infinity, style: .sheet)
    stager.settle(on: navigator)
    #expect(stager.projection.modals.first?.kind == .popover)
    stager.userDidSwipeAway(modalAt: 0, on: navigator)
    #expect(navigator.state.modals.isEmpty)
    #expect(stager.awaiting == nil)
    #expect(stager.displayed.modals.isEmpty)
  }

  @Test func anAnchorThatLeavesWhileItsPopoverIsUpDoesNotMoveIt() throws {
    let (stager, navigator) = window()
    stager.popoverAnchorDidAppear("settings", on: .root(.circle))
    navigator.present(.settings, style: Self.style)
    stager.settle(on: navigator)
    stager.popoverAnchorDidDisappear("settings", on: .root(.circle))
    navigator.send(.setDetent(.large, elevation: 0))
    stager.follow(navigator)
    #expect(stager.projection.modals.first?.kind == .popover)
    #expect(stager.projection.modal(at: 0, as: .sheet) == nil)
  }

  @Test func aPopoverStaysOneAsTheScreenNarrows() throws {  // the system adapts it in place
    let (stager, navigator) = window()
    stager.popoverAnchorDidAppear("settings", on: .root(.circle))
    navigator.present(.settings, style: Self.style)
    stager.settle(on: navigator)
    #expect(stager.projection.modals.first?.popover?.showsAsSheet == false)
    navigator.setEnvironment(LayoutEnvironment(style: .automatic, sizeClass: .compact, idiom: .pad))
    stager.settle(on: navigator)
    #expect(stager.projection.modals.first?.kind == .popover)
    #expect(stager.projection.modals.first?.popover?.showsAsSheet == true)
  }

  @Test func aPopoverOnlyTheAppDismissesStaysUpOnATapOutside() throws {
    let (stager, navigator) = window()
    stager.popoverAnchorDidAppear("settings", on: .root(.circle))
    navigator.present(.settings, style: Self.style.interactiveDismissDisabled())
    stager.settle(on: navigator)
    stager.userDidSwipeAway(modalAt: 0, on: navigator)
    #expect(navigator.state.modals.count == 1)
    #expect(stager.projection.modals.first?.kind == .popover)
  }

  @Test func aPopoverNeverZooms() throws {
    let (stager, navigator) = window()
    stager.popoverAnchorDidAppear("settings", on: .root(.circle))
    navigator.send(.present(.settings, style: Self.style).zoom(from: "gear"))
    stager.settle(on: navigator)
    #expect(stager.projection.modals.first?.kind == .popover)
    #expect(stager.projection.modals.first?.zoomSource == nil)
    // As a sheet it zooms.
    let (sheetStager, sheetNavigator) = window()
    sheetNavigator.send(.present(.settings, style: Self.style).zoom(from: "gear"))
    sheetStager.settle(on: sheetNavigator)
    #expect(sheetStager.projection.modals.first?.zoomSource == "gear")
  }

  @Test func aLinkThatOpensTheScreenAndThePopoverTogetherPresentsASheet() throws {
    let (stager, navigator) = window()
    stager.popoverAnchorDidAppear("settings", on: .root(.circle))
    // The pushed screen's anchor has not appeared when the popover comes up over it: the stager
    // shows both in one update.
    navigator.push(.circleItem(level: 1))
    navigator.present(.settings, style: Self.style)
    stager.follow(navigator)
    #expect(stager.projection.modals.first?.kind == .sheet)
    #expect(stager.projection.modal(at: 0, as: .sheet)?.root == .settings)
    // Its anchor appearing afterwards changes nothing: it stays a sheet until it leaves.
    let pushed = try #require(navigator.state.stack(for: .circle).first?.id)
    stager.popoverAnchorDidAppear("settings", on: .entry(pushed))
    stager.presentationDidAppear(at: 0)
    #expect(stager.projection.modals.first?.kind == .sheet)
  }

  @Test func aTapOutsideThePopoverDismissesIt() throws {  // the person's dismissal, as a swipe down
    let (stager, navigator) = window()
    stager.popoverAnchorDidAppear("settings", on: .root(.circle))
    navigator.present(.settings, style: Self.style)
    stager.settle(on: navigator)
    stager.userDidSwipeAway(modalAt: 0, on: navigator)
    #expect(navigator.state.modals.isEmpty)
    // The system already closed it: nothing is waited for.
    #expect(stager.awaiting == nil)
    #expect(stager.projection.modals.isEmpty)
  }

  @Test func aRestoredPopoverIsASheet() throws {  // D12: the anchor is kept, where it pointed is not
    var state = NavigationState(selection: ShapesDestination.circle)
    try state.apply(.present(.settings, style: Self.style), in: Shapes.structure)
    let data = try SessionSnapshot(state: state).jsonData()
    let restored = try #require(try SessionSnapshot.restore(from: data, in: Shapes.structure).snapshot.state(ofWindow: 0))
    #expect(restored.modals.first?.style == Self.style)
    let stager = PresentationStager(displaying: NavigationState(selection: .circle), in: Self.pad, structure: Shapes.structure)
    stager.popoverAnchorDidAppear("settings", on: .root(.circle))
    stager.retarget(restored)
    #expect(stager.projection.modals.first?.kind == .popover)
    // A window that shows the restored state from its first frame has no anchor reported yet.
    let first = PresentationStager(displaying: restored, in: Self.pad, structure: Shapes.structure)
    #expect(first.projection.modals.first?.kind == .sheet)
    first.popoverAnchorDidAppear("settings", on: .root(.circle))
    first.retarget(restored, in: Self.pad)
    #expect(first.projection.modals.first?.kind == .sheet)
  }
}
