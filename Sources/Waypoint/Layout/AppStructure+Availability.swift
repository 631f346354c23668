extension AppStructure {
  /// Whether `destination` can be the selection in a layout: selectable in the structure,
  /// not hidden by the person, and reachable from what the layout draws.
  ///
  /// - A tab hidden from the sidebar is unavailable everywhere.
  /// - A tab bar shows only the tabs in it or under More: sidebar-only tabs, tabs removed
  ///   from the tab bar and optional tabs not added are unavailable there. Under
  ///   ``LayoutEnvironment/SectionPolicy/collapse`` a section's children are reached through the section's tab.
  /// - A section's landing screen is available where sections are drawn: in a sidebar, and in a
  ///   tab bar that collapses each section into one tab. A tab bar that shows a section's tabs
  ///   directly does not draw its landing.
  ///
  /// ```swift
  /// let phone = LayoutEnvironment(style: .tabBar)
  /// Media.structure().isAvailable(.settings, customization: TabCustomization(), environment: phone) // false
  /// ```
  ///
  /// - Parameters:
  ///   - destination: a root destination.
  ///   - customization: the person's tab customization.
  ///   - environment: the layout's environment.
  /// - Returns: `true` when the layout can show it as the selection.
  @inlinable
  public func isAvailable(
    _ destination: D,
    customization: TabCustomization,
    environment: LayoutEnvironment
  ) -> Bool {
    // One lookup of the tab (a copy of a whole `AppTab` each time in unspecialized code).
    guard let tab = tab(for: destination) else {
      guard isSelectable(destination) else { return false }
      return drawsLandings(in: environment)
    }
    return layoutAnswer(for: tab, customization: customization, environment: environment).isDrawn
  }

  /// What a layout makes of a declared tab, from one look at where it is shown: whether a person
  /// can select it there (`isDrawn`), and whether it is selectable by the structure (enabled, not
  /// hidden) but not shown (`isRefused`: choosing it is refused as not drawn).
  @inlinable
  func layoutAnswer(
    for tab: AppTab<D>, customization: TabCustomization, environment: LayoutEnvironment
  ) -> (isDrawn: Bool, isRefused: Bool) {
    guard tab.isEnabled, !tab.isHidden else { return (false, false) }
    let shown = isShown(tab, customization: customization, environment: environment)
    return (shown && !tab.isIntercepting, !shown)
  }

  /// Whether a layout draws the sections' landing screens: a sidebar does, and so does a tab bar
  /// that collapses each section into one tab.
  @inlinable
  func drawsLandings(in environment: LayoutEnvironment) -> Bool {
    environment.presentation != .tabBar || environment.collapsesSections
  }

  /// Whether the layout shows `tab` at all (selectable or not, an intercepting tab included): in
  /// the sidebar unless the person hid it, and in a tab bar when it is in the bar, under More, or
  /// reached through its collapsed section.
  @inlinable
  package func isShown(_ tab: AppTab<D>, customization: TabCustomization, environment: LayoutEnvironment) -> Bool {
    let arrangement = TabArrangement(structure: self, customization: customization)
    guard arrangement.isInSidebar(tab) else { return false }
    guard environment.presentation == .tabBar else { return true }
    if environment.collapsesSections, let section = section(containing: tab.destination), section.landing != nil {
      return true
    }
    return arrangement.isInTabBar(tab)
  }

  /// The roots a layout offers, in bar order: the tab bar's items (collapsed sections as their
  /// landing), then the sidebar's tabs and section children ("the first visible tab in bar
  /// order").
  ///
  /// ```swift
  /// let first = structure.availableRoots(customization: customization, environment: environment).first
  /// ```
  ///
  /// - Parameters:
  ///   - customization: the person's tab customization.
  ///   - environment: the layout's environment.
  /// - Returns: the available roots, each once.
  public func availableRoots(customization: TabCustomization, environment: LayoutEnvironment) -> [D] {
    let arrangement = TabArrangement(structure: self, customization: customization)
    var roots: [D] = []
    var seen: Set<D> = []
    func add(_ destination: D) {
      guard seen.insert(destination).inserted,
        isAvailable(destination, customization: customization, environment: environment)
      else { return }
      roots.append(destination)
    }
    for element in arrangement.barElements(collapsing: environment.collapsesSections) {
      switch element {
      case let .tab(tab): add(tab.destination)
      case let .section(section): section.landing.map(add)
      }
    }
    looseTabs.map { $0.destination }.forEach(add)
    for section in sections { arrangement.children(of: section).map { $0.destination }.forEach(add) }
    return roots
  }
}
