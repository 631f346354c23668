extension Navigator {
  /// A recording of a navigator's inputs (see ``NavigationEngine/Recording``).
  public typealias Recording = NavigationEngine<D>.Recording
  /// A change of the screen on top (see ``NavigationEngine/ScreenChange``).
  public typealias ScreenChange = NavigationEngine<D>.ScreenChange

  /// Starts recording every input from now on: actions (the person's gestures, alert choices
  /// and a resolver's answers among them), URLs, layout environments, customizations, structure
  /// updates, guard contexts and the showing of the bottom accessory, each with a digest of the
  /// state it left. A recording already
  /// running starts over. Attach it to a bug report, or replay it in a test.
  ///
  /// ```swift
  /// navigator.startRecording()
  /// navigator.push(.infinity)
  /// let recording = navigator.stopRecording()
  /// ```
  ///
  /// - Parameter limit: the number of steps kept at least; a longer session keeps its last ones.
  public func startRecording(limit: Int = NavigationEngine<D>.defaultRecordingLimit) {
    engine.startRecording(limit: limit)
    observesInputs = engine.inputLog != nil
  }

  /// Stops recording and returns what was recorded; `nil` when nothing was being recorded.
  ///
  /// ```swift
  /// let data = try navigator.stopRecording()?.jsonData()  // nil when nothing was recorded
  /// ```
  ///
  /// - Returns: the recording.
  @discardableResult
  public func stopRecording() -> Recording? {
    defer { observesInputs = engine.inputLog != nil }
    return engine.stopRecording()
  }

  /// What has been recorded so far, while recording; `nil` otherwise.
  public var recording: Recording? { engine.recording }

  /// A stream of every change of the screen on top from now on, with its cause: one per change
  /// that moves the screen on top, none for one that leaves it in place. Each call returns a new
  /// stream; it keeps the newest ``defaultEventBufferSize`` changes for a reader that has not
  /// caught up.
  ///
  /// ```swift
  /// Task {
  ///   for await change in navigator.screenChanges() { print("viewed \(change.to)") }
  /// }
  /// ```
  ///
  /// - Parameter bufferingPolicy: what the stream keeps for a reader that has not caught up.
  /// - Returns: the stream; it ends when the navigator is released.
  public func screenChanges(
    bufferingPolicy: AsyncStream<ScreenChange>.Continuation.BufferingPolicy = .bufferingNewest(defaultEventBufferSize)
  ) -> AsyncStream<ScreenChange> {
    let (stream, continuation) = AsyncStream.makeStream(of: ScreenChange.self, bufferingPolicy: bufferingPolicy)
    let key = nextSubscriber
    nextSubscriber += 1
    screenSubscribers[key] = continuation
    engine.followScreenChanges(true)
    observesInputs = true
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.stopFollowing(key) }
    }
    return stream
  }

  private func stopFollowing(_ key: Int) {
    screenSubscribers[key] = nil
    if screenSubscribers.isEmpty { engine.followScreenChanges(false) }
    observesInputs = engine.inputLog != nil
  }

  /// Applies an action while the engine records or follows screen changes: what ``send(_:)``
  /// does, through the engine's recording path. Out of line, so that the path of every push stays
  /// small.
  @usableFromInline
  func sendRecorded(_ action: NavigationAction<D>) -> Result<[NavigationEvent<D>], NavigationError<D>> {
    let result = change(Self.scope(of: action)) { engine, events throws(NavigationError<D>) in
      try engine.applyRecorded(action, events: &events)
    }
    if case let .failure(error) = result { reportRefusal(action, error) }
    return result
  }

  /// Gives the screen changes the last change made to the readers of ``screenChanges(bufferingPolicy:)``.
  @usableFromInline
  func publishScreenChanges() {
    let changes = engine.takeScreenChanges()
    for change in changes {
      for continuation in screenSubscribers.values { continuation.yield(change) }
    }
  }
}

extension Navigator {
  /// Replays one recorded step on this navigator, as it was given: observers are notified and
  /// the events published, as for the input itself. What the test store's replay runs.
  ///
  /// - Parameters:
  ///   - step: the step.
  ///   - number: its number, from 1.
  ///   - structures: the structures the replay was given, by fingerprint.
  ///   - bind: the replay's guard, if it has one.
  /// - Returns: the divergence, or `nil` when the step left what was recorded.
  /// - Throws: ``NavigationEngine/Recording/Problem`` when the step needs a structure or guard the
  ///   replay was not given; nothing changes then.
  package func replay(
    _ step: Recording.Step,
    number: Int,
    structures: [String: AppStructure<D>],
    bind: NavigationEngine<D>.ContextBinder?
  ) throws(Recording.Problem) -> Recording.Divergence? {
    lastEvents.removeAll(keepingCapacity: true)
    let replayed = try engine.replay(step, number: number, structures: structures, bind: bind)
    lastEvents = replayed.events
    notifyObservers(.everything)
    if case .guardContext = step.input { fire(.guardRules) }
    notifyAccessory()
    publish()
    return step.divergence(number: number, reached: engine, kinds: replayed.kinds)
  }
}
