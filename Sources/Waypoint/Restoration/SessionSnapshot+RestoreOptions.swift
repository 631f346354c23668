public import Foundation

extension SessionSnapshot {
  /// How ``SessionSnapshot/restore(from:in:options:)`` reads saved data: migrations, the guard,
  /// the layout and size limits.
  ///
  /// ```swift
  /// var options = SessionSnapshot<SocialDestination>.RestoreOptions()
  /// options.migrateDestination = { json, schemaVersion in
  ///   // version 1 called the timeline "home"
  ///   schemaVersion < 2 && json == Data(#"{"home":{}}"#.utf8) ? Data(#"{"timeline":{}}"#.utf8) : json
  /// }
  /// options.setGuard(Social.signInGuard, context: account)
  /// let outcome = try SessionSnapshot.restore(from: data, in: structure, options: options)
  /// ```
  public struct RestoreOptions: Sendable {
    /// Maps the JSON of one saved destination, written with the snapshot's
    /// ``SessionSnapshot/schemaVersion``, to the JSON the current app decodes. Return `nil` for a
    /// destination that no longer exists; it is then treated as undecodable. Runs before every
    /// destination is decoded, tab keys and selections included.
    public var migrateDestination: (@Sendable (_ json: Data, _ schemaVersion: Int) -> Data?)?
    /// The guard every restored window state is checked against, so that a restored state holds
    /// no destination the guard refuses. What it
    /// removes is reported as ``SessionSnapshot/RestoreOutcome/Adjustment/guarded(window:events:)``. Allows everything
    /// by default.
    package var policy: GuardPolicy<D>
    /// The largest input, in bytes, that is read at all (default 2 MiB).
    public var maxByteCount: Int
    /// The most windows restored; later ones are dropped and reported (default 32).
    public var maxWindows: Int
    /// The layout the selection must be available in. The default is a sidebar, which
    /// offers every tab the person has not hidden, so that restoration repairs only what no
    /// layout could show; the navigator repairs further for the layout it draws.
    public var environment: LayoutEnvironment

    /// Creates options.
    ///
    /// ```swift
    /// let options = SessionSnapshot<AppDestination>.RestoreOptions(maxWindows: 4)
    /// ```
    ///
    /// - Parameters:
    ///   - migrateDestination: maps an old destination encoding to the current one.
    ///   - maxByteCount: the largest input read (default 2 MiB).
    ///   - maxWindows: the most windows restored (default 32).
    ///   - environment: the layout the selection must be available in (a sidebar by default).
    public init(
      migrateDestination: (@Sendable (_ json: Data, _ schemaVersion: Int) -> Data?)? = nil,
      maxByteCount: Int = 2 << 20,
      maxWindows: Int = 32,
      environment: LayoutEnvironment = LayoutEnvironment(style: .sidebar)
    ) {
      self.migrateDestination = migrateDestination
      self.policy = .allowAll
      self.maxByteCount = maxByteCount
      self.maxWindows = maxWindows
      self.environment = environment
    }

    /// Restores under a guard: what the guard refuses in the app's current context is removed
    /// from each window, and reported.
    ///
    /// ```swift
    /// var options = SessionSnapshot<SocialDestination>.RestoreOptions()
    /// options.setGuard(Social.signInGuard, context: account)
    /// ```
    ///
    /// - Parameters:
    ///   - guard: the app's guard.
    ///   - context: the app's current context.
    public mutating func setGuard<Context>(_ guard: NavigationGuard<D, Context>, context: Context) {
      policy = `guard`.policy(context: context)
    }
  }
}
