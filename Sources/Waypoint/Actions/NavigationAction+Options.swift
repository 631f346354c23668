extension NavigationAction {
  /// What comes with one request besides the action itself: who sent it, why, and how the screen
  /// moves.
  ///
  /// Attach options with ``from(_:)``, ``by(_:)``, ``marking(_:)`` and ``motion(_:)`` (or the case
  /// ``with(_:_:)``), on any action; every
  /// option is `Codable`, so a recorded action replays with its options.
  ///
  /// ```swift
  /// navigator.send(.push(.rectangleItem(level: 1)).from(.root(.rectangle)))
  /// navigator.send(.pop(1).by(.person))
  /// ```
  public struct Options: Hashable, Sendable, Codable {
    /// The screen the request came from. When that screen is no longer the top of the window
    /// (a second tap on a row that already pushed, a tap on a sheet that was swiped away), the
    /// request is ignored: ``NavigationEvent/ignoredStale(_:)``, nothing changes.
    public var sender: NavigationState<D>.Screen?
    /// Who asked: the app (the default) or the person (a gesture); the screens the action
    /// ends are reported with it.
    public var cause: Cause
    /// A mark for the screen the action pushes or presents, to return to later (see
    /// ``NavigationAction/marking(_:)``).
    public var mark: String?
    /// How the screen moves to what the action leads to; animated when `nil`.
    public var motion: Motion?
    /// The view the screen the action pushes or presents zooms out of, and back into when it
    /// leaves (see ``NavigationAction/zoom(from:)``).
    public var zoomSource: String?

    /// Creates options.
    ///
    /// - Parameters:
    ///   - sender: the screen the request came from; none by default.
    ///   - cause: who asked; the app by default.
    ///   - mark: a mark for the new screen; none by default.
    ///   - motion: how the screen moves; animated by default.
    ///   - zoomSource: the view the new screen zooms out of; none by default.
    public init(
      sender: NavigationState<D>.Screen? = nil, cause: Cause = .app, mark: String? = nil, motion: Motion? = nil,
      zoomSource: String? = nil
    ) {
      self.sender = sender
      self.cause = cause
      self.mark = mark
      self.motion = motion
      self.zoomSource = zoomSource
    }

    /// Whether the options ask how the screen shows the action: a motion or a zoom source.
    @usableFromInline var asksHowToShow: Bool { motion != nil || zoomSource != nil }

    /// These options with the ones `other` sets laid over them.
    func merged(with other: Options) -> Options {
      Options(
        sender: other.sender ?? sender, cause: other.cause == .app ? cause : other.cause, mark: other.mark ?? mark,
        motion: other.motion ?? motion, zoomSource: other.zoomSource ?? zoomSource)
    }
  }

  /// Why a screen left the state, or who asked for a request.
  ///
  /// ```swift
  /// for await event in navigator.events() {
  ///   if case let .dismissed(modals, cause: .person) = event { print("swiped away \(modals)") }
  /// }
  /// ```
  public enum Cause: String, Hashable, Sendable, Codable, CaseIterable {
    /// The app's own call.
    case app
    /// The person: a swipe, Back, a tap on a tab or an alert's button.
    case person
    /// The screen finished, with or without an outcome.
    case finished
    /// A deep link (``NavigationAction/show(_:)``, a URL) rebuilt the hierarchy without it.
    case deepLink
    /// The whole state, its stack, or its place on top was replaced.
    case replaced
    /// The app removed it from its stack.
    case removed
    /// The guard no longer allows it (a sign-out), or moved the way to a redirect.
    case guarded
    /// The app's structure or limits changed and no longer hold it.
    case restructured
    /// The window's saved state was restored in its place.
    case restored
    /// Another tab was selected, and its tab empties its stack when left
    /// (``AppTab/LeavePolicy/reset``).
    case leftTab

    /// Whether a guard's `leaving` decision is asked about a screen that leaves for this cause:
    /// not when it finished itself, when the guard's own decision or the app's structure removed
    /// it, nor when a saved state is restored.
    var asksGuard: Bool {
      switch self {
      case .app, .person, .deepLink, .replaced, .removed, .leftTab: true
      case .finished, .guarded, .restructured, .restored: false
      }
    }
  }

  /// This action with options laid over the ones it already has.
  func merging(_ options: Options) -> NavigationAction {
    if case let .with(own, action) = self { return .with(own.merged(with: options), action) }
    return .with(options, self)
  }

  /// This action, sent from `screen`: ignored when that screen is no longer the top of the
  /// window.
  ///
  /// ```swift
  /// navigator.send(.push(.rectangleItem(level: 2)).from(.entry(0)))
  /// ```
  ///
  /// - Parameter screen: the screen the request came from.
  /// - Returns: the action with its sender.
  public func from(_ screen: NavigationState<D>.Screen) -> NavigationAction { merging(Options(sender: screen)) }

  /// This action, asked for by `cause`: the person's gestures are sent `by(.person)`.
  ///
  /// - Parameter cause: who asked.
  /// - Returns: the action with its cause.
  public func by(_ cause: Cause) -> NavigationAction { merging(Options(cause: cause)) }

  /// This action, marking the screen it pushes or presents with `name`, a return point for
  /// ``NavigationAction/returnTo(_:outcome:)``.
  ///
  /// ```swift
  /// navigator.send(.present(.settings).marking("settings"))
  /// ```
  ///
  /// - Parameter name: the mark.
  /// - Returns: the action with its mark.
  public func marking(_ name: String) -> NavigationAction { merging(Options(mark: name)) }

  /// The action without its options, and the options (empty when it has none).
  public var withoutOptions: (action: NavigationAction, options: Options) {
    if case let .with(options, action) = self { return (action, options) }
    return (self, Options())
  }
}
