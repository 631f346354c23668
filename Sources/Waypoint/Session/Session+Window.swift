extension Session {
  /// One window of a ``Session``: its own navigation state and the navigation a guard holds
  /// back in it.
  ///
  /// ```swift
  /// let window = sessionNavigator.session[0]
  /// window?.state.selection
  /// ```
  public struct Window: Hashable, Sendable, Codable, Identifiable {
    /// The window's identity.
    public var id: WindowID
    /// What the window shows.
    public var state: NavigationState<D>
    /// How the window shows the destination it was opened for.
    public var style: Session<D>.WindowStyle
    /// Navigation a guard holds back in this window, if any. Never encoded: what is held is
    /// never saved.
    package var pendingNavigation: PendingNavigation<D>? {
      didSet { lookups = Swift.max(lookups, pendingNavigation?.resolution?.token ?? 0) }
    }
    /// How many lookups the window's engines have numbered, so that an engine made again for the
    /// window never gives a new lookup the number of an old one. Never encoded.
    package var lookups: UInt64 = 0

    private enum CodingKeys: String, CodingKey {
      case id, state, style
    }

    /// Creates a window.
    ///
    /// - Parameters:
    ///   - id: the window's identity.
    ///   - state: what it shows.
    ///   - style: full route or single screen.
    ///   - pendingNavigation: navigation held back by a guard.
    package init(
      id: WindowID, state: NavigationState<D>, style: Session<D>.WindowStyle = .fullRoute, pendingNavigation: PendingNavigation<D>? = nil
    ) {
      self.id = id
      self.state = state
      self.style = style
      self.pendingNavigation = pendingNavigation
    }
  }
}
