extension NavigationEngine {
  /// The most steps a recording keeps by default.
  public static var defaultRecordingLimit: Int { 10_000 }

  /// Starts recording every input from now on (see ``Recording``); a recording already running
  /// starts over.
  ///
  /// A long session keeps at least the last `limit` steps and at most twice as many: when the
  /// recording is full it starts again from the state then, keeping the steps before as history.
  ///
  /// ```swift
  /// engine.startRecording(limit: 500)
  /// ```
  ///
  /// - Parameter limit: the number of steps kept at least (1 or more).
  public mutating func startRecording(limit: Int = defaultRecordingLimit) {
    let start = recordingStart()
    changeInputLog { log in
      log.current = InputLog.Segment(start: start)
      log.previous = nil
      log.limit = Swift.max(1, limit)
    }
  }

  /// Stops recording and returns what was recorded; `nil` when nothing was being recorded.
  ///
  /// ```swift
  /// let recording = engine.stopRecording()
  /// ```
  ///
  /// - Returns: the recording.
  @discardableResult
  public mutating func stopRecording() -> Recording? {
    let recording = self.recording
    changeInputLog { log in
      log.current = nil
      log.previous = nil
    }
    return recording
  }

  /// What has been recorded so far, while recording; `nil` otherwise.
  public var recording: Recording? {
    guard let current = inputLog?.current else { return nil }
    guard let previous = inputLog?.previous else { return Recording(start: current.start, steps: current.steps) }
    return Recording(start: previous.start, steps: previous.steps + current.steps)
  }

  /// Whether a recording is running.
  public var isRecording: Bool { inputLog?.current != nil }

  /// Starts or stops keeping the screen changes for a navigator to take.
  package mutating func followScreenChanges(_ follows: Bool) {
    changeInputLog { $0.followsScreens = follows }
  }

  /// The screen changes made since the last call.
  package mutating func takeScreenChanges() -> [ScreenChange] {
    guard inputLog?.screenChanges.isEmpty == false else { return [] }
    var taken: [ScreenChange] = []
    changeInputLog { log in
      taken = log.screenChanges
      log.screenChanges = []
    }
    return taken
  }

  /// Applies an input through `body` and records it; `nil` when nothing listens or an input
  /// is already being applied (what an input calls inside is part of it), and the caller applies
  /// it itself.
  ///
  /// - Parameters:
  ///   - input: the input.
  ///   - body: what applies it.
  ///   - kinds: the kinds of the events the result says it caused; `rejected` when refused.
  /// - Returns: what `body` returned.
  @usableFromInline
  package mutating func recorded<R>(
    _ input: @autoclosure () -> Recording.Input,
    _ body: (inout NavigationEngine) -> R,
    kinds: (R) -> [String]
  ) -> R? {
    // No reference to the log is kept here: the engine's must stay the only one, so that
    // appending a step does not copy the recording.
    guard inputLog?.isBusy == false else { return nil }
    let floor = ledger?.next
    let before = state
    changeInputLog { log in
      log.isBusy = true
      log.idsInUse = []
    }
    let result = body(&self)
    let input = input()
    let idsInUse = inputLog?.idsInUse.sorted() ?? []
    let screenChange = ScreenChange(from: before, to: state, cause: input.cause)
    let step: Recording.Step? =
      inputLog?.current == nil
      ? nil
      : Recording.Step(
        input: input, digest: StateDigest.digest(of: self), shape: StateDigest.shape(of: state, in: structure),
        events: kinds(result), screenChange: screenChange, idFloor: floor, idsInUse: idsInUse.isEmpty ? nil : idsInUse)
    // Where the current segment is full, the next one starts from the state now.
    let full = (inputLog?.current?.steps.count ?? 0) + 1 >= (inputLog?.limit ?? .max)
    let nextStart = step != nil && full ? recordingStart() : nil
    changeInputLog { log in
      log.isBusy = false
      log.idsInUse = []
      if let step { log.current?.steps.append(step) }
      if let nextStart, let current = log.current {
        log.previous = current
        log.current = InputLog.Segment(start: nextStart)
      }
      if log.followsScreens, let screenChange { log.screenChanges.append(screenChange) }
    }
    return result
  }

  /// Applies an action as ``send(_:)`` does, recording it while a recording runs.
  @usableFromInline
  package mutating func applyRecorded(_ action: NavigationAction<D>, events: inout [NavigationEvent<D>]) throws(NavigationError<D>) {
    if try recorded(
      .action(action), events: &events, { engine, caused throws(NavigationError<D>) in try engine.apply(action, events: &caused) })
    {
      return
    }
    try apply(action, events: &events)
  }

  /// Applies an input that throws through `body` and records it (see
  /// ``recorded(_:_:kinds:)``); `false` when it was not applied, and the caller applies it itself.
  package mutating func recorded(
    _ input: @autoclosure () -> Recording.Input,
    events: inout [NavigationEvent<D>],
    _ body: (inout NavigationEngine, inout [NavigationEvent<D>]) throws(NavigationError<D>) -> Void
  ) throws(NavigationError<D>) -> Bool {
    let result = recorded(
      input(),
      { engine in
        var caused: [NavigationEvent<D>] = []
        do throws(NavigationError<D>) {
          try body(&engine, &caused)
          return Result<[NavigationEvent<D>], NavigationError<D>>.success(caused)
        } catch {
          return .failure(error)
        }
      }, kinds: NavigationEvent.kinds)
    guard let result else { return false }
    events.append(contentsOf: try result.get())
    return true
  }

  /// Where a recording made now starts.
  func recordingStart() -> Recording.Start {
    var start = Recording.Start(
      state: state, environment: environment, customization: customization,
      structure: StateDigest.fingerprint(of: structure), isGuarded: !policy.allowsEverything,
      guardContext: policy.encodedContext?(),
      digest: StateDigest.digest(of: self))
    start.held = pendingNavigation
    start.lookups = lookupCounter
    start.closedAlert = closedAlert
    start.owesAlertCloseEcho = owesAlertCloseEcho
    start.bottomAccessoryShown = isBottomAccessoryShown ? true : nil
    return start
  }

  /// Changes the input log, copying it first unless this engine holds the only reference; drops
  /// it once nothing listens.
  private mutating func changeInputLog(_ change: (InputLog<D>) -> Void) {
    var log = inputLog ?? InputLog()
    inputLog = nil
    if !isKnownUniquelyReferenced(&log) { log = log.copy() }
    change(log)
    inputLog = log.isIdle ? nil : log
  }
}

extension NavigationEngine.Recording.Start {
  init(
    state: NavigationState<D>, environment: LayoutEnvironment, customization: TabCustomization, structure: String,
    isGuarded: Bool, guardContext: String?, digest: String?
  ) {
    self.isGuarded = isGuarded
    self.state = state
    self.environment = environment
    self.customization = customization
    self.structure = structure
    self.guardContext = guardContext
    self.digest = digest
  }
}

extension NavigationEvent {
  /// The kinds of `events` as a recording keeps them.
  static func kinds(_ events: [NavigationEvent]) -> [String] { events.map(\.kind) }

  /// The kinds of the events a result says an input caused; `rejected` when it was refused.
  static func kinds<Failure>(_ result: Result<[NavigationEvent], Failure>) -> [String] {
    switch result {
    case let .success(events): events.map(\.kind)
    case .failure: ["rejected"]
    }
  }
}
