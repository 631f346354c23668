extension NavigationEngine {
  /// Every input a navigator was given, in order, with a digest of the state each one left: a
  /// `Codable` value that replays exactly, because the engine has no clock and no randomness.
  ///
  /// Start one with ``NavigationEngine/startRecording(limit:)`` (or ``Navigator/startRecording(limit:)``),
  /// take it with ``NavigationEngine/stopRecording()``, and replay it against the app's structure
  /// with ``replay(structure:routes:updates:)``: the report names the first step whose state or
  /// events differ, or none. The person's gestures and a resolver's answers are actions, and are
  /// recorded as such; so are a button tapped on the alert on screen, URLs, layout environments,
  /// customizations, structure updates, guard contexts and the showing of the bottom accessory,
  /// each as its own input.
  ///
  /// ```swift
  /// var engine = NavigationEngine(structure: Shapes.structure, selection: .triangle)
  /// engine.startRecording()
  /// engine.send(.push(.infinity))
  /// let recording = engine.stopRecording()
  /// let report = try recording?.replay(structure: Shapes.structure)
  /// report?.divergence  // nil: the replay reached every recorded state
  /// ```
  public struct Recording: Hashable, Sendable, Codable {
    /// The format this version of Waypoint writes and reads.
    public static var formatVersion: Int { 1 }
    /// The format the recording was written in.
    public var version: Int
    /// Where the recording starts.
    public var start: Start
    /// Each input and what it left, in order.
    public var steps: [Step]

    enum CodingKeys: String, CodingKey { case version, start, steps }

    /// Creates a recording.
    ///
    /// - Parameters:
    ///   - start: where it starts.
    ///   - steps: each input and what it left.
    public init(start: Start, steps: [Step]) {
      self.version = Self.formatVersion
      self.start = start
      self.steps = steps
    }

    /// Whether destinations were replaced by ``redacted(_:url:)``: a replay then compares each
    /// state's shape (ids, depths, styles, the selected tab's position) instead of its digest.
    public var isRedacted: Bool { steps.contains { $0.digest == nil } || start.digest == nil }

    /// The screen changes the recording holds, one per input that changed the screen on top:
    /// breadcrumbs for a bug report, or the screen views an analytics tool counts.
    ///
    /// ```swift
    /// let views = recording.screenChanges.map { "\($0.from) → \($0.to)" }
    /// ```
    public var screenChanges: [ScreenChange] { steps.compactMap(\.screenChange) }
  }
}

extension NavigationEngine.Recording {
  /// Where a recording starts: everything the engine decides with, but for the app's structure,
  /// routes and guard, which a replay is given.
  public struct Start: Hashable, Sendable, Codable {
    /// The state.
    public var state: NavigationState<D>
    /// The layout environment.
    public var environment: LayoutEnvironment
    /// The person's tab customization.
    public var customization: TabCustomization
    /// The structure's fingerprint: a replay against another structure is refused.
    public var structure: String
    /// Whether a guard was installed.
    public var isGuarded: Bool
    /// The guard's context as JSON, when a guard was installed with a context that is
    /// `Encodable`; `nil` otherwise.
    public var guardContext: String?
    /// The digest of the starting state; `nil` once redacted.
    public var digest: String?
    /// The navigation the guard held back, the lookup counter and the alert the system closed
    /// last: what the engine decides with beyond the state.
    var held: PendingNavigation<D>?
    var lookups: UInt64 = 0
    var closedAlert: AlertState<D>?
    var owesAlertCloseEcho = false
    /// Whether the app showed its bottom accessory; stored only when it did, so a recording
    /// made before it existed reads as before.
    var bottomAccessoryShown: Bool?

    private enum CodingKeys: String, CodingKey {
      case state, environment, customization, structure, isGuarded, guardContext, digest, held, lookups, closedAlert, owesAlertCloseEcho
      case bottomAccessoryShown
    }
  }

  /// One input and what it left.
  public struct Step: Hashable, Sendable, Codable {
    /// The input.
    public var input: Input
    /// The digest of the state it left; `nil` once redacted.
    public var digest: String?
    /// The shape of the state it left (see ``NavigationEngine/Recording/isRedacted``).
    public var shape: String
    /// The kinds of the events it caused (`pushed`, `rejected`, …).
    public var events: [String]
    /// The screen change it made, if the screen on top changed.
    public var screenChange: NavigationEngine.ScreenChange?
    /// In a window of a session, the session's next entry id when the input arrived: another
    /// window may have taken ids in between, and a replay takes the same ones.
    var idFloor: EntryID?
    /// In a window of a session, the ids of a replacing state that other windows held, which
    /// refused it: a replay has no other windows to ask.
    var idsInUse: [EntryID]?

    private enum CodingKeys: String, CodingKey { case input, digest, shape, events, screenChange, idFloor, idsInUse }
  }
}
