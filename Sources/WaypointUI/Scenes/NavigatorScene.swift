#if canImport(SwiftUI)
  public import SwiftUI
  public import Waypoint

  /// The app-level entry: a window group whose every window owns its own navigator (D13), and
  /// a window group that opens any destination in a new window (`WindowGroup(for:)`).
  ///
  /// ```swift
  /// @main
  /// struct ShapesApp: App {
  ///   var body: some Scene {
  ///     NavigatorScene(structure: Shapes.structure, selection: .triangle) { destination in
  ///       ShapeScreen(destination: destination)
  ///     }
  ///     #if os(macOS)
  ///       Settings { SettingsView() }
  ///     #endif
  ///   }
  /// }
  /// ```
  ///
  /// To open a destination in a new window, read `openWindow` from the environment and call
  /// `openWindow(value: destination)`; the new window's navigator starts by showing that
  /// destination's whole route (D1, D13). Windows are not offered on tvOS.
  public struct NavigatorScene<D: Destination, Screen: View>: Scene {
    let structure: AppStructure<D>
    let selection: D
    let screen: (D) -> Screen

    /// Creates the scenes for an app.
    ///
    /// - Parameters:
    ///   - structure: the app's structure.
    ///   - selection: the tab each new main window starts on.
    ///   - screen: the view for each destination.
    public init(structure: AppStructure<D>, selection: D, @ViewBuilder screen: @escaping (D) -> Screen) {
      self.structure = structure
      self.selection = selection
      self.screen = screen
    }

    public var body: some Scene {
      WindowGroup {
        WindowRoot(structure: structure, selection: selection, destination: nil, screen: screen)
      }
      #if !os(tvOS)
        WindowGroup(for: D.self) { destination in
          WindowRoot(structure: structure, selection: selection, destination: destination.wrappedValue, screen: screen)
        }
      #endif
    }
  }

  /// One window: owns the window's navigator for as long as the window lives.
  struct WindowRoot<D: Destination, Screen: View>: View {
    @State private var navigator: Navigator<D>
    let screen: (D) -> Screen

    init(structure: AppStructure<D>, selection: D, destination: D?, screen: @escaping (D) -> Screen) {
      let navigator = Navigator(structure: structure, selection: selection)
      if let destination { navigator.show(destination) }
      self._navigator = State(initialValue: navigator)
      self.screen = screen
    }

    var body: some View {
      NavigatorView(navigator, screen: screen)
    }
  }
#endif
