/// Everything SwiftUI is given for a displayed state in a layout environment: the tabs and their
/// container, each stack's path, each modal level and how it is presented, and the alert.
///
/// The SwiftUI layer reads its bindings from this value and maps each field onto one SwiftUI
/// call; every rule that decides a value here is tested on Linux:
///
/// - a sheet without detents rests at full height (`.large`), SwiftUI's own default;
/// - a popover is anchored on the screen under it when that screen showed its anchor as the
///   popover came up (``PopoverAnchors``), on a device with popovers; else it is a sheet. Where
///   the screen is narrow the system shows an anchored popover as a sheet;
/// - on a Mac, which has no full-screen cover, a cover is presented as a sheet at full height;
/// - the alert is presented by the top level, over every modal.
///
/// ```swift
/// let projection = NavigationProjection(state: navigator.state, structure: navigator.structure, environment: navigator.environment)
/// projection.modals.first?.kind  // .sheet
/// projection.path(at: .tab(.circle))
/// ```
package struct NavigationProjection<D: Destination>: Hashable, Sendable {
  /// The tab view, or the split view or single stack that stands for it.
  package var tabs: TabViewProjection<D>
  /// The presented modals, by elevation.
  package var modals: [ModalPresentation<D>]
  /// The alert or confirmation dialog, if one is up.
  package var alert: AlertPresentation<D>?
  /// The state the projection shows.
  package var state: NavigationState<D>
  /// The view each pushed screen on screen zooms out of, where the platform zooms.
  package var zoomSources: [EntryID: String]

  /// The projection of a state in an environment.
  ///
  /// - Parameters:
  ///   - state: the state on screen.
  ///   - structure: the app's structure.
  ///   - customization: the person's tab customization.
  ///   - environment: the layout environment.
  ///   - zoomSources: the view each pushed or presented screen zooms out of, by its id.
  ///   - popoverHosts: the screen each popover is anchored on, by its id
  ///     (``PopoverAnchors/hosts``); a popover not in it is a sheet.
  ///   - showsBottomAccessory: whether the app shows its bottom accessory.
  package init(
    state: NavigationState<D>,
    structure: AppStructure<D>,
    customization: TabCustomization = TabCustomization(),
    environment: LayoutEnvironment,
    zoomSources: [EntryID: String] = [:],
    popoverHosts: [EntryID: NavigationState<D>.Screen] = [:],
    showsBottomAccessory: Bool = false
  ) {
    self.state = state
    tabs = TabViewProjection(
      state: state, structure: structure, customization: customization, environment: environment,
      showsBottomAccessory: showsBottomAccessory)
    // A Mac has no zoom transition, and a TV uses its usual one: no source is given there.
    let zooms = [.phone, .pad, .vision].contains(environment.idiom.kind)
    self.zoomSources = zooms ? zoomSources.filter { state.holds(.entry($0.key)) } : [:]
    modals = state.modals.enumerated().map { elevation, modal in
      var presentation = ModalPresentation(modal, at: elevation, on: environment.idiom)
      if let host = popoverHosts[modal.id] { presentation.anchor(modal.style, on: host, in: environment) }
      // A popover grows out of its anchor: it never zooms.
      presentation.zoomSource = zooms && presentation.kind != .popover ? zoomSources[modal.id] : nil
      return presentation
    }
    alert = state.alert.map { AlertPresentation(alert: $0, elevation: state.modals.count, on: environment.idiom) }
  }

  /// The view a pushed screen zooms out of, where the platform zooms.
  ///
  /// - Parameter id: a pushed entry's id.
  /// - Returns: the source's id, or `nil` for the usual transition.
  package func zoomSource(of id: EntryID) -> String? { zoomSources[id] }

  /// The path of the stack at `location`: empty for a modal that is not presented.
  ///
  /// - Parameter location: a tab or a modal elevation.
  /// - Returns: the entries pushed there.
  package func path(at location: StackLocation<D>) -> [Entry<D>] {
    state.stack(at: location) ?? []
  }

  /// The modal at `elevation` when SwiftUI presents it as `kind`, else `nil`.
  ///
  /// ```swift
  /// projection.modal(at: 0, as: .fullScreenCover)  // nil for a sheet
  /// ```
  ///
  /// - Parameters:
  ///   - elevation: the modal's elevation.
  ///   - kind: the presentation a modifier stands for.
  /// - Returns: the modal, or `nil`.
  package func modal(at elevation: Int, as kind: ModalPresentation<D>.Kind) -> ModalPresentation<D>? {
    guard modals.indices.contains(elevation), modals[elevation].kind == kind else { return nil }
    return modals[elevation]
  }

  /// The popover that the view marked `anchor` on `screen` presents, if any.
  ///
  /// ```swift
  /// projection.popover(anchoredTo: "share", on: .root(.circle))?.root
  /// ```
  ///
  /// - Parameters:
  ///   - anchor: the anchor's id.
  ///   - screen: the screen the anchor is on.
  /// - Returns: the popover, or `nil`.
  package func popover(anchoredTo anchor: String, on screen: NavigationState<D>.Screen) -> ModalPresentation<D>? {
    modals.first { $0.popover?.anchor == anchor && $0.popover?.screen == screen }
  }

  /// The alert when the level at `elevation` presents it (the top level), else `nil`.
  ///
  /// - Parameter elevation: 0 for the tab view, k + 1 for modal k's content.
  /// - Returns: the alert, or `nil`.
  package func alert(presentedAt elevation: Int) -> AlertPresentation<D>? {
    alert?.elevation == elevation ? alert : nil
  }
}

/// One modal as SwiftUI presents it: the modifier (`sheet(item:)` or `fullScreenCover(item:)`) and
/// the sheet's detents.
///
/// ```swift
/// let modal = Modal(id: 0, destination: MediaDestination.player(id: 7), style: .fullScreenCover)
/// let presentation = ModalPresentation(modal, at: 0, on: .mac)
/// presentation.kind     // .sheet, even for a full-screen cover
/// ```
package struct ModalPresentation<D: Destination>: Hashable, Sendable, Identifiable {
  /// The SwiftUI modifier that presents it.
  package enum Kind: Hashable, Sendable {
    /// `sheet(item:onDismiss:content:)`.
    case sheet
    /// `fullScreenCover(item:onDismiss:content:)`.
    case fullScreenCover
    /// `popover(item:attachmentAnchor:arrowEdge:content:)`, on the anchor's view.
    case popover
  }

  /// Where a popover points: the view the app marked, on the screen under it.
  package struct Popover: Hashable, Sendable {
    /// The anchor's id.
    package var anchor: String
    /// The anchor's edge the arrow points from; `nil` for the system's choice.
    package var arrowEdge: ModalStyle.ArrowEdge?
    /// The screen that shows the anchor, and presents the popover.
    package var screen: NavigationState<D>.Screen
    /// Whether the system shows it as a sheet (`presentationCompactAdaptation(.sheet)`), where
    /// the screen is narrow.
    package var showsAsSheet: Bool
  }

  /// The modal's id.
  package var id: EntryID
  /// Its elevation.
  package var elevation: Int
  /// Its root screen.
  package var root: D
  /// How it is presented.
  package var kind: Kind
  /// The sheet's detents (`presentationDetents`); never empty.
  package var detents: [ModalStyle.Detent]
  /// The detent it rests at, one of ``detents`` (the selection of `presentationDetents`).
  package var detent: ModalStyle.Detent
  /// The view it zooms out of, where the platform zooms; `nil` for the usual transition.
  package var zoomSource: String?
  /// The largest detent at which the screen under it takes touches
  /// (`presentationBackgroundInteraction(.enabled(upThrough:))`); `nil` for the system's default.
  package var backgroundInteraction: ModalStyle.Detent?
  /// How big the sheet is where the screen leaves room around it (`presentationSizing`); always
  /// the system's for a full-screen cover, drawn as a sheet or not.
  package var sizing: ModalStyle.Sizing
  /// Where a popover points; `nil` for a sheet or a cover.
  package var popover: Popover?

  /// How a modal is presented on a device.
  ///
  /// - Parameters:
  ///   - modal: the modal.
  ///   - elevation: its elevation.
  ///   - idiom: the device.
  package init(_ modal: Modal<D>, at elevation: Int, on idiom: LayoutEnvironment.Idiom) {
    id = modal.id
    self.elevation = elevation
    root = modal.destination
    switch modal.style.kind {
    case .fullScreenCover where idiom != .mac:
      kind = .fullScreenCover
      detents = [.large]
    case .fullScreenCover:
      kind = .sheet
      detents = [.large]
    case .sheet, .popover:
      kind = .sheet
      detents = modal.style.detents.isEmpty ? [.large] : modal.style.detents
    }
    let offered = detents
    detent = modal.selectedDetent.flatMap { offered.contains($0) ? $0 : nil } ?? offered[0]
    backgroundInteraction = modal.style.backgroundInteraction.flatMap { offered.contains($0) ? $0 : nil }
    sizing = modal.style.drawnSizing
  }

  /// Anchors this popover on `screen`, which showed its anchor as it came up, where the device
  /// presents popovers; a sheet otherwise.
  ///
  /// - Parameters:
  ///   - style: the modal's style.
  ///   - screen: the screen under it.
  ///   - environment: the layout environment.
  mutating func anchor(_ style: ModalStyle, on screen: NavigationState<D>.Screen, in environment: LayoutEnvironment) {
    guard environment.idiom.presentsPopovers, let anchor = style.popoverAnchor else { return }
    kind = .popover
    popover = Popover(anchor: anchor, arrowEdge: style.arrowEdge, screen: screen, showsAsSheet: environment.showsPopoversAsSheets)
  }
}

/// The alert or confirmation dialog, and the level that presents it.
///
/// ```swift
/// projection.alert(presentedAt: state.modals.count)?.alert.title
/// ```
package struct AlertPresentation<D: Destination>: Hashable, Sendable {
  /// The alert.
  package var alert: AlertState<D>
  /// The level that presents it: 0 for the tab view, k + 1 for modal k's content.
  package var elevation: Int
  /// The severity it is drawn with (`dialogSeverity`): the alert's on a Mac, the only device that
  /// draws one; the system's elsewhere.
  package var severity: AlertState<D>.Severity

  /// The alert presented from `elevation` on a device.
  ///
  /// - Parameters:
  ///   - alert: the alert.
  ///   - elevation: the level that presents it.
  ///   - idiom: the device.
  package init(alert: AlertState<D>, elevation: Int, on idiom: LayoutEnvironment.Idiom) {
    self.alert = alert
    self.elevation = elevation
    severity = alert.drawnSeverity(on: idiom)
  }
}

extension AlertState {
  /// The severity the alert is drawn with on a device: its own on a Mac, the only device that
  /// draws one (with a caution symbol), the system's elsewhere.
  package func drawnSeverity(on idiom: LayoutEnvironment.Idiom) -> AlertState<D>.Severity {
    idiom == .mac ? severity : .automatic
  }
}
