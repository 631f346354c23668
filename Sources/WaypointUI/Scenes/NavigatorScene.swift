#if canImport(SwiftUI) && !os(watchOS)
  public import SwiftUI
  public import Waypoint

  /// The app-level entry: windows backed by one ``Waypoint/SessionNavigator``, so every window owns
  /// its own navigator and all of them share one entry-id counter.
  ///
  /// The main window group shows the session's main window; `WindowGroup(for: WindowID.self)`
  /// shows any other window the session opens. To open a destination in a new window, read the
  /// session and `openWindow` from the environment:
  ///
  /// ```swift
  /// @main
  /// struct ShapesApp: App {
  ///   var body: some Scene {
  ///     NavigatorScene(structure: Shapes.structure, selection: .triangle, routes: Shapes.routes) { destination in
  ///       ShapeScreen(destination: destination)
  ///     }
  ///     #if os(macOS)
  ///       Settings { SettingsView() }
  ///     #endif
  ///   }
  /// }
  ///
  /// struct OpenInWindowButton: View {
  ///   @Environment(SessionNavigator<ShapesDestination>.self) private var session
  ///   @Environment(\.openWindow) private var openWindow
  ///   var body: some View {
  ///     Button("Rectangle 8 in a new window") {
  ///       if case let .success(id) = session.openWindow(showing: .rectangleItem(level: 8)) {
  ///         openWindow(value: id)
  ///       }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// The new window's navigator starts on that destination's whole route. Windows beyond the
  /// main one are not offered on tvOS.
  public struct NavigatorScene<D: Destination, Screen: View>: Scene {
    @State private var session: SessionNavigator<D>
    @State private var claims = WindowClaims()
    let selection: D
    let layout: LayoutEnvironment?
    let screen: (D) -> Screen

    /// Creates the scenes for an app.
    ///
    /// - Parameters:
    ///   - structure: the app's structure.
    ///   - selection: the tab each new window starts on.
    ///   - routes: the app's routes, so `onOpenURL` can open incoming URLs; none by default.
    ///   - layout: the layout environment windows start from (for example `idiom: .pad` in an iPad
    ///     app); SwiftUI supplies the size class. `nil` for the default.
    ///   - screen: the view for each destination.
    public init(
      structure: AppStructure<D>,
      selection: D,
      routes: RouteTable<D> = RouteTable(),
      layout: LayoutEnvironment? = nil,
      @ViewBuilder screen: @escaping (D) -> Screen
    ) {
      let session = SessionNavigator(
        session: Session(main: NavigationState(selection: selection)), structure: structure, routes: routes,
        environment: layout ?? LayoutEnvironment())
      self._session = State(initialValue: session)
      self.selection = selection
      self.layout = layout
      self.screen = screen
    }

    public var body: some Scene {
      WindowGroup {
        SessionWindowView(
          session: session, claims: claims, requested: nil, selection: selection, layout: layout, screen: screen)
      }
      #if !os(tvOS)
        WindowGroup(for: WindowID.self) { id in
          SessionWindowView(
            session: session, claims: claims, requested: id.wrappedValue, selection: selection, layout: layout,
            screen: screen)
        }
      #endif
    }
  }

  /// One SwiftUI window: claims a session window when it appears and shows its navigator.
  struct SessionWindowView<D: Destination, Screen: View>: View {
    let session: SessionNavigator<D>
    let claims: WindowClaims
    let requested: WindowID?
    let selection: D
    let layout: LayoutEnvironment?
    let screen: (D) -> Screen
    @State private var windowID: WindowID?

    var body: some View {
      if let windowID, let navigator = session.navigator(for: windowID) {
        NavigatorView(navigator, layout: layout, onOpenURL: { url in navigator.open(url) }, screen: screen)
          .environment(session)
          .onDisappear { claims.release(windowID, in: session) }
      } else {
        Text("")
          .onAppear {
            if windowID == nil { windowID = claims.claim(requested, in: session, selection: selection) }
          }
      }
    }
  }
#endif
