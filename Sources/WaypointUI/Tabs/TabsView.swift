#if canImport(SwiftUI) && !os(watchOS)
  import SwiftUI
  import Waypoint

  /// The core's ``Waypoint/TabViewProjection`` drawn as a `TabView(selection:)`: each entry one
  /// `Tab` or `TabSection` with the modifiers the projection gives, each tab with its own stack.
  ///
  /// The projection is computed from the state on screen and the layout environment, so what is
  /// hidden, shown, collapsed or selected comes from the core and is tested there; where the
  /// sidebar style cannot be a tab view's (iPhone, iPad, Apple Vision) the core gives a split
  /// view and its list instead. The selection
  /// binding's setter sends `select`, so the core decides what a tap does: an intercepting tab
  /// runs its action and keeps the selection, a disabled tab is refused, re-selecting does what
  /// the tab's re-select policy says.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  struct TabsView<D: Destination, Screen: View>: View {
    let navigator: Navigator<D>
    let stager: PresentationStager<D>
    let customization: CustomizationBinding
    /// The app's views for the chrome; each carried where the projection says.
    let chrome: ChromeViews
    let screen: (D) -> Screen
    /// Made once per view, not on every update, like every binding the layer gives SwiftUI.
    // Not `@Bindable` key-path bindings (https://developer.apple.com/documentation/swiftui/bindable):
    // each setter sends an action to the navigator through the stager, which is more than one
    // observable property's write. Each view that holds such a binding reads it in its body, so
    // it updates, and SwiftUI reads the binding again, whenever what the binding reads changes.
    @State private var selection: Binding<D>
    @State private var compactColumn: Binding<NavigationSplitViewColumn>

    init(
      navigator: Navigator<D>, stager: PresentationStager<D>, customization: CustomizationBinding, chrome: ChromeViews,
      screen: @escaping (D) -> Screen
    ) {
      self.navigator = navigator
      self.stager = stager
      self.customization = customization
      self.chrome = chrome
      self.screen = screen
      self._selection = State(initialValue: Self.selection(navigator, stager))
      self._compactColumn = State(initialValue: Self.compactColumn(navigator, stager))
    }

    var body: some View {
      // SwiftUI reads a binding again when the view holding it updates; reading it here makes
      // this view update whenever what it reads changes, whatever its parent does.
      let _ = (selection.wrappedValue, compactColumn.wrappedValue)
      let projection = stager.projection.tabs
      switch projection.container {
      case .single:
        selectedStack(projection.selection)
      case .tabView(.tabBarOnly):
        tabView(projection).tabViewStyle(.tabBarOnly)
      case .tabView(.sidebarAdaptable):
        tabView(projection).tabViewStyle(.sidebarAdaptable)
      case let .splitView(list, _):
        NavigationSplitView(preferredCompactColumn: compactColumn) {
          SidebarList(
            navigator: navigator, stager: stager, list: list,
            header: projection.sidebarExtras == .list ? chrome.sidebarHeader : nil,
            footer: projection.sidebarExtras == .list ? chrome.sidebarFooter : nil)
        } detail: {
          selectedStack(projection.selection)
        }
      }
    }

    /// The column a collapsed split view shows, as the projection gives it; the person's going
    /// back to the list, or choosing a row, is reported to the core as the sidebar shown or not.
    private static func compactColumn(_ navigator: Navigator<D>, _ stager: PresentationStager<D>) -> Binding<NavigationSplitViewColumn> {
      Binding(
        get: { @MainActor in
          guard case let .splitView(_, showsSidebar) = stager.projection.tabs.container else { return .detail }
          return showsSidebar ? .sidebar : .detail
        },
        set: { @MainActor column in
          navigator.report(isSidebarShown: column == .sidebar)
          stager.follow(navigator)
        }
      )
    }

    /// The selected tab's stack alone: its path binding is made for that tab's location.
    // One stack, made again for each tab: the tab left loses its view state (its path is in the
    // navigator). A split view "collapses into a single stack" on iPhone
    // (https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn), which the
    // detail's one stack joins; several stacks kept alive in the detail would each try to.
    private func selectedStack(_ selection: D) -> some View {
      StackView(
        navigator: navigator, stager: stager, root: selection, rootScreen: .root(selection), location: .tab(selection),
        screen: screen
      )
      .id(selection)
    }

    private func tabView(_ projection: TabViewProjection<D>) -> some View {
      TabView(selection: selection) {
        ForEach(projection.items, id: \.id) { item in
          content(item)
        }
      }
      .customization(customization)
      .searchActivation(onSelection: projection.activatesSearchOnSelection)
      .minimizing(projection.tabBarMinimizing)
      .sidebarExtras(chrome, in: projection.sidebarExtras)
      .bottomAccessory(chrome.bottomAccessory, projection) {
        stager.perform(.tapBottomAccessory, on: navigator)
      }
    }

    private static func selection(_ navigator: Navigator<D>, _ stager: PresentationStager<D>) -> Binding<D> {
      Binding(
        get: { @MainActor in stager.tabSelection },
        set: { @MainActor tab in stager.userDidChoose(tab, on: navigator) }
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
      let stack = StackView(
        navigator: navigator, stager: stager, root: tab.value, rootScreen: .root(tab.value), location: .tab(tab.value),
        screen: screen)
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

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  extension View {
    /// Links the search tab's selection to search, as the projection says, where the system has
    /// it (iOS, iPadOS and macOS 26, with an SDK that has it: Swift 6.2, Xcode 26).
    @ViewBuilder
    fileprivate func searchActivation(onSelection: Bool) -> some View {
      #if compiler(>=6.2) && (os(iOS) || os(macOS))
        if #available(iOS 26.0, macOS 26.0, *) {
          tabViewSearchActivation(onSelection ? .searchTabSelection : .automatic)
        } else {
          self
        }
      #else
        self
      #endif
    }

    /// Carries the app's accessory as the projection says, where the system has one (iOS and
    /// iPadOS 26, with an SDK that has it). From 26.1 it is shown and hidden in place, with the
    /// bar a pushed screen hides; 26.0 has no such switch, so the modifier is there while the tab
    /// view carries an accessory at all, and a push that hides the bar does not make the tab view
    /// anew. A tap outside the accessory's own buttons, or VoiceOver's activation, is the
    /// person's gesture, which the stager performs; an accessory without an action takes none.
    @ViewBuilder
    fileprivate func bottomAccessory<D: Destination>(
      _ content: AnyView?, _ projection: TabViewProjection<D>, onTap: @escaping @MainActor () -> Void
    ) -> some View {
      #if compiler(>=6.2) && os(iOS)
        if let content {
          let tappable = content.tappable(projection.bottomAccessory?.action != nil, onTap: onTap)
          #if compiler(>=6.2.1)
            if #available(iOS 26.1, *) {
              tabViewBottomAccessory(isEnabled: projection.bottomAccessory != nil) { tappable }
            } else if #available(iOS 26.0, *), projection.carriesBottomAccessory {
              tabViewBottomAccessory { tappable }
            } else {
              self
            }
          #else
            if #available(iOS 26.0, *), projection.carriesBottomAccessory {
              tabViewBottomAccessory { tappable }
            } else {
              self
            }
          #endif
        } else {
          self
        }
      #else
        self
      #endif
    }

    /// This view, performing `onTap` when tapped or activated, when `enabled`.
    @ViewBuilder
    fileprivate func tappable(_ enabled: Bool, onTap: @escaping @MainActor () -> Void) -> some View {
      if enabled {
        onTapGesture(perform: onTap).accessibilityAction { onTap() }
      } else {
        self
      }
    }

    /// Gives the tab view's sidebar the app's header and footer, where the projection puts them
    /// there; the tab view shows them only while it shows the sidebar.
    @ViewBuilder
    fileprivate func sidebarExtras<D: Destination>(_ chrome: ChromeViews, in placement: TabViewProjection<D>.SidebarExtras) -> some View {
      #if os(tvOS)
        self
      #else
        if placement == .tabView {
          self
            .sidebarView(chrome.sidebarHeader) { view, header in view.tabViewSidebarHeader { header } }
            .sidebarView(chrome.sidebarFooter) { view, footer in view.tabViewSidebarFooter { footer } }
        } else {
          self
        }
      #endif
    }

    /// `apply`'s result with `content`, or this view when there is none.
    @ViewBuilder
    fileprivate func sidebarView<Modified: View>(_ content: AnyView?, _ apply: (Self, AnyView) -> Modified) -> some View {
      if let content { apply(self, content) } else { self }
    }

    /// Makes the tab bar small on scroll as the projection says, where the system has it (an
    /// iPhone with iOS 26, built with an SDK that has it); the projection asks for the system's
    /// behaviour on every other device.
    @ViewBuilder
    fileprivate func minimizing<D: Destination>(_ minimizing: AppStructure<D>.TabBarMinimizing) -> some View {
      #if compiler(>=6.2) && os(iOS)
        if #available(iOS 26.0, *) {
          switch minimizing {
          case .automatic: tabBarMinimizeBehavior(.automatic)
          case .never: tabBarMinimizeBehavior(.never)
          case .onScrollDown: tabBarMinimizeBehavior(.onScrollDown)
          case .onScrollUp: tabBarMinimizeBehavior(.onScrollUp)
          }
        } else {
          self
        }
      #else
        self
      #endif
    }
  }
#endif
