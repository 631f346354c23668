import Foundation
import Testing
import Waypoint
import WaypointExamples

/// Popovers anchored to a view (issue 30, item 4): the style names the anchor; a popover points
/// at it where the screen under it showed it as it came up, and is a sheet otherwise; it stays
/// what it came up as until it leaves, unless the screen under it is replaced.
@MainActor
@Suite struct PopoverTests {
  static let anchored = ModalStyle.popover(anchor: "settings", arrowEdge: .top)
  static let pad = LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .pad)

  func state(_ actions: [NavigationAction<ShapesDestination>]) throws -> NavigationState<ShapesDestination> {
    var state = NavigationState(selection: ShapesDestination.circle)
    for action in actions { try state.apply(action, in: Shapes.structure) }
    return state
  }

  /// The modal at `elevation` as the projection gives it, with the anchors `shown` before it came up.
  func projected(
    _ state: NavigationState<ShapesDestination>, elevation: Int = 0, in environment: LayoutEnvironment = pad,
    shown: [(String, NavigationState<ShapesDestination>.Screen)] = [("settings", .root(.circle))]
  ) throws -> ModalPresentation<ShapesDestination> {
    var anchors = PopoverAnchors<ShapesDestination>()
    for (anchor, screen) in shown { anchors.setAnchor(anchor, shown: true, on: screen) }
    anchors.settle(state, on: environment.idiom)
    let projection = NavigationProjection(
      state: state, structure: Shapes.structure, environment: environment, popoverHosts: anchors.hosts)
    return try #require(projection.modals.indices.contains(elevation) ? projection.modals[elevation] : nil)
  }
}

extension PopoverTests {
  @Test func aPopoverNamesTheViewItPointsAt() {
    #expect(Self.anchored.popoverAnchor == "settings")
    #expect(Self.anchored.arrowEdge == .top)
    #expect(Self.anchored.name == "popover")
    #expect(Self.anchored.description == "popover from settings, arrow on top")
    #expect(ModalStyle.popover(anchor: "settings").arrowEdge == nil)
    // A popover that names no view is the one there always was, and other styles name none.
    #expect(ModalStyle.popover.popoverAnchor == nil)
    #expect(ModalStyle.sheet.popoverAnchor == nil)
    #expect(ModalStyle.popover(anchor: "a") != .popover(anchor: "b"))
    #expect(ModalStyle.popover(anchor: "a") != .popover)
    // Other options keep the anchor, and the anchor keeps them.
    let locked = Self.anchored.interactiveDismissDisabled().sizing(.form)
    #expect(locked.popoverAnchor == "settings")
    #expect(locked.arrowEdge == .top)
    #expect(locked.isInteractiveDismissDisabled)
    #expect(locked.interactiveDismissDisabled(false).sizing(.automatic) == Self.anchored)
  }

  @Test func theAnchorIsStoredAndOlderDataReadsAsBefore() throws {  // I5, D12
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(Self.anchored)
    #expect(String(decoding: data, as: UTF8.self) == #"{"arrowEdge":"top","detents":[],"kind":"popover","popoverAnchor":"settings"}"#)
    #expect(try JSONDecoder().decode(ModalStyle.self, from: data) == Self.anchored)
    // A popover stored before anchors is written as before, and reads as one with no anchor.
    #expect(String(decoding: try encoder.encode(ModalStyle.popover), as: UTF8.self) == #"{"detents":[],"kind":"popover"}"#)
    #expect(try JSONDecoder().decode(ModalStyle.self, from: Data(#"{"kind":"popover","detents":[]}"#.utf8)) == .popover)
    // Only a popover points at a view: a sheet's stray anchor is not read.
    let sheet = Data(#"{"kind":"sheet","detents":[],"popoverAnchor":"settings","arrowEdge":"top"}"#.utf8)
    #expect(try JSONDecoder().decode(ModalStyle.self, from: sheet) == .sheet)
    let bad = Data(#"{"kind":"popover","detents":[],"popoverAnchor":"settings","arrowEdge":"up"}"#.utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(ModalStyle.self, from: bad) }
  }

  @Test func aPopoverPointsAtItsAnchorOnTheScreenUnderIt() throws {
    let presented = try projected(try state([.present(.settings, style: Self.anchored)]))
    #expect(presented.kind == .popover)
    #expect(presented.popover?.anchor == "settings")
    #expect(presented.popover?.arrowEdge == .top)
    #expect(presented.popover?.screen == .root(.circle))
    #expect(presented.popover?.showsAsSheet == false)
  }

  @Test func aPopoverWhoseAnchorIsNotOnTheScreenUnderItIsASheet() throws {
    let state = try state([.push(.circleItem(level: 1)), .present(.settings, style: Self.anchored)])
    // Shown on the root, which the pushed screen covers: not the screen under the popover.
    let sheet = try projected(state)
    #expect(sheet.kind == .sheet)
    #expect(sheet.popover == nil)
    #expect(try projected(state, shown: []).kind == .sheet)
    #expect(try projected(state, shown: [("other", .entry(0))]).kind == .sheet)
    #expect(try projected(state, shown: [("settings", .entry(0))]).popover?.screen == .entry(0))
  }

  @Test func aPopoverThatNamesNoAnchorIsASheet() throws {
    #expect(try projected(try state([.present(.settings, style: .popover)])).kind == .sheet)
  }

  @Test func eachDeviceDrawsAnAnchoredPopoverItsWay() throws {  // per idiom: phone, pad, mac, tv, vision
    let state = try state([.present(.settings, style: Self.anchored)])
    func drawn(_ idiom: LayoutEnvironment.Idiom, _ size: LayoutEnvironment.SizeClass) throws -> ModalPresentation<ShapesDestination> {
      try projected(state, in: LayoutEnvironment(style: .automatic, sizeClass: size, idiom: idiom))
    }
    // A phone, and a narrow iPad, show it as a sheet: the system's adaptation of a popover.
    #expect(try drawn(.phone, .compact).popover?.showsAsSheet == true)
    #expect(try drawn(.phone, .regular).popover?.showsAsSheet == true)
    #expect(try drawn(.pad, .compact).popover?.showsAsSheet == true)
    for (idiom, size) in [(LayoutEnvironment.Idiom.pad, LayoutEnvironment.SizeClass.regular), (.mac, .regular), (.vision, .regular)] {
      let popover = try drawn(idiom, size)
      #expect(popover.kind == .popover, "\(idiom)")
      #expect(popover.popover?.showsAsSheet == false, "\(idiom)")
    }
    // Apple TV has no popovers.
    #expect(try drawn(.tv, .regular).kind == .sheet)
    #expect(try drawn(.tv, .regular).popover == nil)
  }

  @Test func aPopoverStaysWhatItCameUpAsUntilItLeaves() throws {
    let presented = try state([.present(.settings, style: Self.anchored)])
    var anchors = PopoverAnchors<ShapesDestination>()
    anchors.settle(presented, on: .pad)
    #expect(anchors.hosts.isEmpty)
    // The anchor appearing after the popover came up (as a sheet) does not move it.
    anchors.setAnchor("settings", shown: true, on: .root(.circle))
    anchors.settle(presented, on: .pad)
    #expect(anchors.hosts.isEmpty)
    // Once it left, the next one that comes up points at the anchor…
    let again = try state([.present(.settings, style: Self.anchored), .dismiss, .present(.settings, style: Self.anchored)])
    anchors.settle(again, on: .pad)
    let id = try #require(again.modals.first?.id)
    #expect(anchors.hosts == [id: .root(.circle)])
    // …and stays anchored while a cover above it hides the anchor's screen.
    anchors.setAnchor("settings", shown: false, on: .root(.circle))
    var covered = again
    try covered.apply(.present(.infinity, style: .fullScreenCover), in: Shapes.structure)
    anchors.settle(covered, on: .pad)
    #expect(anchors.hosts == [id: .root(.circle)])
    anchors.settle(try state([]), on: .pad)
    #expect(anchors.hosts.isEmpty)
  }

  @Test func aPopoverWhoseAnchorsScreenIsReplacedUnderItBecomesASheet() throws {
    var state = try state([.present(.settings, style: Self.anchored)])
    var anchors = PopoverAnchors<ShapesDestination>()
    anchors.setAnchor("settings", shown: true, on: .root(.circle))
    anchors.settle(state, on: .pad)
    #expect(anchors.hosts.count == 1)
    // The app sets the stack under the popover: the anchor's screen is covered.
    try state.apply(.setStack([.circleItem(level: 1)], tab: .circle), in: Shapes.structure)
    #expect(state.modals.count == 1)
    anchors.settle(state, on: .pad)
    #expect(anchors.hosts.isEmpty)
    // It stays a sheet, even when the screen under it is the anchor's again.
    try state.apply(.setStack([], tab: .circle), in: Shapes.structure)
    anchors.settle(state, on: .pad)
    #expect(anchors.hosts.isEmpty)
  }

  @Test func twoViewsWithOneAnchorCountAsOneUntilBothLeave() throws {  // one view replacing another
    let state = try state([.present(.settings, style: Self.anchored)])
    var anchors = PopoverAnchors<ShapesDestination>()
    anchors.setAnchor("settings", shown: true, on: .root(.circle))
    anchors.setAnchor("settings", shown: true, on: .root(.circle))
    anchors.setAnchor("settings", shown: false, on: .root(.circle))
    #expect(anchors.shows("settings", on: .root(.circle)))
    anchors.settle(state, on: .pad)
    #expect(anchors.hosts.count == 1)
    anchors.setAnchor("settings", shown: false, on: .root(.circle))
    #expect(!anchors.shows("settings", on: .root(.circle)))
    // A view that leaves more often than it came does not hide the next one.
    anchors.setAnchor("settings", shown: false, on: .root(.circle))
    anchors.setAnchor("settings", shown: true, on: .root(.circle))
    #expect(anchors.shows("settings", on: .root(.circle)))
  }

  @Test func aPopoverOverAModalPointsAtAnAnchorOfThatModal() throws {
    let state = try state([.present(.infinity, style: .sheet), .present(.settings, style: Self.anchored)])
    let sheet = try #require(state.modals.first?.id)
    let popover = try projected(state, elevation: 1, shown: [("settings", .entry(sheet))])
    #expect(popover.popover?.screen == .entry(sheet))
    #expect(try projected(state, elevation: 1).kind == .sheet)  // shown on the tab's root, under the sheet
  }

  @Test func theProjectionFindsThePopoverAnAnchorPresents() throws {
    let state = try state([.present(.settings, style: Self.anchored)])
    var anchors = PopoverAnchors<ShapesDestination>()
    anchors.setAnchor("settings", shown: true, on: .root(.circle))
    anchors.settle(state, on: .pad)
    let projection = NavigationProjection(state: state, structure: Shapes.structure, environment: Self.pad, popoverHosts: anchors.hosts)
    #expect(projection.popover(anchoredTo: "settings", on: .root(.circle))?.root == .settings)
    #expect(projection.popover(anchoredTo: "settings", on: .root(.triangle)) == nil)
    #expect(projection.popover(anchoredTo: "share", on: .root(.circle)) == nil)
    // The sheet modifier does not present it too.
    #expect(projection.modal(at: 0, as: .sheet) == nil)
    #expect(projection.modal(at: 0, as: .popover)?.root == .settings)
  }
}
