package import Foundation

/// Decides when a window's navigation state is written to its scene storage, and writes it as a
/// compact snapshot string.
///
/// Encoding a snapshot costs many times the action that changed the state, so it is not done on
/// every change: once after the saved state was restored (so what restoring adjusted is kept),
/// then only when it can be needed, when the scene leaves the active phase (inactive on its way
/// to the background, or background) or the window goes, and only when the state differs from
/// what was last written.
///
/// ```swift
/// var saver = SceneStateSaver<ShapesDestination>()
/// saver.didRestore(navigator.state)                          // the first text to write
/// saver.phaseDidChange(to: .background, state: navigator.state)  // the text, or nil: nothing to write
/// ```
///
/// It also keeps the links that arrive before the saved state is restored (a URL or a continued
/// activity that launched the app): restoring replaces the window's state, so such a link is
/// held and opened right after, and wins over what was restored.
///
/// ```swift
/// var saver = SceneStateSaver<ShapesDestination>()
/// saver.arrive(url)                      // nil: held until the state is restored
/// _ = saver.didRestore(navigator.state)
/// for held in saver.takeHeldLinks() { navigator.open(held) }
/// ```
package struct SceneStateSaver<D: Destination>: Sendable {
  /// The scene's phase, as SwiftUI's `ScenePhase` reports it.
  package enum Phase: Hashable, Sendable {
    /// In the foreground and interactive.
    case active
    /// In the foreground, not interactive (on its way to the background, or covered).
    case inactive
    /// Not visible.
    case background
  }

  /// Whether the saved state was restored; nothing is written before, so a window that
  /// appears does not overwrite what it is about to restore.
  package private(set) var isRestored = false
  private var written: NavigationState<D>?
  private var heldLinks: [URL] = []

  /// A saver for a window whose saved state is not restored yet.
  package init() {}

  /// Records that the saved state was restored (or that there was none).
  ///
  /// - Parameter state: the state after restoring.
  /// - Returns: the text to write, so the adjusted state is what is stored.
  package mutating func didRestore(_ state: NavigationState<D>) -> String? {
    isRestored = true
    return write(state)
  }

  /// A link arrived (a URL, a continued activity): it is returned to be opened now, or held,
  /// and `nil` returned, while the saved state is not restored yet.
  ///
  /// - Parameter url: the link.
  /// - Returns: the link to open now, or `nil` when it is held.
  @discardableResult
  package mutating func arrive(_ url: URL) -> URL? {
    guard isRestored else {
      heldLinks.append(url)
      return nil
    }
    return url
  }

  /// The links held until the saved state was restored, in the order they arrived; none are
  /// held afterwards.
  ///
  /// - Returns: the links to open now.
  package mutating func takeHeldLinks() -> [URL] {
    defer { heldLinks = [] }
    return heldLinks
  }

  /// The scene's phase changed.
  ///
  /// - Parameters:
  ///   - phase: the new phase.
  ///   - state: the window's state now.
  /// - Returns: the text to write, or `nil` when nothing needs writing.
  package mutating func phaseDidChange(to phase: Phase, state: NavigationState<D>) -> String? {
    guard phase != .active else { return nil }
    return write(state)
  }

  /// The window is going away.
  ///
  /// - Parameter state: the window's last state.
  /// - Returns: the text to write, or `nil` when nothing needs writing.
  package mutating func windowWillClose(_ state: NavigationState<D>) -> String? {
    write(state)
  }

  /// The snapshot text of `state` when it was restored and differs from what was written last.
  /// A state that cannot be encoded is not written, and what was written before stays.
  private mutating func write(_ state: NavigationState<D>) -> String? {
    guard isRestored, state != written, let text = try? SessionSnapshot(state: state).compactString() else { return nil }
    written = state
    return text
  }
}
