import Observation

/// Performs the change from the state on screen to the navigator's state one presentation at a
/// time.
///
/// SwiftUI cannot present a sheet from a sheet that is not on screen yet, nor dismiss one and
/// present another in the same update. The stager keeps the state that is *displayed* apart from
/// the navigator's state, and moves it along the core's ``TransitionPlan``: it performs one step,
/// and performs the next only when the previous presentation has finished — when the presented
/// content appears (``presentationDidAppear(at:)``) or a dismissed modal's `onDismiss` runs
/// (``dismissalDidFinish(at:)``) — never after a fixed delay. Steps that present nothing (select,
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
  package private(set) var unselectedChoices = 0
  /// How many of the person's edits of the tabs through the system's own editing the navigator
  /// refused (hiding a fixed tab, say). The system had already applied the edit; the tab view's
  /// customization reads this too, so it is read again and shows the tabs from before it.
  package internal(set) var refusedCustomizations = 0

  @ObservationIgnored private var structure: AppStructure<D>
  @ObservationIgnored private var customization: TabCustomization

  @ObservationIgnored private var target: NavigationState<D>
  @ObservationIgnored private var waiting: Waiting?
  @ObservationIgnored private var dismissedBySystem: Set<Int> = []
  @ObservationIgnored private var pendingEnvironment: LayoutEnvironment?
  /// Whether the steps the stager performs now are to be drawn without animation: from a
  /// retarget `instantly` (a restored state) until the stager is idle at its target. The user
  /// interface performs what may take a step (a retarget, a presentation's appearance, a
  /// dismissal's end) in a transaction without animation while this is true.
  @ObservationIgnored package private(set) var isInstant = false
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
  }

  /// Creates a stager that shows `state` at once.
  ///
  /// - Parameters:
  ///   - state: the state on screen at first.
  ///   - environment: the layout environment it is drawn in.
  ///   - structure: the app's structure.
  ///   - customization: the person's tab customization.
  package init(
    displaying state: NavigationState<D>,
    in environment: LayoutEnvironment = LayoutEnvironment(),
    structure: AppStructure<D>,
    customization: TabCustomization = TabCustomization()
  ) {
    self.displayed = state
    self.target = state
    self.environment = environment
    self.structure = structure
    self.customization = customization
    self.projection = NavigationProjection(state: state, structure: structure, customization: customization, environment: environment)
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

  /// Computes the projection again, and publishes it when it changed.
  private func project() {
    let projection = NavigationProjection(
      state: displayed, structure: structure, customization: customization, environment: environment)
    if projection != self.projection { self.projection = projection }
  }

  /// What the stager waits for, or `nil` when it is idle or at the target.
  package var awaiting: Waiting? { waiting }

  /// Moves toward a new target state, starting from what is displayed.
  ///
  /// - Parameter state: the navigator's state.
  package func retarget(_ state: NavigationState<D>) {
    retarget(state, in: environment)
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
  /// A retarget `instantly` (a state restored when a window appears) makes every step until the
  /// stager is idle at its target instant (``isInstant``), those toward a newer target included:
  /// the window is still appearing, and the restored sheets come up one after another without
  /// animation.
  ///
  /// ```swift
  /// stager.retarget(navigator.state, in: navigator.environment)
  /// ```
  ///
  /// - Parameters:
  ///   - state: the navigator's state.
  ///   - environment: the navigator's layout environment.
  ///   - instantly: whether the steps are drawn without animation.
  package func retarget(_ state: NavigationState<D>, in environment: LayoutEnvironment, instantly: Bool = false) {
    if instantly { isInstant = true }
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
  private func userDidSetPath(_ path: [Entry<D>], at location: StackLocation<D>) {
    guard displayed.stack(at: location) != nil else { return }
    displayed.setStack(path, at: location)
    project()
  }

  /// Reports that the person chose `tab` with the system's own control (the tab bar, the
  /// sidebar), after the navigator answered and the stager was given its state. When the core
  /// selected the tab, it is displayed at once, even while a presentation is staged, so the
  /// selection binding reads back the tab the person sees; a refused or intercepted choice keeps
  /// the selection on screen.
  ///
  /// - Parameter tab: the tab the person chose.
  private func userDidSelect(_ tab: D) {
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

  private func advance() {
    while waiting == nil, displayed != target {
      let before = displayed
      guard let step = before.plan(to: target).steps.first else {
        displayed = target
        break
      }
      let after = step.apply(to: before)
      guard after != before else {
        displayed = target
        break
      }
      displayed = after
      waiting = Self.waiting(after: step.change, from: before, to: after, toward: target)
      dismissingAlert = waiting.flatMap { if case .alertDismissal = $0 { before.alert } else { nil } }
      if case let .dismissal(elevation) = waiting, dismissedBySystem.remove(elevation) != nil {
        waiting = nil
      }
    }
    if waiting == nil {
      isInstant = false
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
    case .select, .setPath, .setModalPath, .presentAlert:
      nil
    }
  }
}

extension PresentationStager {
  /// The person chose `tab` in the tab bar or the sidebar: the navigator decides what the choice
  /// does (a disabled tab is refused, an intercepting tab runs its action, re-selecting pops to
  /// the root), and what it decided is displayed at once, so the selection binding reads it back.
  /// Choosing the tab the navigator has selected while the screen still shows another is not a
  /// re-selection: the tab is displayed, and nothing is sent.
  ///
  /// ```swift
  /// let setSelection = { (tab: AppDestination) in stager.userDidChoose(tab, on: navigator) }  // the tab view's binding
  /// ```
  ///
  /// - Parameters:
  ///   - tab: the tab the person chose.
  ///   - navigator: the window's navigator.
  package func userDidChoose(_ tab: D, on navigator: Navigator<D>) {
    // A tab the navigator selected already but the screen does not show yet (a deep link on its
    // way) is the person catching up with it, not a re-selection that would pop it to its root.
    if navigator.state.selection != tab || displayed.selection == tab { navigator.send(NavigationAction.select(tab).by(.person)) }
    retarget(navigator.state, in: navigator.environment)
    userDidSelect(tab)
    if displayed.selection != tab { unselectedChoices += 1 }
  }

  /// The selected tab, as the tab view's selection binding reads it: the projection's, read
  /// again whenever the navigator did not select a tab the person chose.
  ///
  /// ```swift
  /// let selection = stager.tabSelection  // the tab view's selection binding's getter
  /// ```
  package var tabSelection: D {
    _ = unselectedChoices
    return projection.tabs.selection
  }

  /// The selection of the split view's list, as its binding reads it (see
  /// ``TabViewProjection/listSelection``): read again whenever the navigator did not select a
  /// tab the person chose.
  package var listSelection: D? {
    _ = unselectedChoices
    return projection.tabs.listSelection
  }

  /// The person chose `tab` in the split view's list (`nil`: the list lost its selection as a
  /// collapsed split view went back to it, which the split view's column reports). A list is not
  /// a tab bar: choosing the selected tab's row again shows its stack as it is, rather than
  /// popping it to its root; any other row is ``userDidChoose(_:on:)``.
  ///
  /// ```swift
  /// let setSelection = { (tab: AppDestination?) in stager.userDidChooseInList(tab, on: navigator) }  // the list's binding
  /// ```
  ///
  /// - Parameters:
  ///   - tab: the row chosen.
  ///   - navigator: the window's navigator.
  package func userDidChooseInList(_ tab: D?, on navigator: Navigator<D>) {
    guard let tab else { return }
    guard tab == navigator.state.selection, displayed.selection == tab else { return userDidChoose(tab, on: navigator) }
    if projection.tabs.listSelection == nil { navigator.report(isSidebarShown: false) }
    retarget(navigator.state, in: navigator.environment)
  }

  /// The person changed the path at `location` with the system's own controls (the back
  /// button, the swipe back): sends the navigator the actions the write means
  /// (``NavigationState/actions(forPathWrite:at:displayed:appearing:)``), displays the path at
  /// once, so the binding reads back what the person sees, and moves on toward the navigator's
  /// state. A write to a covered stack that means no action is not displayed.
  ///
  /// ```swift
  /// // The path binding's setter:
  /// let setPath = { (path: [Entry<AppDestination>]) in stager.userDidSetPath(path, at: location, on: navigator) }
  /// ```
  ///
  /// - Parameters:
  ///   - path: the path SwiftUI wrote.
  ///   - location: the stack's location.
  ///   - navigator: the window's navigator.
  package func userDidSetPath(_ path: [Entry<D>], at location: StackLocation<D>, on navigator: Navigator<D>) {
    var appearing: Int?
    if case let .appearance(elevation) = awaiting { appearing = elevation }
    let actions = navigator.state.actions(forPathWrite: path, at: location, displayed: displayed, appearing: appearing)
    // A write to a covered stack that means nothing is not shown: the state wins, and SwiftUI
    // reads the path back under the modal without anything else moving.
    if location == navigator.state.topLocation || !actions.isEmpty { userDidSetPath(path, at: location) }
    for action in actions { navigator.send(action) }
    retarget(navigator.state, in: navigator.environment)
  }
}
