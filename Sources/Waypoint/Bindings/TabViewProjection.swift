/// Exactly what SwiftUI's `TabView` is given for a state in an environment: the container and its
/// style, every tab and section in order with the value of each modifier, and the selection.
///
/// The SwiftUI layer maps each field onto one SwiftUI call and decides nothing, so every rule
/// here is tested on Linux:
///
/// - the container: one stack when the layout shows no tabs, `.tabBarOnly` for the tab-bar style,
///   `.sidebarAdaptable` otherwise, opening on the sidebar when the style asks for a sidebar;
/// - a section collapsed into one tab (compact width with the collapse policy) is hidden and its
///   landing tab shown, and the other way round when sections are shown, unless the landing
///   screen is selected: a `TabSection` cannot be selected, so its landing tab stays shown;
/// - on tvOS, which has no `hidden(_:)` for tab content, what would be hidden is left out;
/// - a landing screen that is also a tab is given once, so no two tabs share a value.
///
/// ```swift
/// let projection = TabViewProjection(state: navigator.state, structure: Social.structure(), environment: navigator.environment)
/// projection.container // .tabView(.sidebarAdaptable, opensOnSidebar: false)
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
    /// A `TabView` in a style; `opensOnSidebar` asks iPadOS to start on the sidebar
    /// (`defaultAdaptableTabBarPlacement(.sidebar)`).
    case tabView(Style, opensOnSidebar: Bool)
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
  /// The entries, in the structure's order.
  package var items: [Item]

  /// The projection of a state in an environment.
  ///
  /// - Parameters:
  ///   - state: the state on screen.
  ///   - structure: the app's structure.
  ///   - environment: the layout environment.
  package init(state: NavigationState<D>, structure: AppStructure<D>, environment: LayoutEnvironment) {
    selection = state.selection
    container =
      if environment.presentation == .single {
        .single
      } else if environment.style == .tabBar {
        .tabView(.tabBarOnly, opensOnSidebar: false)
      } else {
        .tabView(.sidebarAdaptable, opensOnSidebar: environment.style == .sidebar)
      }
    let collapsed = environment.collapsesSections
    let leavesOutHidden = environment.idiom == .tv
    var values = Set(structure.allTabs.map { $0.destination })
    var items: [Item] = []
    for content in structure.content {
      switch content {
      case let .tab(tab):
        let item = Self.item(tab, isRootLevel: true)
        if !(leavesOutHidden && item.isHidden) { items.append(.tab(item)) }
      case let .section(section):
        let tabs = section.tabs.map { Self.item($0, isRootLevel: false) }.filter { !(leavesOutHidden && $0.isHidden) }
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
  }

  /// A declared tab's item.
  private static func item(_ tab: AppTab<D>, isRootLevel: Bool) -> TabItem {
    TabItem(
      id: tab.id, value: tab.destination, title: tab.title, symbolName: tab.symbolName, badge: tab.badge,
      isSearch: tab.role == .search, traits: tab.traits(isRootLevel: isRootLevel), isHidden: tab.isHidden,
      isEnabled: tab.isEnabled, accessibilityLabel: tab.accessibilityLabel)
  }

  /// The tab that stands for a collapsed section: its landing screen, under the section's title.
  private static func landingItem(_ landing: D, of section: AppTabSection<D>, isHidden: Bool) -> TabItem {
    TabItem(
      id: "\(section.id).landing", value: landing, title: section.title, symbolName: landing.symbolName, badge: 0,
      isSearch: false, traits: TabTraits(placement: .automatic, tabBarBehavior: .automatic, sidebarBehavior: .automatic),
      isHidden: isHidden, isEnabled: true, accessibilityLabel: section.title)
  }
}
