import Observation

extension Navigator {
  /// The current state. Reading it subscribes to every change; a view that shows one stack
  /// reads ``stack(for:)`` or ``modal(at:)`` instead.
  public var state: NavigationState<D> {
    registrar.access(self, keyPath: keyPaths.state)
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
    registrar.access(self, keyPath: keyPaths.state)
    return engine.state.savable(holding: engine.pendingNavigation)
  }

  /// The selected tab (or section landing). Notified when the selection changes.
  ///
  /// ```swift
  /// let selection = navigator.selection  // what a tab view's selection binding reads
  /// ```
  public var selection: D {
    registrar.access(self, keyPath: keyPaths.selection)
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
    registrar.access(self, keyPath: keyPaths.alert)
    return engine.state.alert
  }

  /// The app's structure. Replace it with ``updateStructure(_:)`` when data changes.
  public var structure: AppStructure<D> {
    registrar.access(self, keyPath: keyPaths.chrome)
    return engine.structure
  }

  /// The environment the state is shown in. Change it with ``setEnvironment(_:)``.
  public var environment: LayoutEnvironment {
    registrar.access(self, keyPath: keyPaths.chrome)
    return engine.environment
  }

  /// The person's tab customization. Change it with ``customize(_:)``.
  public var customization: TabCustomization {
    registrar.access(self, keyPath: keyPaths.chrome)
    return engine.customization
  }

  /// What each container shows now: the projection of the state, the structure, the
  /// customization and the environment.
  ///
  /// ```swift
  /// navigator.layout.tabBar?.items.map(\.title)
  /// ```
  // Inlinable, so an app's build computes it specialized for its destination type: unspecialized,
  // each tab costs about 10,000 instructions in run-time type metadata lookups and value
  // witnesses (a 100-tab tab bar: 1.51 M instructions).
  @inlinable
  public var layout: NavigationLayout<D> {
    accessChrome()
    return NavigationLayout(state: state, structure: engine.structure, customization: engine.customization, environment: engine.environment)
  }

  /// Tells the observation registrar that the chrome was read (Observation is imported
  /// internally, so inlinable code reaches it through here).
  @usableFromInline
  func accessChrome() {
    registrar.access(self, keyPath: keyPaths.chrome)
  }

  /// Navigation a guard held back with a redirect, if any.
  package var pendingNavigation: PendingNavigation<D>? {
    registrar.access(self, keyPath: keyPaths.pendingNavigation)
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
    registrar.access(self, keyPath: keyPaths.stack(tab))
    return engine.state.stack(for: tab)
  }

  subscript(modalAt elevation: Int) -> Modal<D>? {
    registrar.access(self, keyPath: keyPaths.modal(elevation))
    let modals = engine.state.modals
    return modals.indices.contains(elevation) ? modals[elevation] : nil
  }

  /// Every modal, lowest first. Notified when any level changes.
  public var modals: [Modal<D>] {
    registrar.access(self, keyPath: keyPaths.modals)
    return engine.state.modals
  }

  /// The key that the chrome (tab bar, sidebar, structure, environment, customization) is
  /// observed by; it changes with the selection too, since the chrome draws it.
  var chrome: Bool { true }
}
