#if canImport(SwiftUI) && !os(watchOS)
  /// A value made the first time it is needed, then kept: what a view or a scene would otherwise
  /// make in its initializer. SwiftUI runs a view's or a scene's initializer whenever its parent's
  /// body runs, and keeps only the first `State`; this holder is cheap to make and throw away,
  /// and what it holds is made once, in the body, where reading observable values makes the
  /// view itself (not its parent) depend on them.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  @MainActor
  final class MadeOnce<Value> {
    private var made: Value?

    /// The value, made by `make` the first time.
    func value(_ make: () -> Value) -> Value {
      if let made { return made }
      let value = make()
      made = value
      return value
    }
  }
#endif
