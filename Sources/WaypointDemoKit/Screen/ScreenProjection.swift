package import Waypoint

/// Projects a window's state onto a ``Screen``: which chrome the style shows, the tab bar's
/// regions and overflow, the sidebar's sections, the stacks and the modal chain.
///
/// This is the demo's stand-in for the core's Layout until the layout module lands; the rules it
/// follows are the layout issue's: tab bar regions fixed → customizable → pinned (R55),
/// sidebar-only and optional tabs out of the tab bar (R29, R54), sections flattened into the tab
/// bar (D7 `flatten`, R23), more than five items in compact width overflow into More (R82),
/// loose tabs before sections in the sidebar (R25) and section actions after their tabs (R24).
///
/// ```swift
/// let screen = ScreenProjection(example: .shapes, style: .tabs, size: .regular)
///   .screen(of: state, window: 1, windows: 1, signedIn: nil)
/// ```
package struct ScreenProjection<D: Destination> {
  /// The example app.
  package var example: Example<D>
  /// The style asked for.
  package var style: DemoStyle
  /// The size class.
  package var size: DemoSize
  /// How many items the compact tab bar shows before More takes the last place.
  package var compactLimit = 5

  /// Creates a projection.
  ///
  /// - Parameters:
  ///   - example: the example app.
  ///   - style: the style asked for.
  ///   - size: the size class.
  package init(example: Example<D>, style: DemoStyle, size: DemoSize) {
    self.example = example
    self.style = style
    self.size = size
  }

  /// The chrome the style shows at this size: `automatic` is an iPad's `sidebar-adaptable` (R13),
  /// which shows the sidebar in regular width and the tab bar in compact width.
  package var chrome: Chrome {
    switch style {
    case .tabs: .tabBar
    case .sidebar: .sidebar
    case .single: .none
    case .sidebarAdaptable, .automatic: size == .regular ? .sidebar : .tabBar
    }
  }

  /// What surrounds the stacks.
  package enum Chrome: Hashable, Sendable {
    /// A tab bar.
    case tabBar
    /// A sidebar.
    case sidebar
    /// No tab chrome (the `single` style).
    case none
  }

  /// The screen a window's state shows.
  ///
  /// - Parameters:
  ///   - state: the window's state.
  ///   - window: the window's number, from 1.
  ///   - windows: how many windows are open.
  ///   - signedIn: the sign-in state, `nil` when the app has no sign-in guard.
  /// - Returns: the screen.
  package func screen(of state: NavigationState<D>, window: Int, windows: Int, signedIn: Bool?) -> Screen {
    let routes = example.routes
    let root = Crumb(path: routes.path(for: state.selection), title: title(of: state.selection))
    return Screen(
      app: example.name,
      style: style.rawValue,
      size: size.rawValue,
      tabBar: chrome == .tabBar ? tabBar(selection: state.selection) : nil,
      sidebar: chrome == .sidebar ? sidebar(selection: state.selection) : nil,
      selection: root.path,
      previousSelection: state.previousSelection.map(routes.path(for:)),
      stack: [root] + state.selectedStack.map { crumb($0.destination) },
      stacks: stacks(of: state),
      modals: state.modals.map { modal in
        ModalItem(
          path: routes.path(for: modal.destination), title: modal.destination.title,
          style: modal.style.name, stack: modal.stack.map { crumb($0.destination) })
      },
      signedIn: signedIn,
      window: window,
      windows: windows
    )
  }

  private func crumb(_ destination: D) -> Crumb {
    Crumb(path: example.routes.path(for: destination), title: destination.title)
  }

  private func title(of root: D) -> String {
    example.structure.section(landing: root)?.title ?? root.title
  }

  private func stacks(of state: NavigationState<D>) -> [TabStack] {
    let structure = example.structure
    let roots = structure.allTabs.map(\.destination) + structure.sections.compactMap(\.landing)
    return roots.map { root in
      TabStack(tab: example.routes.path(for: root), paths: state.stack(for: root).map { example.routes.path(for: $0.destination) })
    }
  }

  private func tabBar(selection: D) -> [TabItem] {
    let structure = example.structure
    var fixed: [TabItem] = []
    var customizable: [TabItem] = []
    var pinned: [TabItem] = []
    for item in structure.content {
      let candidates: [(Tab<D>, Bool)] =
        switch item {
        case let .tab(tab): [(tab, true)]
        case let .section(section): section.tabs.map { ($0, false) }
        }
      for (tab, isRootLevel) in candidates where !tab.isHidden {
        let placement = tab.placement.resolved(isRootLevel: isRootLevel)
        // Sections are flattened into the tab bar (D7 `flatten`, R23); optional root tabs wait
        // until the user adds them, sidebar-only tabs never appear (R29, R54).
        if placement == .sidebarOnly || (isRootLevel && placement == .optional) { continue }
        let item = tabItem(tab, selection: selection, region: "")
        switch placement {
        case .fixed: fixed.append(item.in(region: "fixed"))
        case .pinned: pinned.append(item.in(region: "pinned"))
        default: customizable.append(item.in(region: "customizable"))
        }
      }
    }
    var items = fixed + customizable + pinned
    if size == .compact, items.count > compactLimit {
      for index in (compactLimit - 1)..<items.count { items[index].more = true }
    }
    return items
  }

  private func tabItem(_ tab: Tab<D>, selection: D, region: String) -> TabItem {
    TabItem(
      id: tab.id, path: example.routes.path(for: tab.destination), title: tab.title,
      badge: tab.badge > 0 ? tab.badge : nil, selected: tab.destination == selection,
      region: region, more: false, enabled: tab.isEnabled)
  }

  private func sidebar(selection: D) -> [SidebarSection] {
    let structure = example.structure
    let item = { (tab: Tab<D>) in
      SidebarItem(
        id: tab.id, path: self.example.routes.path(for: tab.destination), title: tab.title,
        badge: tab.badge > 0 ? tab.badge : nil, selected: tab.destination == selection)
    }
    var sections = [
      SidebarSection(id: nil, title: nil, selected: false, items: structure.looseTabs.filter { !$0.isHidden }.map(item), actions: [])
    ]
    for section in structure.sections {
      sections.append(
        SidebarSection(
          id: section.id, title: section.title, selected: section.landing == selection,
          items: section.tabs.filter { !$0.isHidden }.map(item), actions: section.actions.map(\.title)))
    }
    return sections
  }
}

extension TabItem {
  fileprivate func `in`(region: String) -> TabItem {
    var copy = self
    copy.region = region
    return copy
  }
}
