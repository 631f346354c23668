#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
  import SwiftUI
  import Waypoint

  /// Keyboard commands for a navigator: Command-1 … Command-9 select the tabs, Command-[ goes
  /// back, Escape dismisses the top modal. The core decides what each command means
  /// (``Waypoint/AppStructure/keyboardShortcutTabs``, ``Waypoint/NavigationState/backAction``,
  /// ``Waypoint/NavigationState/escapeAction``); a command that means nothing sends nothing.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  struct KeyboardShortcuts<D: Destination>: View {
    let navigator: Navigator<D>

    var body: some View {
      let tabs = navigator.structure.keyboardShortcutTabs
      ForEach(Array(tabs.enumerated()), id: \.element.id) { index, tab in
        Button {
          navigator.send(.select(tab.destination))
        } label: {
          Text(tab.title)
        }
        .keyboardShortcut(KeyEquivalent(Character("\(index + 1)")), modifiers: .command)
      }
      Button {
        if let action = navigator.state.backAction { navigator.send(action) }
      } label: {
        Text("Back")
      }
      .keyboardShortcut("[", modifiers: .command)
      Button {
        if let action = navigator.state.escapeAction { navigator.send(action) }
      } label: {
        Text("Dismiss")
      }
      .keyboardShortcut(.escape, modifiers: [])
    }
  }
#endif
