#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
  public import SwiftUI
  public import Waypoint

  /// Menu commands for the navigator of the window in front: Back (Command-[), Dismiss
  /// (Escape) and one command per tab (Command-1 to Command-9), in the View menu.
  ///
  /// They act on the window's navigator, appear in the Mac's menu bar and in the iPad's list of
  /// keyboard shortcuts, and are offered only for a window of this destination type, so an app
  /// with several kinds of window shows the commands of the one in front. The navigator decides
  /// what each means (the screen Back returns to, the modal Dismiss closes, the tabs the
  /// commands select); a command that would do nothing is disabled. Dismiss is the app's own
  /// action, not a gesture: it closes a sheet whose swipe is turned off, after the guard's
  /// question when the guard asks one before the sheet leaves. The system maps Command-[ to the keyboard's layout. The titles "Back" and "Dismiss" are
  /// looked up in the app's strings, so an app localizes them there.
  ///
  /// ``NavigatorScene`` adds them; add them yourself to a `WindowGroup` whose view shows a
  /// ``NavigatorView``:
  ///
  /// ```swift
  /// @main
  /// struct ShapesApp: App {
  ///   var body: some Scene {
  ///     WindowGroup { ContentView() }
  ///       .commands { NavigatorCommands<ShapesDestination>() }
  ///   }
  /// }
  /// ```
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  public struct NavigatorCommands<D: Destination>: Commands {
    /// The navigator of the window in front, which ``NavigatorView`` offers to its scene.
    @FocusedValue(Navigator<D>.self) private var navigator
    /// The scene whose windows the commands act on, or `nil` for any window.
    private let sceneID: String?

    /// Creates the commands for the windows of navigators of `D`.
    public init() {
      self.sceneID = nil
    }

    /// The commands of one ``NavigatorScene``'s windows: two scenes of one destination type
    /// each add theirs, and only the front window's scene offers them.
    init(sceneID: String) {
      self.sceneID = sceneID
    }

    public var body: some Commands {
      CommandGroup(after: .sidebar) {
        if let navigator, sceneID == nil || navigator.sceneID == sceneID {
          Button("Back") { send(navigator.backAction, to: navigator) }
            .keyboardShortcut("[", modifiers: .command)
            .disabled(navigator.backAction == nil)
          Button("Dismiss") { send(navigator.escapeAction, to: navigator) }
            .keyboardShortcut(.escape, modifiers: [])
            .disabled(navigator.escapeAction == nil)
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
