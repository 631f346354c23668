internal import Foundation

extension NavigationEngine {
  /// Binds the replay's guard to a context a recording holds: the step's number and the
  /// context's JSON.
  package typealias ContextBinder = (Int, String) throws(Recording.Problem) -> GuardPolicy<D>

  /// Gives the engine one recorded step's input, as the navigator was given it, with the ids a
  /// session had handed out by then (the engine takes them as it took them from the session).
  ///
  /// - Parameters:
  ///   - step: the step.
  ///   - number: its number, from 1.
  ///   - structures: the structures the replay was given, by fingerprint.
  ///   - bind: the replay's guard, if it has one.
  /// - Returns: the events, and their kinds as a recording keeps them (`rejected` when refused).
  /// - Throws: ``NavigationEngine/Recording/Problem`` when the step needs a structure or guard the
  ///   replay was not given; the engine is then unchanged.
  package mutating func replay(
    _ step: Recording.Step,
    number: Int,
    structures: [String: AppStructure<D>],
    bind: ContextBinder?
  ) throws(Recording.Problem) -> (events: [NavigationEvent<D>], kinds: [String]) {
    var result: Result<[NavigationEvent<D>], NavigationError<D>>
    switch step.input {
    case let .structure(fingerprint):
      guard let structure = structures[fingerprint] else { throw .structureNotGiven(step: number, fingerprint: fingerprint) }
      takeIDs(from: step)
      result = updateStructure(structure)
    case let .guardContext(json):
      guard let json else { throw .contextNotRecorded(step: number) }
      guard let bind else { throw .guardNotGiven(step: number) }
      let policy = try bind(number, json)
      takeIDs(from: step)
      result = setPolicy(policy)
    case let .customize(operations):
      takeIDs(from: step)
      let customized = customize(operations)
      return ((try? customized.get()) ?? [], NavigationEvent.kinds(customized))
    default:
      takeIDs(from: step)
      result = perform(step.input)
    }
    return ((try? result.get()) ?? [], NavigationEvent.kinds(result))
  }

  /// Stands in for the session's id counter as it was when the step was recorded: the engine
  /// takes ids from it exactly when it took them from the session's.
  /// A step recorded without one ran in a window that had left its session (or never had one).
  /// The ids other windows held are the ones the step recorded as refusing a replacement.
  private mutating func takeIDs(from step: Recording.Step) {
    guard let floor = step.idFloor else {
      ledger = nil
      windowID = nil
      return
    }
    // A counter of the step's own: a navigator the step is replayed on may share its session's.
    let ledger = EntryIDLedger(next: floor)
    let inUse = Set(step.idsInUse ?? [])
    ledger.answerClaims { _ in inUse }
    self.ledger = ledger
    windowID = windowID ?? WindowID(0)
  }

  /// Performs an input that needs nothing but the engine.
  private mutating func perform(_ input: Recording.Input) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    var events: [NavigationEvent<D>] = []
    switch input {
    case let .action(action):
      return send(action)
    case let .openURL(text):
      guard let url = URL(string: text) else { return .failure(.routing(.malformedURL(text))) }
      return open(url)
    case let .openPath(path):
      return open(path: path)
    case let .alertButtonOnScreen(id):
      do throws(NavigationError<D>) {
        try chooseAlertButtonOnScreen(id, events: &events)
        return .success(events)
      } catch {
        return .failure(error)
      }
    case .searchDismissed:
      return searchDismissed()
    case let .environment(environment):
      return .success(setEnvironment(environment))
    case let .restoreCustomization(stored):
      _ = restoreCustomization(stored, events: &events)
      return .success(events)
    case let .bottomAccessory(shown):
      setBottomAccessory(shown: shown)
      return .success([])
    case .customize, .structure, .guardContext:
      return .success([])
    }
  }
}

extension NavigationEngine.Recording.Step {
  /// How the replay of this step diverged, given the engine it left and the kinds of the events
  /// it caused; `nil` when it left what was recorded.
  package func divergence(number: Int, reached engine: NavigationEngine<D>, kinds: [String]) -> NavigationEngine<D>.Recording
    .Divergence?
  {
    let expected: String
    let actual: String
    if let digest {
      expected = digest
      actual = StateDigest.digest(of: engine)
    } else {
      expected = shape
      actual = StateDigest.shape(of: engine.state, in: engine.structure)
    }
    guard expected != actual || kinds != events else { return nil }
    return NavigationEngine<D>.Recording.Divergence(
      step: number, input: input, expected: expected, actual: actual, expectedEvents: events, actualEvents: kinds,
      state: engine.state)
  }
}
