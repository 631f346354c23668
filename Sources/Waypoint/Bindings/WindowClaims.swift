/// Which session window each system window shows, so two system windows never share a navigator.
///
/// A user interface opens windows on its own schedule: SwiftUI creates a window for the main
/// window group at launch, another when the user chooses File › New Window, and one for each
/// value passed to `openWindow(value:)`; and it restores windows after a relaunch. Each new system
/// window claims a window of the ``SessionNavigator`` when it appears, and gives it back when it
/// closes.
///
/// ```swift
/// let claims = WindowClaims()
/// let id = try claims.claim(nil, in: session, selection: .triangle).get()    // the main window, 0
/// let other = try claims.claim(nil, in: session, selection: .triangle).get() // a new window on .triangle
/// claims.release(other, in: session)                                         // closed: the window goes
/// ```
@MainActor
package final class WindowClaims {
  private var claimed: Set<WindowID> = []
  private var isPrepared = false

  /// Creates an empty set of claims.
  package init() {}

  /// The session windows that system windows show now.
  package var claimedIDs: Set<WindowID> { claimed }

  /// Runs `prepare` with the session the first time it is called, and never again: what the app
  /// sets up before the first window restores its saved state (its guard, say).
  ///
  /// ```swift
  /// let claims = WindowClaims()
  /// claims.prepare(session) { session in session.setGuard(Social.signInGuard, context: .signedOut) }
  /// ```
  ///
  /// - Parameters:
  ///   - session: the app's session.
  ///   - prepare: what to set up.
  package func prepare<D: Destination>(_ session: SessionNavigator<D>, with prepare: (SessionNavigator<D>) -> Void) {
    guard !isPrepared else { return }
    isPrepared = true
    prepare(session)
  }

  /// The window a new system window shows: the one it was opened for, if that window exists and
  /// no other system window shows it; else the first window of the session that none shows;
  /// else a new session window on `selection`, or on the tab the selection repair picks when the
  /// layout does not draw `selection` (the person hid it), so a new window never shows nothing.
  ///
  /// - Parameters:
  ///   - requested: the window the system window was opened for (`openWindow(value:)`, or the
  ///     value SwiftUI restored), or `nil` for a main window.
  ///   - session: the app's session.
  ///   - selection: the tab a new window starts on.
  /// - Returns: the window to show, or why the session cannot open one (at its window limit),
  ///   which the window then says.
  package func claim<D: Destination>(
    _ requested: WindowID?, in session: SessionNavigator<D>, selection: D
  ) -> Result<WindowID, SessionError<D>> {
    if let requested, session.navigator(for: requested) != nil, claimed.insert(requested).inserted {
      return .success(requested)
    }
    if let free = session.windowIDs.first(where: { !claimed.contains($0) }) {
      claimed.insert(free)
      return .success(free)
    }
    let opened = session.openWindow(startingOn: selection)
    if case let .success(id) = opened { claimed.insert(id) }
    return opened
  }

  /// What a system window does once the session has closed the window it showed (the guard
  /// allows no tab in it, or the app called ``SessionNavigator/closeWindow(_:)``), so that no
  /// window stays open and blank: a window opened for a session window closes too; a main window
  /// shows another, the first one no system window shows or a new one on `selection`, so the app
  /// keeps its main window; or says why the session cannot open one.
  ///
  /// ```swift
  /// let claims = WindowClaims()
  /// let id = try claims.claim(nil, in: session, selection: .triangle).get()
  /// session.closeWindow(id)
  /// claims.sessionClosed(id, in: session, selection: .triangle, isMain: true) // .show(1)
  /// ```
  ///
  /// - Parameters:
  ///   - id: the window the session closed.
  ///   - session: the app's session.
  ///   - selection: the tab a new window starts on.
  ///   - isMain: whether the system window belongs to the main window group (it was not opened
  ///     for a session window).
  /// - Returns: what the system window does now.
  package func sessionClosed<D: Destination>(
    _ id: WindowID, in session: SessionNavigator<D>, selection: D, isMain: Bool
  ) -> Replacement<D> {
    claimed.remove(id)
    guard isMain else { return .close }
    switch claim(nil, in: session, selection: selection) {
    case let .success(other): return .show(other)
    case let .failure(error): return .refused(error)
    }
  }

  /// What a system window does once the session closed its window.
  package enum Replacement<D: Destination>: Equatable {
    /// Close the system window.
    case close
    /// Show this session window instead.
    case show(WindowID)
    /// Stay open and say why no session window can be shown.
    case refused(SessionError<D>)
  }

  /// Gives a window back when its system window closes, and closes it in the session.
  ///
  /// - Parameters:
  ///   - id: the window.
  ///   - session: the app's session.
  package func release<D: Destination>(_ id: WindowID, in session: SessionNavigator<D>) {
    claimed.remove(id)
    session.closeWindow(id)
  }
}
