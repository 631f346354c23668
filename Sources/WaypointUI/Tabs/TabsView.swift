#if canImport(SwiftUI) && !os(watchOS)
  import SwiftUI
  import Waypoint

  /// The app's tabs and sections in a `TabView(selection:)`, each tab with its own stack, in the
  /// style the core's layout environment asks for.
  ///
  /// The selection binding's setter sends `select`, so the core decides: an intercepting tab runs
  /// its action and keeps the selection, a disabled tab is refused, re-selecting pops to
  /// the root. When the layout collapses sections, each section shows as one tab on its
  /// landing screen and its children hide, Apple's pattern for changing the tab structure between
  /// size classes.
  struct TabsView<D: Destination, Screen: View>: View {
    let navigator: Navigator<D>
    let stager: PresentationStager<D>
    let customization: CustomizationBinding
    let screen: (D) -> Screen

    var body: some View {
      let environment = navigator.environment
      if environment.presentation == .single {
        StackView(
          navigator: navigator, stager: stager, root: stager.displayed.selection,
          location: .tab(stager.displayed.selection), screen: screen)
      } else if environment.style == .tabBar {
        tabView.tabViewStyle(.tabBarOnly)
      } else {
        tabView.tabViewStyle(.sidebarAdaptable)
      }
    }

    private var tabView: some View {
      TabView(selection: selection) {
        ForEach(navigator.structure.content, id: \.identifier) { item in
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
        set: { @MainActor tab in navigator.send(.select(tab)) }
      )
    }

    @SwiftUI.TabContentBuilder<D>
    private func content(_ item: Waypoint.AppStructure<D>.Content) -> some SwiftUI.TabContent<D> {
      switch item {
      case let .tab(tab):
        tabContent(tab, isRootLevel: true)
      case let .section(section):
        sectionContent(section, collapsed: navigator.environment.collapsesSections)
      }
    }

    @SwiftUI.TabContentBuilder<D>
    private func sectionContent(_ section: Waypoint.AppTabSection<D>, collapsed: Bool) -> some SwiftUI.TabContent<D> {
      SwiftUI.TabSection {
        ForEach(section.tabs, id: \.id) { tab in
          tabContent(tab, isRootLevel: false)
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
      .hiddenUnlessTV(collapsed)
      if let landing = section.landing {
        SwiftUI.Tab(value: landing) {
          StackView(navigator: navigator, stager: stager, root: landing, location: .tab(landing), screen: screen)
        } label: {
          Label(section.title, systemImage: landing.symbolName)
        }
        .customizationID("\(section.id).landing")
        .hiddenUnlessTV(!collapsed)
      }
    }

    @SwiftUI.TabContentBuilder<D>
    private func tabContent(_ tab: Waypoint.AppTab<D>, isRootLevel: Bool) -> some SwiftUI.TabContent<D> {
      let traits = tab.traits(isRootLevel: isRootLevel)
      let stack = StackView(
        navigator: navigator, stager: stager, root: tab.destination, location: .tab(tab.destination), screen: screen)
      if tab.role == .search {
        SwiftUI.Tab(value: tab.destination, role: .search) { stack }
          .customized(tab, traits: traits)
      } else {
        SwiftUI.Tab(value: tab.destination) {
          stack
        } label: {
          Label(tab.title, systemImage: tab.symbolName)
        }
        .customized(tab, traits: traits)
      }
    }
  }

  extension Waypoint.AppStructure.Content {
    /// A stable identity for `ForEach`: the tab's or the section's id.
    var identifier: String {
      switch self {
      case let .tab(tab): "tab:\(tab.id)"
      case let .section(section): "section:\(section.id)"
      }
    }
  }
#endif
