/// Why a session could not open, close or change a window. The session is then unchanged.
///
/// ```swift
/// if case let .failure(error) = windows.closeWindow(9) {
///   print(error)  // "there is no window 9"
/// }
/// ```
public enum SessionError<D: Destination>: Error, Hashable, Sendable, CustomStringConvertible {
  /// No window has this id.
  case unknownWindow(WindowID)
  /// The window's action failed (or a guard refused it).
  case navigation(NavigationError<D>)
  /// No tab can be selected, so no window can be opened.
  case noSelectableTab
  /// Every window id has been handed out; ids are never reused.
  case windowIDsExhausted
  /// The session already has as many windows as it may hold; close one first.
  case tooManyWindows(limit: Int)

  /// A sentence that says what was wrong.
  public var description: String {
    switch self {
    case let .unknownWindow(id): "there is no \(id)"
    case let .navigation(error): error.description
    case .noSelectableTab: "no tab can be selected"
    case .windowIDsExhausted: "every window id has been handed out"
    case let .tooManyWindows(limit): "a session holds at most \(limit) windows; close one first"
    }
  }
}
