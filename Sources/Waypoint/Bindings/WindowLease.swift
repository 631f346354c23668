/// A system window's hold on the session window it shows, given back exactly once: when the
/// view that showed it disappears, or, if the user interface tears the window down without
/// telling its views (a scene the system disconnects), when the lease itself is released.
///
/// ```swift
/// let claims = WindowClaims()
/// let id = try claims.claim(nil, in: session, selection: .triangle).get()
/// let lease = WindowLease()
/// lease.hold(id) { id in claims.release(id, in: session) }
/// lease.end(id)  // the view that showed `id` disappeared: `id` is given back
/// ```
@MainActor
package final class WindowLease {
  private var held: WindowID?
  private var giveBack: (@MainActor @Sendable (WindowID) -> Void)?

  /// Creates a lease that holds nothing.
  package init() {}

  /// The window held now, if any.
  package var heldWindow: WindowID? { held }

  /// Holds `window` until ``end(_:)`` names it, or until the lease is released; `giveBack`
  /// returns it.
  ///
  /// - Parameters:
  ///   - window: the session window the system window shows.
  ///   - giveBack: gives the window back to the session.
  package func hold(_ window: WindowID, giveBack: @escaping @MainActor @Sendable (WindowID) -> Void) {
    held = window
    self.giveBack = giveBack
  }

  /// Lets go of the window without giving it back: the session already closed it.
  package func forget() {
    held = nil
    giveBack = nil
  }

  /// Gives `window` back now, if it is the one held: a view that disappears after another
  /// window took its place gives back nothing.
  ///
  /// - Parameter window: the window the disappearing view showed.
  package func end(_ window: WindowID) {
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
