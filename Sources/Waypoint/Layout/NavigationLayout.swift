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
  /// The bottom accessory drawn, or `nil` when none is: the app's
  /// (``AppStructure/bottomAccessory(_:action:)``), while the navigator shows it, over an
  /// iPhone's or an iPad's tab view whose bar no pushed screen hides.
  public var bottomAccessory: AppStructure<D>.BottomAccessory?

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
  ///   - showsBottomAccessory: whether the app shows its bottom accessory
  ///     (``Navigator/isBottomAccessoryShown``); `false` by default.
  @inlinable
  public init(
    state: NavigationState<D>,
    structure: AppStructure<D>,
    customization: TabCustomization = TabCustomization(),
    environment: LayoutEnvironment = LayoutEnvironment(),
    showsBottomAccessory: Bool = false
  ) {
    self.environment = environment
    self.presentation = environment.presentation
    self.selection = state.selection
    self.stack = state.selectedStack
    self.modals = state.modals
    self.alert = state.alert
    self.searchTab = structure.searchTab?.destination
    // Whether the stack hides the bar is asked only where a bar is drawn.
    let drawsTabBar = presentation.kind == .tabBar || presentation.kind == .ornament
    (tabBar, sidebar) = Self.rows(
      selection: state.selection, hidesTabBar: drawsTabBar && structure.hidesTabBar(over: stack), structure: structure,
      customization: customization, environment: environment)
    bottomAccessory = structure.drawnBottomAccessory(
      shown: showsBottomAccessory, in: environment, hidesTabBar: self.tabBar?.isHidden ?? false)
  }

  /// The rows of the tab bar and the sidebar the environment draws, with `selection` selected.
  ///
  /// - Parameters:
  ///   - selection: the selected root.
  ///   - hidesTabBar: whether the selected stack hides the tab bar.
  ///   - structure: the app's structure.
  ///   - customization: the person's tab customization.
  ///   - environment: style, size class, idiom and policies.
  /// - Returns: the tab bar and the sidebar, each `nil` when not drawn.
  @inlinable
  static func rows(
    selection: D,
    hidesTabBar: Bool,
    structure: AppStructure<D>,
    customization: TabCustomization,
    environment: LayoutEnvironment
  ) -> (tabBar: NavigationLayout<D>.TabBar?, sidebar: NavigationLayout<D>.Sidebar?) {
    let arrangement = TabArrangement(structure: structure, customization: customization)
    let selected = Self.selectedIDs(of: selection, in: structure, collapsing: environment.collapsesSections)
    var tabBar: NavigationLayout<D>.TabBar?
    var sidebar: NavigationLayout<D>.Sidebar?
    switch environment.presentation.kind {
    case .tabBar:
      tabBar = Self.tabBar(
        arrangement.barElements(collapsing: environment.collapsesSections), arrangement: arrangement,
        selected: selected, overflowLimit: environment.overflowsIntoMore ? environment.compactTabBarLimit : nil)
    case .sidebar:
      sidebar = Self.sidebar(arrangement: arrangement, selection: selection, loose: true)
    case .ornament:
      tabBar = Self.tabBar(
        arrangement.barElements(collapsing: false, looseOnly: true), arrangement: arrangement,
        selected: selected, overflowLimit: nil)
      // The ornament is a tab bar: a loose tab it does not draw (sidebar-only, or hidden from the
      // tab bar) is listed in the sidebar beside the sections.
      sidebar = Self.sidebar(arrangement: arrangement, selection: selection, loose: true, exceptTabBar: true)
    case .single:
      break
    }
    if hidesTabBar { tabBar?.isHidden = true }
    if tabBar != nil { tabBar?.minimizing = structure.drawnTabBarMinimizing(in: environment) }
    return (tabBar, sidebar)
  }

  /// Whether selecting the search tab activates search, so that dismissing it re-selects the
  /// previous tab: where the environment asks for it, the app has a search tab, and the device
  /// has the behavior (iPhone, iPad and Mac).
  public var activatesSearchOnSelection: Bool { environment.activatesSearchOnSelection(hasSearchTab: searchTab != nil) }

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
        // The children the sidebar lists, read in place: a filtered copy would copy each tab.
        var badge = 0
        var isEnabled = false
        for index in section.tabs.indices where arrangement.isInSidebar(section.tabs[index]) {
          badge = badge.saturatingAdd(max(0, section.tabs[index].badge))
          isEnabled = isEnabled || section.tabs[index].isEnabled
        }
        items.append(
          NavigationLayout.Item(
            id: section.id, destination: landing, title: section.title, symbolName: landing.symbolName,
            badge: badge, isEnabled: isEnabled, isSelected: selected.contains(section.id), region: .customizable,
            isSection: true))
      }
    }
    guard let limit = overflowLimit, items.count > max(limit, 0) else { return NavigationLayout.TabBar(items: items) }
    // The first `limit - 1` slots go to fixed, then customizable, tabs; pinned tabs always stay
    // at the trailing edge (R54, R55); the rest go under More (R82, H4). The regions are
    // counted, then each item is placed once.
    var fixedCount = 0
    var pinnedCount = 0
    for item in items {
      if item.region == .fixed { fixedCount += 1 } else if item.region == .pinned { pinnedCount += 1 }
    }
    let slots = max(0, max(limit, 1) - 1 - fixedCount - pinnedCount)
    var bar: [NavigationLayout<D>.Item] = []
    bar.reserveCapacity(fixedCount + slots + pinnedCount)
    var more: [NavigationLayout<D>.Item] = []
    var pinned: [NavigationLayout<D>.Item] = []
    var customizableSeen = 0
    for item in items {
      switch item.region {
      case .fixed: bar.append(item)
      case .pinned: pinned.append(item)
      default:
        if customizableSeen < slots { bar.append(item) } else { more.append(item) }
        customizableSeen += 1
      }
    }
    bar.append(contentsOf: pinned)
    return NavigationLayout.TabBar(items: bar, more: more)
  }

  @inlinable
  static func sidebar(
    arrangement: TabArrangement<D>, selection: D, loose: Bool, exceptTabBar: Bool = false
  ) -> NavigationLayout<D>.Sidebar {
    // Rows made straight from the structure's tabs, read in place: filtered copies of the tabs
    // would copy each one.
    var tabs: [NavigationLayout<D>.Item] = []
    var sections: [NavigationLayout<D>.SidebarSection] = []
    for content in arrangement.structure.content {
      switch content {
      case let .tab(tab):
        guard loose, arrangement.isInSidebar(tab), !(exceptTabBar && arrangement.isInTabBar(tab)) else { continue }
        tabs.append(item(tab, arrangement: arrangement, selected: tab.destination == selection))
      case let .section(section):
        let children = arrangement.children(of: section)
        var items: [NavigationLayout<D>.Item] = []
        items.reserveCapacity(children.count)
        for index in children.indices where arrangement.isInSidebar(children[index]) {
          items.append(item(children[index], arrangement: arrangement, selected: children[index].destination == selection))
        }
        sections.append(
          NavigationLayout.SidebarSection(
            id: section.id, title: section.title, landing: section.landing, isSelected: section.landing == selection,
            items: items, actions: section.actions))
      }
    }
    return NavigationLayout.Sidebar(tabs: tabs, sections: sections)
  }
}
