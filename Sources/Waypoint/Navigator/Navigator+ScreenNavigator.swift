public import Observation

extension Navigator {
  /// One screen's view of the navigator: what the screen sends is stamped with the screen's
  /// address, and it reads the outcomes delivered to it.
  ///
  /// A request stamped with a screen is ignored once that screen is no longer the top of the
  /// window: a second tap on a row that already pushed, a tap on a sheet the person is swiping
  /// away. The SwiftUI layer puts one in the environment of every screen it draws; get one
  /// elsewhere with ``Navigator/screenNavigator(for:)``.
  ///
  /// ```swift
  /// let navigator = Navigator(structure: Shapes.structure, selection: .rectangle)
  /// let root = navigator.screenNavigator(for: .root(.rectangle))
  /// root.push(.rectangleItem(level: 1))
  /// root.push(.rectangleItem(level: 1))  // ignored: the rectangle's root is no longer on top
  /// ```
  @MainActor
  public final class ScreenNavigator: Observable {
    /// The screen's address.
    public let screen: NavigationState<D>.Screen
    private weak var navigator: Navigator<D>?

    init(screen: NavigationState<D>.Screen, navigator: Navigator<D>) {
      self.screen = screen
      self.navigator = navigator
    }

    /// Sends `action` from this screen (see ``NavigationAction/from(_:)``).
    ///
    /// - Parameter action: the action.
    /// - Returns: the events (`ignoredStale` when the screen is no longer on top), or the error.
    @discardableResult
    public func send(_ action: NavigationAction<D>) -> Result<[NavigationEvent<D>], NavigationError<D>> {
      navigator?.send(action.from(screen)) ?? .success([])
    }

    /// Pushes `destination` from this screen.
    ///
    /// - Parameter destination: the screen to push.
    /// - Returns: the events, or the error.
    @discardableResult
    public func push(_ destination: D) -> Result<[NavigationEvent<D>], NavigationError<D>> { send(.push(destination)) }

    /// Presents `destination` from this screen.
    ///
    /// - Parameters:
    ///   - destination: the modal's root screen.
    ///   - style: sheet, cover or popover; the destination's declared one by default.
    /// - Returns: the events, or the error.
    @discardableResult
    public func present(_ destination: D, style: ModalStyle? = nil) -> Result<[NavigationEvent<D>], NavigationError<D>> {
      send(.present(destination, style: style))
    }

    /// Ends this screen, delivering `outcome` to the screen that asked for it; nothing happens
    /// when the screen is no longer on top (the person already closed it).
    ///
    /// - Parameter outcome: what the screen finished with; none by default.
    /// - Returns: the events, or the error.
    @discardableResult
    public func finish(returning outcome: D.Outcome? = nil) -> Result<[NavigationEvent<D>], NavigationError<D>> {
      send(.finish(returning: outcome))
    }

    /// The outcomes delivered to this screen and not taken yet, oldest first (observed).
    public var outcomes: [D.Outcome] { navigator?.outcomes(for: screen) ?? [] }

    /// Takes the outcomes delivered to this screen, oldest first.
    ///
    /// - Returns: the outcomes; the screen's inbox is empty afterwards.
    @discardableResult
    public func takeOutcomes() -> [D.Outcome] { navigator?.takeOutcomes(for: screen) ?? [] }

    /// Whether this screen is the top of the window, so that what it sends is not ignored
    /// (observed).
    public var isOnTop: Bool { navigator?.state.topScreen == screen }
  }

  /// The navigator of one screen: the same object for the same screen while it is in the
  /// state, so that the SwiftUI environment does not change under a view.
  ///
  /// ```swift
  /// let navigator = Navigator(structure: Shapes.structure, selection: .rectangle)
  /// let root = navigator.screenNavigator(for: .root(.rectangle))
  /// ```
  ///
  /// - Parameter screen: the screen's address.
  /// - Returns: its navigator.
  public func screenNavigator(for screen: NavigationState<D>.Screen) -> ScreenNavigator {
    if let made = screenNavigators[screen] { return made }
    // Screens that left go before the cache grows past what a window holds.
    if screenNavigators.count >= 64 {
      let state = engine.state
      screenNavigators = screenNavigators.filter { state.holds($0.key) && $0.key != screen }
    }
    let made = ScreenNavigator(screen: screen, navigator: self)
    screenNavigators[screen] = made
    return made
  }
}
