extension AppStructure {
  /// This structure, where a pushed screen whose destination `hides` takes says the tab bar is
  /// hidden: while it is on the selected tab's stack, and so under every screen pushed above it.
  ///
  /// A tab's root never hides the bar, a sidebar is never hidden, and a presented screen does not
  /// matter (it covers the bar). ``NavigationLayout/TabBar/isHidden`` says whether the bar is
  /// hidden now.
  ///
  /// ```swift
  /// let structure = Shapes.structure.hidesTabBar { destination in
  ///   if case .circleItem = destination { true } else { false }
  /// }
  /// ```
  ///
  /// - Parameter hides: whether a pushed screen of a destination hides the tab bar.
  /// - Returns: the structure with the declaration.
  public func hidesTabBar(where hides: @escaping @Sendable (D) -> Bool) -> AppStructure {
    var declarations = storage.declarations
    declarations.hidesTabBar = hides
    return AppStructure(content: content, limits: limits, origin: origin, declarations: declarations)
  }

  /// Whether a pushed screen of `destination` hides the tab bar.
  ///
  /// ```swift
  /// Shapes.structure.isTabBarHidden(by: .infinity)  // false: the app declares none
  /// ```
  ///
  /// - Parameter destination: a destination.
  /// - Returns: what the app declared; `false` when it declared nothing.
  public func isTabBarHidden(by destination: D) -> Bool {
    storage.declarations.hidesTabBar?(destination) ?? false
  }

  /// Whether the app declared screens that hide the tab bar.
  @usableFromInline
  var declaresTabBarHiding: Bool { storage.declarations.hidesTabBar != nil }

  /// Whether a tab bar over `stack` is hidden: a screen on it hides the bar.
  ///
  /// - Parameter stack: the selected tab's stack.
  /// - Returns: whether the bar is hidden.
  @usableFromInline
  func hidesTabBar(over stack: [Entry<D>]) -> Bool {
    guard let hides = storage.declarations.hidesTabBar else { return false }
    return stack.contains { hides($0.destination) }
  }
}
