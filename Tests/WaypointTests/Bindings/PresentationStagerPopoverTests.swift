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
    // The anchor leaving the screen (a cover above hides it) does not present it anew.
    stager.popoverAnchorDidDisappear("settings", on: .root(.circle))
    navigator.present(.infinity, style: .fullScreenCover)
    stager.follow(navigator)
    #expect(stager.projection.modals.first?.kind == .popover)
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
