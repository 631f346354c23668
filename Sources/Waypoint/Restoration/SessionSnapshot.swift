/// A versioned, `Codable` picture of a ``Session``: its windows with their states (entry ids
/// included), both id counters, and the person's tab customization, to save and restore.
///
/// Encode it to JSON ``jsonData()`` or to a ``compactString()`` for `@SceneStorage`. Restore it
/// with ``restore(from:in:options:)``, which never crashes and never silently loses data:
/// what cannot be decoded is cut off, every cut is listed in the outcome, and the original bytes
/// stay with the caller. The `Codable` conformance itself is strict: it throws where
/// ``restore(from:in:options:)`` would have had to adjust something.
///
/// ```swift
/// var saved = ""  // in the view: @SceneStorage("navigation") private var saved = ""
///
/// saved = try SessionSnapshot(session: sessionNavigator.session, customization: customization).compactString()
///
/// let outcome = try SessionSnapshot.restore(fromCompactString: saved, in: structure)
/// let navigator = SessionNavigator(session: outcome.snapshot.session, structure: structure)
/// ```
public struct SessionSnapshot<D: Destination>: Hashable, Sendable {
  /// The format version this library writes and reads.
  public static var currentVersion: Int { 1 }

  /// The session's windows, in the order they were opened.
  public var windows: [SessionSnapshot<D>.Window]
  /// The id the session's next window receives.
  public var nextWindowID: WindowID
  /// The id the session's next entry or modal receives, in any window.
  public var nextEntryID: EntryID
  /// The person's tab customization, if the app saves one with the session.
  public var customization: TabCustomization?
  /// The app's own version of its destination encoding, passed to
  /// ``SessionSnapshot/RestoreOptions/migrateDestination`` so that it knows how old a saved destination is.
  public var schemaVersion: Int

  /// Creates a snapshot. The counters are raised above every id the windows hold.
  ///
  /// ```swift
  /// let snapshot = SessionSnapshot(windows: [SessionSnapshot.Window(id: 0, state: state)], schemaVersion: 2)
  /// ```
  ///
  /// - Parameters:
  ///   - windows: the windows and their states.
  ///   - nextWindowID: the next window id (default: above every window's).
  ///   - nextEntryID: the next entry id (default: above every window's).
  ///   - customization: the tab customization, if any.
  ///   - schemaVersion: the app's version of its destination encoding (default 0).
  public init(
    windows: [SessionSnapshot<D>.Window],
    nextWindowID: WindowID = 0,
    nextEntryID: EntryID = 0,
    customization: TabCustomization? = nil,
    schemaVersion: Int = 0
  ) {
    self.windows = windows
    self.nextWindowID = windows.reduce(nextWindowID) { Swift.max($0, $1.id.next) }
    self.nextEntryID = windows.reduce(nextEntryID) { Swift.max($0, $1.state.nextEntryID) }
    self.customization = customization
    self.schemaVersion = schemaVersion
  }

  /// Creates a snapshot of a session. Navigation a guard holds back is not saved: it waits on
  /// a screen (sign-in) that a relaunch starts afresh.
  ///
  /// ```swift
  /// let snapshot = SessionSnapshot(session: sessionNavigator.session, customization: navigator.customization)
  /// ```
  ///
  /// - Parameters:
  ///   - session: the session.
  ///   - customization: the tab customization, if any.
  ///   - schemaVersion: the app's version of its destination encoding (default 0).
  public init(session: Session<D>, customization: TabCustomization? = nil, schemaVersion: Int = 0) {
    self.init(
      windows: session.windows.map {
        SessionSnapshot.Window(id: $0.id, state: $0.state.savable(holding: $0.pendingNavigation), style: $0.style)
      },
      nextWindowID: session.nextWindowID,
      nextEntryID: session.nextEntryID,
      customization: customization,
      schemaVersion: schemaVersion)
  }

  /// Creates a snapshot of a single window, window 0.
  ///
  /// ```swift
  /// let snapshot = SessionSnapshot(state: navigator.savableState)
  /// ```
  ///
  /// - Parameters:
  ///   - state: the window's state.
  ///   - customization: the tab customization, if any.
  ///   - schemaVersion: the app's version of its destination encoding (default 0).
  public init(state: NavigationState<D>, customization: TabCustomization? = nil, schemaVersion: Int = 0) {
    self.init(windows: [SessionSnapshot.Window(id: 0, state: state)], customization: customization, schemaVersion: schemaVersion)
  }

  /// The session the snapshot describes, ready for a ``SessionNavigator``.
  ///
  /// ```swift
  /// let navigator = SessionNavigator(session: outcome.snapshot.session, structure: structure)
  /// ```
  public var session: Session<D> {
    Session(
      windows: windows.map { Session.Window(id: $0.id, state: $0.state, style: $0.style) },
      nextWindowID: nextWindowID,
      nextEntryID: nextEntryID)
  }

  /// The state of the window with `id`, if there is one.
  ///
  /// ```swift
  /// let main = outcome.snapshot.state(ofWindow: 0)
  /// ```
  ///
  /// - Parameter id: a window id.
  /// - Returns: its state, or `nil`.
  public func state(ofWindow id: WindowID) -> NavigationState<D>? {
    windows.first { $0.id == id }?.state
  }
}
