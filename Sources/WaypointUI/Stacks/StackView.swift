#if canImport(SwiftUI) && !os(watchOS)
  import SwiftUI
  import Waypoint

  /// One push stack: a `NavigationStack(path:)` over the entries at `location`.
  ///
  /// The path binding reads the projection's path; a write (the back button, the swipe back) goes
  /// to the core (``Waypoint/PresentationStager/userDidSetPath(_:at:on:)``), which sends the
  /// actions it means and displays it at once, so the binding reads back what the user sees. The
  /// binding is made once per stack, not on every update.
  ///
  /// Each screen finds its own ``Waypoint/Navigator/ScreenNavigator`` in the environment, and the
  /// site its popover anchors report to (``PopoverAnchorSite``): the root's address is
  /// `rootScreen`, a pushed entry's is its id. A pushed screen the guard would
  /// ask about before it leaves has its swipe back locked (``BackLock``). A tab's root screen asks
  /// the tab bar to hide while the core says a screen on its stack hides it: asked once, at the
  /// root, where the preference holds for every screen pushed above it.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  struct StackView<D: Destination, Screen: View>: View {
    let navigator: Navigator<D>
    let stager: PresentationStager<D>
    let root: D
    let rootScreen: NavigationState<D>.Screen
    let location: StackLocation<D>
    let screen: (D) -> Screen
    @State private var path: Binding<[Entry<D>]>
    @State private var anchorSites = PopoverAnchorSites<D, Screen>()
    @Environment(\.tabBarPlacement) private var tabBarPlacement
    @Environment(ZoomSpace.self) private var zoomSpace: ZoomSpace?

    init(
      navigator: Navigator<D>, stager: PresentationStager<D>, root: D, rootScreen: NavigationState<D>.Screen,
      location: StackLocation<D>, screen: @escaping (D) -> Screen
    ) {
      self.navigator = navigator
      self.stager = stager
      self.root = root
      self.rootScreen = rootScreen
      self.location = location
      self.screen = screen
      self._path = State(initialValue: Self.path(navigator: navigator, stager: stager, location: location))
    }

    var body: some View {
      // SwiftUI reads a binding again when the view holding it updates; reading it here makes
      // this view update whenever what it reads changes, whatever its parent does.
      let _ = path.wrappedValue
      NavigationStack(path: path) {
        screen(root)
          .environment(navigator.screenNavigator(for: rootScreen))
          .environment(site(for: rootScreen))
          .tabBarHidden(stager.projection.tabs.hidesTabBar(at: location))
          .navigationDestination(for: Entry<D>.self) { entry in
            BackLock(
              navigator: navigator, id: entry.id, location: location,
              content: screen(entry.destination)
                .environment(navigator.screenNavigator(for: .entry(entry.id)))
                .environment(site(for: .entry(entry.id)))
            )
            .zooming(from: stager.projection.zoomSource(of: entry.id), in: zoomSpace)
          }
      }
      .onChange(of: tabBarPlacement, initial: true) { _, placement in
        // Inside a tab view, the placement tells whether the adaptable sidebar is shown; the
        // core decides what that changes (a hidden sidebar is laid out as a tab bar).
        guard let placement else { return }
        navigator.report(isSidebarShown: placement == .sidebar)
      }
    }

    /// Where the popover anchors of `screen` report, and find the popovers they present.
    private func site(for screen: NavigationState<D>.Screen) -> PopoverAnchorSite {
      anchorSites.site(for: screen, navigator: navigator, stager: stager, build: self.screen)
    }

    private static func path(navigator: Navigator<D>, stager: PresentationStager<D>, location: StackLocation<D>) -> Binding<[Entry<D>]> {
      Binding(
        get: { @MainActor in stager.projection.path(at: location) },
        set: { @MainActor newPath in stager.userDidSetPath(newPath, at: location, on: navigator) }
      )
    }
  }

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  extension View {
    /// Asks the tab bar to hide, or leaves it to the system; a Mac has no tab bar to hide.
    @ViewBuilder
    fileprivate func tabBarHidden(_ hidden: Bool) -> some View {
      #if os(macOS)
        self
      #else
        toolbarVisibility(hidden ? .hidden : .automatic, for: .tabBar)
      #endif
    }
  }
#endif
