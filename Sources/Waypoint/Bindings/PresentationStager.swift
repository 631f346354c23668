import Observation

/// Performs the change from the state on screen to the navigator's state one presentation at a
/// time.
///
/// SwiftUI cannot present a sheet from a sheet that is not on screen yet, nor dismiss one and
/// present another in the same update. The stager keeps the state that is *displayed* apart from
/// the navigator's state, and moves it along the core's ``TransitionPlan``: it performs one step,
/// and performs the next only when the previous presentation has finished — when the presented
/// content appears (``presentationDidAppear(at:)``) or a dismissed modal's `onDismiss` runs
/// (``dismissalDidFinish(at:)``), or, for a popover, which has none, its content leaves
/// (``popoverContentDidDisappear(_:)``) — never after a fixed delay. Steps that present nothing (select,
/// set a path) are performed at once. A new target mid-way is planned again from what is
/// displayed once the step in flight has finished.
///
/// A dismissal the user made with the system's own gesture (a sheet's swipe down) has already
/// happened on screen; report it with ``systemDidDismiss(at:)`` so the stager does not wait for it.
///
/// The user interface reads ``projection``, what SwiftUI is given for the displayed state, and
/// nothing else, so a binding's getter answers with what its setter just caused.
///
/// ```swift
/// let stager = PresentationStager(displaying: navigator.state, structure: navigator.structure)
/// stager.retarget(navigator.state, in: navigator.environment)  // after every change of either
/// stager.presentationDidAppear(at: 0)       // from the presented content's onAppear
/// stager.dismissalDidFinish(at: 0)          // from the sheet's onDismiss
/// ```
@MainActor
@Observable
package final class PresentationStager<D: Destination> {
  /// The state the user interface shows now.
  @ObservationIgnored package private(set) var displayed: NavigationState<D>
  /// The layout environment the displayed state is drawn in. It changes together with the
  /// state that was adapted to it, so the tabs drawn and the selection never disagree for one
  /// update (a tab view would write back a selection the person never made).
  @ObservationIgnored package private(set) var environment: LayoutEnvironment
  /// What SwiftUI is given for the displayed state in its environment; the one value the user
  /// interface reads.
  package private(set) var projection: NavigationProjection<D>
  /// How many times an alert the system closed was kept by the core and must be presented again
  /// (see ``userDidCloseAlert(_:on:)``).
  package internal(set) var alertReshows = 0
  /// How many of the person's choices of a tab the navigator did not select (a disabled tab, an
  /// intercepting tab that ran its action instead). The system had already moved to the tab
  /// chosen; the tab view's selection reads this too (``tabSelection``), so it is read again and
  /// the tab the person sees is put back.
  package internal(set) var unselectedChoices = 0
  /// How many of the person's edits of the tabs through the system's own editing the navigator
  /// refused (hiding a fixed tab, say). The system had already applied the edit; the tab view's
  /// customization reads this too, so it is read again and shows the tabs from before it.
  package internal(set) var refusedCustomizations = 0

  @ObservationIgnored private var structure: AppStructure<D>
  @ObservationIgnored private var customization: TabCustomization

  @ObservationIgnored private var target: NavigationState<D>
  @ObservationIgnored private var waiting: Waiting?
  @ObservationIgnored private(set) var dismissedBySystem: Set<Int> = []
  @ObservationIgnored private var pendingEnvironment: LayoutEnvironment?
  /// How the screen moves toward the target: the motions of every retarget since the stager was
  /// last idle at its target, combined (``NavigationAction/Motion/combined(with:)``), since
  /// their changes reach the screen together.
  @ObservationIgnored package private(set) var motion: NavigationAction<D>.Motion = .animated
  /// Draws steps the stager performs in one update, animated or not; the user interface wraps
  /// the ones that are not in a transaction without animation. No update mixes the two: at the
  /// boundary the stager waits for the next one (``Waiting/nextUpdate``).
  @ObservationIgnored package var draw: @MainActor (_ animated: Bool, _ steps: () -> Void) -> Void = { _, steps in steps() }
  /// Runs `resume` in the next update, after the one that drew the steps before a boundary
  /// between instant and animated steps; at once by default (where nothing is drawn). The user
  /// interface sets it to nothing and resumes when it sees ``boundaries`` change instead, which
  /// happens once the update that drew the boundary has been applied.
  @ObservationIgnored package var nextUpdate: @MainActor (_ resume: @escaping @MainActor () -> Void) -> Void = { resume in
    resume()
  }
  /// The view each pushed or presented screen zooms out of, by its id, as the navigator keeps
  /// them; the projection gives them where the platform zooms.
  @ObservationIgnored package var zoomSources: [EntryID: String] = [:]
  /// The popover anchors the screens drawn now show, and where each popover on screen is
  /// anchored (``popoverAnchorDidAppear(_:on:)``). Settled as each state is projected.
  @ObservationIgnored package internal(set) var popoverAnchors = PopoverAnchors<D>()
  /// The modal whose dismissal the stager waits for (``Waiting/dismissal(elevation:)``), so that
  /// a popover's content that leaves late ends no other wait.
  @ObservationIgnored private(set) var dismissing: EntryID?
  /// Whether the app shows its bottom accessory, as the navigator last said.
  @ObservationIgnored package private(set) var showsBottomAccessory = false
  /// How many boundaries between instant and animated steps the stager has met: observed, and
  /// changed in the update that draws the steps before one.
  package private(set) var boundaries = 0
  /// The alert leaving the screen while the stager waits for it (``Waiting/alertDismissal(elevation:)``).
  @ObservationIgnored private(set) var dismissingAlert: AlertState<D>?

  /// What the stager waits for before it performs the next step.
  package enum Waiting: Hashable, Sendable {
    /// The content presented at this elevation to appear.
    case appearance(elevation: Int)
    /// The modal at this elevation to finish its dismissal.
    case dismissal(elevation: Int)
    /// The alert presented from this elevation to leave the screen, before what follows it (the
    /// alert that replaces it, a sheet) is presented: SwiftUI ignores a change to an alert that
    /// is up, so the replacement would never show.
    case alertDismissal(elevation: Int)
    /// The next update, before a step that animates where the previous did not, or the
    /// reverse: SwiftUI draws an update with one transaction.
    case nextUpdate
  }

  /// Creates a stager that shows `state` at once.
  ///
  /// - Parameters:
  ///   - state: the state on screen at first.
  ///   - environment: the layout environment it is drawn in.
  ///   - structure: the app's structure.
  ///   - customization: the person's tab customization.
  ///   - showsBottomAccessory: whether the app shows its bottom accessory.
  package init(
    displaying state: NavigationState<D>,
    in environment: LayoutEnvironment = LayoutEnvironment(),
    structure: AppStructure<D>,
    customization: TabCustomization = TabCustomization(),
    showsBottomAccessory: Bool = false
  ) {
    self.displayed = state
    self.target = state
    self.environment = environment
    self.structure = structure
    self.customization = customization
    self.showsBottomAccessory = showsBottomAccessory
    // The popovers shown from the first frame have no anchor reported yet: they are sheets.
    var anchors = PopoverAnchors<D>()
    anchors.settle(state, on: environment.idiom)
    self.popoverAnchors = anchors
    self.projection = NavigationProjection(
      state: state, structure: structure, customization: customization, environment: environment,
      showsBottomAccessory: showsBottomAccessory)
  }

  /// Draws a new structure or tab customization from now on.
  ///
  /// ```swift
  /// stager.redraw(structure: navigator.structure, customization: navigator.customization)
  /// ```
  ///
  /// - Parameters:
  ///   - structure: the app's structure.
  ///   - customization: the person's tab customization.
  package func redraw(structure: AppStructure<D>, customization: TabCustomization) {
    self.structure = structure
    self.customization = customization
    project()
  }

  /// Computes the projection again, and publishes it when it changed. A popover coming on
  /// screen is anchored where its anchor is shown now.
  private func project() {
    popoverAnchors.settle(displayed, on: environment.idiom)
    let projection = NavigationProjection(
      state: displayed, structure: structure, customization: customization, environment: environment, zoomSources: zoomSources,
      popoverHosts: popoverAnchors.hosts, showsBottomAccessory: showsBottomAccessory)
    if projection != self.projection { self.projection = projection }
  }

  /// What the stager waits for, or `nil` when it is idle or at the target.
  package var awaiting: Waiting? { waiting }

  /// Moves toward a new target state, starting from what is displayed.
  ///
  /// - Parameters:
  ///   - state: the navigator's state.
  ///   - motion: how the screen moves to it; animated by default.
  package func retarget(_ state: NavigationState<D>, motion: NavigationAction<D>.Motion = .animated) {
    retarget(state, in: environment, motion: motion)
  }

  /// Moves toward the navigator's state, in its environment, as its changes ask to move
  /// (``Navigator/takeMotion()``).
  ///
  /// ```swift
  /// stager.follow(navigator)  // after every change of the navigator's state or environment
  /// ```
  ///
  /// - Parameter navigator: the window's navigator.
  package func follow(_ navigator: Navigator<D>) {
    zoomSources = navigator.zoomSources
    // Drawn by the retarget, which always ends projecting again.
    showsBottomAccessory = navigator.isBottomAccessoryShown
    retarget(navigator.state, in: navigator.environment, motion: navigator.takeMotion())
  }

  /// Moves toward a new target state adapted to a new environment: the environment is drawn
  /// from the same update as the first step toward the state (a new selection is performed at
  /// once), so no update draws the new environment with the old selection.
  ///
  /// An environment with another idiom is drawn at once. The idiom is known from a window's
  /// first report on and never changes after it, and it decides how a modal is presented (a Mac
  /// has no full-screen cover, so a cover is a sheet there): a modal staged before the first
  /// report, by a restored state or a link that launched the app, must be presented as what the
  /// device can show, or its appearance would never come.
  ///
  /// The steps move as `motion` says, combined with the motion of the target not reached yet:
  /// a state restored as a window appears is retargeted ``NavigationAction/Motion/instant``,
  /// and its sheets come up one after another without animation, those of a newer target that
  /// arrives on the way included.
  ///
  /// ```swift
  /// stager.retarget(navigator.state, in: navigator.environment, motion: .instant)
  /// ```
  ///
  /// - Parameters:
  ///   - state: the navigator's state.
  ///   - environment: the navigator's layout environment.
  ///   - motion: how the screen moves to it; animated by default.
  package func retarget(
    _ state: NavigationState<D>, in environment: LayoutEnvironment, motion: NavigationAction<D>.Motion = .animated
  ) {
    let idle = waiting == nil && displayed == target
    self.motion = idle ? motion : self.motion.combined(with: motion)
    target = state
    if environment.idiom != self.environment.idiom {
      self.environment = environment
      pendingEnvironment = nil
    } else {
      pendingEnvironment = environment
    }
    advance()
  }

  /// Reports that the content presented at `elevation` has appeared.
  ///
  /// - Parameter elevation: the modal's elevation.
  package func presentationDidAppear(at elevation: Int) {
    guard waiting == .appearance(elevation: elevation) else { return }
    endWaiting()
  }

  /// Reports that the modal at `elevation` has finished its dismissal.
  ///
  /// - Parameter elevation: the modal's elevation.
  package func dismissalDidFinish(at elevation: Int) {
    guard waiting == .dismissal(elevation: elevation) else { return }
    endWaiting()
  }

  /// Stops waiting, and performs the steps that follow.
  func endWaiting() {
    waiting = nil
    dismissingAlert = nil
    advance()
  }

  /// Displays a path the user set with the system's own controls (the back button, the swipe
  /// back): the change is already on screen, so the path binding reads back what the user sees,
  /// even while a presentation is staged, and the next step is planned from there. Part of
  /// ``userDidSetPath(_:at:on:)``.
  ///
  /// - Parameters:
  ///   - path: the path SwiftUI wrote.
  ///   - location: the stack's location.
  func userDidSetPath(_ path: [Entry<D>], at location: StackLocation<D>) {
    guard displayed.stack(at: location) != nil else { return }
    displayed.setStack(path, at: location)
    project()
  }

  /// Displays the detent the person dragged the sheet `id` at `elevation` to (the navigator's,
  /// once it answered): the sheet already rests there. Part of
  /// ``userDidDrag(sheetAt:to:on:)``.
  func userDidRest(sheet id: EntryID, at elevation: Int, on detent: ModalStyle.Detent?) {
    guard displayed.modals.indices.contains(elevation), displayed.modals[elevation].id == id else { return }
    displayed.modals[elevation].selectedDetent = detent
    project()
  }

  /// Reports that the person chose `tab` with the system's own control (the tab bar, the
  /// sidebar), after the navigator answered and the stager was given its state. When the core
  /// selected the tab, it is displayed at once, even while a presentation is staged, so the
  /// selection binding reads back the tab the person sees; a refused or intercepted choice keeps
  /// the selection on screen.
  ///
  /// - Parameter tab: the tab the person chose.
  func userDidSelect(_ tab: D) {
    guard target.selection == tab, displayed.selection != tab else { return }
    displayed.selection = tab
    project()
  }

  /// Reports that the system dismissed the modal at `elevation` itself (the user swiped it down),
  /// so the matching dismissal step has nothing left to wait for.
  ///
  /// - Parameter elevation: the modal's elevation.
  package func systemDidDismiss(at elevation: Int) {
    if waiting == .dismissal(elevation: elevation) {
      waiting = nil
      advance()
    } else {
      dismissedBySystem.insert(elevation)
    }
  }

  /// Runs what was left for the next update at a boundary between instant and animated steps.
  package func resumeAfterBoundary() {
    guard waiting == .nextUpdate else { return }
    endWaiting()
  }

  /// Performs the steps toward the target until one must be waited for, in one update: those
  /// that move as the first does (``draw``). A step that moves otherwise waits for the next
  /// update.
  private func advance() {
    var next = waiting == nil ? nextStep() : nil
    guard let first = next else {
      draw(motion != .instant) { finishUpdate() }
      return
    }
    draw(first.isAnimated) {
      while let step = next, step.isAnimated == first.isAnimated {
        perform(step)
        next = waiting == nil ? nextStep() : nil
      }
      if next != nil {
        waiting = .nextUpdate
        boundaries &+= 1
      }
      finishUpdate()
    }
    if waiting == .nextUpdate { nextUpdate { [weak self] in self?.resumeAfterBoundary() } }
  }

  /// The first step from what is displayed to the target, or `nil` when there is none: at the
  /// target, or where no step would change the screen (then the target is displayed at once).
  private func nextStep() -> TransitionPlan<D>.Step? {
    guard displayed != target else { return nil }
    guard let planned = displayed.plan(to: target, motion: motion, structure: structure).steps.first,
      planned.apply(to: displayed) != displayed
    else {
      displayed = target
      return nil
    }
    return dismissingPopoversAlone(planned)
  }

  /// Displays a step, and notes what it must wait for.
  private func perform(_ step: TransitionPlan<D>.Step) {
    let before = displayed
    displayed = step.apply(to: before)
    waiting = Self.waiting(after: step.change, from: before, to: displayed, toward: target)
    dismissingAlert = waiting.flatMap { if case .alertDismissal = $0 { before.alert } else { nil } }
    if case let .dismissal(elevation) = waiting, dismissedBySystem.remove(elevation) != nil {
      waiting = nil
    }
    if case let .dismissal(elevation) = waiting, before.modals.indices.contains(elevation) {
      dismissing = before.modals[elevation].id
    }
  }

  /// Once nothing is waited for: draws the environment the displayed state is adapted to; then
  /// publishes the projection.
  private func finishUpdate() {
    if waiting == nil {
      // At the target, the motion of the changes that reached it is spent: the person's next
      // gesture, or the app's next change, moves as it asks.
      if displayed == target { motion = .animated }
      dismissedBySystem.removeAll()
      // The environment is drawn once the state adapted to it is: never the new environment
      // with a selection still waiting behind a presentation.
      if let pending = pendingEnvironment {
        pendingEnvironment = nil
        if environment != pending { environment = pending }
      }
    }
    project()
  }

  private static func waiting(
    after change: TransitionPlan<D>.Step.Change,
    from before: NavigationState<D>,
    to after: NavigationState<D>,
    toward target: NavigationState<D>
  ) -> Waiting? {
    switch change {
    case .present:
      .appearance(elevation: after.modals.count - 1)
    case let .dismiss(elevation):
      if before.modals.count > after.modals.count {
        .dismissal(elevation: max(0, elevation))
      } else if before.alert != nil, after.alert == nil, after != target {
        .alertDismissal(elevation: after.modals.count)
      } else {
        nil
      }
    case .select, .setPath, .setModalPath, .presentAlert, .setDetent:
      nil
    }
  }
}
