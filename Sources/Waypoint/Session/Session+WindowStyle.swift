extension Session {
  /// How a window shows the destination it was opened for.
  ///
  /// ```swift
  /// windows.openWindow(showing: .video(id: 7), style: .singleScreen)
  /// ```
  public enum WindowStyle: String, Hashable, Sendable, Codable {
    /// The app's tabs, with the destination's whole hierarchy rebuilt from its origins.
    case fullRoute
    /// Only the destination: its tab is selected, and it is pushed (or presented, as its origin
    /// says) directly on that tab's root, without the screens between. The UI shows such a window
    /// without a tab bar.
    case singleScreen
  }
}
