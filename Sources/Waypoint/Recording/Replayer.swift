internal import Foundation

/// Replays a recording's steps on an engine built from its start, one at a time: what
/// ``NavigationEngine/Recording/replay(structure:routes:updates:)`` and the test store run.
package struct Replayer<D: Destination> {
  package typealias Recording = NavigationEngine<D>.Recording
  /// The engine the steps are replayed on.
  package private(set) var engine: NavigationEngine<D>
  private let recording: Recording
  private let structures: [String: AppStructure<D>]
  private let bind: ((Int, String) throws(Recording.Problem) -> GuardPolicy<D>)?

  /// Builds the engine the recording starts from.
  ///
  /// - Throws: ``NavigationEngine/Recording/Problem`` when the recording is for another
  ///   structure, its start is not valid, or it needs a guard the replay was not given.
  package init(
    recording: Recording,
    structure: AppStructure<D>,
    routes: RouteTable<D>,
    updates: [AppStructure<D>],
    bind: ((Int, String) throws(Recording.Problem) -> GuardPolicy<D>)?
  ) throws(Recording.Problem) {
    guard recording.version <= Recording.formatVersion else {
      throw .unsupportedVersion(found: recording.version, supported: Recording.formatVersion)
    }
    let fingerprint = StateDigest.fingerprint(of: structure)
    guard recording.start.structure == fingerprint else {
      throw .otherStructure(recorded: recording.start.structure, given: fingerprint)
    }
    let start = recording.start
    do throws(NavigationError<D>) {
      engine = try NavigationEngine(
        structure: structure, state: start.state, routes: routes, environment: start.environment,
        customization: start.customization)
    } catch {
      throw .invalidStart(error.description)
    }
    self.recording = recording
    var structures = [fingerprint: structure]
    for update in updates { structures[StateDigest.fingerprint(of: update)] = update }
    self.structures = structures
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
  }

  /// The divergence of the start, if the engine built from it is not in the recorded state.
  package func compareStart() -> Recording.Divergence? {
    let expected = recording.start.digest
    let actual = expected == nil ? nil : StateDigest.digest(of: engine)
    guard let expected, let actual, expected != actual else { return nil }
    return Recording.Divergence(
      step: 0, input: nil, expected: expected, actual: actual, expectedEvents: [], actualEvents: [], state: engine.state)
  }

  /// Replays one step and compares what it left with what was recorded.
  ///
  /// - Parameters:
  ///   - step: the step.
  ///   - number: its number, from 1.
  /// - Returns: the divergence, or `nil` when the step left what was recorded.
  /// - Throws: ``NavigationEngine/Recording/Problem`` when the step needs a structure or guard
  ///   the replay was not given.
  package mutating func replay(_ step: Recording.Step, number: Int) throws(Recording.Problem) -> Recording.Divergence? {
    if let floor = step.idFloor, floor > engine.stateStorage.nextEntryID { engine.stateStorage.advanceEntryIDs(to: floor) }
    let events = try perform(step.input, number: number)
    let expected: String
    let actual: String
    if let digest = step.digest {
      expected = digest
      actual = StateDigest.digest(of: engine)
    } else {
      expected = step.shape
      actual = StateDigest.shape(of: engine.state, in: engine.structure)
    }
    guard expected != actual || events != step.events else { return nil }
    return Recording.Divergence(
      step: number, input: step.input, expected: expected, actual: actual, expectedEvents: step.events,
      actualEvents: events, state: engine.state)
  }

  /// Gives the engine one input, as the navigator was given it.
  private mutating func perform(_ input: Recording.Input, number: Int) throws(Recording.Problem) -> [String] {
    switch input {
    case let .action(action):
      return NavigationEvent.kinds(engine.send(action))
    case let .openURL(text):
      guard let url = URL(string: text) else { return ["rejected"] }
      return NavigationEvent.kinds(engine.open(url))
    case let .openPath(path):
      return NavigationEvent.kinds(engine.open(path: path))
    case let .alertButtonOnScreen(id):
      var events: [NavigationEvent<D>] = []
      do throws(NavigationError<D>) {
        try engine.chooseAlertButtonOnScreen(id, events: &events)
        return NavigationEvent.kinds(events)
      } catch {
        return ["rejected"]
      }
    case .searchDismissed:
      return NavigationEvent.kinds(engine.searchDismissed())
    case let .environment(environment):
      return NavigationEvent.kinds(engine.setEnvironment(environment))
    case let .customize(operations):
      return NavigationEvent.kinds(engine.customize(operations))
    case let .restoreCustomization(stored):
      var events: [NavigationEvent<D>] = []
      _ = engine.restoreCustomization(stored, events: &events)
      return NavigationEvent.kinds(events)
    case let .structure(fingerprint):
      guard let structure = structures[fingerprint] else { throw .structureNotGiven(step: number, fingerprint: fingerprint) }
      return NavigationEvent.kinds(engine.updateStructure(structure))
    case let .guardContext(json):
      guard let json else { throw .contextNotRecorded(step: number) }
      guard let bind else { throw .guardNotGiven(step: number) }
      return NavigationEvent.kinds(engine.setPolicy(try bind(number, json)))
    }
  }
}
