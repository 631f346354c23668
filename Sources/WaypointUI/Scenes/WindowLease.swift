#if canImport(SwiftUI) && !os(watchOS)
  import Waypoint

  /// A system window's hold on the session window it shows, given back exactly once: when the
  /// root that showed it disappears, or, if SwiftUI tears the window down without telling its
  /// views (a scene the system disconnects), when the view's state is released.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  @MainActor
  final class WindowLease {
    private var held: WindowID?
    private var giveBack: (@MainActor @Sendable (WindowID) -> Void)?

    /// Holds `window` until ``end(_:)`` names it, or until the lease is released; `giveBack`
    /// returns it.
    func hold(_ window: WindowID, giveBack: @escaping @MainActor @Sendable (WindowID) -> Void) {
      held = window
      self.giveBack = giveBack
    }

    /// Lets go of the window without giving it back: the session already closed it.
    func forget() {
      held = nil
      giveBack = nil
    }

    /// Gives `window` back now, if it is the one held: a root that disappears after another
    /// window took its place gives back nothing.
    func end(_ window: WindowID) {
      guard held == window, let giveBack else { return }
      forget()
      giveBack(window)
    }

    // NB: a plain `deinit`, not `isolated deinit`, which needs a newer runtime than the
    // package's deployment targets; what it reads is Sendable.
    deinit {
      if let held, let giveBack { Task { @MainActor in giveBack(held) } }
    }
  }
#endif
