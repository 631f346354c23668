/// What each container shows: a pure projection of (state, structure, customization,
/// environment).
///
/// The SwiftUI layer draws a layout and holds no navigation logic of its own: the tab bar's items
/// in regions with overflow into More, the sidebar's rows and sections, the visible stack and the
/// modal chain. The same state gives a tab bar, a sidebar or a single stack depending only on the
/// environment.
///
/// ```swift
/// let layout = NavigationLayout(
///   state: state,
///   structure: Media.structure(),
///   customization: customization,
///   environment: LayoutEnvironment(style: .automatic, sizeClass: .compact, idiom: .phone)
/// )
/// layout.presentation          // .tabBar
/// layout.tabBar?.more.count     // the overflow under More
/// print(layout.text)            // the same screen as readable text
/// ```
public struct NavigationLayout<D: Destination>: Hashable, Sendable {
  /// The environment the layout was made for.
  public var environment: LayoutEnvironment
  /// The container drawn.
  public var presentation: LayoutEnvironment.Presentation
  /// The tab bar, or `nil` when none is drawn (sidebar, single).
  public var tabBar: NavigationLayout<D>.TabBar?
  /// The sidebar, or `nil` when none is drawn (tab bar, single).
  public var sidebar: NavigationLayout<D>.Sidebar?
  /// The selected root: a tab's root screen or a section's landing.
  public var selection: D
  /// The selected root's push stack.
  public var stack: [Entry<D>]
  /// The modal chain over it; the index is the elevation.
  public var modals: [Modal<D>]
  /// The alert over the top-most screen, if any.
  public var alert: AlertState<D>?
  /// The search tab's root, if the app has one.
  public var searchTab: D?

  /// Projects a state into what each container shows.
  ///
  /// ```swift
  /// let layout = NavigationLayout(state: navigator.state, structure: navigator.structure, environment: navigator.environment)
  /// ```
  ///
  /// - Parameters:
  ///   - state: the navigation state.
  ///   - structure: the app's structure.
  ///   - customization: the person's tab customization.
  ///   - environment: style, size class, idiom and policies.
  @inlinable
  public init(
    state: NavigationState<D>,
    structure: AppStructure<D>,
    customization: TabCustomization = TabCustomization(),
    environment: LayoutEnvironment = LayoutEnvironment()
  ) {
    let arrangement = TabArrangement(structure: structure, customization: customization)
    let presentation = environment.presentation
    self.environment = environment
    self.presentation = presentation
    self.selection = state.selection
    self.stack = state.selectedStack
    self.modals = state.modals
    self.alert = state.alert
    self.searchTab = structure.searchTab?.destination
    let selected = Self.selectedIDs(of: state.selection, in: structure, collapsing: environment.collapsesSections)
    switch presentation.kind {
    case .tabBar:
      tabBar = Self.tabBar(
        arrangement.barElements(collapsing: environment.collapsesSections), arrangement: arrangement,
        selected: selected, overflowLimit: environment.overflowsIntoMore ? environment.compactTabBarLimit : nil)
      sidebar = nil
    case .sidebar:
      tabBar = nil
      sidebar = Self.sidebar(arrangement: arrangement, selection: state.selection, loose: true)
    case .ornament:
      tabBar = Self.tabBar(
        arrangement.barElements(collapsing: false, looseOnly: true), arrangement: arrangement,
        selected: selected, overflowLimit: nil)
      // The ornament is a tab bar: a loose tab it does not draw (sidebar-only, or hidden from the
      // tab bar) is listed in the sidebar beside the sections.
      sidebar = Self.sidebar(arrangement: arrangement, selection: state.selection, loose: true, exceptTabBar: true)
    case .single:
      tabBar = nil
      sidebar = nil
    }
  }

  /// Whether selecting the search tab activates search, so that dismissing it re-selects the
  /// previous tab.
  public var activatesSearchOnSelection: Bool { environment.searchActivation == .searchTabSelection }

  /// The top-most visible stack: the top modal's, else the selected root's. Pushes go here.
  public var visibleStack: [Entry<D>] { modals.last?.stack ?? stack }

  /// Every item the layout draws (tab bar, More, sidebar), in that order.
  public var allItems: [NavigationLayout<D>.Item] {
    (tabBar?.items ?? []) + (tabBar?.more ?? []) + (sidebar?.tabs ?? []) + (sidebar?.sections.flatMap { $0.items } ?? [])
  }

  /// The ids that count as selected for `selection`: the tab itself, and in a collapsed layout
  /// the section that holds it or whose landing it is.
  @inlinable
  static func selectedIDs(of selection: D, in structure: AppStructure<D>, collapsing: Bool) -> Set<String> {
    var ids: Set<String> = []
    if let tab = structure.tab(for: selection) { ids.insert(tab.id) }
    if let section = structure.section(landing: selection) { ids.insert(section.id) }
    if collapsing, let section = structure.section(containing: selection), section.landing != nil {
      ids.insert(section.id)
    }
    return ids
  }

  @inlinable
  static func item(_ tab: AppTab<D>, arrangement: TabArrangement<D>, selected: Bool) -> NavigationLayout<D>.Item {
    NavigationLayout.Item(
      id: tab.id, destination: tab.destination, title: tab.title, symbolName: tab.symbolName,
      badge: max(0, tab.badge), isEnabled: tab.isEnabled, isSelected: selected, region: arrangement.region(tab))
  }

  @inlinable
  static func tabBar(
    _ elements: [TabArrangement<D>.Element],
    arrangement: TabArrangement<D>,
    selected: Set<String>,
    overflowLimit: Int?
  ) -> NavigationLayout<D>.TabBar {
    var items: [NavigationLayout<D>.Item] = []
    for element in elements {
      switch element {
      case let .tab(tab):
        items.append(item(tab, arrangement: arrangement, selected: selected.contains(tab.id)))
      case let .section(section):
        guard let landing = section.landing else { continue }
        let children = section.tabs.filter { arrangement.isInSidebar($0) }
        items.append(
          NavigationLayout.Item(
            id: section.id, destination: landing, title: section.title, symbolName: landing.symbolName,
            badge: children.reduce(0) { $0.saturatingAdd(max(0, $1.badge)) }, isEnabled: children.contains(where: { $0.isEnabled }),
            isSelected: selected.contains(section.id), region: .customizable, isSection: true))
      }
    }
    guard let limit = overflowLimit, items.count > max(limit, 0) else { return NavigationLayout.TabBar(items: items) }
    // The first `limit - 1` slots go to fixed, then customizable, tabs; pinned tabs always stay
    // at the trailing edge (R54, R55); the rest go under More (R82, H4).
    let fixed = items.filter { $0.region == .fixed }
    let pinned = items.filter { $0.region == .pinned }
    let customizable = items.filter { $0.region == .customizable }
    let slots = max(0, max(limit, 1) - 1 - fixed.count - pinned.count)
    return NavigationLayout.TabBar(
      items: fixed + customizable.prefix(slots) + pinned,
      more: Array(customizable.dropFirst(slots)))
  }

  @inlinable
  static func sidebar(
    arrangement: TabArrangement<D>, selection: D, loose: Bool, exceptTabBar: Bool = false
  ) -> NavigationLayout<D>.Sidebar {
    let structure = arrangement.structure
    let tabs = loose ? structure.looseTabs.filter { arrangement.isInSidebar($0) && !(exceptTabBar && arrangement.isInTabBar($0)) } : []
    let sections = structure.sections.map { section in
      NavigationLayout.SidebarSection(
        id: section.id, title: section.title, landing: section.landing,
        isSelected: section.landing == selection,
        items: arrangement.children(of: section).filter { arrangement.isInSidebar($0) }.map {
          item($0, arrangement: arrangement, selected: $0.destination == selection)
        },
        actions: section.actions)
    }
    return NavigationLayout.Sidebar(
      tabs: tabs.map { item($0, arrangement: arrangement, selected: $0.destination == selection) },
      sections: sections)
  }
}
