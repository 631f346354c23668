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
