extension NavigationEngine.Recording {
  /// What a replay found: how many steps it replayed and the first that reached another state
  /// or caused other events, if one did.
  public struct ReplayReport: Hashable, Sendable, CustomStringConvertible {
    /// The number of steps replayed (all of them when nothing diverged).
    public var stepsReplayed: Int
    /// The first divergence; `nil` when the replay reached every recorded state.
    public var divergence: Divergence?
    /// Whether shapes were compared instead of digests (a redacted recording).
    public var comparedShapes: Bool

    /// The report in a sentence.
    public var description: String {
      guard let divergence else {
        return "replayed \(stepsReplayed) steps, no divergence\(comparedShapes ? " (shapes compared)" : "")"
      }
      return "replayed \(stepsReplayed) steps; \(divergence)"
    }
  }

  /// A step whose replay left another state, or caused other events, than recorded.
  public struct Divergence: Hashable, Sendable, CustomStringConvertible {
    /// The step, counted from 1; 0 for the start.
    public var step: Int
    /// The step's input; `nil` for the start.
    public var input: Input?
    /// The digest (or shape, for a redacted recording) recorded.
    public var expected: String
    /// The digest (or shape) the replay reached.
    public var actual: String
    /// The kinds of the events recorded.
    public var expectedEvents: [String]
    /// The kinds of the events the replay caused.
    public var actualEvents: [String]
    /// The state the replay reached at this step.
    public var state: NavigationState<D>

    /// The divergence in a sentence: the step, its input and what differs.
    public var description: String {
      let what = step == 0 ? "the start" : "step \(step) (\(input.map(String.init(describing:)) ?? ""))"
      var differences: [String] = []
      if expected != actual { differences.append("state \(actual), recorded \(expected)") }
      if expectedEvents != actualEvents { differences.append("events \(actualEvents), recorded \(expectedEvents)") }
      return "\(what) diverged: \(differences.joined(separator: "; "))"
    }
  }

  /// Replays the recording against the app's structure and routes, with no guard: each input
  /// in order, comparing every state and the events each caused with what was recorded.
  ///
  /// ```swift
  /// let report = try recording.replay(structure: Shapes.structure, routes: Shapes.routes)
  /// if let divergence = report.divergence { print(divergence) }
  /// ```
  ///
  /// - Parameters:
  ///   - structure: the app's structure when the recording started.
  ///   - routes: the app's routes, for the URLs and paths opened.
  ///   - updates: the structures the recording's structure updates install.
  /// - Returns: the report.
  /// - Throws: ``Problem`` when the recording cannot be replayed against these (another
  ///   structure, a guard it needs).
  public func replay(
    structure: AppStructure<D>,
    routes: RouteTable<D> = RouteTable(),
    updates: [AppStructure<D>] = []
  ) throws(Problem) -> ReplayReport {
    try replay(structure: structure, routes: routes, updates: updates, bind: nil)
  }

  /// Replays the recording with the app's guard, bound to each context the recording holds (see
  /// ``replay(structure:routes:updates:)``). A changed guard that decides otherwise shows as a
  /// divergence at the first step it decides differently.
  ///
  /// ```swift
  /// let report = try recording.replay(structure: Social.structure(), routes: Social.routes, guard: Social.signInGuard)
  /// ```
  ///
  /// - Parameters:
  ///   - structure: the app's structure when the recording started.
  ///   - routes: the app's routes, for the URLs and paths opened.
  ///   - updates: the structures the recording's structure updates install.
  ///   - guard: the app's guard; its context must be `Decodable`.
  /// - Returns: the report.
  /// - Throws: ``Problem`` when the recording cannot be replayed against these.
  public func replay<Context: Decodable & Sendable>(
    structure: AppStructure<D>,
    routes: RouteTable<D> = RouteTable(),
    updates: [AppStructure<D>] = [],
    guard: NavigationGuard<D, Context>
  ) throws(Problem) -> ReplayReport {
    try replay(structure: structure, routes: routes, updates: updates, bind: Self.binder(for: `guard`))
  }

  /// Binds `guard` to each context a recording holds, decoded as its context type.
  package static func binder<Context: Decodable & Sendable>(for guard: NavigationGuard<D, Context>) -> NavigationEngine<D>.ContextBinder {
    { step, json throws(Problem) in
      do throws(GuardContextCoding.DecodeFailure) {
        return `guard`.policy(context: try GuardContextCoding.decode(json, as: Context.self))
      } catch {
        throw .undecodableContext(step: step, error.message)
      }
    }
  }

  /// The structures a replay is given, by fingerprint.
  package static func structures(_ structure: AppStructure<D>, updates: [AppStructure<D>]) -> [String: AppStructure<D>] {
    var structures = [StateDigest.fingerprint(of: structure): structure]
    for update in updates { structures[StateDigest.fingerprint(of: update)] = update }
    return structures
  }

  /// Why a replay cannot run in `structure`: it is another structure than the recorded one.
  package func startProblem(in structure: AppStructure<D>) -> Problem? {
    let fingerprint = StateDigest.fingerprint(of: structure)
    guard start.structure == fingerprint else { return .otherStructure(recorded: start.structure, given: fingerprint) }
    return nil
  }

  /// What differs between the recorded start and `engine`, beyond its state: the version, the
  /// layout environment, the customization, whether a guard is installed. `nil` when nothing
  /// does; what the test store checks before it replays on its own navigator.
  package func startMismatch(on engine: NavigationEngine<D>) -> String? {
    if version > Self.formatVersion { return Problem.unsupportedVersion(found: version, supported: Self.formatVersion).description }
    if start.environment != engine.environment {
      return "the recording starts in \(start.environment), the navigator is in \(engine.environment)"
    }
    if start.customization != engine.customization { return "the recording starts with another tab customization" }
    if start.bottomAccessoryShown ?? false != engine.isBottomAccessoryShown {
      return "the recording starts with the bottom accessory \(engine.isBottomAccessoryShown ? "hidden" : "shown")"
    }
    if start.isGuarded == engine.policy.allowsEverything {
      return start.isGuarded ? "the recording starts with a guard: install it first" : "the recording starts without a guard"
    }
    return nil
  }

  /// The divergence of the start, if `engine` is not in the recorded starting state.
  package func startDivergence(of engine: NavigationEngine<D>) -> Divergence? {
    let expected = start.digest ?? start.shapeOfState(in: engine.structure)
    let actual = start.digest == nil ? StateDigest.shape(of: engine.state, in: engine.structure) : StateDigest.digest(of: engine)
    guard expected != actual else { return nil }
    return Divergence(step: 0, input: nil, expected: expected, actual: actual, expectedEvents: [], actualEvents: [], state: engine.state)
  }

  private func replay(
    structure: AppStructure<D>,
    routes: RouteTable<D>,
    updates: [AppStructure<D>],
    bind: NavigationEngine<D>.ContextBinder?
  ) throws(Problem) -> ReplayReport {
    var replayer = try Replayer(recording: self, structure: structure, routes: routes, updates: updates, bind: bind)
    if let divergence = startDivergence(of: replayer.engine) {
      return ReplayReport(stepsReplayed: 0, divergence: divergence, comparedShapes: isRedacted)
    }
    for (index, step) in steps.enumerated() {
      if let divergence = try replayer.replay(step, number: index + 1) {
        return ReplayReport(stepsReplayed: index + 1, divergence: divergence, comparedShapes: isRedacted)
      }
    }
    return ReplayReport(stepsReplayed: steps.count, divergence: nil, comparedShapes: isRedacted)
  }
}

extension NavigationEngine.Recording.Start {
  /// The shape of the starting state.
  func shapeOfState(in structure: AppStructure<D>) -> String { StateDigest.shape(of: state, in: structure) }
}
