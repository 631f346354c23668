#if canImport(SwiftUI) && !os(watchOS)
  import Waypoint

  /// A scene's session, made the first time a window needs it. SwiftUI makes a scene's value
  /// (and runs its initializer) whenever the app's body runs, and keeps only the first `State`;
  /// the holder is cheap to make and throw away, the session is made once.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  @MainActor
  final class SessionHolder<D: Destination> {
    private var made: SessionNavigator<D>?

    /// The session, made by `make` the first time.
    func session(_ make: () -> SessionNavigator<D>) -> SessionNavigator<D> {
      if let made { return made }
      let session = make()
      made = session
      return session
    }
  }
#endif
