/// A versioned, `Codable` picture of a session: its windows with their states (entry ids
/// included) and the user's tab customization, to save and restore (I5).
///
/// Encode it to JSON ``jsonData()`` or to a ``compactString()`` for `@SceneStorage`. Restore it
/// with ``restore(from:in:options:)``, which never crashes and never silently loses data (D12):
/// what cannot be decoded is cut off, every cut is listed in the outcome, and the original bytes
/// stay with the caller. The `Codable` conformance itself is strict: it throws where ``restore(from:in:options:)``
/// would have had to adjust something.
///
/// ```swift
/// @SceneStorage("navigation") private var saved = ""
///
/// let snapshot = SessionSnapshot(state: navigator.state)
/// saved = try snapshot.compactString()
///
/// let outcome = try SessionSnapshot.restore(fromCompactString: saved, in: structure)
/// navigator.send(.replace(outcome.snapshot.windows[0].state))
/// ```
public struct SessionSnapshot<D: Destination>: Hashable, Sendable {
  /// The format version this library writes and reads.
  public static var currentVersion: Int { 1 }

  /// The session's windows, in order.
  public var windows: [WindowSnapshot<D>]
  /// The person's tab customization, if the app saves one with the session (D10).
  public var customization: TabCustomization?
  /// The app's own version of its destination encoding, passed to
  /// ``RestorationOptions/migrateDestination`` so that it knows how old a saved destination is.
  public var schemaVersion: Int

  /// Creates a snapshot.
  ///
  /// ```swift
  /// let snapshot = SessionSnapshot(
  ///   windows: [WindowSnapshot(id: "main", state: state)], customization: navigator.customization, schemaVersion: 2)
  /// ```
  ///
  /// - Parameters:
  ///   - windows: the windows and their states.
  ///   - customization: the tab customization, if any.
  ///   - schemaVersion: the app's version of its destination encoding (default 0).
  public init(windows: [WindowSnapshot<D>], customization: TabCustomization? = nil, schemaVersion: Int = 0) {
    self.windows = windows
    self.customization = customization
    self.schemaVersion = schemaVersion
  }

  /// Creates a snapshot of a single window.
  ///
  /// ```swift
  /// let snapshot = SessionSnapshot(state: navigator.state)
  /// ```
  ///
  /// - Parameters:
  ///   - state: the window's state.
  ///   - id: the window's id (default `main`).
  ///   - schemaVersion: the app's version of its destination encoding (default 0).
  public init(state: NavigationState<D>, id: String = "main", schemaVersion: Int = 0) {
    self.init(windows: [WindowSnapshot(id: id, state: state)], schemaVersion: schemaVersion)
  }

  /// The state of the window with `id`, if there is one.
  ///
  /// ```swift
  /// let main = outcome.snapshot.state(ofWindow: "main")
  /// ```
  ///
  /// - Parameter id: a window id.
  /// - Returns: its state, or `nil`.
  public func state(ofWindow id: String) -> NavigationState<D>? {
    windows.first { $0.id == id }?.state
  }
}

/// One window of a ``SessionSnapshot``: its id and its navigation state (D13).
///
/// ```swift
/// let window = WindowSnapshot(id: "main", state: navigator.state)
/// ```
public struct WindowSnapshot<D: Destination>: Hashable, Sendable, Identifiable {
  /// The window's id, unique in the snapshot.
  public var id: String
  /// The window's state, ids included (D4).
  public var state: NavigationState<D>

  /// Creates a window snapshot.
  ///
  /// - Parameters:
  ///   - id: the window's id.
  ///   - state: its state.
  public init(id: String, state: NavigationState<D>) {
    self.id = id
    self.state = state
  }
}
