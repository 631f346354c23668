#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
  public import SwiftUI
  public import Waypoint

  /// Menu commands for the navigator of the window in front: Back (Command-[), Dismiss
  /// (Escape) and one command per tab (Command-1 to Command-9), in the View menu.
  ///
  /// They act on the window's navigator whatever has focus in it, a sheet included, appear in
  /// the Mac's menu bar and in the iPad's list of keyboard shortcuts, and are offered only for a
  /// window of this destination type, so an app with several kinds of window shows the commands
  /// of the one in front. The navigator decides what each means (the screen Back returns to,
  /// the modal Escape dismisses, the tabs the commands select); a command that would do nothing
  /// is disabled. ``NavigatorScene`` adds them; add them yourself to a `WindowGroup` that shows
  /// a ``NavigatorView``:
  ///
  /// ```swift
  /// @main
  /// struct ShapesApp: App {
  ///   var body: some Scene {
  ///     WindowGroup {
  ///       NavigatorView(navigator) { destination in ShapeScreen(destination: destination) }
  ///     }
  ///     .commands { NavigatorCommands<ShapesDestination>() }
  ///   }
  /// }
  /// ```
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  public struct NavigatorCommands<D: Destination>: Commands {
    /// The navigator of the window in front, which ``NavigatorView`` offers to its scene.
    @FocusedValue(Navigator<D>.self) private var navigator

    /// Creates the commands for the windows of navigators of `D`.
    public init() {}

    public var body: some Commands {
      CommandGroup(after: .sidebar) {
        if let navigator {
          Button("Back") { send(navigator.state.backAction, to: navigator) }
            .keyboardShortcut("[", modifiers: .command)
            .disabled(navigator.state.backAction == nil)
          Button("Dismiss") { send(navigator.state.escapeAction, to: navigator) }
            .keyboardShortcut(.escape, modifiers: [])
            .disabled(navigator.state.escapeAction == nil)
          let tabs = navigator.structure.keyboardShortcutTabs
          ForEach(Array(tabs.enumerated()), id: \.element.id) { index, tab in
            Button(tab.title) { navigator.send(.select(tab.destination)) }
              .keyboardShortcut(KeyEquivalent(Character("\(index + 1)")), modifiers: .command)
          }
        }
      }
    }

    private func send(_ action: NavigationAction<D>?, to navigator: Navigator<D>) {
      if let action { navigator.send(action) }
    }
  }
#endif
