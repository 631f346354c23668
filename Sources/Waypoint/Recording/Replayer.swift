/// Replays a recording's steps on an engine built from its start, one at a time: what
/// ``NavigationEngine/Recording/replay(structure:routes:updates:)`` runs (the test store replays
/// on its own navigator instead).
struct Replayer<D: Destination> {
  typealias Recording = NavigationEngine<D>.Recording
  /// The engine the steps are replayed on.
  private(set) var engine: NavigationEngine<D>
  private let structures: [String: AppStructure<D>]
  private let bind: NavigationEngine<D>.ContextBinder?

  /// Builds the engine the recording starts from.
  ///
  /// - Throws: ``NavigationEngine/Recording/Problem`` when the recording is for another
  ///   structure, its start is not valid, or it needs a guard the replay was not given.
  init(
    recording: Recording,
    structure: AppStructure<D>,
    routes: RouteTable<D>,
    updates: [AppStructure<D>],
    bind: NavigationEngine<D>.ContextBinder?
  ) throws(Recording.Problem) {
    guard recording.version <= Recording.formatVersion else {
      throw .unsupportedVersion(found: recording.version, supported: Recording.formatVersion)
    }
    if let problem = recording.startProblem(in: structure) { throw problem }
    let start = recording.start
    do throws(NavigationError<D>) {
      engine = try NavigationEngine(
        structure: structure, state: start.state, routes: routes, environment: start.environment,
        customization: start.customization)
    } catch {
      throw .invalidStart(error.description)
    }
    self.structures = Recording.structures(structure, updates: updates)
    self.bind = bind
    if start.isGuarded {
      guard let json = start.guardContext else { throw .contextNotRecorded(step: 0) }
      guard let bind else { throw .guardNotGiven(step: 0) }
      engine.policy = try bind(0, json)
    }
    engine.pendingNavigation = start.held
    engine.lookupCounter = start.lookups
    engine.closedAlert = start.closedAlert
    engine.owesAlertCloseEcho = start.owesAlertCloseEcho
    engine.isBottomAccessoryShown = start.bottomAccessoryShown ?? false
  }

  /// Replays one step and compares what it left with what was recorded.
  ///
  /// - Parameters:
  ///   - step: the step.
  ///   - number: its number, from 1.
  /// - Returns: the divergence, or `nil` when the step left what was recorded.
  /// - Throws: ``NavigationEngine/Recording/Problem`` when the step needs a structure or guard
  ///   the replay was not given.
  mutating func replay(_ step: Recording.Step, number: Int) throws(Recording.Problem) -> Recording.Divergence? {
    let kinds = try engine.replay(step, number: number, structures: structures, bind: bind).kinds
    return step.divergence(number: number, reached: engine, kinds: kinds)
  }
}
