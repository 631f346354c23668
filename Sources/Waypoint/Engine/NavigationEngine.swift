/// The one place where every navigation decision is made: a value that owns a window's
/// structure, state, layout environment, customization, guard, pending navigation and id
/// allocation, and applies actions to them.
///
/// ``send(_:)`` applies an action in a fixed order, each step one function:
/// 1. **Availability**: a tab the current layout does not draw cannot be chosen
///    (``NavigationError/unavailableInLayout(_:)``); a section's landing screen in a layout that
///    shows the section's tabs directly selects the section's first tab instead.
/// 2. **The reducer**: the action itself (push, pop, present, deep link, …).
/// 3. **Guards and pending navigation**: what the guard refuses is denied or redirected, and a
///    redirect remembers the navigation to resume.
/// 4. **Selection repair**: if the selection can no longer be drawn or is no longer allowed, it
///    moves to the previous tab or the first one the layout draws.
/// 5. **Id allocation**: ids come from one counter, shared by all windows of a session, and a
///    replacing state may not reuse an id another window could hold.
///
/// On failure nothing changes. ``Navigator``, ``SessionNavigator`` and the test store are thin
/// shells over an engine; use an engine directly where no observation is needed (a unit test, a
/// server-side preview, a command-line tool).
///
/// ```swift
/// var engine = NavigationEngine(structure: Shapes.structure, selection: .triangle)
/// engine.send(.push(.infinity))
/// engine.send(.show(.rectangleItem(level: 4)))
/// engine.state.selection  // .rectangle
/// ```
public struct NavigationEngine<D: Destination>: Sendable {
  /// The app's structure. Replace it with ``updateStructure(_:)``.
  public internal(set) var structure: AppStructure<D> {
    didSet { settingsDidChange() }
  }
  /// The current state. Change it with ``send(_:)``.
  public internal(set) var state: NavigationState<D> {
    get { stateStorage }
    _modify {
      yield &stateStorage
      selectionIsChecked = false
    }
  }
  /// The state's storage, which the inlinable hot path changes in place.
  @usableFromInline var stateStorage: NavigationState<D>
  /// Whether the selection is known to be drawn in the current layout: set by the selection
  /// repair, cleared by any other change of the state, the structure, the environment or the
  /// customization. Unguarded actions that cannot move the selection rely on it to skip the
  /// repair; an engine made from an unchecked state starts without it.
  @usableFromInline var selectionIsChecked = false
  /// The environment the state is shown in. Change it with ``setEnvironment(_:)``.
  public internal(set) var environment: LayoutEnvironment {
    didSet { settingsDidChange() }
  }
  /// The person's tab customization. Change it with ``customize(_:)``.
  public internal(set) var customization: TabCustomization {
    didSet { settingsDidChange() }
  }
  /// Counts the changes of the structure, the environment and the customization, so that a
  /// shell tells whether they changed without comparing them.
  @usableFromInline package internal(set) var settingsRevision: UInt64 = 0
  /// What the layout makes of each root, for the current structure, environment and
  /// customization; `nil` until made (``tabulateRoots()``), and dropped by any change of them.
  @usableFromInline var rootTable: RootAvailability<D>?
  /// Counts the changes that move screens between a section's landing and one of its tabs
  /// (collapsing or expanding a section's form), so that a shell checks those stacks only then.
  @usableFromInline package internal(set) var sectionMoves: UInt64 = 0
  /// The app's routes, for ``open(_:motion:)`` and ``open(path:motion:)``.
  public var routes: RouteTable<D>
  /// The guard bound to the app's current context. Change it with ``setGuard(_:context:)``.
  @usableFromInline package internal(set) var policy: GuardPolicy<D> = .allowAll
  /// Navigation a guard holds back: behind a redirect, a question before a screen leaves, or a
  /// lookup; at most one at a time.
  @usableFromInline package internal(set) var pendingNavigation: PendingNavigation<D>?
  /// The number of the latest lookup (``GuardDecision/resolve``); each lookup takes the next.
  @usableFromInline package internal(set) var lookupCounter: UInt64 = 0
  /// The alert the system closed last without a button, whose button choice may still arrive.
  @usableFromInline package internal(set) var closedAlert: AlertState<D>?
  /// Whether the system still owes the close of an alert whose button the person just tapped
  /// while it was up: SwiftUI sets the alert's binding to `false` after running the button's
  /// action.
  @usableFromInline package internal(set) var owesAlertCloseEcho = false
  /// The session's id counter, when this engine runs one window of a session.
  @usableFromInline package var ledger: EntryIDLedger?
  /// The window this engine runs, in a session.
  package var windowID: WindowID?
  /// The recording being made and the screen changes followed, while someone listens.
  @usableFromInline package internal(set) var inputLog: InputLog<D>?
  /// How the screen moves to the changes it has not drawn yet: the motions of the changes since
  /// the user interface last took it (``takeMotion()``), combined.
  package internal(set) var pendingMotion: NavigationAction<D>.Motion = .animated
  /// The view each pushed or presented screen zoomed out of, by its id (see
  /// ``NavigationAction/zoom(from:)``): presentation, kept beside the state, not saved.
  package internal(set) var zoomSources: [EntryID: String] = [:]
  /// Whether the app shows its bottom accessory (a mini player while something plays). Change
  /// it with ``setBottomAccessory(shown:)``: app context, kept beside the state, not saved.
  public internal(set) var isBottomAccessoryShown = false

  /// Creates an engine with `selection` selected and nothing pushed or presented.
  ///
  /// The selection is laid out for `environment`: a tab that layout does not draw (a
  /// sidebar-only tab on a phone) is replaced by the first one it draws.
  ///
  /// ```swift
  /// let pad = LayoutEnvironment(style: .automatic, sizeClass: .regular, idiom: .pad)
  /// let engine = NavigationEngine(structure: Media.structure(), selection: .watchNow, environment: pad)
  /// ```
  ///
  /// - Parameters:
  ///   - structure: the app's structure.
  ///   - selection: the first selected tab.
  ///   - routes: the app's routes; none by default.
  ///   - environment: where the state is shown; a phone's tab bar by default.
  ///   - customization: the person's stored tab customization, fitted to the structure.
  public init(
    structure: AppStructure<D>,
    selection: D,
    routes: RouteTable<D> = RouteTable(),
    environment: LayoutEnvironment = LayoutEnvironment(),
    customization: TabCustomization = TabCustomization()
  ) {
    self.structure = structure
    self.stateStorage = NavigationState(selection: selection)
    self.routes = routes
    self.environment = environment
    self.customization = customization.validated(against: structure).customization
    tabulateRoots()
    var ignored: [NavigationEvent<D>] = []
    settle(events: &ignored)
  }

  /// Creates an engine over an existing state (a restored one, for example), after validating
  /// it: ids unique, stacks within the limits, a selectable selection. Its id counter is raised
  /// above every id it holds. The state is
  /// then laid out for `environment`, and its selection repaired if that layout cannot draw it.
  ///
  /// ```swift
  /// let engine = try NavigationEngine(structure: Shapes.structure, state: restored)
  /// ```
  ///
  /// - Parameters:
  ///   - structure: the app's structure.
  ///   - state: the starting state.
  ///   - routes: the app's routes; none by default.
  ///   - environment: where the state is shown; a phone's tab bar by default.
  ///   - customization: the person's stored tab customization, fitted to the structure.
  /// - Throws: ``NavigationError/invalidState(_:)`` listing every problem of `state`.
  public init(
    structure: AppStructure<D>,
    state: NavigationState<D>,
    routes: RouteTable<D> = RouteTable(),
    environment: LayoutEnvironment = LayoutEnvironment(),
    customization: TabCustomization = TabCustomization()
  ) throws(NavigationError<D>) {
    let state = state.withCounterAboveItsIDs()
    let problems = state.problems(in: structure)
    guard problems.isEmpty else { throw .invalidState(problems) }
    self.structure = structure
    self.stateStorage = state
    self.routes = routes
    self.environment = environment
    self.customization = customization.validated(against: structure).customization
    tabulateRoots()
    var ignored: [NavigationEvent<D>] = []
    settle(events: &ignored)
  }

  /// An engine over `state` as it is, with no validation and no repair: what the pure helpers
  /// (``NavigationState/repairingSelection(in:customization:environment:)``, the guard's re-check)
  /// run one rule of the engine on.
  package init(
    unchecked state: NavigationState<D>,
    structure: AppStructure<D>,
    environment: LayoutEnvironment,
    customization: TabCustomization = TabCustomization()
  ) {
    self.structure = structure
    self.stateStorage = state
    self.routes = RouteTable()
    self.environment = environment
    self.customization = customization
  }

  /// What each container shows now.
  ///
  /// ```swift
  /// engine.layout.tabBar?.items.map(\.title)
  /// ```
  public var layout: NavigationLayout<D> {
    NavigationLayout(
      state: state, structure: structure, customization: customization, environment: environment,
      showsBottomAccessory: isBottomAccessoryShown)
  }

  /// Applies an action, or refuses it with the reason and changes nothing.
  ///
  /// ```swift
  /// switch engine.send(.pop(3)) {
  /// case let .success(events): print(events)
  /// case let .failure(error): print(error)  // "cannot pop 3 screens: the stack holds 1"
  /// }
  /// ```
  ///
  /// - Parameter action: the action.
  /// - Returns: the events it caused, or the error.
  @discardableResult
  public mutating func send(_ action: NavigationAction<D>) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    var events: [NavigationEvent<D>] = []
    do throws(NavigationError<D>) {
      if inputLog != nil { try applyRecorded(action, events: &events) } else { try apply(action, events: &events) }
      return .success(events)
    } catch {
      return .failure(error)
    }
  }
}

extension NavigationEngine {
  /// The selection must be checked again in a new structure, environment or customization.
  mutating func settingsDidChange() {
    selectionIsChecked = false
    settingsRevision &+= 1
    rootTable = nil
  }
}
