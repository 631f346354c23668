extension SessionSnapshot {
  /// How ``SessionSnapshot/restore(from:in:options:)`` reads saved data: migrations, the guard,
  /// the layout and size limits.
  ///
  /// ```swift
  /// var options = SessionSnapshot<SocialDestination>.RestoreOptions()
  /// options.migrateDestination = { decoder, schemaVersion in
  ///   // Before schema 2 the timeline was called "home".
  ///   if schemaVersion < 2, (try? decoder.singleValueContainer().decode(String.self)) == "home" { return .timeline }
  ///   return try SocialDestination(from: decoder)
  /// }
  /// options.setGuard(Social.signInGuard, context: account)
  /// let outcome = try SessionSnapshot.restore(from: data, in: structure, options: options)
  /// ```
  public struct RestoreOptions: Sendable {
    /// Decodes one saved destination written with the snapshot's
    /// ``SessionSnapshot/schemaVersion``, for an app whose destinations changed since: read the
    /// older shape from the decoder and return the destination it is now. Return `nil` for a
    /// destination that no longer exists; it is then treated as undecodable, as is one for which
    /// the closure throws. Runs for every destination, tab keys and selections included.
    public var migrateDestination: (@Sendable (_ decoder: any Decoder, _ schemaVersion: Int) throws -> D?)?
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
    ///   - migrateDestination: decodes a destination saved with an older schema version.
    ///   - maxByteCount: the largest input read (default 2 MiB).
    ///   - maxWindows: the most windows restored (default 32).
    ///   - environment: the layout the selection must be available in (a sidebar by default).
    public init(
      migrateDestination: (@Sendable (_ decoder: any Decoder, _ schemaVersion: Int) throws -> D?)? = nil,
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
