package import Waypoint

/// Turns the core's ``NavigationLayout`` of a window into a ``Screen``: every tab and screen named by its
/// route path, badges of 0 left out, regions and More carried through.
///
/// The layout module decides everything (regions fixed → customizable → pinned; overflow
/// into More; sidebar sections and actions; sections flattened or collapsed);
/// this type only names things for the renderers.
///
/// ```swift
/// let screen = ScreenProjection(playground: playground, style: .tabs, size: .regular)
///   .screen(of: navigator.layout, state: navigator.state, window: 1, windows: 1, signedIn: nil)
/// ```
package struct ScreenProjection<D: Destination> {
  /// The app.
  package var playground: Playground<D>
  /// The style asked for.
  package var style: PlaygroundStyle
  /// The size class.
  package var size: PlaygroundSize
  /// The device.
  package var device: PlaygroundDevice

  /// Creates a projection.
  ///
  /// - Parameters:
  ///   - playground: the app.
  ///   - style: the style asked for.
  ///   - size: the size class.
  ///   - device: the device.
  package init(playground: Playground<D>, style: PlaygroundStyle, size: PlaygroundSize, device: PlaygroundDevice = .ipad) {
    self.playground = playground
    self.style = style
    self.size = size
    self.device = device
  }

  /// The screen a window shows.
  ///
  /// - Parameters:
  ///   - layout: the window's layout.
  ///   - state: the window's state (for the stacks of tabs not shown).
  ///   - window: the window's number, from 1.
  ///   - windows: how many windows are open.
  ///   - signedIn: the sign-in state, `nil` when the app has no sign-in guard.
  ///   - unsavedChanges: whether the screen being edited has unsaved changes, `nil` when the app
  ///     has no leaving guard.
  ///   - locks: what the guard's answers lock of the person's gestures.
  ///   - resolving: the destination being looked up, if any.
  ///   - zoomSources: the view each pushed or presented screen zoomed out of, by its id.
  ///   - popoverHosts: the screen each popover is anchored on, by its id.
  /// - Returns: the screen.
  package func screen(
    of layout: NavigationLayout<D>, state: NavigationState<D>, window: Int, windows: Int, signedIn: Bool?,
    unsavedChanges: Bool? = nil, locks: GestureLocks = GestureLocks(), resolving: D? = nil, zoomSources: [EntryID: String] = [:],
    popoverHosts: [EntryID: NavigationState<D>.Screen] = [:]
  ) -> Screen {
    let routes = playground.paths
    // What the SwiftUI layer is given: a source only where the device zooms.
    let projection = NavigationProjection(
      state: state, structure: playground.structure, environment: layout.environment, zoomSources: zoomSources,
      popoverHosts: popoverHosts)
    func crumb(_ entry: Entry<D>) -> Crumb {
      Crumb(path: routes.path(for: entry.destination), title: entry.destination.title, zoom: projection.zoomSource(of: entry.id))
    }
    let root = Crumb(path: routes.path(for: layout.selection), title: title(of: layout.selection))
    var screen = Screen(
      app: playground.name,
      style: style.rawValue,
      size: size.rawValue,
      device: device.rawValue,
      tabBar: layout.tabBar.map { bar in bar.items.map { tabItem($0, more: false) } + bar.more.map { tabItem($0, more: true) } },
      sidebar: layout.sidebar.map(sidebar),
      selection: root.path,
      previousSelection: state.previousSelection.map(routes.path(for:)),
      stack: [root] + layout.stack.map(crumb),
      stacks: stacks(of: state),
      modals: layout.modals.enumerated().map { elevation, modal in
        ModalItem(
          path: routes.path(for: modal.destination), title: modal.destination.title,
          style: modal.style.name, sizing: modal.style.drawnSizing == .automatic ? nil : modal.style.drawnSizing.rawValue,
          zoom: projection.modals[elevation].zoomSource, stack: modal.stack.map(crumb),
          detent: modal.style.offeredDetents.count > 1 ? modal.detent?.description : nil,
          swipeLocked: locks.sheets.indices.contains(elevation) && locks.sheets[elevation],
          drawnAs: Self.drawnAs(projection.modals[elevation]), anchor: projection.modals[elevation].popover?.anchor)
      },
      signedIn: signedIn,
      unsavedChanges: unsavedChanges,
      backLocked: locks.back,
      alert: state.alert.map {
        AlertItem(
          kind: $0.kind.rawValue, title: $0.title, message: $0.message, titleVisibility: $0.titleVisibility.rawValue,
          severity: $0.drawnSeverity(on: layout.environment.idiom).rawValue, buttons: $0.buttons.map(\.id))
      },
      resolving: resolving.map(routes.path(for:)),
      window: window,
      windows: windows
    )
    screen.tabBarHidden = layout.tabBar?.isHidden ?? false
    screen.tabBarMinimizing = layout.tabBar.flatMap { $0.minimizing == .automatic ? nil : $0.minimizing.rawValue }
    screen.bottomAccessory = layout.bottomAccessory?.title
    screen.searchQuery = state.searchQuery.isEmpty ? nil : state.searchQuery
    return screen
  }

  /// What the device shows: `sheet`, `cover` or `popover` (a popover the system shows as a
  /// sheet on a narrow screen is a sheet).
  private static func drawnAs(_ modal: ModalPresentation<D>) -> String {
    switch modal.kind {
    case .sheet: "sheet"
    case .fullScreenCover: "cover"
    case .popover: modal.popover?.showsAsSheet == true ? "sheet" : "popover"
    }
  }

  private func title(of root: D) -> String {
    playground.structure.section(landing: root)?.title ?? playground.structure.tab(for: root)?.title ?? root.title
  }

  private func stacks(of state: NavigationState<D>) -> [TabStack] {
    let structure = playground.structure
    let roots = structure.allTabs.map(\.destination) + structure.sections.compactMap(\.landing)
    return roots.map { root in
      TabStack(tab: playground.paths.path(for: root), paths: state.stack(for: root).map { playground.paths.path(for: $0.destination) })
    }
  }

  private func tabItem(_ item: Waypoint.NavigationLayout<D>.Item, more: Bool) -> TabCell {
    TabCell(
      id: item.id, path: playground.paths.path(for: item.destination), title: item.title,
      badge: item.badge > 0 ? item.badge : nil, selected: item.isSelected,
      region: item.region.description, more: more, enabled: item.isEnabled)
  }

  private func sidebarItem(_ item: Waypoint.NavigationLayout<D>.Item) -> SidebarRow {
    SidebarRow(
      id: item.id, path: playground.paths.path(for: item.destination), title: item.title,
      badge: item.badge > 0 ? item.badge : nil, selected: item.isSelected)
  }

  private func sidebar(_ layout: NavigationLayout<D>.Sidebar) -> [SidebarGroup] {
    var sections: [SidebarGroup] = []
    if !layout.tabs.isEmpty {
      sections.append(SidebarGroup(id: nil, title: nil, selected: false, items: layout.tabs.map(sidebarItem), actions: []))
    }
    for section in layout.sections {
      sections.append(
        SidebarGroup(
          id: section.id, title: section.title, selected: section.isSelected,
          items: section.items.map(sidebarItem), actions: section.actions.map(\.title)))
    }
    return sections
  }
}
