import Observation

extension Navigator {
  /// The current state. Reading it subscribes to every change; a view that shows one stack
  /// reads ``stack(for:)`` or ``modal(at:)`` instead.
  public var state: NavigationState<D> {
    registrar.access(self, keyPath: keyPaths.path(.state))
    return engine.state
  }

  /// The state to save for the window: the ``state``, without the alert of a question the guard
  /// is asking before a screen leaves (what the question holds is never saved, so a restored
  /// window must not ask it). Notified with ``state``.
  ///
  /// ```swift
  /// let saved = try SessionSnapshot(state: navigator.savableState).compactString()
  /// ```
  public var savableState: NavigationState<D> {
    registrar.access(self, keyPath: keyPaths.path(.state))
    return engine.state.savable(holding: engine.pendingNavigation)
  }

  /// A number that changes with every change of the state, notified as ``state`` is: what a view
  /// that follows every change reads, without copying or comparing the state.
  ///
  /// ```swift
  /// let revision = navigator.stateRevision
  /// ```
  package var stateRevision: Int {
    registrar.access(self, keyPath: keyPaths.path(.state))
    return stateRevisionStorage
  }

  /// The selected tab (or section landing). Notified when the selection changes.
  ///
  /// ```swift
  /// let selection = navigator.selection  // what a tab view's selection binding reads
  /// ```
  public var selection: D {
    registrar.access(self, keyPath: keyPaths.path(.selection))
    return engine.state.selection
  }

  /// The push stack of `tab`. Notified only when that stack changes.
  ///
  /// ```swift
  /// let path = navigator.stack(for: .library)  // what the library tab's NavigationStack path reads
  /// ```
  ///
  /// - Parameter tab: a tab's root destination.
  /// - Returns: its entries, bottom first.
  public func stack(for tab: D) -> [Entry<D>] { self[stackOf: tab] }

  /// The modal at `elevation` (0 for the first), with its stack; `nil` when fewer are presented.
  /// Notified only when that level changes.
  ///
  /// ```swift
  /// let sheet = navigator.modal(at: 0)  // what the root view's sheet(item:) reads
  /// ```
  ///
  /// - Parameter elevation: the modal's level.
  /// - Returns: the modal, if one is presented there.
  public func modal(at elevation: Int) -> Modal<D>? { self[modalAt: elevation] }

  /// The alert, if one is up. Notified when it appears or goes.
  public var alert: AlertState<D>? {
    registrar.access(self, keyPath: keyPaths.path(.alert))
    return engine.state.alert
  }

  /// What the person typed in the search tab's field (see ``NavigationState/searchQuery``);
  /// empty when nothing is. Notified when it changes.
  ///
  /// ```swift
  /// let prompt = navigator.searchQuery.isEmpty ? "Search" : "Results for \(navigator.searchQuery)"
  /// ```
  public var searchQuery: String {
    registrar.access(self, keyPath: keyPaths.path(.searchQuery))
    return engine.state.searchQuery
  }

  /// The app's structure. Replace it with ``updateStructure(_:)`` when data changes. Notified
  /// only when it is replaced.
  public var structure: AppStructure<D> {
    registrar.access(self, keyPath: keyPaths.path(.structure))
    return engine.structure
  }

  /// The environment the state is shown in. Change it with ``setEnvironment(_:)``. Notified
  /// only when it changes.
  public var environment: LayoutEnvironment {
    registrar.access(self, keyPath: keyPaths.path(.environment))
    return engine.environment
  }

  /// The person's tab customization. Change it with ``customize(_:)``. Notified only when it
  /// changes.
  public var customization: TabCustomization {
    registrar.access(self, keyPath: keyPaths.path(.customization))
    return engine.customization
  }

  /// What each container shows now: the projection of the state, the structure, the
  /// customization and the environment. Notified when what it holds changes: the rows, the
  /// selection, the selected stack, the modals, the alert, the bottom accessory or the
  /// environment (a push on another tab's stack does not notify it; a tab bar or sidebar of its
  /// own reads ``tabBar`` or ``sidebar``).
  ///
  /// ```swift
  /// navigator.layout.tabBar?.items.map(\.title)
  /// ```
  // Inlinable, so an app's build computes it specialized for its destination type: unspecialized,
  // each tab costs about 10,000 instructions in run-time type metadata lookups and value
  // witnesses (a 100-tab tab bar: 1.51 M instructions).
  @inlinable
  public var layout: NavigationLayout<D> {
    accessLayout()
    return NavigationLayout(
      state: engine.state, structure: engine.structure, customization: engine.customization, environment: engine.environment,
      showsBottomAccessory: engine.isBottomAccessoryShown)
  }

  /// The tab bar's rows, or `nil` where the environment draws none. Notified only when its rows
  /// change: a selection that marks another row, a screen that hides the bar, a new structure,
  /// customization or environment; not by a push, a presentation or a dismissal.
  ///
  /// ```swift
  /// let titles = navigator.tabBar?.items.map(\.title) ?? []  // what a tab bar of the app's own reads
  /// ```
  @inlinable
  public var tabBar: NavigationLayout<D>.TabBar? {
    accessRows(tabBar: true)
    return chromeRows.tabBar
  }

  /// The sidebar's rows, or `nil` where the environment draws none. Notified only when its rows
  /// change: a selection that marks another row, a new structure, customization or
  /// environment; not by a push, a presentation or a dismissal.
  ///
  /// ```swift
  /// let sections = navigator.sidebar?.sections.map(\.title) ?? []
  /// ```
  @inlinable
  public var sidebar: NavigationLayout<D>.Sidebar? {
    accessRows(tabBar: false)
    return chromeRows.sidebar
  }

  /// The tab bar's and the sidebar's rows now.
  @inlinable
  var chromeRows: (tabBar: NavigationLayout<D>.TabBar?, sidebar: NavigationLayout<D>.Sidebar?) {
    let structure = engine.structure
    return NavigationLayout.rows(
      selection: engine.state.selection, hidesTabBar: structure.hidesTabBar(over: engine.state.selectedStack),
      structure: structure, customization: engine.customization, environment: engine.environment)
  }

  /// Tells the observation registrar that the layout was read: the parts it holds (Observation
  /// is imported internally, so inlinable code reaches it through here).
  @usableFromInline
  func accessLayout() {
    registrar.access(self, keyPath: keyPaths.path(.frame))
    registrar.access(self, keyPath: keyPaths.path(.tabBar))
    registrar.access(self, keyPath: keyPaths.path(.sidebar))
    registrar.access(self, keyPath: keyPaths.path(.selection))
    registrar.access(self, keyPath: stackPath(engine.state.selection))
    registrar.access(self, keyPath: keyPaths.path(.modals))
    registrar.access(self, keyPath: keyPaths.path(.alert))
    registrar.access(self, keyPath: keyPaths.path(.accessoryDrawn))
  }

  /// Tells the observation registrar that the tab bar's or the sidebar's rows were read.
  @usableFromInline
  func accessRows(tabBar: Bool) {
    registrar.access(self, keyPath: keyPaths.path(tabBar ? .tabBar : .sidebar))
  }

  /// What the back command does now (see ``NavigationState/backAction``): notified when the
  /// selection, the selected stack or the modals change.
  package var backAction: NavigationAction<D>? {
    accessVisibleStack()
    return engine.state.backAction
  }

  /// What the Escape key does now (see ``NavigationState/escapeAction``): notified when the
  /// modals change.
  package var escapeAction: NavigationAction<D>? {
    registrar.access(self, keyPath: keyPaths.path(.modals))
    return engine.state.escapeAction
  }

  /// Tells the observation registrar that the visible stack was read.
  func accessVisibleStack() {
    registrar.access(self, keyPath: keyPaths.path(.selection))
    registrar.access(self, keyPath: stackPath(engine.state.selection))
    registrar.access(self, keyPath: keyPaths.path(.modals))
  }

  /// Navigation a guard held back with a redirect, if any.
  package var pendingNavigation: PendingNavigation<D>? {
    registrar.access(self, keyPath: keyPaths.path(.pendingNavigation))
    return engine.pendingNavigation
  }

  /// The destination a guard redirected away from and that will open once the guard allows
  /// it (after signing in, for example); `nil` when nothing is waiting.
  ///
  /// ```swift
  /// let prompt = "Sign in to see \(navigator.pendingDestination?.title ?? "more")"
  /// ```
  public var pendingDestination: D? { pendingNavigation?.destination }

  /// The app's routes, used by ``open(_:motion:)`` and ``open(path:motion:)``.
  public var routes: RouteTable<D> {
    get { engine.routes }
    set { engine.routes = newValue }
  }

  // The observed parts, as key paths: one per stack and one per modal level, so that a change
  // notifies only the readers of what changed.
  subscript(stackOf tab: D) -> [Entry<D>] {
    registrar.access(self, keyPath: stackPath(tab))
    return engine.state.stack(for: tab)
  }

  subscript(modalAt elevation: Int) -> Modal<D>? {
    registrar.access(self, keyPath: keyPaths.modal(elevation))
    let modals = engine.state.modals
    return modals.indices.contains(elevation) ? modals[elevation] : nil
  }

  /// Every modal, lowest first. Notified when any level changes.
  public var modals: [Modal<D>] {
    registrar.access(self, keyPath: keyPaths.path(.modals))
    return engine.state.modals
  }

  // The keys the parts are observed under (see ObservedKeyPaths): the layout's own fields are
  // its environment and its search tab.
  var statePart: Bool { true }
  var selectionPart: Bool { true }
  var alertPart: Bool { true }
  var searchQueryPart: Bool { true }
  var modalsPart: Bool { true }
  var structurePart: Bool { true }
  var environmentPart: Bool { true }
  var customizationPart: Bool { true }
  var pendingNavigationPart: Bool { true }
  var tabBarRowsPart: Bool { true }
  var sidebarRowsPart: Bool { true }
  var layoutFramePart: Bool { true }
}

extension Navigator {
  /// Tells the observation registrar that everything the engine decides an action by was read:
  /// the state, the structure, the environment, the customization, the guard and a held
  /// navigation.
  func accessDecisionInputs() {
    for part in [ObservedKeyPaths<D>.Part.state, .structure, .environment, .customization, .guardRules, .pendingNavigation] {
      registrar.access(self, keyPath: keyPaths.path(part))
    }
  }
}
