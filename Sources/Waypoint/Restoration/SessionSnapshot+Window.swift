extension SessionSnapshot {
  /// One window of a ``SessionSnapshot``: its id, its navigation state and its style.
  ///
  /// ```swift
  /// let window = SessionSnapshot.Window(id: 0, state: navigator.state)
  /// ```
  public struct Window: Hashable, Sendable, Identifiable {
    /// The window's id, unique in the snapshot.
    public var id: WindowID
    /// The window's state, ids included.
    public var state: NavigationState<D>
    /// How the window shows the destination it was opened for.
    public var style: Session<D>.WindowStyle

    /// Creates a window snapshot.
    ///
    /// - Parameters:
    ///   - id: the window's id.
    ///   - state: its state.
    ///   - style: full route (default) or single screen.
    public init(id: WindowID, state: NavigationState<D>, style: Session<D>.WindowStyle = .fullRoute) {
      self.id = id
      self.state = state
      self.style = style
    }
  }
}
