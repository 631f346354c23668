extension Navigator {
  /// Tells the readers of the tab bar's and the sidebar's rows when they changed, and the readers
  /// of the structure, the environment and the customization when each changed.
  @usableFromInline
  func notifySettings(from oldSelection: D) {
    let state = engine.stateStorage
    let structure = engine.structure
    let hidden = structure.hidesTabBar(over: state.selectedStack)
    let before = NavigationLayout.rows(
      selection: oldSelection, hidesTabBar: published.tabBarHidden, structure: published.structure,
      customization: published.customization, environment: published.environment)
    let after = NavigationLayout.rows(
      selection: state.selection, hidesTabBar: hidden, structure: structure, customization: engine.customization,
      environment: engine.environment)
    let structureChanged = published.structure.identity != structure.identity
    let searchTabChanged = structureChanged && published.structure.searchTab?.destination != structure.searchTab?.destination
    let environmentChanged = published.environment != engine.environment
    let customizationChanged = published.customization != engine.customization
    published.drawn = DrawnRows(
      tabBar: after.tabBar, sidebar: after.sidebar, structure: structure, collapsing: engine.environment.collapsesSections)
    published.structure = structure
    published.environment = engine.environment
    published.customization = engine.customization
    published.tabBarHidden = hidden
    published.settingsRevision = engine.settingsRevision
    if before.tabBar != after.tabBar { fire(.tabBar) }
    if before.sidebar != after.sidebar { fire(.sidebar) }
    if environmentChanged || searchTabChanged { fire(.frame) }
    if structureChanged { fire(.structure) }
    if environmentChanged { fire(.environment) }
    if customizationChanged { fire(.customization) }
    notifyAccessory()
  }

  /// Tells the readers of the rows that a selection from `old` to `new` marks other rows, without
  /// making the rows again.
  @inlinable
  func notifyRows(from old: D, to new: D) {
    let drawn = published.drawn ?? drawnRows()
    if drawn.tabBarChanges(from: old, to: new) { fire(.tabBar) }
    if drawn.sidebarChanges(from: old, to: new) { fire(.sidebar) }
  }

  /// Tells the readers of the tab bar that a screen that hides it came onto or left the selected
  /// stack (for an app that declares such screens).
  @usableFromInline
  func notifyTabBarHiding() {
    let hidden = engine.structure.hidesTabBar(over: engine.stateStorage.selectedStack)
    guard hidden != published.tabBarHidden else { return }
    published.tabBarHidden = hidden
    if (published.drawn ?? drawnRows()).hasTabBar { fire(.tabBar) }
    // An accessory over the bar goes and comes back with it.
    if published.accessoryShown { notifyAccessory() }
  }

  /// What the chrome draws now, kept until the structure, the environment or the customization
  /// changes.
  @usableFromInline
  func drawnRows() -> DrawnRows<D> {
    let rows = NavigationLayout.rows(
      selection: engine.state.selection, hidesTabBar: false, structure: engine.structure, customization: engine.customization,
      environment: engine.environment)
    let drawn = DrawnRows(
      tabBar: rows.tabBar, sidebar: rows.sidebar, structure: engine.structure, collapsing: engine.environment.collapsesSections)
    published.drawn = drawn
    return drawn
  }
}
