public import Observation

/// Owns a ``Session`` for SwiftUI: one ``Navigator`` per window, one id counter for all of them.
///
/// `@MainActor` and `@Observable`. Each window's scene reads its own navigator with
/// ``navigator(for:)``; ids stay unique across windows (I2) because every navigator hands out
/// ids from the same counter. ``session`` is a `Codable` snapshot for restoration.
///
/// ```swift
/// let windows = SessionNavigator(session: Session(main: state), structure: structure, routes: routes)
/// let id = try windows.openWindow(showing: .video(id: 7)).get()
/// windows.navigator(for: id)?.push(.video(id: 8))
/// windows.closeWindow(id)
/// ```
@MainActor
@Observable
public final class SessionNavigator<D: Destination> {
  /// The app's structure, shared by every window.
  public let structure: AppStructure<D>
  /// The open windows, in the order they were opened.
  public private(set) var windowIDs: [WindowID]

  @ObservationIgnored private var navigators: [WindowID: Navigator<D>]
  @ObservationIgnored private var styles: [WindowID: WindowStyle]
  @ObservationIgnored private var nextWindowID: WindowID
  @ObservationIgnored private let counter: SharedEntryCounter
  @ObservationIgnored private let routes: RouteTable<D>
  @ObservationIgnored private var policy: GuardPolicy<D> = .allowAll

  /// Creates an owner for a session (a new or a restored one).
  ///
  /// - Parameters:
  ///   - session: the windows to start with.
  ///   - structure: the app's structure.
  ///   - routes: the app's routes, given to every window's navigator.
  public init(session: Session<D>, structure: AppStructure<D>, routes: RouteTable<D> = RouteTable()) {
    self.structure = structure
    self.routes = routes
    self.counter = SharedEntryCounter(next: session.nextEntryID)
    self.nextWindowID = session.nextWindowID
    self.windowIDs = session.windows.map(\.id)
    self.navigators = [:]
    self.styles = [:]
    for window in session.windows { adopt(window) }
  }

  /// The navigator of window `id`, if it is open.
  ///
  /// - Parameter id: a window id.
  /// - Returns: the window's navigator.
  public func navigator(for id: WindowID) -> Navigator<D>? { navigators[id] }

  /// A snapshot of every window, for restoration.
  public var session: Session<D> {
    let windows = windowIDs.compactMap { id in
      navigators[id].map { Window(id: id, state: $0.state, style: styles[id] ?? .fullRoute, pendingNavigation: $0.pendingNavigation) }
    }
    return Session(windows: windows, nextWindowID: nextWindowID, nextEntryID: counter.next)
  }

  /// Opens a new window showing `destination` (see ``Session/openWindow(showing:style:in:policy:)``).
  ///
  /// - Parameters:
  ///   - destination: what the window is for.
  ///   - style: full route or single screen.
  /// - Returns: the new window's id, or why it could not open.
  @discardableResult
  public func openWindow(showing destination: D, style: WindowStyle = .fullRoute) -> Result<WindowID, SessionError<D>> {
    var snapshot = session
    do {
      let id = try snapshot.openWindow(showing: destination, style: style, in: structure, policy: policy)
      guard let window = snapshot[id] else { return .failure(.unknownWindow(id)) }
      nextWindowID = snapshot.nextWindowID
      counter.advance(to: snapshot.nextEntryID)
      adopt(window)
      windowIDs.append(id)
      return .success(id)
    } catch {
      return .failure(error)
    }
  }

  /// Closes window `id`; its navigator is released.
  ///
  /// - Parameter id: the window.
  /// - Returns: nothing, or ``SessionError/unknownWindow(_:)``.
  @discardableResult
  public func closeWindow(_ id: WindowID) -> Result<Void, SessionError<D>> {
    guard navigators.removeValue(forKey: id) != nil else { return .failure(.unknownWindow(id)) }
    styles[id] = nil
    windowIDs.removeAll { $0 == id }
    return .success(())
  }

  /// Installs a guard in every window, and in windows opened later (see
  /// ``Navigator/setGuard(_:context:)``).
  ///
  /// - Parameters:
  ///   - guard: the app's guard.
  ///   - context: the app's current context.
  /// - Returns: each window's result.
  @discardableResult
  public func setGuard<Context>(
    _ guard: NavigationGuard<D, Context>,
    context: Context
  ) -> [WindowID: Result<[NavigationEvent<D>], NavigationError<D>>] {
    policy = `guard`.policy(context: context)
    var results: [WindowID: Result<[NavigationEvent<D>], NavigationError<D>>] = [:]
    for id in windowIDs { results[id] = navigators[id]?.setPolicy(policy) }
    return results
  }

  private func adopt(_ window: Window<D>) {
    let navigator = Navigator(structure: structure, state: window.state, routes: routes)
    navigator.pendingNavigation = window.pendingNavigation
    navigator.policy = policy
    navigator.sharedCounter = counter
    navigators[window.id] = navigator
    styles[window.id] = window.style
  }
}
