/// Exactly what SwiftUI's `TabView` is given for a state in an environment: the container and its
/// style, every tab and section in order with the value of each modifier, and the selection.
///
/// The SwiftUI layer maps each field onto one SwiftUI call and decides nothing, so every rule
/// here is tested on Linux:
///
/// - the container: one stack when the layout shows no tabs; `.tabBarOnly` for the tab-bar style;
///   for the sidebar style on iPhone, iPad and Apple Vision, where a tab view's sidebar can turn
///   into a tab bar (or an ornament), a split view listing the layout's sidebar, which stays a
///   sidebar as the style promises; `.sidebarAdaptable` otherwise (on Mac and TV it is always a
///   sidebar);
/// - each modifier only where the platform has it: on tvOS no badge, visibility or customization
///   behaviour, on macOS no customization behaviour (the system's own values are kept there);
/// - a section collapsed into one tab (compact width with the collapse policy) is hidden and its
///   landing tab shown, and the other way round when sections are shown, unless the landing
///   screen is selected: a `TabSection` cannot be selected, so its landing tab stays shown;
/// - on tvOS, which has no `hidden(_:)` for tab content, what would be hidden is left out;
/// - a landing screen that is also a tab is given once, so no two tabs share a value.
///
/// ```swift
/// let projection = TabViewProjection(state: navigator.state, structure: Social.structure(), environment: navigator.environment)
/// projection.container // .tabView(.sidebarAdaptable)
/// ```
package struct TabViewProjection<D: Destination>: Hashable, Sendable {
  /// The `TabView` style.
  package enum Style: Hashable, Sendable {
    /// `.tabBarOnly`.
    case tabBarOnly
    /// `.sidebarAdaptable`.
    case sidebarAdaptable
  }

  /// What holds the screens.
  package enum Container: Hashable, Sendable {
    /// The selected tab's stack alone, without tab chrome.
    case single
    /// A `TabView` in a style.
    case tabView(Style)
    /// A `NavigationSplitView`: the sidebar's list, and the selected tab's stack beside it.
    /// Collapsed into one column (compact width), it shows the list when the environment says
    /// the sidebar is shown, else the stack (`preferredCompactColumn`).
    case splitView(SidebarListProjection<D>, showsSidebarWhenCollapsed: Bool)
  }

  /// One `Tab`, with the value of each of its modifiers.
  package struct TabItem: Hashable, Sendable, Identifiable {
    /// The customization id (`customizationID(_:)`).
    package var id: String
    /// The tab's value in the selection.
    package var value: D
    /// The label's title.
    package var title: String
    /// The label's SF Symbol.
    package var symbolName: String
    /// The badge count; 0 shows none.
    package var badge: Int
    /// Whether the tab has the search role.
    package var isSearch: Bool
    /// Placement and customization, as ``TabTraits`` spells them.
    package var traits: TabTraits
    /// `hidden(_:)`.
    package var isHidden: Bool
    /// `disabled(!isEnabled)`, where the platform has it.
    package var isEnabled: Bool
    /// `accessibilityLabel(_:)`.
    package var accessibilityLabel: String
  }

  /// One `TabSection`.
  package struct SectionItem: Hashable, Sendable, Identifiable {
    /// The customization id.
    package var id: String
    /// The header's title.
    package var title: String
    /// `hidden(_:)`: the section is collapsed into its landing tab.
    package var isHidden: Bool
    /// The section's tabs.
    package var tabs: [TabItem]
    /// The section's actions (`sectionActions`).
    package var actions: [AppTabSection<D>.Action]
  }

  /// Where the app's sidebar header and footer are drawn.
  package enum SidebarExtras: Hashable, Sendable {
    /// Nowhere: no sidebar can be shown (a tab bar only, an iPhone's tab view, a single stack,
    /// a TV).
    case none
    /// By the tab view, in the sidebar it turns into (`tabViewSidebarHeader`,
    /// `tabViewSidebarFooter`), which shows them only while it shows the sidebar.
    case tabView
    /// By the split view's list, before its first group and after its last.
    case list
  }

  /// A top-level entry of the `TabView`.
  package enum Item: Hashable, Sendable, Identifiable {
    case tab(TabItem)
    case section(SectionItem)

    /// A stable identity for `ForEach`.
    package var id: String {
      switch self {
      case let .tab(tab): "tab:\(tab.id)"
      case let .section(section): "section:\(section.id)"
      }
    }
  }

  /// The container.
  package var container: Container
  /// The selected value.
  package var selection: D
  /// The selection of the split view's list: none while a collapsed split view shows the list
  /// (the person went back to it), so that choosing any row, the selected tab's included, is a
  /// change the list reports; the selected value otherwise.
  package var listSelection: D?
  /// The entries, in the structure's order.
  package var items: [Item]
  /// Whether selecting the search tab activates search, and dismissing search re-selects the
  /// previous tab (`tabViewSearchActivation(.searchTabSelection)`): as the environment asks,
  /// where the app has a search tab in a tab view, on the devices that have it (iPhone, iPad,
  /// Mac).
  package var activatesSearchOnSelection = false
  /// The tabs whose stack hides the tab bar while they are selected
  /// (``AppStructure/hidesTabBar(where:)``); none where no tab bar is drawn (a sidebar, a split
  /// view, a single stack).
  package var tabsHidingTheBar: Set<D> = []
  /// Whether the tab bar makes itself small while the person scrolls
  /// (`tabBarMinimizeBehavior`), as the layout says; the system's where no tab bar is drawn.
  package var tabBarMinimizing: AppStructure<D>.TabBarMinimizing = .automatic
  /// The bottom accessory the tab view carries (`tabViewBottomAccessory`), as the layout draws
  /// it; none where the container is not a tab view.
  package var bottomAccessory: AppStructure<D>.BottomAccessory?
  /// Whether the tab view carries the app's accessory at all: shown, where the system has one,
  /// whether or not a pushed screen hides the bar now. Where the accessory cannot be switched in
  /// place (iOS 26.0), the layer adds it while this holds, so that a push that hides the bar
  /// neither adds nor removes a modifier, which would make the whole tab view anew.
  package var carriesBottomAccessory = false
  /// Where the app's sidebar header and footer go: the sidebar a tab view of the adaptable
  /// style turns into where it can (an iPad, a Mac, Apple Vision; not an iPhone, whose tab view
  /// stays a tab bar, nor a TV, which has them from tvOS 27 only), the split view's list, or
  /// nowhere. It follows the device, not whether the sidebar is shown now, so the tab view's
  /// modifiers never come and go as the person shows and hides the sidebar.
  package var sidebarExtras: SidebarExtras {
    switch container {
    case .single, .tabView(.tabBarOnly): .none
    case .tabView(.sidebarAdaptable): [.pad, .mac, .vision].contains(idiom.kind) ? .tabView : .none
    case .splitView: .list
    }
  }
  /// The device's idiom.
  package var idiom: LayoutEnvironment.Idiom

  /// The projection of a state in an environment.
  ///
  /// - Parameters:
  ///   - state: the state on screen.
  ///   - structure: the app's structure.
  ///   - customization: the person's tab customization, which the split view's list follows (a
  ///     tab view keeps its own, `TabViewCustomization`).
  ///   - environment: the layout environment.
  ///   - showsBottomAccessory: whether the app shows its bottom accessory.
  package init(
    state: NavigationState<D>,
    structure: AppStructure<D>,
    customization: TabCustomization = TabCustomization(),
    environment: LayoutEnvironment,
    showsBottomAccessory: Bool = false
  ) {
    selection = state.selection
    idiom = environment.idiom
    container = Self.container(state: state, structure: structure, customization: customization, environment: environment)
    listSelection =
      if case .splitView(_, showsSidebarWhenCollapsed: true) = container, environment.sizeClass == .compact {
        nil
      } else {
        state.selection
      }
    let collapsed = environment.collapsesSections
    let idiom = environment.idiom
    let leavesOutHidden = idiom == .tv
    var values = Set(structure.allTabs.map { $0.destination })
    var items: [Item] = []
    for content in structure.content {
      switch content {
      case let .tab(tab):
        let item = Self.item(tab, isRootLevel: true, on: idiom)
        if !(leavesOutHidden && item.isHidden) { items.append(.tab(item)) }
      case let .section(section):
        let tabs = section.tabs.map { Self.item($0, isRootLevel: false, on: idiom) }.filter { !(leavesOutHidden && $0.isHidden) }
        if !(leavesOutHidden && collapsed) {
          items.append(
            .section(SectionItem(id: section.id, title: section.title, isHidden: collapsed, tabs: tabs, actions: section.actions)))
        }
        if let landing = section.landing, values.insert(landing).inserted {
          let isHidden = !collapsed && state.selection != landing
          if !(leavesOutHidden && isHidden) { items.append(.tab(Self.landingItem(landing, of: section, isHidden: isHidden))) }
        }
      }
    }
    self.items = items
    if case .tabView = container, environment.activatesSearchOnSelection(hasSearchTab: structure.searchTab != nil) {
      activatesSearchOnSelection = true
    }
    if case .tabView = container, [.tabBar, .ornament].contains(environment.presentation.kind) {
      tabsHidingTheBar = Set(state.stacks.compactMap { structure.hidesTabBar(over: $0.value) ? $0.key : nil })
      tabBarMinimizing = structure.drawnTabBarMinimizing(in: environment)
    }
    if case .tabView = container {
      bottomAccessory = structure.drawnBottomAccessory(
        shown: showsBottomAccessory, in: environment, hidesTabBar: structure.hidesTabBar(over: state.selectedStack))
      carriesBottomAccessory = structure.drawnBottomAccessory(shown: showsBottomAccessory, in: environment, hidesTabBar: false) != nil
    }
  }

  /// Whether the stack at `location`, the root of a tab, hides the tab bar: the visibility its
  /// root screen asks of the bar. Inside a modal, never.
  ///
  /// - Parameter location: a stack's location.
  /// - Returns: whether the bar is hidden while the stack's tab is selected.
  package func hidesTabBar(at location: StackLocation<D>) -> Bool {
    if case let .tab(tab) = location { tabsHidingTheBar.contains(tab) } else { false }
  }

  /// What holds the screens in an environment.
  private static func container(
    state: NavigationState<D>,
    structure: AppStructure<D>,
    customization: TabCustomization,
    environment: LayoutEnvironment
  ) -> Container {
    switch environment.presentation {
    case .single:
      return .single
    case .sidebar where environment.style == .sidebar && [.phone, .pad, .vision].contains(environment.idiom):
      // R15: no tab view style is always a sidebar there; the person could turn it into a tab
      // bar the layout does not know.
      let layout = NavigationLayout(state: state, structure: structure, customization: customization, environment: environment)
      return .splitView(
        SidebarListProjection(layout.sidebar ?? NavigationLayout.Sidebar(tabs: [], sections: [])),
        showsSidebarWhenCollapsed: environment.isSidebarShown)
    default:
      return .tabView(environment.style == .tabBar ? .tabBarOnly : .sidebarAdaptable)
    }
  }

  /// A declared tab's item, with the modifiers the platform has.
  private static func item(_ tab: AppTab<D>, isRootLevel: Bool, on idiom: LayoutEnvironment.Idiom) -> TabItem {
    var item = TabItem(
      id: tab.id, value: tab.destination, title: tab.title, symbolName: tab.symbolName, badge: tab.badge,
      isSearch: tab.role == .search, traits: tab.traits(isRootLevel: isRootLevel), isHidden: tab.isHidden,
      isEnabled: tab.isEnabled, accessibilityLabel: tab.accessibilityLabel)
    switch idiom.kind {
    case .tv:
      // tvOS has no badge, visibility or customization modifiers for tabs.
      item.badge = 0
      item.traits = TabTraits(placement: item.traits.placement, tabBarBehavior: .automatic, sidebarBehavior: .automatic)
    case .mac:
      // macOS has only the automatic customization behaviour.
      item.traits.tabBarBehavior = .automatic
      item.traits.sidebarBehavior = .automatic
    case .phone, .pad, .vision:
      break
    }
    return item
  }

  /// The tab that stands for a collapsed section: its landing screen, under the section's title.
  private static func landingItem(_ landing: D, of section: AppTabSection<D>, isHidden: Bool) -> TabItem {
    TabItem(
      id: "\(section.id).landing", value: landing, title: section.title, symbolName: landing.symbolName, badge: 0,
      isSearch: false, traits: TabTraits(placement: .automatic, tabBarBehavior: .automatic, sidebarBehavior: .automatic),
      isHidden: isHidden, isEnabled: true, accessibilityLabel: section.title)
  }
}
