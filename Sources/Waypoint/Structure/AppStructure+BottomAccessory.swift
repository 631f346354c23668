extension AppStructure {
  /// A view the tab bar carries above itself, or beside itself when it is small (the iOS 26 tab
  /// bar): a mini player, the status of an upload. The view is the app's; the structure says
  /// what it is called and what tapping it does, and the navigator says whether it is shown.
  ///
  /// ```swift
  /// let structure = Media.structure().bottomAccessory("Now Playing", action: .present(.player(id: 1)))
  /// structure.bottomAccessory?.title  // "Now Playing"
  /// ```
  public struct BottomAccessory: Hashable, Sendable {
    /// What the accessory is called: what the layout's text, the playground and the wireframes
    /// show in its place (the view itself is the app's, with its own accessibility).
    public var title: String
    /// What tapping the accessory does, if anything (present the player, for example).
    public var action: NavigationAction<D>?

    /// Creates an accessory.
    ///
    /// ```swift
    /// let accessory = AppStructure<MediaDestination>.BottomAccessory(title: "Now Playing", action: .present(.player(id: 1)))
    /// ```
    ///
    /// - Parameters:
    ///   - title: what the accessory is called.
    ///   - action: what tapping it does; nothing by default.
    public init(title: String, action: NavigationAction<D>? = nil) {
      self.title = title
      self.action = action
    }
  }

  /// This structure, with a bottom accessory: a view of the app's that the tab bar carries while
  /// the navigator shows it (``Navigator/setBottomAccessory(shown:)``). It is drawn only where
  /// the system has one (an iPhone or an iPad with iOS 26, over a tab view; not a Mac, a Mac
  /// Catalyst app in the Mac idiom included), and never while a pushed screen hides the tab bar;
  /// ``NavigationLayout/bottomAccessory`` says whether a layout draws it.
  ///
  /// ```swift
  /// let structure = Media.structure().bottomAccessory("Now Playing", action: .present(.player(id: 1)))
  /// ```
  ///
  /// - Parameters:
  ///   - title: what the accessory is called in the layout's text, the playground and the
  ///     wireframes.
  ///   - action: what tapping it does; nothing by default.
  /// - Returns: the structure with the declaration.
  public func bottomAccessory(_ title: String, action: NavigationAction<D>? = nil) -> AppStructure {
    var declarations = storage.declarations
    declarations.bottomAccessory = BottomAccessory(title: title, action: action)
    return AppStructure(content: content, limits: limits, origin: origin, declarations: declarations)
  }

  /// The bottom accessory the app declared, if any.
  public var bottomAccessory: AppStructure<D>.BottomAccessory? { storage.declarations.bottomAccessory }

  /// The accessory drawn in `environment`: the app's, while it is shown, where the system has
  /// one (an iPhone or an iPad, over a tab view: its tab bar, or the sidebar a tab view turns
  /// into, at the bottom of the content), except over a tab bar a pushed screen hides.
  ///
  /// - Parameters:
  ///   - shown: whether the app shows its accessory.
  ///   - environment: where it would be drawn.
  ///   - hidesTabBar: whether a screen on the selected stack hides the tab bar; asked only
  ///     where a tab bar is drawn.
  /// - Returns: the accessory, or `nil` when none is drawn.
  @inlinable
  package func drawnBottomAccessory(
    shown: Bool, in environment: LayoutEnvironment, hidesTabBar: @autoclosure () -> Bool
  ) -> AppStructure<D>.BottomAccessory? {
    guard shown, let accessory = bottomAccessory else { return nil }
    guard environment.idiom == .phone || environment.idiom == .pad else { return nil }
    switch environment.presentation.kind {
    case .tabBar: return hidesTabBar() ? nil : accessory
    // A sidebar style on an iPhone or an iPad is drawn as a split view, which has no accessory;
    // a tab view's sidebar carries it at the bottom of the content.
    case .sidebar: return environment.style == .sidebar ? nil : accessory
    case .single, .ornament: return nil
    }
  }
}
