#if canImport(SwiftUI) && !os(watchOS)
  import SwiftUI
  import Waypoint

  /// The core's ``Waypoint/TabViewProjection`` drawn as a `TabView(selection:)`: each entry one
  /// `Tab` or `TabSection` with the modifiers the projection gives, each tab with its own stack.
  ///
  /// The projection is computed from the state on screen and the layout environment, so what is
  /// hidden, shown, collapsed or selected comes from the core and is tested there. The selection
  /// binding's setter sends `select`, so the core decides what a tap does: an intercepting tab
  /// runs its action and keeps the selection, a disabled tab is refused, re-selecting pops to the
  /// root.
  struct TabsView<D: Destination, Screen: View>: View {
    let navigator: Navigator<D>
    let stager: PresentationStager<D>
    let customization: CustomizationBinding
    let screen: (D) -> Screen

    var body: some View {
      let projection = TabViewProjection(state: stager.displayed, structure: navigator.structure, environment: stager.environment)
      switch projection.container {
      case .single:
        // One stack per selected tab: its path binding is made for that tab's location.
        StackView(
          navigator: navigator, stager: stager, root: projection.selection, location: .tab(projection.selection), screen: screen
        )
        .id(projection.selection)
      case .tabView(.tabBarOnly, _):
        tabView(projection).tabViewStyle(.tabBarOnly)
      case let .tabView(.sidebarAdaptable, opensOnSidebar):
        tabView(projection).tabViewStyle(.sidebarAdaptable).opensOnSidebar(opensOnSidebar)
      }
    }

    private func tabView(_ projection: TabViewProjection<D>) -> some View {
      TabView(selection: selection) {
        ForEach(projection.items, id: \.id) { item in
          content(item)
        }
      }
      .customization(customization)
    }

    private var selection: Binding<D> {
      let navigator = navigator
      let stager = stager
      return Binding(
        get: { @MainActor in stager.displayed.selection },
        set: { @MainActor tab in
          // Displayed at once, so the getter answers with what the core decided (a refused or
          // intercepted tap keeps the selection) rather than lagging a step behind.
          navigator.send(.select(tab))
          stager.retarget(navigator.state, in: navigator.environment)
        }
      )
    }

    @SwiftUI.TabContentBuilder<D>
    private func content(_ item: TabViewProjection<D>.Item) -> some SwiftUI.TabContent<D> {
      switch item {
      case let .tab(tab):
        tabContent(tab)
      case let .section(section):
        sectionContent(section)
      }
    }

    @SwiftUI.TabContentBuilder<D>
    private func sectionContent(_ section: TabViewProjection<D>.SectionItem) -> some SwiftUI.TabContent<D> {
      SwiftUI.TabSection {
        ForEach(section.tabs, id: \.id) { tab in
          tabContent(tab)
        }
      } header: {
        Text(section.title)
      }
      .customizationID(section.id)
      .sectionActions {
        ForEach(section.actions, id: \.id) { action in
          Button {
            navigator.send(action.action)
          } label: {
            Label(action.title, systemImage: action.symbolName)
          }
        }
      }
      .hiddenUnlessTV(section.isHidden)
    }

    @SwiftUI.TabContentBuilder<D>
    private func tabContent(_ tab: TabViewProjection<D>.TabItem) -> some SwiftUI.TabContent<D> {
      let stack = StackView(navigator: navigator, stager: stager, root: tab.value, location: .tab(tab.value), screen: screen)
      if tab.isSearch {
        SwiftUI.Tab(value: tab.value, role: .search) { stack }
          .customized(tab)
      } else {
        SwiftUI.Tab(value: tab.value) {
          stack
        } label: {
          Label(tab.title, systemImage: tab.symbolName)
        }
        .customized(tab)
      }
    }
  }

  extension View {
    /// `defaultAdaptableTabBarPlacement(.sidebar)` where SwiftUI has it (iOS and iPadOS, where
    /// only iPadOS follows it).
    @ViewBuilder
    func opensOnSidebar(_ opensOnSidebar: Bool) -> some View {
      #if os(iOS)
        if opensOnSidebar { self.defaultAdaptableTabBarPlacement(.sidebar) } else { self }
      #else
        self
      #endif
    }
  }
#endif
