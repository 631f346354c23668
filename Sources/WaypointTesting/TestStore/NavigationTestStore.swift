public import Waypoint

/// Tests an app's navigation the way TCA's `TestStore` tests a reducer: send an action, then say
/// exactly how the state changed and which events it caused.
///
/// The store drives a real `Navigator` (its own, or one the app's code also holds),
/// records every event the navigator publishes, and after each step compares what happened with
/// what the test expects. In the default, exhaustive mode (``Exhaustivity/on``):
///
/// - the trailing closure of ``send(_:assert:fileID:filePath:line:column:)`` receives the state
///   *before* the action and mutates it into the expected state; any difference from the actual
///   state fails the test with a diff;
/// - every event must be received with ``receive(_:_:fileID:filePath:line:column:)`` before the next
///   action and before the test ends;
/// - an action the navigator rejects fails the test unless the test expects that error with
///   ``send(_:throws:fileID:filePath:line:column:)``;
/// - after every step the state must satisfy DESIGN.md's invariants.
///
/// Failures are reported with IssueReporting, so they surface as test failures under Swift Testing
/// and XCTest alike, at the line that made the assertion.
///
/// ## Entry ids
///
/// A store made with ``init(structure:selection:routes:environment:customization:fileID:filePath:line:column:)``
/// starts from a state whose `nextEntryID` is 0, and ids are handed out in order and never
/// reused, so a test names them with integer literals: the first push is `Entry(id: 0, …)`,
/// the next push or presentation gets id 1, and so on. The store advances the expected
/// `nextEntryID` itself; the engine keeps the counter, so a test never sets it.
///
/// ```swift
/// @MainActor
/// @Test func pushThenPop() {
///   let store = NavigationTestStore(structure: Shapes.structure, selection: .triangle)
///
///   store.send(.push(.infinity)) {
///     $0.stacks[.triangle] = [Entry(id: 0, destination: .infinity)]
///   }
///   store.receive(.pushed(Entry(id: 0, destination: .infinity)))
///
///   store.send(.pop(1)) {
///     $0.stacks[.triangle] = nil
///   }
///   store.receive(.popped([Entry(id: 0, destination: .infinity)]))
///
///   store.send(.pop(1), throws: .popPastRoot(requested: 1, available: 0))
/// }
/// ```
@MainActor
public final class NavigationTestStore<D: Destination> {
  /// The navigator the store drives. Hand it to the code under test (a view model, a scoped
  /// navigator for a feature module); the store sees every change it makes.
  ///
  /// ```swift
  /// let feature = store.navigator.scoped(ShapesDestination.feature)
  /// feature.push(.hexagon)
  /// store.assert { $0.stacks[.triangle] = [Entry(id: 0, destination: .feature(.hexagon))] }
  /// ```
  public let navigator: Navigator<D>

  /// The state the test has agreed to so far: the starting state, then each asserted state.
  var asserted: NavigationState<D> {
    didSet { log.asserted = asserted }
  }
  let log = EventLog<D>()
  let origin: IssueLocation
  /// What the screen shows of the navigator's state, through which the person's gestures go.
  let screen: PresentationStager<D>
  /// The motion of the changes since the last ``expectMotion(_:fileID:filePath:line:column:)``
  /// that a gesture's screen took from the navigator before the check could.
  var motionBeforeGestures: NavigationAction<D>.Motion = .animated

  /// Creates a store over a fresh navigator with `selection` selected, nothing pushed or
  /// presented, and the next entry id 0.
  ///
  /// ```swift
  /// let store = NavigationTestStore(structure: Social.structure(), selection: .timeline)
  /// let linked = NavigationTestStore(structure: Shapes.structure, selection: .triangle, routes: Shapes.routes)
  /// ```
  ///
  /// - Parameters:
  ///   - structure: the app's structure.
  ///   - selection: the first selected tab.
  ///   - routes: the app's routes, for ``open(_:motion:assert:fileID:filePath:line:column:)``; none by
  ///     default.
  ///   - environment: where the state is shown; a phone's tab bar by default.
  ///   - customization: the person's tab customization; none by default.
  ///   - fileID: the file the store is made in; unreceived events at the end are reported there.
  ///   - filePath: the file's path.
  ///   - line: the line.
  ///   - column: the column.
  public convenience init(
    structure: AppStructure<D>,
    selection: D,
    routes: RouteTable<D> = RouteTable(),
    environment: LayoutEnvironment = LayoutEnvironment(),
    customization: TabCustomization = TabCustomization(),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let navigator = Navigator(
      structure: structure, selection: selection, routes: routes, environment: environment, customization: customization)
    self.init(navigator: navigator, fileID: fileID, filePath: filePath, line: line, column: column)
    if navigator.state.selection != selection {
      origin.fail(
        "The starting selection \(selection) cannot be selected in this layout; the navigator starts on "
          + "\(navigator.state.selection) instead")
    }
  }

  /// Creates a store over a fresh navigator that starts from `state`.
  ///
  /// Use it to start a test in the middle of a flow. The state's ids are kept as they are, and
  /// the next id handed out is the one after the highest.
  ///
  /// ```swift
  /// var start = NavigationState(selection: ShapesDestination.circle)
  /// start.stacks[.circle] = [Entry(id: 0, destination: .circleItem(level: 1))]
  /// let store = NavigationTestStore(structure: Shapes.structure, state: start)
  /// ```
  ///
  /// - Parameters:
  ///   - structure: the app's structure.
  ///   - state: the starting state; an invalid one is reported as a failure, and the store then
  ///     starts on its selection alone.
  ///   - routes: the app's routes; none by default.
  ///   - environment: where the state is shown; a phone's tab bar by default.
  ///   - customization: the person's tab customization; none by default.
  ///   - fileID: the file the store is made in.
  ///   - filePath: the file's path.
  ///   - line: the line.
  ///   - column: the column.
  public convenience init(
    structure: AppStructure<D>,
    state: NavigationState<D>,
    routes: RouteTable<D> = RouteTable(),
    environment: LayoutEnvironment = LayoutEnvironment(),
    customization: TabCustomization = TabCustomization(),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let navigator: Navigator<D>
    do {
      navigator = try Navigator(
        structure: structure, state: state, routes: routes, environment: environment, customization: customization)
    } catch {
      IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        .fail("The starting state is invalid: \(error)")
      navigator = Navigator(
        structure: structure, selection: state.selection, routes: routes, environment: environment,
        customization: customization)
    }
    self.init(navigator: navigator, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Creates a store over an existing navigator, such as the one an app's view model owns.
  ///
  /// The store starts from the navigator's current state, whose next entry id may not be 0; a
  /// navigator made with `Navigator(structure:selection:)` starts at 0. Events the navigator
  /// published before the store existed are not seen.
  ///
  /// ```swift
  /// let navigator = Navigator(structure: structure, selection: AppDestination.inbox)  // the app model's
  /// let store = NavigationTestStore(navigator: navigator)
  /// navigator.push(.message(id: 7))  // what the model does when a message is tapped
  /// store.assert { $0.stacks[.inbox] = [Entry(id: 0, destination: .message(id: 7))] }
  /// store.receive(.pushed(Entry(id: 0, destination: .message(id: 7))))
  /// ```
  ///
  /// - Parameters:
  ///   - navigator: the navigator to drive and observe.
  ///   - fileID: the file the store is made in.
  ///   - filePath: the file's path.
  ///   - line: the line.
  ///   - column: the column.
  public init(
    navigator: Navigator<D>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.navigator = navigator
    self.asserted = navigator.state
    self.screen = PresentationStager(
      displaying: navigator.state, in: navigator.environment, structure: navigator.structure,
      customization: navigator.customization)
    self.origin = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let log = self.log
    log.asserted = navigator.state
    navigator.eventObserver = { [weak navigator] events in log.record(events, state: navigator?.state) }
    checkInvariants(of: navigator.state, after: "the starting state", at: origin)
  }

  deinit {
    guard log.exhaustivity.isExhaustive else { return }
    let pending = log.takeAll()
    if !pending.isEmpty { origin.fail(Self.unreceivedMessage(pending, before: "the test ended")) }
    // NB: `deinit` is not isolated, so it reads the last state the navigator published from
    // (recorded on the main actor) rather than the navigator itself.
    if let change = log.unassertedChange {
      origin.fail(
        "The state changed outside the store after the last step, and the test did not assert it: …"
          + Diffing.difference(expected: change.asserted, actual: change.latest)
      )
    }
  }

  /// How strictly the store checks each step; ``Exhaustivity/on`` by default. It can change in
  /// the middle of a test.
  ///
  /// ```swift
  /// store.exhaustivity = .off(showSkippedAssertions: true)
  /// ```
  public var exhaustivity: Exhaustivity {
    get { log.exhaustivity }
    set { log.exhaustivity = newValue }
  }

  /// The navigator's current state.
  ///
  /// ```swift
  /// #expect(store.state.topDestination == .infinity)
  /// ```
  public var state: NavigationState<D> { navigator.state }

  /// The navigator's current structure.
  ///
  /// ```swift
  /// #expect(store.structure.tab(for: .notifications)?.badge == 3)
  /// ```
  public var structure: AppStructure<D> { navigator.structure }

  /// The events published so far that the test has not received yet, oldest first.
  ///
  /// ```swift
  /// store.send(.show(.circleItem(level: 2))) {
  ///   $0.selection = .circle
  ///   $0.previousSelection = .triangle
  ///   $0.stacks[.circle] = [Entry(id: 0, destination: .circleItem(level: 1)), Entry(id: 1, destination: .circleItem(level: 2))]
  /// }
  /// #expect(store.pendingEvents.map(\.kind) == ["selected", "pushed", "pushed"])
  /// store.skipEvents()
  /// ```
  public var pendingEvents: [NavigationEvent<D>] { log.pending }
}
