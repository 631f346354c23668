#if canImport(SwiftUI) && !os(watchOS)
  /// A system window's hold on the session window it shows, given back exactly once: when the
  /// window's view disappears, or, if SwiftUI tears the window down without telling its views
  /// (a scene the system disconnects), when the view's state is released.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  @MainActor
  final class WindowLease {
    private var giveBack: (@MainActor @Sendable () -> Void)?

    /// Holds a window until ``end()``, or until the lease is released; `giveBack` returns it.
    func hold(_ giveBack: @escaping @MainActor @Sendable () -> Void) {
      self.giveBack = giveBack
    }

    /// Lets go of the window without giving it back: the session already closed it.
    func forget() {
      giveBack = nil
    }

    /// Gives the window back now, if it is held.
    func end() {
      let giveBack = giveBack
      self.giveBack = nil
      giveBack?()
    }

    // NB: a plain `deinit`, not `isolated deinit`, which needs a newer runtime than the
    // package's deployment targets; the closure is Sendable, so it may be read here.
    deinit {
      if let giveBack { Task { @MainActor in giveBack() } }
    }
  }
#endif
