#if canImport(SwiftUI)
  public import Foundation
  public import SwiftUI
  public import Waypoint

  /// The view-level root: draws a navigator's state with SwiftUI's own containers and sends every
  /// change the user makes back to it as an action.
  ///
  /// It shows the structure's tabs and sections in a `TabView(selection:)`, a
  /// `NavigationStack(path:)` per tab, and a sheet or full-screen cover per modal elevation,
  /// presented one at a time (D11). It puts the navigator in the environment, so any screen reads
  /// it typed, handles Command-1…9, Command-[ and Escape, passes incoming URLs to `onOpenURL`, and
  /// saves the navigation state in `SceneStorage` so the window comes back as it was.
  ///
  /// ```swift
  /// struct ContentView: View {
  ///   @State private var navigator = Navigator(structure: Shapes.structure, selection: .triangle)
  ///
  ///   var body: some View {
  ///     NavigatorView(navigator) { destination in
  ///       ShapeScreen(destination: destination)
  ///     }
  ///   }
  /// }
  ///
  /// struct ShapeScreen: View {
  ///   @Environment(Navigator<ShapesDestination>.self) private var navigator
  ///   let destination: ShapesDestination
  ///   var body: some View {
  ///     Button("Infinity") { navigator.push(.infinity) }
  ///   }
  /// }
  /// ```
  public struct NavigatorView<D: Destination, Screen: View>: View {
    let navigator: Navigator<D>
    let screen: (D) -> Screen
    let onOpenURL: @MainActor (URL) -> Void
    @State private var stager: PresentationStager<D>
    @SceneStorage private var savedState: String
    @State private var isRestored = false

    /// Creates the root view for one window's navigator.
    ///
    /// - Parameters:
    ///   - navigator: the window's navigator.
    ///   - restorationKey: the `SceneStorage` key the state is saved under; each scene keeps its own.
    ///   - onOpenURL: what to do with a URL the app receives; by default nothing.
    ///   - screen: the view for each destination.
    public init(
      _ navigator: Navigator<D>,
      restorationKey: String = "waypoint.state",
      onOpenURL: @escaping @MainActor (URL) -> Void = { _ in },
      @ViewBuilder screen: @escaping (D) -> Screen
    ) {
      self.navigator = navigator
      self.screen = screen
      self.onOpenURL = onOpenURL
      self._stager = State(initialValue: PresentationStager(displaying: navigator.state))
      self._savedState = SceneStorage(wrappedValue: "", restorationKey)
    }

    public var body: some View {
      ModalHost(
        navigator: navigator,
        stager: stager,
        elevation: 0,
        screen: screen,
        content: TabsView(navigator: navigator, stager: stager, screen: screen)
      )
      .background {
        #if !os(tvOS)
          KeyboardShortcuts(navigator: navigator)
        #endif
      }
      .environment(navigator)
      .onOpenURL { url in onOpenURL(url) }
      .onAppear {
        guard !isRestored else { return }
        restore()
        isRestored = true
        save(navigator.state)
      }
      .onChange(of: navigator.state) { _, state in
        stager.retarget(state)
        if isRestored { save(state) }
      }
    }

    private func restore() {
      guard !savedState.isEmpty, let data = savedState.data(using: .utf8),
        let state = try? JSONDecoder().decode(NavigationState<D>.self, from: data)
      else { return }
      navigator.replace(state)
    }

    private func save(_ state: NavigationState<D>) {
      guard let data = try? JSONEncoder().encode(state) else { return }
      savedState = String(decoding: data, as: UTF8.self)
    }
  }
#endif
